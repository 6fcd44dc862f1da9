import type { I18nHandle } from "~/lib/i18n";
import { useTranslation } from "~/lib/use-translation";
import { Link } from "react-router";
import { JANUS_INSTALL_COMMAND } from "~/features/live/janus-install";
import { livePageLoader } from "~/features/live/live-page.server";
import { LiveRoom } from "~/features/live/live-room";
import { useLang } from "~/lib/use-lang";
import { localizePath } from "~/lib/language";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/sessions.live";

export const handle = { i18n: ["live"] } satisfies I18nHandle;

/** /sessions/{id}/live: a remote session's video room, for its registered participants. */
export const loader = ({ request, context, params }: Route.LoaderArgs) =>
  livePageLoader({ request, context, params });

/** Personal, and holds a live room: never stored by a cache. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...seoMeta(loaderData?.seo),
  { name: "robots", content: "noindex" },
];

export default function LivePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { lang } = useLang();
  const { view, course, startsAt } = loaderData;
  const startLine = <p className="mt-2 text-ink-muted">{t("live.startsAt", startsAt)}</p>;
  let body: React.ReactNode;
  switch (view.kind) {
    case "signed-out":
      body = (
        <Refusal title={t("live.signedOut.title")} text={t("live.signedOut.text")}>
          <a href={view.signInHref} className="btn-primary">
            {t("live.signedOut.action")}
          </a>
        </Refusal>
      );
      break;
    case "not-registered":
      body = (
        <Refusal title={t("live.notRegistered.title")} text={t("live.notRegistered.text")}>
          <Link to={view.registerHref} className="btn-primary">
            {t("live.notRegistered.action")}
          </Link>
          <Link to={localizePath("/profile/registrations", lang)} className="btn-secondary">
            {t("live.myRegistrations")}
          </Link>
        </Refusal>
      );
      break;
    case "unpaid":
      body = (
        <Refusal
          title={t("live.unpaid.title")}
          text={view.payHref ? t("live.unpaid.text") : t("live.unpaid.company")}
        >
          {view.payHref ? (
            <Link to={view.payHref} className="btn-primary">
              {t("live.unpaid.action")}
            </Link>
          ) : null}
          <Link to={view.contactHref} className="btn-secondary">
            {t("live.unpaid.contact")}
          </Link>
        </Refusal>
      );
      break;
    case "unavailable":
      body = (
        <Refusal
          title={t("live.unavailable.title")}
          text={
            view.reason === "too-early"
              ? t("live.unavailable.tooEarly")
              : view.reason === "ended"
                ? t("live.unavailable.ended")
                : view.reason === "cancelled"
                  ? t("live.unavailable.cancelled")
                  : view.reason === "not-installed"
                    ? t("live.unavailable.notInstalled", { command: JANUS_INSTALL_COMMAND })
                    : t("live.unavailable.notConfigured")
          }
        >
          <Link to={localizePath("/profile/registrations", lang)} className="btn-secondary">
            {t("live.myRegistrations")}
          </Link>
        </Refusal>
      );
      break;
    case "denied":
      body = (
        <Refusal title={t("live.denied.title")} text={t("live.denied.text")}>
          <Link to={localizePath("/contact", lang)} className="btn-secondary">
            {t("live.unpaid.contact")}
          </Link>
        </Refusal>
      );
      break;
    case "room":
      body = (
        <>
          <h1 className="text-3xl font-bold">{t("live.heading")}</h1>
          <p className="mt-2 text-lg">{course}</p>
          {startLine}
          <noscript>
            <p className="mt-6">{t("live.room.needsJs")}</p>
          </noscript>
          <LiveRoom
            name={view.name}
            moderator={view.moderator}
            tokenPath={view.tokenPath}
            moderatePath={view.moderatePath}
          />
        </>
      );
      return <div className="container-page py-8 sm:py-12">{body}</div>;
  }
  return (
    <div className="container-page py-8 sm:py-12">
      <p className="text-sm font-semibold text-ink-muted">{course}</p>
      {body}
      {startLine}
    </div>
  );
}

function Refusal({ title, text, children }: { title: string; text: string; children?: React.ReactNode }) {
  return (
    <section className="mt-2">
      <h1 className="text-3xl font-bold">{title}</h1>
      <p role="alert" className="mt-4">
        {text}
      </p>
      <div className="mt-6 flex flex-wrap gap-3">{children}</div>
    </section>
  );
}
