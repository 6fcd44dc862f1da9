import { CodeDisplay } from "~/features/attendance/code-display";
import { codePageLoader } from "~/features/attendance/code-page.server";
import type { I18nHandle } from "~/lib/i18n";
import type { NoscriptRefreshHandle } from "~/lib/noscript-refresh";
import { loaderAndActionHeaders } from "~/lib/route-headers";
import { seoMeta } from "~/lib/seo";
import { useTranslation } from "~/lib/use-translation";
import type { Route } from "./+types/trainer.session.code";

export const handle = {
  i18n: ["attendanceCode"],
  // Without JavaScript the page reloads itself as the code changes.
  noscriptRefresh: (data) => {
    const code = (data as { code?: { secondsLeft: number } | null } | undefined)?.code;
    return code ? code.secondsLeft + 1 : null;
  },
} satisfies I18nHandle & NoscriptRefreshHandle;

/** /trainer/sessions/{id}/code?day=…&part=…: the attendance QR code the trainer shows the room. */
export const loader = ({ request, context, params }: Route.LoaderArgs) =>
  codePageLoader({ request, context, params });

/** Cache-Control and X-Robots-Tag from the loader. */
export const headers: Route.HeadersFunction = loaderAndActionHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...seoMeta(loaderData?.seo),
  { name: "robots", content: "noindex, nofollow" },
];

export default function TrainerSessionCode({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { course, halfDay, code, refusal, refreshPath } = loaderData;
  return (
    <div className="container-page max-w-2xl py-8 text-center sm:py-12">
      <h1 className="text-3xl font-extrabold tracking-tight">
        {refusal ? t("attendanceCode.display.refusedTitle") : t("attendanceCode.display.heading")}
      </h1>
      {course ? <p className="mt-2 text-lg font-semibold">{course}</p> : null}
      {halfDay ? <p className="mt-1 text-lg">{halfDay}</p> : null}
      {refusal ? (
        <p role="alert" className="mt-6">
          {refusal.message}
        </p>
      ) : null}
      {code && refreshPath && halfDay ? (
        <>
          <CodeDisplay initial={code} refreshPath={refreshPath} halfDay={halfDay} />
          <p className="mt-6">{t("attendanceCode.display.instructions")}</p>
          <p className="mt-2 text-ink-muted">{t("attendanceCode.display.changes")}</p>
        </>
      ) : null}
    </div>
  );
}
