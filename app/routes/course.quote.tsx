import { Link, useLocation } from "react-router";
import { QuoteRequestForm } from "~/features/contact/quote-request-form";
import { quoteRequestAction, quoteRequestLoader } from "~/features/contact/quote-request.server";
import type { I18nHandle } from "~/lib/i18n";
import { loaderAndActionHeaders } from "~/lib/route-headers";
import { seoMeta } from "~/lib/seo";
import { useLang } from "~/lib/use-lang";
import { useTranslation } from "~/lib/use-translation";
import type { Route } from "./+types/course.quote";

export const handle = { i18n: ["quoteRequest", "catalog"] } satisfies I18nHandle;

/** /courses/{id}/quote: a company asks for a quote for this course (its people, here or at theirs). */
export const loader = ({ request, context, params }: Route.LoaderArgs) =>
  quoteRequestLoader({ request, context, params });

export const action = ({ request, context, params }: Route.ActionArgs) =>
  quoteRequestAction({ request, context, params });

/** A 429 keeps its Retry-After. */
export const headers: Route.HeadersFunction = loaderAndActionHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...seoMeta(loaderData?.seo),
  { name: "robots", content: "noindex" },
];

export default function CourseQuote({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { href } = useLang();
  const { key } = useLocation();
  const { course } = loaderData;
  if (!course)
    return (
      <div className="container-page py-16 text-center">
        <h1 className="text-3xl font-bold">{t("catalog.course.notFound.title")}</h1>
        <p className="mt-4 text-ink-muted">{t("catalog.course.notFound.text")}</p>
        <Link to={href("/courses")} className="btn-primary mt-8 inline-flex">
          {t("quoteRequest.backToCatalogue")}
        </Link>
      </div>
    );
  return (
    <div className="container-page max-w-3xl py-10 sm:py-14">
      <p>
        <Link to={href(`/courses/${course.id}`)} className="underline">
          {t("quoteRequest.backToCourse", { course: course.title })}
        </Link>
      </p>
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight">{t("quoteRequest.heading")}</h1>
      <p className="mt-2 text-lg font-semibold">{course.title}</p>
      <p className="mt-3 text-ink-muted">{t("quoteRequest.intro")}</p>
      <div className="mt-8 rounded-xl border border-line bg-surface-raised p-6 shadow-sm sm:p-8">
        <QuoteRequestForm key={key} lastResult={actionData?.result} notice={actionData?.notice} />
      </div>
    </div>
  );
}
