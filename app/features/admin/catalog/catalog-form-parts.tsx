import type { FieldMetadata } from "@conform-to/react";
import type { ChangeEvent, ReactNode } from "react";
import { useTranslation } from "~/lib/use-translation";
import { inputClass } from "~/features/accounts/profile/form-parts";
import { MAX_UPLOAD_BYTES, UPLOAD_ACCEPT } from "~/lib/upload-variants";

type Pair = { fr: string; en: string };

/** Conform's metadata of a text in both languages, as BilingualField takes it. */
export const bilingual = (field: unknown) => field as FieldMetadata<Pair | null | undefined>;

/** Conform's metadata of any other field, as PlainField takes it. */
export const plain = (field: unknown) => field as FieldMetadata<unknown>;

/** A titled part of a long form (h2), named by its heading. */
export function FormSection({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10 space-y-5">
      <h2 id={id} className="text-xl font-bold">
        {heading}
      </h2>
      {children}
    </section>
  );
}

/** The "untranslated" marker: visible text, not colour alone. */
export function UntranslatedBadge() {
  const { t } = useTranslation();
  return (
    <span className="inline-block rounded-full border border-warning bg-warning-soft px-2 py-0.5 text-xs font-semibold text-ink">
      {t("adminCatalog.untranslated")}
    </span>
  );
}

function Errors({ id, errors }: { id: string; errors: string[] | undefined }) {
  const { t } = useTranslation();
  return (
    <div id={id} className="mt-1 text-sm font-medium text-danger">
      {errors?.map((error) => (
        <p key={error}>{t(error as "adminCatalog.errors.tooLong")}</p>
      ))}
    </div>
  );
}

/**
 * One text in both languages side by side (stacked on a phone): French first, required when
 * the site needs it; English optional, marked "untranslated" when French has text and English
 * has none.
 */
export function BilingualField({
  field,
  label,
  required = false,
  multiline = false,
  lines = false,
  hint,
}: {
  field: FieldMetadata<Pair | null | undefined>;
  label: string;
  required?: boolean;
  multiline?: boolean;
  /** A list: one item per line. */
  lines?: boolean;
  hint?: string;
}) {
  const { t } = useTranslation();
  const parts = field.getFieldset();
  const fr = parts.fr as FieldMetadata<string>;
  const en = parts.en as FieldMetadata<string>;
  // What a refused form sends back is whatever was posted: not always one string per field.
  const initial = (field.initialValue ?? {}) as Partial<Record<keyof Pair, unknown>>;
  const textOf = (value: unknown) => (typeof value === "string" ? value.trim() : "");
  const untranslated = Boolean(textOf(initial.fr)) && !textOf(initial.en);
  const hintText = lines ? t("adminCatalog.linesHint") : hint;
  const hintId = `${field.id}-hint`;
  const control = (part: FieldMetadata<string>, lang: "fr" | "en") => {
    const describedBy = [hintText ? hintId : null, part.errors ? part.errorId : null]
      .filter(Boolean)
      .join(" ");
    const common = {
      id: part.id,
      name: part.name,
      defaultValue: (part.initialValue as string | undefined) ?? "",
      lang,
      required: lang === "fr" && required,
      "aria-invalid": part.errors ? true : undefined,
      "aria-describedby": describedBy || undefined,
      className: inputClass,
    };
    return multiline || lines ? (
      <textarea rows={lines ? 5 : 3} {...common} />
    ) : (
      <input type="text" {...common} />
    );
  };
  return (
    <fieldset className="rounded-lg border border-line p-4">
      <legend className="px-1 font-semibold">
        {label}
        {required ? null : <span className="font-normal text-ink-muted"> {t("adminCatalog.optional")}</span>}
      </legend>
      {hintText ? (
        <p id={hintId} className="text-sm text-ink-muted">
          {hintText}
        </p>
      ) : null}
      <div className="mt-2 grid gap-4 md:grid-cols-2">
        <div>
          <label htmlFor={fr.id} className="mb-1 block text-sm font-medium">
            {t("adminCatalog.french")}
          </label>
          {control(fr, "fr")}
          <Errors id={fr.errorId} errors={fr.errors} />
        </div>
        <div>
          <label htmlFor={en.id} className="mb-1 flex flex-wrap items-center gap-2 text-sm font-medium">
            {t("adminCatalog.english")}{" "}
            <span className="font-normal text-ink-muted">{t("adminCatalog.optional")}</span>
            {untranslated ? <UntranslatedBadge /> : null}
          </label>
          {control(en, "en")}
          <Errors id={en.errorId} errors={en.errors} />
        </div>
      </div>
    </fieldset>
  );
}

