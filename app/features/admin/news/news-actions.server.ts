import { rowId } from "~/lib/route-params";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import {
  ANTI_FORGERY_FIELD,
  antiForgeryToken,
  isValidAntiForgeryToken,
} from "~/features/security/anti-forgery.server";
import { localize } from "~/features/catalog/localize";
import { readForm } from "~/features/security/form-data.server";
import type { AppContext } from "~/lib/app-context";
import { redirectWithFlash } from "~/lib/flash.server";
import { formatDate } from "~/lib/format";
import { getT } from "~/lib/i18n.server";
import { langFromPath, localizePath, type Lang } from "~/lib/language";
import { storedImageSrc } from "~/lib/upload-variants";
import { postPath } from "~/features/content/post-paths";
import { postKinds, type NewsPost } from "../../../../db/schema";
import { adminFormFields } from "../shared/admin-form.server";
import { oneOf } from "../shared/list-query";
import { stringFields } from "../catalog/catalog-form.server";
import {
  createNewsPost,
  findNewsPost,
  listNewsPosts,
  newsCourseChoices,
  newsFiltersFrom,
  newsFormValues,
  setNewsPublished,
  updateNewsPost,
  type NewsImages,
} from "./news-admin.server";
import {
  missingImageAlts,
  newsImageChoices,
  settleNewsImages,
  type NewsImageUploads,
} from "./news-images.server";
import type { NewsFormPageData } from "./news-form-page";
import type { NewsListData } from "./news-list-page";
import { newsPostSchema, type NewsPostForm } from "./news-schema";
import { requireStaff } from "../shared/staff-access.server";

interface Args {
  request: Request;
  context: AppContext;
  params: Record<string, string | undefined>;
}

/** The post id of /admin/news/:postId, or null. */
function postIdOf(params: Args["params"]): number | null {
  return rowId(params.postId);
}

const seoOf = (title: string, lang: Lang, description: string) => ({ title, description, lang });

/** /admin/news: moderators and admins read. */
export async function newsListLoader({ request, context }: Args) {
  const viewer = await requireStaff(request, context, { need: "read" });
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const t = getT(lang);
  const filters = newsFiltersFrom(url);
  const list = await listNewsPosts(context.db, filters);
  const result: NewsListData & { seo: ReturnType<typeof seoOf> } = {
    seo: seoOf(t("adminNews.seoTitle"), lang, t("adminNews.seoDescription")),
    rows: list.rows.map((post) => ({
      id: post.id,
      slug: post.slug,
      kind: post.kind,
      path: postPath(post.kind, post.slug),
      title: post.title.fr,
      untranslated: !post.title.en?.trim() || !post.body.en?.trim(),
      date: formatDate(new Date(`${post.publishedOn}T12:00:00Z`), lang, "medium"),
      event:
        post.eventStart && post.eventEnd
          ? `${formatDate(new Date(`${post.eventStart}T12:00:00Z`), lang, "medium")} – ${formatDate(new Date(`${post.eventEnd}T12:00:00Z`), lang, "medium")}`
          : null,
      published: post.published,
    })),
    total: list.total,
    page: list.page,
    pageCount: list.pageCount,
    filters: { status: filters.status, kind: filters.kind },
    sort: filters.sort,
    canChange: viewer.may.change,
  };
  return result;
}

const emptyForm: Record<keyof NewsPostForm, string> = {
  kind: "news",
  slug: "",
  kickerFr: "",
  kickerEn: "",
  titleFr: "",
  titleEn: "",
  summaryFr: "",
  summaryEn: "",
  bodyFr: "",
  bodyEn: "",
  detailsFr: "",
  detailsEn: "",
  imageAltFr: "",
  imageAltEn: "",
  publishedOn: "",
  eventStart: "",
  eventEnd: "",
  placeFr: "",
  placeEn: "",
  courseId: "",
};

/** /admin/news/new (admins only: creating is a change) and /admin/news/:postId (staff read). */
export async function newsFormLoader({ request, context, params }: Args, mode: "create" | "edit") {
  const viewer = await requireStaff(request, context, { need: mode === "create" ? "change" : "read" });
  const lang = langFromPath(new URL(request.url).pathname);
  const t = getT(lang);
  const antiForgery = viewer.may.change ? antiForgeryToken(viewer.session.id, context.secrets) : null;
  /** The course picker's choices, by title in the page's language. */
  const courseChoices = async (linked: number | null) =>
    (await newsCourseChoices(context.db, linked))
      .map((course) => ({ id: course.id, title: localize(course.title, lang) }))
      .sort((a, b) => a.title.localeCompare(b.title, lang) || a.id - b.id);
  if (mode === "create") {
    // "New post" from the list filtered by kind starts a post of that kind.
    const kind = oneOf(postKinds, new URL(request.url).searchParams.get("kind")) ?? "news";
    const page: NewsFormPageData = {
      mode,
      id: null,
      title: t("adminNews.createSeoTitle"),
      published: false,
      path: null,
      values: { ...emptyForm, kind, publishedOn: new Date().toISOString().slice(0, 10) },
      images: { fr: null, en: null },
      courses: await courseChoices(null),
      antiForgery,
    };
    return data({ found: true as const, seo: seoOf(page.title, lang, t("adminNews.seoDescription")), page });
  }
  const id = postIdOf(params);
  const post = id === null ? null : await findNewsPost(context.db, id);
  if (!post) {
    return data(
      { found: false as const, seo: seoOf(t("adminNews.notFound"), lang, t("adminNews.notFound")) },
      { status: 404 },
    );
  }
  const page: NewsFormPageData = {
    mode,
    id: post.id,
    title: post.title.fr,
    published: post.published,
    path: postPath(post.kind, post.slug),
    values: newsFormValues(post),
    images: {
      fr: post.imageKey?.fr ? storedImageSrc(post.imageKey.fr) : null,
      en: post.imageKey?.en ? storedImageSrc(post.imageKey.en) : null,
    },
    courses: await courseChoices(post.courseId),
    antiForgery,
  };
  return data({
    found: true as const,
    seo: seoOf(t("adminNews.editSeoTitle", { title: post.title.fr }), lang, t("adminNews.seoDescription")),
    page,
  });
}

