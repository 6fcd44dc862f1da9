import type { I18nHandle } from "~/lib/i18n";
import { useTranslation } from "~/lib/use-translation";
import { Link, useLocation } from "react-router";
import { challengeAction, challengeLoader } from "~/features/accounts/two-factor/challenge.server";
import { SecretForm } from "~/features/accounts/two-factor/secret-form";
import { loaderAndActionHeaders } from "~/lib/route-headers";
import { seoMeta } from "~/lib/seo";
import { useLang } from "~/lib/use-lang";
import type { Route } from "./+types/auth.two-factor";

export const handle = { i18n: ["twoFactor"] } satisfies I18nHandle;

/** /auth/two-factor: the second step of signing in, with a code from the app or a backup code. */
export const loader = ({ request, context }: Route.LoaderArgs) => challengeLoader({ request, context });

export const action = ({ request, context }: Route.ActionArgs) => challengeAction({ request, context });

/** no-store, and Retry-After on a 429. */
export const headers: Route.HeadersFunction = loaderAndActionHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...seoMeta(loaderData?.seo),
  { name: "robots", content: "noindex" },
];

export default function TwoFactorChallenge({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { href } = useLang();
  const { pathname } = useLocation();
  const method = loaderData.method;
  const backup = method === "backup";
  const answer = actionData?.method === method ? actionData : undefined;
  const other = new URLSearchParams({
    redirectTo: loaderData.redirectTo,
    ...(backup ? {} : { method: "backup" }),
  });

  return (
    <div className="container-page max-w-lg py-12 sm:py-16">
      <h1 className="text-3xl font-extrabold tracking-tight">{t("twoFactor.challenge.heading")}</h1>
      <div className="mt-8 rounded-xl border border-line bg-surface-raised p-6 shadow-sm sm:p-8">
        <SecretForm
          key={method}
          id={`two-factor-challenge-${method}`}
          kind={backup ? "backup" : "code"}
          hidden={{ method }}
          label={t(backup ? "twoFactor.fields.backupCode" : "twoFactor.fields.code")}
          hint={t(backup ? "twoFactor.fields.backupCodeHint" : "twoFactor.fields.codeHint")}
          submitLabel={t("twoFactor.challenge.submit")}
          lastResult={answer?.result}
          notice={answer?.notice}
        >
          <p>{t(backup ? "twoFactor.challenge.backupLead" : "twoFactor.challenge.lead")}</p>
        </SecretForm>
        <p className="mt-6">
          <Link
            to={`${pathname}?${other.toString()}`}
            className="inline-flex min-h-11 items-center text-brand-ink underline"
          >
            {t(backup ? "twoFactor.challenge.useApp" : "twoFactor.challenge.useBackup")}
          </Link>
        </p>
      </div>
      <p className="mt-6">
        <Link
          to={`${href("/auth")}?redirectTo=${encodeURIComponent(loaderData.redirectTo)}`}
          className="inline-flex min-h-11 items-center text-brand-ink underline"
        >
          {t("twoFactor.challenge.restart")}
        </Link>
      </p>
    </div>
  );
}
