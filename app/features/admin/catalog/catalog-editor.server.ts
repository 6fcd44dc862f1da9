import { rowId } from "~/lib/route-params";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { z } from "zod";
import { ANTI_FORGERY_FIELD, isValidAntiForgeryToken } from "~/features/security/anti-forgery.server";
import { readForm } from "~/features/security/form-data.server";
import { imageFromForm, MAX_UPLOAD_FORM_BYTES } from "~/features/uploads/form-upload.server";
import { removeImage } from "~/features/uploads/image-pipeline.server";
import { uploadStorage } from "~/features/uploads/storage.server";
import type { AppContext } from "~/lib/app-context";
import { redirectWithFlash, type Flash } from "~/lib/flash.server";
import { getT } from "~/lib/i18n.server";
import { langFromPath, localizePath, type Lang } from "~/lib/language";
import type { AuditActor } from "../audit/audit.server";
import { adminFormFields } from "../shared/admin-form.server";
import { stringFields } from "./catalog-form.server";
import { requireStaff } from "../shared/staff-access.server";

/*
 * The server side the course and trainer editors share (catalog-editor.tsx is their page): the
 * "not found" answer, and the save flow (admins only): read the multipart form, check its
 * token, read the fields through the editor's schema, take the image through the image
 * pipeline before anything is written, save (removing the image again if nothing was saved),
 * and redirect to the saved item's editor with a toast.
 */

interface EditorArgs {
  request: Request;
  context: AppContext;
  /** The id in the URL; undefined on the "new" page. */
  rawId: string | undefined;
}

/** The editor's 404 page data: its title said in the page's language. */
export function catalogNotFound(title: string, lang: Lang) {
  return data({ found: false as const, seo: { title, description: title, lang } }, { status: 404 });
}

/** What a save answers when it refuses the form: the page shows it above the form. */
const refusal = (t: ReturnType<typeof getT>, status: number, message: string, lastResult: unknown = null) =>
  data({ notice: { title: t("adminCatalog.errorTitle"), message }, lastResult }, { status });

/** What an editor's own forms (other than the save) get to work with. */
export interface CatalogFormScope {
  id: number | null;
  formData: FormData;
  lang: Lang;
  t: ReturnType<typeof getT>;
  actor: AuditActor;
}

/**
 * POST of an editor: create (no id) or update. The form's fields are read through the schema
 * only (an id, a state or dates sent with them are not among them); `otherForm` answers the
 * page's other forms first (null: not one of them).
 */
export async function saveCatalogItem<Schema extends z.ZodType>(
  { request, context, rawId }: EditorArgs,
  editor: {
    kind: "course" | "trainer";
    schema: Schema;
    /** The fields the form sends more than once on purpose (groups of checkboxes). */
    lists?: readonly string[];
    /** The editor of the item: "/admin/courses/12". */
    editPath: (id: number) => string;
    exists: (id: number) => Promise<boolean>;
    save: (change: {
      id: number | null;
      input: z.output<Schema>;
      image: string | undefined;
      actor: AuditActor;
    }) => Promise<number | null>;
    /** The toast once saved. */
    savedFlash: (saved: {
      input: z.output<Schema>;
      created: boolean;
      t: ReturnType<typeof getT>;
      lang: Lang;
    }) => Flash;
    /** Runs once saved (a log line). */
    onSaved?: (id: number, created: boolean) => void;
    otherForm?: (scope: CatalogFormScope) => Promise<Response | null>;
  },
) {
  const viewer = await requireStaff(request, context, { need: "change" });
  const lang = langFromPath(new URL(request.url).pathname);
  const t = getT(lang);
  const isNew = rawId === undefined;
  const id = isNew ? null : rowId(rawId);
  if (!isNew && id === null) throw data(null, { status: 404 });
  const refuse = (status: number, message: string, lastResult: unknown = null) =>
    refusal(t, status, message, lastResult);
  const read = await readForm(request, MAX_UPLOAD_FORM_BYTES);
  if (!read.ok)
    return read.status === 413
      ? refuse(413, t("adminCatalog.image.refused.too-large"))
      : refuse(400, t("adminCatalog.errors.unreadable"));
  const { formData } = read;
  if (!isValidAntiForgeryToken(formData.get(ANTI_FORGERY_FIELD), viewer.session.id, context.secrets))
    return refuse(403, t("adminCatalog.errors.antiForgery"));
  const actor = { id: viewer.user.id, email: viewer.user.email };
  const answered = await editor.otherForm?.({ id, formData, lang, t, actor });
  if (answered) return answered;

  const fields = adminFormFields(stringFields(formData), { lists: editor.lists });
  const submission = parseWithZod(fields.formData, { schema: editor.schema });
  if (fields.controlErrors)
    return refuse(400, t("admin.form.controlSummary"), submission.reply({ fieldErrors: fields.controlErrors }));
  if (submission.status !== "success") return refuse(400, t("adminCatalog.errorTitle"), submission.reply());
  if (id !== null && !(await editor.exists(id))) throw data(null, { status: 404 });
  // The image is checked, re-encoded and stored before anything is written; `keys` name what to
  // remove again if nothing is saved.
  const storage = uploadStorage(context.env);
  const image = await imageFromForm(formData, "image", editor.kind, storage);
  if (!image.ok) {
    const key = `adminCatalog.image.refused.${image.reason}` as const;
    context.logger.warn({ event: "admin.upload_refused", reason: image.reason }, "upload refused");
    return refuse(
      image.reason === "too-large" ? 413 : 400,
      t(key),
      submission.reply({ fieldErrors: { image: [key] } }),
    );
  }
  let saved: number | null;
  try {
    saved = await editor.save({ id, input: submission.value, image: image.src, actor });
  } catch (error) {
    await removeImage(storage, image.keys);
    throw error;
  }
  if (saved === null) {
    await removeImage(storage, image.keys);
    throw data(null, { status: 404 });
  }
  editor.onSaved?.(saved, isNew);
  return redirectWithFlash(
    localizePath(editor.editPath(saved), lang),
    editor.savedFlash({ input: submission.value, created: isNew, t, lang }),
    context,
  );
}
