import type { I18nHandle } from "~/lib/i18n";
import { useEffect, useState } from "react";
import { useTranslation } from "~/lib/use-translation";
import { Link } from "react-router";
import { BackupCodes } from "~/features/accounts/two-factor/backup-codes";
import {
  EnabledSections,
  EnableSection,
  RequiredNotice,
  SetupSection,
  StatusLine,
} from "~/features/accounts/two-factor/settings-sections";
import { twoFactorSettingsAction } from "~/features/accounts/two-factor/settings-action.server";
import { twoFactorSettingsLoader } from "~/features/accounts/two-factor/settings-loader.server";
import { loaderAndActionHeaders } from "~/lib/route-headers";
import { seoMeta } from "~/lib/seo";
import { useLang } from "~/lib/use-lang";
import type { Route } from "./+types/profile.two-factor";

export const handle = { i18n: ["twoFactor"] } satisfies I18nHandle;

/** /profile/two-factor: set up, look after or turn off two-factor sign-in (requireUser). */
export const loader = ({ request, context }: Route.LoaderArgs) =>
  twoFactorSettingsLoader({ request, context });

export const action = ({ request, context }: Route.ActionArgs) =>
  twoFactorSettingsAction({ request, context });

/** no-store on every answer, Retry-After on a 429. */
export const headers: Route.HeadersFunction = loaderAndActionHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...seoMeta(loaderData?.seo),
  { name: "robots", content: "noindex" },
];

export default function TwoFactorSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { href } = useLang();
  const { state, required, continueTo } = loaderData;
  // The QR code is sent once, with the answer to "enable": keep showing it while a first
  // code is typed in (and refused), until set-up is done.
  const [enrolment, setEnrolment] = useState(actionData?.enrolment);
  useEffect(() => {
    if (actionData?.enrolment) setEnrolment(actionData.enrolment);
  }, [actionData]);
  const { backupCodes, revealed } = loaderData;
  const justEnabled = revealed === "enabled";

  return (
    <div className="container-page max-w-3xl py-12 sm:py-16">
      <Link to={href("/profile")} className="inline-flex min-h-11 items-center text-brand-ink underline">
        {t("twoFactor.settings.backToProfile")}
      </Link>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight">{t("twoFactor.settings.heading")}</h1>
      <p className="mt-3 text-lg text-ink-muted">{t("twoFactor.settings.intro")}</p>
      <div className="mt-8 space-y-8">
        {backupCodes ? (
          <BackupCodes
            codes={backupCodes}
            account={loaderData.account}
            title={justEnabled ? t("twoFactor.done.enabledTitle") : t("twoFactor.done.regeneratedTitle")}
            lead={justEnabled ? t("twoFactor.done.enabled") : t("twoFactor.done.regenerated")}
            continueTo={justEnabled && required ? continueTo : null}
          />
        ) : null}
        {required && !justEnabled ? (
          <RequiredNotice state={state} sessionAal={loaderData.sessionAal} continueTo={continueTo} />
        ) : null}
        <StatusLine
          state={state}
          enabledSince={loaderData.enabledSince}
          remainingBackupCodes={loaderData.remainingBackupCodes}
        />
        {state === "off" ? <EnableSection answer={actionData ?? undefined} /> : null}
        {state === "pending" ? <SetupSection enrolment={enrolment} answer={actionData ?? undefined} /> : null}
        {state === "on" ? (
          <EnabledSections answer={actionData ?? undefined} isAdmin={loaderData.isAdmin} />
        ) : null}
      </div>
    </div>
  );
}
