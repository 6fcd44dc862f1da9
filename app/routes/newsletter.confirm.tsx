import { useTranslation } from "~/lib/use-translation";
import { data, Link } from "react-router";
import { LinkProblem } from "~/features/newsletter/link-problem";
import { confirmSubscription } from "~/features/newsletter/subscriptions.server";
import { signToken, verifyToken } from "~/features/newsletter/tokens.server";
import { requireSecret } from "~/features/newsletter/newsletter-action.server";
import { getT } from "~/lib/i18n.server";
import { langFromPath, localizePath } from "~/lib/language";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/newsletter.confirm";

/** The double opt-in link: a valid, unexpired signed token confirms the address. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const t = getT(lang);
  const seo = {
    title: t("newsletter.confirm.seoTitle"),
    description: t("newsletter.page.seoDescription"),
    lang,
  };
  const check = verifyToken(context.secrets, "confirm", url.searchParams.get("token"));
  if (!check.ok) {
    return data(
      { seo, state: check.reason, unsubscribeHref: null },
      { status: check.reason === "expired" ? 410 : 400 },
    );
  }
  const outcome = await confirmSubscription(context.db, check.email);
  if (outcome === "gone") return data({ seo, state: outcome, unsubscribeHref: null }, { status: 410 });
  const token = signToken(requireSecret(context.secrets), "unsubscribe", check.email);
  const unsubscribeHref = `${localizePath("/newsletter/unsubscribe", lang)}?token=${encodeURIComponent(token)}`;
  return { seo, state: outcome, unsubscribeHref };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...seoMeta(loaderData?.seo),
  { name: "robots", content: "noindex" },
];

export default function NewsletterConfirm({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { state, unsubscribeHref } = loaderData;
  if (state !== "confirmed" && state !== "already-confirmed") return <LinkProblem kind={state} />;
  return (
    <section className="container-page max-w-2xl py-16">
      <h1 className="text-3xl font-bold">{t("newsletter.confirm.done")}</h1>
      <p role="status" className="mt-4 text-lg">
        {state === "confirmed" ? t("newsletter.confirm.doneText") : t("newsletter.confirm.already")}
      </p>
      {unsubscribeHref ? (
        <p className="mt-8 text-ink-muted">
          {t("newsletter.confirm.unsubscribeText")}{" "}
          <Link to={unsubscribeHref} className="font-medium text-brand-ink underline underline-offset-4">
            {t("newsletter.confirm.unsubscribeLink")}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
