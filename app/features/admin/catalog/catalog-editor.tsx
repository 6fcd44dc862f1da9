import { getFormProps, type DefaultValue, type FormMetadata, type SubmissionResult } from "@conform-to/react";
import type { ReactNode } from "react";
import type { z } from "zod";
import { FormAlert, SubmitButton, useSchemaForm, type AnyField } from "~/ui/form";
import { AntiForgeryField } from "~/features/security/anti-forgery-field";
import { useTranslation } from "~/lib/use-translation";
import { Form, useNavigation } from "react-router";
import { AdminDetailFrame, AdminNotFound } from "../shared/admin-detail-frame";
import { ImageField, UntranslatedBadge } from "./catalog-form-parts";

/*
 * What the course and trainer editors share: the page's frame (the back-office nav, the heading
 * with its "untranslated" and read-only notices, the link back to the list), the form's shell
 * (anti-forgery token, error summary, a fieldset disabled for moderators, the save button) and
 * the image field. Each editor brings its own fields.
 */

/** What an editor's page gets: nothing found, or the item (a new one: no id) and its form's defaults. */
export type CatalogEditData<Defaults, Extra = unknown> =
  | { found: false }
  | ({
      found: true;
      id: number | null;
      title: string;
      image: string | null;
      untranslated: boolean;
      defaults: Defaults;
      /** Admins only: null for moderators, who see the item read-only. */
      antiForgery: string | null;
    } & Extra);

/** What the action answers when it refuses the form. */
export type CatalogRefusal = { notice: { title: string; message: string }; lastResult: unknown } | null;

/** The refused post's result: what Conform's reply made on the server, sent back as data. */
function refusedResult(refused: CatalogRefusal) {
  return refused?.lastResult as SubmissionResult<string[]> | null | undefined;
}

/** The image file: a field of every editor's form that its schema does not read. */
export type CatalogImage = { image?: string };

/** An editor's page when its id names nothing. */
export function CatalogNotFoundPage({ listPath, title }: { listPath: string; title: string }) {
  const { t } = useTranslation();
  return <AdminNotFound backTo={listPath} backLabel={t("adminCatalog.back")} title={title} />;
}

/**
 * An editor's page: "new" or "edit" above the item's title, the untranslated hint, the editor's
 * own notices, the read-only notice for moderators, then the form and whatever follows it.
 */
export function CatalogEditorPage({
  listPath,
  kicker,
  title,
  untranslated,
  readOnly,
  notices,
  children,
}: {
  listPath: string;
  kicker: string;
  title: string;
  untranslated: boolean;
  readOnly: boolean;
  notices?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <AdminDetailFrame backTo={listPath} backLabel={t("adminCatalog.back")}>
      <p className="text-sm font-semibold text-ink-muted">{kicker}</p>
      <h1 className="mt-1 flex flex-wrap items-center gap-3 text-3xl font-extrabold tracking-tight">
        {title}
        {untranslated ? <UntranslatedBadge /> : null}
      </h1>
      {untranslated ? <p className="mt-2 text-ink-muted">{t("adminCatalog.untranslatedHint")}</p> : null}
      {notices}
      {readOnly ? <p className="mt-4 font-medium">{t("adminCatalog.readOnly")}</p> : null}
      {children}
    </AdminDetailFrame>
  );
}

/**
 * Conform's form for an editor: validated on submit with the editor's schema, the refusal shown.
 * Its fields are typed by what the form edits (`defaultValue`: texts in both languages, lists as
 * text, one item per line) and the image, not by the schema's input, which only preprocesses them.
 */
export function useCatalogForm<Schema extends z.ZodType, Shape extends Record<string, unknown>>({
  id,
  schema,
  defaultValue,
  refused,
}: {
  id: string;
  schema: Schema;
  defaultValue: DefaultValue<Shape & CatalogImage>;
  refused: CatalogRefusal;
}) {
  return useSchemaForm<Schema, Shape & CatalogImage>({
    id,
    schema,
    lastResult: refusedResult(refused),
    defaultValue,
    validate: "onSubmit",
    constraint: false,
  });
}

/**
 * The editor's form: a multipart POST (the image) with the anti-forgery token, the error
 * summary, the fields in a fieldset that is disabled when read-only (no token: moderators), and
 * the save button for those who may save.
 */
export function CatalogEditorForm<Schema extends Record<string, unknown>>({
  form,
  antiForgery,
  refused,
  fieldsetClassName,
  children,
}: {
  form: FormMetadata<Schema>;
  antiForgery: string | null;
  refused: CatalogRefusal;
  fieldsetClassName: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";
  const readOnly = antiForgery === null;
  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="mt-8">
      {antiForgery ? <AntiForgeryField token={antiForgery} /> : null}
      <FormAlert
        id={`${form.id}-alert`}
        lastResult={refusedResult(refused)}
        notice={refused?.notice.message}
      />
      <fieldset disabled={readOnly} className={fieldsetClassName}>
        {children}
      </fieldset>
      {readOnly ? null : (
        <div className="mt-10">
          <SubmitButton
            pending={pending}
            label={t("adminCatalog.save")}
            pendingLabel={t("adminCatalog.saving")}
          />
        </div>
      )}
    </Form>
  );
}

/**
 * The editor's image file field ("image": not in the schema, the server reads the file through
 * the image pipeline), with the current image; the current image alone when read-only.
 */
export function CatalogImageField({
  field,
  label,
  current,
  square = false,
  readOnly,
}: {
  field: AnyField;
  label: string;
  current: string | null;
  square?: boolean;
  /** The page is read-only (no anti-forgery token: a moderator). */
  readOnly: boolean;
}) {
  return <ImageField field={field} label={label} current={current} square={square} readOnly={readOnly} />;
}
