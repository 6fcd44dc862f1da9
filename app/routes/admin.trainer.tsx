import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { listToText, missingEnglish } from "~/features/admin/bilingual-fields";
import { stringFields } from "~/features/admin/catalog-form.server";
import { requireStaff } from "~/features/admin/staff-access.server";
import { TrainerEditPage } from "~/features/admin/trainer-edit-page";
import { trainerSchema } from "~/features/admin/trainer-schema";
import { saveTrainer, trainerForEdit, type EditedTrainer } from "~/features/admin/trainers.server";
import { parseCourseId as parseId } from "~/features/catalog/course-queries.server";
import {
  ANTI_FORGERY_FIELD,
  antiForgeryToken,
  isValidAntiForgeryToken,
} from "~/features/security/anti-forgery.server";
import { readForm } from "~/features/security/form-data.server";
import { removeImage } from "~/features/uploads/image-pipeline.server";
import { imageFromForm, MAX_UPLOAD_FORM_BYTES } from "~/features/uploads/form-upload.server";
import { uploadStorage } from "~/features/uploads/storage.server";
import { redirectWithFlash } from "~/lib/flash.server";
import { getT } from "~/lib/i18n.server";
import { langFromPath, localizePath } from "~/lib/language";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/admin.trainer";

const text = (value: { fr: string; en: string } | null | undefined) => ({
  fr: value?.fr ?? "",
  en: value?.en ?? "",
});

function formDefaults(trainer: EditedTrainer | null) {
  return {
    name: trainer?.name ?? "",
    title: text(trainer?.title),
    experience: text(trainer?.experience),
    bio: text(trainer?.bio),
    specialties: listToText(trainer?.specialties),
  };
}

/** /admin/trainers/new and /admin/trainers/:id: the trainer form, both languages side by side. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const viewer = await requireStaff(request, context, { need: "read" });
  const lang = langFromPath(new URL(request.url).pathname);
  const t = getT(lang);
  const isNew = params.trainerId === undefined;
  const id = isNew ? null : parseId(params.trainerId);
  const trainer = id === null ? null : await trainerForEdit(context.db, id);
  if (!isNew && !trainer) {
    return data(
      {
        found: false as const,
        seo: {
          title: t("adminCatalog.trainers.notFound"),
          description: t("adminCatalog.trainers.notFound"),
          lang,
        },
      },
      { status: 404 },
    );
  }
  const title = trainer?.name ?? t("adminCatalog.trainers.newHeading");
  return {
    found: true as const,
    seo: { title, description: t("adminCatalog.trainers.seoDescription"), lang },
    id,
    title,
    image: trainer?.image ?? null,
    untranslated: trainer
      ? missingEnglish([trainer.title, trainer.experience, trainer.bio, trainer.specialties])
      : false,
    defaults: formDefaults(trainer),
    antiForgery: viewer.may.change ? antiForgeryToken(viewer.session.id, context.secrets) : null,
  };
}

/** POST: create or update a trainer (admins only), with an optional photo through the image pipeline. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const viewer = await requireStaff(request, context, { need: "change" });
  const lang = langFromPath(new URL(request.url).pathname);
  const t = getT(lang);
  const isNew = params.trainerId === undefined;
  const id = isNew ? null : parseId(params.trainerId);
  if (!isNew && id === null) throw data(null, { status: 404 });
  const refuse = (status: number, message: string, lastResult: unknown = null) =>
    data({ notice: { title: t("adminCatalog.errorTitle"), message }, lastResult }, { status });
  const read = await readForm(request, MAX_UPLOAD_FORM_BYTES);
  if (!read.ok)
    return read.status === 413
      ? refuse(413, t("adminCatalog.image.refused.too-large"))
      : refuse(400, t("adminCatalog.errors.unreadable"));
  const { formData } = read;
  if (!isValidAntiForgeryToken(formData.get(ANTI_FORGERY_FIELD), viewer.session.id, context.secrets))
    return refuse(403, t("adminCatalog.errors.antiForgery"));
  const submission = parseWithZod(stringFields(formData), { schema: trainerSchema });
  if (submission.status !== "success") return refuse(400, t("adminCatalog.errorTitle"), submission.reply());
  if (id !== null && !(await trainerForEdit(context.db, id))) throw data(null, { status: 404 });
  const storage = uploadStorage(context.env);
  const image = await imageFromForm(formData, "image", "trainer", storage);
  if (!image.ok) {
    const key = `adminCatalog.image.refused.${image.reason}` as const;
    context.logger.warn({ event: "admin.upload_refused", reason: image.reason }, "upload refused");
    return refuse(
      image.reason === "too-large" ? 413 : 400,
      t(key),
      submission.reply({ fieldErrors: { image: [key] } }),
    );
  }
  const actor = { id: viewer.user.id, email: viewer.user.email };
  let saved: number | null;
  try {
    saved = await saveTrainer(context.db, { id, input: submission.value, image: image.src, actor });
  } catch (error) {
    await removeImage(storage, image.keys);
    throw error;
  }
  if (saved === null) {
    await removeImage(storage, image.keys);
    throw data(null, { status: 404 });
  }
  const name = submission.value.name;
  return redirectWithFlash(
    localizePath(`/admin/trainers/${saved}`, lang),
    isNew
      ? {
          kind: "success",
          title: t("adminCatalog.trainers.createdTitle"),
          message: t("adminCatalog.trainers.created", { name }),
        }
      : {
          kind: "success",
          title: t("adminCatalog.trainers.savedTitle"),
          message: t("adminCatalog.trainers.saved", { name }),
        },
    context,
  );
}

/** Staff-only page: never stored by a cache. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...seoMeta(loaderData?.seo),
  { name: "robots", content: "noindex" },
];

export default function AdminTrainer({ loaderData, actionData }: Route.ComponentProps) {
  return <TrainerEditPage data={loaderData} refused={actionData ?? null} />;
}
