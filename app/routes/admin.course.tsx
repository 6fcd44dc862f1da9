import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { courseCategories, courseFormats } from "../../db/schema";
import { listToText, missingEnglish } from "~/features/admin/bilingual-fields";
import type { CourseFormDefaults } from "~/features/admin/course-edit-data";
import { CourseEditPage } from "~/features/admin/course-edit-page";
import { courseSchema, EXTRA_MODULE_SLOTS } from "~/features/admin/course-schema";
import {
  courseForEdit,
  saveCourse,
  setCourseArchived,
  trainerChoices,
  type EditedCourse,
} from "~/features/admin/courses.server";
import { stringFields } from "~/features/admin/catalog-form.server";
import { requireStaff } from "~/features/admin/staff-access.server";
import { localize } from "~/features/catalog/localize";
import { parseCourseId } from "~/features/catalog/course-queries.server";
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
import type { Route } from "./+types/admin.course";

const text = (value: { fr: string; en: string } | null) => ({ fr: value?.fr ?? "", en: value?.en ?? "" });

/** The course as the form's default values (strings, lists as lines). */
function formDefaults(found: EditedCourse | null): CourseFormDefaults {
  const course = found?.course;
  const modules = (course?.modules ?? []).map((module) => ({
    title: text(module.title),
    duration: text(module.duration),
    topics: listToText(module.topics),
  }));
  for (let slot = 0; slot < EXTRA_MODULE_SLOTS; slot++)
    modules.push({ title: text(null), duration: text(null), topics: { fr: "", en: "" } });
  return {
    category: course?.category ?? "",
    subcategory: text(course?.subcategory ?? null),
    title: text(course?.title ?? null),
    description: text(course?.description ?? null),
    duration: text(course?.duration ?? null),
    detailedDuration: text(course?.detailedDuration ?? null),
    hours: course?.hours?.toString() ?? "",
    audience: text(course?.audience ?? null),
    prerequisites: text(course?.prerequisites ?? null),
    formats: course?.formats ?? [],
    price: course?.priceCents == null ? "" : String(course.priceCents / 100),
    currency: course?.currency ?? "EUR",
    isCertified: course?.isCertified ? "on" : "",
    isNew: course?.isNew ? "on" : "",
    isFeatured: course?.isFeatured ? "on" : "",
    objectives: listToText(course?.objectives),
    modules,
    methodology: text(course?.methodology ?? null),
    expectedOutcomes: listToText(course?.expectedOutcomes),
    advantages: listToText(course?.advantages),
    assessment: text(course?.assessment ?? null),
    accessDelay: text(course?.accessDelay ?? null),
    accessibility: text(course?.accessibility ?? null),
    satisfactionRate: course?.satisfactionRate?.toString() ?? "",
    satisfactionPeriod: text(course?.satisfactionPeriod ?? null),
    trainers: (found?.trainerIds ?? []).map(String),
  };
}

/** /admin/courses/new and /admin/courses/:id: the course form, both languages side by side. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const viewer = await requireStaff(request, context, { need: "read" });
  const lang = langFromPath(new URL(request.url).pathname);
  const t = getT(lang);
  const isNew = params.courseId === undefined;
  const id = isNew ? null : parseCourseId(params.courseId);
  const found = id === null ? null : await courseForEdit(context.db, id);
  if (!isNew && !found) {
    return data(
      {
        found: false as const,
        seo: {
          title: t("adminCatalog.courses.notFound"),
          description: t("adminCatalog.courses.notFound"),
          lang,
        },
      },
      { status: 404 },
    );
  }
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
          course.satisfactionPeriod,
          course.objectives,
          course.expectedOutcomes,
          course.advantages,
          ...course.modules.flatMap((module) => [module.title, module.duration, module.topics]),
        ])
      : false,
    defaults: formDefaults(found),
    trainers: await trainerChoices(context.db),
    categories: courseCategories,
    formats: courseFormats,
    // Only admins get a form they may send (staff-access.server.ts).
    antiForgery: viewer.may.change ? antiForgeryToken(viewer.session.id, context.secrets) : null,
  };
}

/**
 * POST: save (create or update), archive or bring back, admins only. The form's fields are
 * read through the schema (an id, an archived flag or dates sent with it are not among them);
 * an image is checked and re-encoded before anything is written, and removed again if the
 * course is then not saved. Every change writes its audit entry in its transaction.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const viewer = await requireStaff(request, context, { need: "change" });
  const lang = langFromPath(new URL(request.url).pathname);
  const t = getT(lang);
  const isNew = params.courseId === undefined;
  const id = isNew ? null : parseCourseId(params.courseId);
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
  const actor = { id: viewer.user.id, email: viewer.user.email };
  const editPath = (courseId: number) => localizePath(`/admin/courses/${courseId}`, lang);

  const intent = formData.get("intent");
  if (id !== null && (intent === "archive" || intent === "unarchive")) {
    const archived = intent === "archive";
    const found = await courseForEdit(context.db, id);
    if (!found) throw data(null, { status: 404 });
    const outcome = await setCourseArchived(context.db, { id, archived, actor });
    if (outcome === null) throw data(null, { status: 404 });
    const title = localize(found.course.title, lang);
    return redirectWithFlash(
      editPath(id),
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

  const submission = parseWithZod(stringFields(formData), { schema: courseSchema });
  if (submission.status !== "success") return refuse(400, t("adminCatalog.errorTitle"), submission.reply());
  if (id !== null && !(await courseForEdit(context.db, id))) throw data(null, { status: 404 });
  const storage = uploadStorage(context.env);
  const image = await imageFromForm(formData, "image", "course", storage);
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
    saved = await saveCourse(context.db, { id, input: submission.value, image: image.src, actor });
  } catch (error) {
    await removeImage(storage, image.keys);
    throw error;
  }
  if (saved === null) {
    await removeImage(storage, image.keys);
    throw data(null, { status: 404 });
  }
  const title = localize(submission.value.title, lang);
  context.logger.info(
    { event: isNew ? "admin.course_created" : "admin.course_saved", courseId: saved },
    "course saved",
  );
  return redirectWithFlash(
    editPath(saved),
    isNew
      ? {
          kind: "success",
          title: t("adminCatalog.courses.createdTitle"),
          message: t("adminCatalog.courses.created", { title }),
        }
      : {
          kind: "success",
          title: t("adminCatalog.courses.savedTitle"),
          message: t("adminCatalog.courses.saved", { title }),
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

export default function AdminCourse({ loaderData, actionData }: Route.ComponentProps) {
  return <CourseEditPage data={loaderData} refused={actionData ?? null} />;
}
