import type { FieldMetadata } from "@conform-to/react";
import type { ChangeEvent, ReactNode } from "react";
import { useTranslation } from "~/lib/use-translation";
import { MAX_UPLOAD_BYTES, UPLOAD_ACCEPT } from "~/lib/upload-variants";
import { controlProps, ErrorList, Field, hintId, Input, Textarea, type AnyField } from "~/ui/form";

type Pair = { fr: string; en: string };

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
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a pair in any form
  field: FieldMetadata<Pair | null | undefined, any, string[]>;
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
  const pairHintId = hintId(field);
  const control = (lang: "fr" | "en") =>
    multiline || lines ? (
      <Textarea rows={lines ? 5 : 3} lang={lang} required={lang === "fr" && required} />
    ) : (
      <Input lang={lang} required={lang === "fr" && required} />
    );
  const describedBy = hintText ? pairHintId : undefined;
  return (
    <fieldset className="rounded-lg border border-line p-4">
      <legend className="px-1 font-semibold">
        {label}
        {required ? null : <span className="font-normal text-ink-muted"> {t("adminCatalog.optional")}</span>}
      </legend>
      {hintText ? (
        <p id={pairHintId} className="text-sm text-ink-muted">
          {hintText}
        </p>
      ) : null}
      <div className="mt-2 grid gap-4 md:grid-cols-2">
        <Field
          field={fr}
          label={t("adminCatalog.french")}
          describedBy={describedBy}
          labelClassName="mb-1 block text-sm font-medium"
        >
          {control("fr")}
        </Field>
        <Field
          field={en}
          label={
            <>
              {t("adminCatalog.english")}{" "}
              <span className="font-normal text-ink-muted">{t("adminCatalog.optional")}</span>
              {untranslated ? <UntranslatedBadge /> : null}
            </>
          }
          describedBy={describedBy}
          labelClassName="mb-1 flex flex-wrap items-center gap-2 text-sm font-medium"
        >
          {control("en")}
        </Field>
      </div>
    </fieldset>
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
  field: AnyField;
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
function ImagePicker({ field, label, hint }: { field: AnyField; label: string; hint: string }) {
  const { t } = useTranslation();
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
        {...controlProps(field, true)}
        type="file"
        accept={UPLOAD_ACCEPT}
        onChange={onChange}
        className="block w-full text-sm file:mr-3 file:min-h-11 file:rounded-md file:border file:border-line file:bg-surface-muted file:px-3"
      />
      <p id={hintId(field)} className="mt-1 text-sm text-ink-muted">
        {hint}
      </p>
      <ErrorList id={field.errorId} errors={field.errors} />
    </>
  );
}
