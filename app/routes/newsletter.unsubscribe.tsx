import { useTranslation } from "~/lib/use-translation";
import { data, Form, redirect, useNavigation } from "react-router";
import { LinkProblem } from "~/features/newsletter/link-problem";
import { isSubscribed, unsubscribe } from "~/features/newsletter/subscriptions.server";
import { verifyToken } from "~/features/newsletter/tokens.server";
import { readForm } from "~/features/security/form-data.server";
import { getT } from "~/lib/i18n.server";
import { langFromPath } from "~/lib/language";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/newsletter.unsubscribe";

function seoFor(request: Request) {
  const lang = langFromPath(new URL(request.url).pathname);
  const t = getT(lang);
  return {
    title: t("newsletter.unsubscribe.seoTitle"),
    description: t("newsletter.page.seoDescription"),
    lang,
  };
}

/**
 * Opening the link asks for a click (link scanners in mail clients open links by themselves);
 * the POST unsubscribes. Mail clients' one-click unsubscribe (RFC 8058) posts here too, with
 * the token in the URL; a form may carry it in the body instead.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const seo = seoFor(request);
  const token = new URL(request.url).searchParams.get("token");
  const check = verifyToken(context.secrets, "unsubscribe", token);
  if (!check.ok) return data({ seo, state: "invalid" as const, email: "", token: "" }, { status: 400 });
  // The page says what the database holds: after the POST below, "done".
  const state = (await isSubscribed(context.db, check.email)) ? ("ask" as const) : ("done" as const);
  return { seo, state, email: check.email, token: token ?? "" };
}

/** Unsubscribes, then shows the result at the link's own address (post, redirect, get). */
export async function action({ request, context }: Route.ActionArgs) {
  const seo = seoFor(request);
  const url = new URL(request.url);
  const read = await readForm(request);
  const posted = read.ok ? read.formData.get("token") : null;
  const token = typeof posted === "string" && posted !== "" ? posted : url.searchParams.get("token");
  const check = verifyToken(context.secrets, "unsubscribe", token);
  if (!check.ok || token === null) return data({ seo, state: "invalid" as const }, { status: 400 });
  await unsubscribe(context.db, check.email);
  context.logger.info({ event: "newsletter.unsubscribe" }, "newsletter unsubscribe");
  return redirect(`${url.pathname}?token=${encodeURIComponent(token)}`, 303);
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...seoMeta(loaderData?.seo),
  { name: "robots", content: "noindex" },
];

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const state = actionData?.state ?? loaderData.state;
  if (state === "invalid") return <LinkProblem kind="invalid" />;
  if (state === "done") {
    return (
      <section className="container-page max-w-2xl py-16">
        <h1 className="text-3xl font-bold">{t("newsletter.unsubscribe.done")}</h1>
        <p role="status" className="mt-4 text-lg">
          {t("newsletter.unsubscribe.doneText")}
        </p>
      </section>
    );
  }
  return (
    <section className="container-page max-w-2xl py-16">
      <h1 className="text-3xl font-bold">{t("newsletter.unsubscribe.heading")}</h1>
      <p className="mt-4 text-lg break-words">
        {t("newsletter.unsubscribe.question", { email: loaderData.email })}
      </p>
      <Form method="post" className="mt-8">
        <input type="hidden" name="token" value={loaderData.token} />
        <button type="submit" className="btn-primary min-h-11" disabled={navigation.state === "submitting"}>
          {t("newsletter.unsubscribe.submit")}
        </button>
      </Form>
    </section>
  );
}
