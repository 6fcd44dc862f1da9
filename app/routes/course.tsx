import { rowId } from "~/lib/route-params";
import type { I18nHandle } from "~/lib/i18n";
import { useTranslation } from "~/lib/use-translation";
import { data, Link, useLocation, useRouteLoaderData } from "react-router";
import { catalogCacheHeaders } from "~/features/catalog/cache-control";
import { CourseContentTabs, parseCourseTab } from "~/features/catalog/course-content-tabs";
import { CourseHeader } from "~/features/catalog/course-header";
import { courseJsonLd, serializeJsonLd } from "~/features/catalog/course-json-ld";
import { CourseKeyFacts } from "~/features/catalog/course-key-facts";
import { getCourseDetail } from "~/features/catalog/course-queries.server";
import { getViewer } from "~/features/accounts/viewer.server";
import { PayDialogHost } from "~/features/payments/pay-dialog-host";
import { RegistrationStatusPanel } from "~/features/registration/registration-status-panel";
import { registrationStatusFor } from "~/features/registration/registration-views.server";
import { toCourseInstanceInput } from "~/features/sessions/session-json-ld.server";
import { SessionList } from "~/features/sessions/session-list";
import { listUpcomingSessions, toSessionView } from "~/features/sessions/session-queries.server";
import { MIN_PUBLISHED_ANSWERS, publishedResults } from "~/features/surveys/published-results.server";
import { formatRating } from "~/lib/format";
import { getT } from "~/lib/i18n.server";
import { langFromPath } from "~/lib/language";
import { useNonce } from "~/lib/nonce";
import type { RootData } from "~/lib/root-data";
import { seoMeta } from "~/lib/seo";
import { siteConfig } from "~/lib/site-config";
import { useLang } from "~/lib/use-lang";
import type { Route } from "./+types/course";

export const handle = { i18n: ["catalog", "registration"] } satisfies I18nHandle;

/** A course: unknown, non-numeric or out-of-range ids are a 404 in the page's language. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const t = getT(lang);
  const id = rowId(params.courseId);
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
  // The product's "the page checks whether the user is already registered": only with a session cookie.
  const viewer = await getViewer(request, context);
  const registration = viewer
    ? await registrationStatusFor(context.db, viewer.user.id, course.id, {
        lang,
        secrets: context.secrets,
        holdHours: context.env.PAYMENT_HOLD_HOURS,
        now,
      })
    : null;
  const pageUrl = `${context.env.SITE_URL}${url.pathname}`;
  const measured = await publishedResults(context.db, course.id, now);
  const results = measured
    ? {
        satisfaction: measured.satisfaction
          ? {
              average: formatRating(measured.satisfaction.average, lang),
              answers: measured.satisfaction.answers,
            }
          : null,
        completion: measured.completion,
        success: measured.success,
      }
    : null;
  const jsonLd = courseJsonLd({
    rating: measured?.satisfaction
      ? { average: measured.satisfaction.average, count: measured.satisfaction.answers }
      : null,
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
      registration,
      results,
      minAnswers: MIN_PUBLISHED_ANSWERS,
      jsonLd: serializeJsonLd(jsonLd),
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
  // The root's data through the router (not lib/root-data, which would leave the root's chunk).
  const flash = (useRouteLoaderData("root") as RootData | undefined)?.flash;
  // The CSP wants a nonce on every <script>, data blocks included.
  const nonce = useNonce();
  const { href } = useLang();
  const { pathname } = useLocation();
  if (!loaderData.found) return <CourseNotFound />;
  const { course, sessions, now, tab, registration, jsonLd, results, minAnswers } = loaderData;

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

      {registration?.payable ? <PayDialogHost /> : null}
      {registration ? (
        <div className="mb-6">
          {/* Right after registering (the flash the registration left): the product's success sentence. */}
          <RegistrationStatusPanel registration={registration} justRegistered={flash?.kind === "success"} />
        </div>
      ) : null}

      <CourseHeader course={course} registered={registration !== null} />

      {/*
        The sessions sit under the tabs, beside the key facts (which span both rows), so a short tab
        leaves no empty column beside a long sidebar.
      */}
      <div className="mt-10 grid gap-10 lg:grid-cols-3 lg:grid-rows-[auto_1fr]">
        <div id="course-content" className="min-w-0 lg:col-span-2">
          {/* The panels' own headings are h3: without this one they would follow the h1 directly. */}
          <h2 className="sr-only">{t("catalog.course.tabs.label")}</h2>
          <CourseContentTabs
            course={course}
            selected={tab}
            pathname={pathname}
            registered={registration !== null}
          />
        </div>
        <aside className="lg:col-span-1 lg:row-span-2">
          <CourseKeyFacts
            course={course}
            objectivesHref={`${pathname}#course-content`}
            results={results}
            minAnswers={minAnswers}
          />
        </aside>
        <section aria-labelledby="course-sessions-title" className="min-w-0 lg:col-span-2">
          <h2 id="course-sessions-title" className="mb-4 text-2xl font-bold">
            {t("catalog.course.sessionsTitle")}
          </h2>
          <SessionList
            sessions={sessions}
            now={now}
            showCourse={false}
            registerLinks={registration === null}
            emptyText={t("catalog.course.noSessions")}
            narrow
          />
        </section>
      </div>
    </div>
  );
}