/**
 * POST /admin/news/new (intent save) and /admin/news/:postId (save, publish, unpublish): admins
 * only. The id comes from the URL and the publication from the intent: a forged `id`,
 * `published` or `actorId` field changes nothing. The images are files taken through the image
 * pipeline (news-images.server.ts) once the fields are valid, removed again if the post is not
 * saved. Ends with a toast, or the form with its errors.
 */
export async function newsAction(
  { request, context, params }: Args,
  mode: "create" | "edit",
  uploads: NewsImageUploads,
) {
  const viewer = await requireStaff(request, context, { need: "change" });
  const lang = langFromPath(new URL(request.url).pathname);
  const t = getT(lang);
  const title = t("adminNews.errors.title");
  const refuse = (status: number, message: string, lastResult: unknown = null) =>
    data({ notice: { title, message }, lastResult }, { status });
  const id = mode === "edit" ? postIdOf(params) : null;
  const existing = id === null ? null : await findNewsPost(context.db, id);
  if (mode === "edit" && !existing) throw data(null, { status: 404 });
  const read = await readForm(request, uploads.maxFormBytes);
  if (!read.ok)
    return read.status === 413
      ? refuse(413, t("adminCatalog.image.refused.too-large"))
      : refuse(400, t("adminNews.errors.unreadable"));
  if (!isValidAntiForgeryToken(read.formData.get(ANTI_FORGERY_FIELD), viewer.session.id, context.secrets))
    return refuse(403, t("adminNews.errors.antiForgery"));
  const actor = { id: viewer.user.id, email: viewer.user.email };
  const intent = read.formData.get("intent");
  const done = (post: NewsPost, key: "created" | "saved" | "published" | "unpublished" | "unchanged") =>
    redirectWithFlash(
      localizePath(`/admin/news/${post.id}`, lang),
      {
        kind: "success",
        title: t("adminNews.done.title"),
        message:
          key === "created" || key === "unchanged"
            ? t(`adminNews.done.${key}`, { title: post.title.fr })
            : t(`adminNews.done.${key}.${post.kind}`, { title: post.title.fr }),
      },
      context,
    );

  if (mode === "edit" && id !== null && (intent === "publish" || intent === "unpublish")) {
    const outcome = await setNewsPublished(context.db, id, intent === "publish", actor);
    if (!outcome.ok) throw data(null, { status: 404 });
    context.logger.info({ event: `admin.news_${intent}`, postId: id }, `news post ${intent}ed`);
    return done(
      outcome.post,
      outcome.changed ? (intent === "publish" ? "published" : "unpublished") : "unchanged",
    );
  }
  // The post's form says "save"; a form without an intent is the same form.
  if (intent !== null && intent !== "save") return refuse(400, t("adminNews.errors.intent"));

  const fields = adminFormFields(stringFields(read.formData));
  const submission = parseWithZod(fields.formData, { schema: newsPostSchema });
  if (fields.controlErrors)
    return refuse(
      400,
      t("admin.form.controlSummary"),
      submission.reply({ fieldErrors: fields.controlErrors }),
    );
  if (submission.status !== "success") return refuse(400, t("adminNews.errors.summary"), submission.reply());
  const current: NewsImages = existing
    ? { key: existing.imageKey, width: existing.imageWidth, height: existing.imageHeight }
    : { key: null, width: null, height: null };
  const choices = newsImageChoices(read.formData);
  const missingAlts = missingImageAlts(choices, current.key, submission.value);
  if (missingAlts)
    return refuse(400, t("adminNews.errors.summary"), submission.reply({ fieldErrors: missingAlts }));
  const settled = await settleNewsImages(read.formData, choices, current, uploads);
  if (!settled.ok) {
    context.logger.warn({ event: "admin.upload_refused", reason: settled.reason }, "upload refused");
    const key = `adminCatalog.image.refused.${settled.reason}` as const;
    return refuse(
      settled.reason === "too-large" ? 413 : 400,
      t(key),
      submission.reply({ fieldErrors: { [settled.field]: [key] } }),
    );
  }
  let outcome: Awaited<ReturnType<typeof createNewsPost>>;
  try {
    outcome =
      id === null
        ? await createNewsPost(context.db, submission.value, settled.images, actor)
        : await updateNewsPost(context.db, id, submission.value, settled.images, actor);
  } catch (error) {
    await uploads.remove(settled.keys);
    throw error;
  }
  if (!outcome.ok) {
    await uploads.remove(settled.keys);
    if (outcome.field === null) throw data(null, { status: 404 });
    return refuse(
      409,
      t("adminNews.errors.summary"),
      submission.reply({ fieldErrors: { [outcome.field]: [outcome.error] } }),
    );
  }
  context.logger.info(
    { event: id === null ? "admin.news_create" : "admin.news_update", postId: outcome.post.id },
    "news post saved",
  );
  return done(outcome.post, id === null ? "created" : outcome.changed ? "saved" : "unchanged");
}
