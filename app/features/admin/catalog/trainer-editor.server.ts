import { rowId } from "~/lib/route-params";
import { antiForgeryToken } from "~/features/security/anti-forgery.server";
import type { AppContext } from "~/lib/app-context";
import { getT } from "~/lib/i18n.server";
import { langFromPath } from "~/lib/language";
import { listToText, missingEnglish, textToFields } from "../shared/bilingual-fields";
import { catalogNotFound, saveCatalogItem } from "./catalog-editor.server";
import { requireStaff } from "../shared/staff-access.server";
import { trainerSchema } from "./trainer-schema";
import { saveTrainer, trainerForEdit, type EditedTrainer } from "./trainers.server";

interface Args {
  request: Request;
  params: { trainerId?: string };
  context: AppContext;
}

function formDefaults(trainer: EditedTrainer | null) {
  return {
    name: trainer?.name ?? "",
    title: textToFields(trainer?.title),
    experience: textToFields(trainer?.experience),
    bio: textToFields(trainer?.bio),
    specialties: listToText(trainer?.specialties),
  };
}

/** /admin/trainers/new and /admin/trainers/:id: the trainer form, both languages side by side. */
export async function trainerEditorLoader({ request, params, context }: Args) {
  const viewer = await requireStaff(request, context, { need: "read" });
  const lang = langFromPath(new URL(request.url).pathname);
  const t = getT(lang);
  const isNew = params.trainerId === undefined;
  const id = isNew ? null : rowId(params.trainerId);
  const trainer = id === null ? null : await trainerForEdit(context.db, id);
  if (!isNew && !trainer) return catalogNotFound(t("adminCatalog.trainers.notFound"), lang);
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
export function trainerEditorAction({ request, params, context }: Args) {
  return saveCatalogItem(
    { request, context, rawId: params.trainerId },
    {
      kind: "trainer",
      schema: trainerSchema,
      editPath: (id) => `/admin/trainers/${id}`,
      exists: async (id) => (await trainerForEdit(context.db, id)) !== null,
      save: (change) => saveTrainer(context.db, change),
      savedFlash: ({ input, created, t }) =>
        created
          ? {
              kind: "success",
              title: t("adminCatalog.trainers.createdTitle"),
              message: t("adminCatalog.trainers.created", { name: input.name }),
            }
          : {
              kind: "success",
              title: t("adminCatalog.trainers.savedTitle"),
              message: t("adminCatalog.trainers.saved", { name: input.name }),
            },
    },
  );
}
