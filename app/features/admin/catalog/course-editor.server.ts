import { rowId } from "~/lib/route-params";
import { data } from "react-router";
import { courseCategories, courseFormats } from "../../../../db/schema";
import { localize } from "~/features/catalog/localize";
import { antiForgeryToken } from "~/features/security/anti-forgery.server";
import type { AppContext } from "~/lib/app-context";
import { redirectWithFlash } from "~/lib/flash.server";
import { getT } from "~/lib/i18n.server";
import { langFromPath, localizePath } from "~/lib/language";
import { listToText, missingEnglish, textToFields } from "../shared/bilingual-fields";
import {
  catalogNotFound,
  saveCatalogItem,
  type CatalogFormScope,
} from "./catalog-editor.server";
import type { CourseFormDefaults } from "./course-edit-data";
import { courseSchema, DEFAULT_PASS_MARK, EXTRA_MODULE_SLOTS } from "./course-schema";
import {
  courseForEdit,
  saveCourse,
  setCourseArchived,
  trainerChoices,
  type EditedCourse,
} from "./courses.server";
import { priceText, registrationsOnCoursePrice, type PriceKept } from "../shared/price-change.server";
import { requireStaff } from "../shared/staff-access.server";

interface Args {
  request: Request;
  params: { courseId?: string };
  context: AppContext;
}

/** The course as the form's default values (strings, lists as lines). */
function formDefaults(found: EditedCourse | null): CourseFormDefaults {
  const course = found?.course;
  const modules = (course?.modules ?? []).map((module) => ({
    title: textToFields(module.title),
    duration: textToFields(module.duration),
    topics: listToText(module.topics),
  }));
  for (let slot = 0; slot < EXTRA_MODULE_SLOTS; slot++)
    modules.push({ title: textToFields(null), duration: textToFields(null), topics: { fr: "", en: "" } });
  return {
    category: course?.category ?? "",
    subcategory: textToFields(course?.subcategory ?? null),
    title: textToFields(course?.title ?? null),
    description: textToFields(course?.description ?? null),
    duration: textToFields(course?.duration ?? null),
    detailedDuration: textToFields(course?.detailedDuration ?? null),
    hours: course?.hours?.toString() ?? "",
    audience: textToFields(course?.audience ?? null),
    prerequisites: textToFields(course?.prerequisites ?? null),
    formats: course?.formats ?? [],
    price: course?.priceCents == null ? "" : String(course.priceCents / 100),
    currency: course?.currency ?? "EUR",
    isCertified: course?.isCertified ? "on" : "",
    isNew: course?.isNew ? "on" : "",
    isFeatured: course?.isFeatured ? "on" : "",
    objectives: listToText(course?.objectives),
    modules,
    methodology: textToFields(course?.methodology ?? null),
    expectedOutcomes: listToText(course?.expectedOutcomes),
    advantages: listToText(course?.advantages),
    assessment: textToFields(course?.assessment ?? null),
    accessDelay: textToFields(course?.accessDelay ?? null),
    accessibility: textToFields(course?.accessibility ?? null),
    passMark: String(course?.passMarkPercent ?? DEFAULT_PASS_MARK),
    knowledgeOnCertificate: course?.knowledgeOnCertificate ? "on" : "",
    attendanceThreshold: String(course?.attendanceThresholdPercent ?? 100),
    certificateValidity: course?.certificateValidityMonths?.toString() ?? "",
    trainers: (found?.trainerIds ?? []).map(String),
  };
}

/**
 * The note by the price field, before saving: a new price applies to new registrations only,
 * and this many in force keep theirs (none: no note).
 */
async function priceNote(
  context: AppContext,
  course: EditedCourse["course"],
  lang: ReturnType<typeof langFromPath>,
): Promise<string | null> {
  const kept = await registrationsOnCoursePrice(context.db, course.id);
  if (kept === 0) return null;
  const t = getT(lang);
  const price = priceText({ cents: course.priceCents, currency: course.currency }, lang);
  return t("adminCatalog.courses.fields.priceKept", {
    count: kept,
    price: price ?? t("adminCatalog.courses.priceOnRequest"),
  });
}

/** The toast's sentence once a new price is saved: who keeps their price, what new ones pay. */
export function priceKeptMessage(
  priceKept: PriceKept,
  t: ReturnType<typeof getT>,
  lang: ReturnType<typeof langFromPath>,
): string {
  const onRequest = t("adminCatalog.courses.priceOnRequest");
  const before = priceText(priceKept.before, lang) ?? onRequest;
  const after = priceText(priceKept.after, lang) ?? onRequest;
  return priceKept.kept === 0
    ? t("adminCatalog.courses.savedPriceNoneKept", { after })
    : t("adminCatalog.courses.savedPriceKept", { count: priceKept.kept, before, after });
}