/** A plain field (number, select...) with its label and errors. */
export function PlainField({
  field,
  label,
  hint,
  children,
}: {
  field: FieldMetadata<unknown>;
  label: string;
  hint?: string;
  children: (props: {
    id: string;
    name: string;
    "aria-invalid"?: boolean;
    "aria-describedby"?: string;
    className: string;
  }) => ReactNode;
}) {
  const hintId = `${field.id}-hint`;
  const describedBy = [hint ? hintId : null, field.errors ? field.errorId : null].filter(Boolean).join(" ");
  return (
    <div>
      <label htmlFor={field.id} className="mb-1 block font-medium">
        {label}
      </label>
      {children({
        id: field.id,
        name: field.name,
        "aria-invalid": field.errors ? true : undefined,
        "aria-describedby": describedBy || undefined,
        className: inputClass,
      })}
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      <Errors id={field.errorId} errors={field.errors} />
    </div>
  );
}

/**
 * The image file field: the current image, the accepted types and the 10 MB limit said in the
 * hint and checked in the browser too (the server checks again, by content). Read-only (those
 * who may not save): the current image alone, no file picker that would look usable.
 */
export function ImageField({
  field,
  label,
  current,
  square = false,
  whole = false,
  readOnly = false,
  texts,
  children,
}: {
  field: FieldMetadata<unknown>;
  label: string;
  current: string | null;
  square?: boolean;
  /** An image kept whole (a poster): the preview shows all of it. */
  whole?: boolean;
  readOnly?: boolean;
  /** The editor's own words for "no image yet" and the hint, when the catalogue's do not fit. */
  texts?: { none: string; hint: string };
  /** Shown under the current image when the picker is (a "remove" box). */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div>
      <p className="mb-1 font-medium">{t("adminCatalog.image.current")}</p>
      {current ? (
        <img
          src={current}
          alt=""
          width={square ? 120 : 240}
          height={square ? 120 : 135}
          className={`rounded-md border border-line ${whole ? "bg-surface-muted object-contain" : "object-cover"} ${square ? "size-30" : "h-[135px] w-60"}`}
        />
      ) : (
        <p className="text-sm text-ink-muted">{texts?.none ?? t("adminCatalog.image.none")}</p>
      )}
      {readOnly ? null : (
        <>
          {children}
          <ImagePicker field={field} label={label} hint={texts?.hint ?? t("adminCatalog.image.hint")} />
        </>
      )}
    </div>
  );
}

/** The file input, its hint (types and size) and its errors. */
function ImagePicker({ field, label, hint }: { field: FieldMetadata<unknown>; label: string; hint: string }) {
  const { t } = useTranslation();
  const hintId = `${field.id}-hint`;
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.setCustomValidity(
      file && file.size > MAX_UPLOAD_BYTES ? t("adminCatalog.image.tooLargeClient") : "",
    );
    input.reportValidity();
  };
  return (
    <>
      <label htmlFor={field.id} className="mt-4 mb-1 block font-medium">
        {label} <span className="font-normal text-ink-muted">{t("adminCatalog.optional")}</span>
      </label>
      <input
        id={field.id}
        name={field.name}
        type="file"
        accept={UPLOAD_ACCEPT}
        onChange={onChange}
        aria-invalid={field.errors ? true : undefined}
        aria-describedby={[hintId, field.errors ? field.errorId : null].filter(Boolean).join(" ")}
        className="block w-full text-sm file:mr-3 file:min-h-11 file:rounded-md file:border file:border-line file:bg-surface-muted file:px-3"
      />
      <p id={hintId} className="mt-1 text-sm text-ink-muted">
        {hint}
      </p>
      <Errors id={field.errorId} errors={field.errors} />
    </>
  );
}
