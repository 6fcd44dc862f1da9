import { useTranslation } from "react-i18next";
import { data, Link, useLocation } from "react-router";
import { catalogCacheHeaders } from "~/features/catalog/cache-control";
import { CourseContentTabs, parseCourseTab } from "~/features/catalog/course-content-tabs";
import { CourseHeader } from "~/features/catalog/course-header";
import { courseJsonLd, serializeJsonLd } from "~/features/catalog/course-json-ld";
import { CourseKeyFacts } from "~/features/catalog/course-key-facts";
import { getCourseDetail, parseCourseId } from "~/features/catalog/course-queries.server";
import { toCourseInstanceInput } from "~/features/sessions/session-json-ld.server";
import { SessionList } from "~/features/sessions/session-list";
import { listUpcomingSessions, toSessionView } from "~/features/sessions/session-queries.server";
import { getT } from "~/lib/i18n.server";
import { langFromPath } from "~/lib/language";
import { seoMeta } from "~/lib/seo";
import { siteConfig } from "~/lib/site-config";
import { useLang } from "~/lib/use-lang";
import type { Route } from "./+types/course";

/** A course: unknown, non-numeric or out-of-range ids are a 404 in the page's language. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const t = getT(lang);
  const id = parseCourseId(params.courseId);
  const now = new Date();
  const course = id === null ? null : await getCourseDetail(context.db, id, lang, now);
  if (!course) {
    return data(
      {
        found: false as const,
        seo: {
          title: t("catalog.course.notFound.title"),
          description: t("catalog.course.notFound.text"),
          lang,
        },
      },
      { status: 404 },
    );
  }
  const rows = await listUpcomingSessions(context.db, { courseId: course.id, now });
  const pageUrl = `${context.env.SITE_URL}${url.pathname}`;
  const jsonLd = courseJsonLd({
    course,
    sessions: rows.map(toCourseInstanceInput),
    pageUrl,
    siteUrl: context.env.SITE_URL,
    providerName: siteConfig.name,
    lang,
  });
  return data(
    {
      found: true as const,
      seo: { title: course.title, description: course.description.slice(0, 300), lang },
      course,
      sessions: rows.map((row) => toSessionView(row, lang)),
      now: now.getTime(),
      tab: parseCourseTab(url.searchParams.get("tab")),
      registered: url.searchParams.get("registered") === "1",
      jsonLd: serializeJsonLd(jsonLd),
      // The CSP wants a nonce on every <script>, data blocks included.
      nonce: context.nonce,
    },
    { headers: catalogCacheHeaders(request) },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...seoMeta(loaderData?.seo),
  ...(loaderData?.found ? [] : [{ name: "robots", content: "noindex" }]),
];

function CourseNotFound() {
  const { t } = useTranslation();
  const { href } = useLang();
  return (
    <section className="container-page py-20 text-center">
      <h1 className="text-3xl font-bold">{t("catalog.course.notFound.title")}</h1>
      <p className="mt-4 text-ink-muted">{t("catalog.course.notFound.text")}</p>
      <Link to={href("/courses")} className="btn-primary mt-8">
        {t("catalog.course.notFound.back")}
      </Link>
    </section>
  );
}

export default function Course({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { href } = useLang();
  const { pathname } = useLocation();
  if (!loaderData.found) return <CourseNotFound />;
  const { course, sessions, now, tab, registered, jsonLd, nonce } = loaderData;

  return (
    <div className="container-page py-8 sm:py-12">
      <script
        type="application/ld+json"
        nonce={nonce}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: jsonLd }}
      />
      <nav aria-label={t("catalog.course.breadcrumb")} className="mb-6 text-sm">
        <ol className="flex flex-wrap items-center gap-1 text-ink-muted">
          <li>
            <Link to={href("/")} className="inline-flex min-h-6 items-center hover:underline">
              {t("common.nav.home")}
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li>
            <Link to={href("/courses")} className="inline-flex min-h-6 items-center hover:underline">
              {t("common.nav.training")}
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li aria-current="page" className="text-ink">
            {course.title}
          </li>
        </ol>
      </nav>

      {registered ? (
        <p
          role="status"
          className="mb-6 rounded-lg border-l-4 border-success bg-success-soft px-4 py-3 font-medium text-success"
        >
          {t("catalog.course.registered")}
        </p>
      ) : null}

      <CourseHeader course={course} />

      <div className="mt-10 grid gap-10 lg:grid-cols-3">
        <div id="course-content" className="min-w-0 lg:col-span-2">
          <CourseContentTabs course={course} selected={tab} pathname={pathname} />
        </div>
        <aside className="lg:col-span-1">
          <CourseKeyFacts course={course} />
        </aside>
      </div>

      <section aria-labelledby="course-sessions-title" className="mt-12">
        <h2 id="course-sessions-title" className="mb-4 text-2xl font-bold">
          {t("catalog.course.sessionsTitle")}
        </h2>
        <SessionList
          sessions={sessions}
          now={now}
          showCourse={false}
          emptyText={t("catalog.course.noSessions")}
        />
      </section>
    </div>
  );
}