/** /admin/courses/new and /admin/courses/:id: the course form, both languages side by side. */
export async function courseEditorLoader({ request, params, context }: Args) {
  const viewer = await requireStaff(request, context, { need: "read" });
  const lang = langFromPath(new URL(request.url).pathname);
  const t = getT(lang);
  const isNew = params.courseId === undefined;
  const id = isNew ? null : rowId(params.courseId);
  const found = id === null ? null : await courseForEdit(context.db, id);
  if (!isNew && !found) return catalogNotFound(t("adminCatalog.courses.notFound"), lang);
  const title = found ? localize(found.course.title, lang) : t("adminCatalog.courses.newHeading");
  const course = found?.course;
  return {
    found: true as const,
    seo: { title, description: t("adminCatalog.courses.seoDescription"), lang },
    id,
    title,
    image: course?.image ?? null,
    archived: course?.archivedAt != null,
    untranslated: course
      ? missingEnglish([
          course.title,
          course.subcategory,
          course.description,
          course.duration,
          course.audience,
          course.prerequisites,
          course.detailedDuration,
          course.methodology,
          course.assessment,
          course.accessDelay,
          course.accessibility,
          course.objectives,
          course.expectedOutcomes,
          course.advantages,
          ...course.modules.flatMap((module) => [module.title, module.duration, module.topics]),
        ])
      : false,
    defaults: formDefaults(found),
    priceNote: course ? await priceNote(context, course, lang) : null,
    trainers: await trainerChoices(context.db),
    categories: courseCategories,
    formats: courseFormats,
    // Only admins get a form they may send (staff-access.server.ts).
    antiForgery: viewer.may.change ? antiForgeryToken(viewer.session.id, context.secrets) : null,
  };
}

/** The archive form: archive the course or bring it back (null: not that form). */
async function archiveForm(context: AppContext, { id, formData, lang, t, actor }: CatalogFormScope) {
  const intent = formData.get("intent");
  if (id === null || (intent !== "archive" && intent !== "unarchive")) return null;
  const archived = intent === "archive";
  const found = await courseForEdit(context.db, id);
  if (!found) throw data(null, { status: 404 });
  const outcome = await setCourseArchived(context.db, { id, archived, actor });
  if (outcome === null) throw data(null, { status: 404 });
  const title = localize(found.course.title, lang);
  return redirectWithFlash(
    localizePath(`/admin/courses/${id}`, lang),
    outcome === "unchanged"
      ? {
          kind: "info",
          title: t("adminCatalog.courses.savedTitle"),
          message: t("adminCatalog.courses.unchanged"),
        }
      : archived
        ? {
            kind: "success",
            title: t("adminCatalog.courses.archivedTitle"),
            message: t("adminCatalog.courses.archivedDone", { title }),
          }
        : {
            kind: "success",
            title: t("adminCatalog.courses.unarchivedTitle"),
            message: t("adminCatalog.courses.unarchivedDone", { title }),
          },
    context,
  );
}

/**
 * POST: save (create or update), archive or bring back, admins only; every change writes its
 * audit entry in its transaction (catalog-editor.server.ts: the save flow).
 */
export function courseEditorAction({ request, params, context }: Args) {
  // What the save found about the price, for the toast (the shared save flow knows only the id).
  let priceKept: PriceKept | null = null;
  return saveCatalogItem(
    { request, context, rawId: params.courseId },
    {
      kind: "course",
      schema: courseSchema,
      lists: ["formats", "trainers"],
      editPath: (id) => `/admin/courses/${id}`,
      exists: async (id) => (await courseForEdit(context.db, id)) !== null,
      save: async (change) => {
        const saved = await saveCourse(context.db, change);
        priceKept = saved?.priceKept ?? null;
        return saved?.id ?? null;
      },
      otherForm: (scope) => archiveForm(context, scope),
      onSaved: (id, created) =>
        context.logger.info(
          { event: created ? "admin.course_created" : "admin.course_saved", courseId: id },
          "course saved",
        ),
      savedFlash: ({ input, created, t, lang }) => {
        const title = localize(input.title, lang);
        return created
          ? {
              kind: "success",
              title: t("adminCatalog.courses.createdTitle"),
              message: t("adminCatalog.courses.created", { title }),
            }
          : {
              kind: "success",
              title: t("adminCatalog.courses.savedTitle"),
              message: [
                t("adminCatalog.courses.saved", { title }),
                ...(priceKept ? [priceKeptMessage(priceKept, t, lang)] : []),
              ].join(" "),
            };
      },
    },
  );
}
