import type { SubmissionResult } from "@conform-to/react";
import { useTranslation } from "~/lib/use-translation";
import { Form, Link } from "react-router";
import { formatDate } from "~/lib/format";
import { useLang } from "~/lib/use-lang";
import { Badge } from "~/ui/badge";
import type { Enrolment, TwoFactorState } from "./two-factor-types";
import { SecretForm } from "./secret-form";
import type { SettingsIntent } from "./two-factor-schema";

/** The last answer of the action, for the form that sent it only. */
export interface FormAnswer {
  intent: SettingsIntent | null;
  result: SubmissionResult<string[]>;
  notice?: string;
}

function answerFor(answer: FormAnswer | undefined, intent: SettingsIntent) {
  return answer?.intent === intent ? { lastResult: answer.result, notice: answer.notice } : {};
}

const card = "rounded-xl border border-line bg-surface-raised p-6 shadow-sm";

export function StatusLine({
  state,
  enabledSince,
  remainingBackupCodes,
}: {
  state: TwoFactorState;
  enabledSince: string | null;
  remainingBackupCodes: number | null;
}) {
  const { t } = useTranslation();
  const { lang } = useLang();
  const label = { on: "statusOn", off: "statusOff", pending: "statusPending" } as const;
  const tone = state === "on" ? "success" : state === "pending" ? "warning" : "neutral";
  return (
    <div className="space-y-1">
      <p className="flex items-center gap-2 font-medium">
        {t("twoFactor.settings.statusLabel")}{" "}
        <Badge tone={tone}>{t(`twoFactor.settings.${label[state]}`)}</Badge>
      </p>
      {state === "on" && enabledSince ? (
        <p className="text-ink-muted">
          {t("twoFactor.settings.enabledSince", { date: formatDate(new Date(enabledSince), lang) })}
        </p>
      ) : null}
      {state === "on" && remainingBackupCodes !== null ? (
        <p className="text-ink-muted">
          {t("twoFactor.backupCodes.remaining", { count: remainingBackupCodes })}
        </p>
      ) : null}
    </div>
  );
}

/** Why the visitor was sent here by requireStaff, and the way on. */
export function RequiredNotice({
  state,
  sessionAal,
  continueTo,
}: {
  state: TwoFactorState;
  sessionAal: "aal1" | "aal2";
  continueTo: string | null;
}) {
  const { t } = useTranslation();
  const needsSignIn = state === "on" && sessionAal === "aal1";
  return (
    <section
      aria-labelledby="required-title"
      className="rounded-md border-l-4 border-info bg-info-soft px-4 py-4 text-info"
    >
      <h2 id="required-title" className="font-bold">
        {t(needsSignIn ? "twoFactor.settings.reauthTitle" : "twoFactor.settings.requiredTitle")}
      </h2>
      <p className="mt-1">{t(needsSignIn ? "twoFactor.settings.reauth" : "twoFactor.settings.required")}</p>
      {needsSignIn ? (
        <Form method="post" className="mt-3">
          <input type="hidden" name="intent" value="reauthenticate" />
          <button type="submit" className="btn-primary">
            {t("twoFactor.settings.reauthSubmit")}
          </button>
        </Form>
      ) : state === "on" && continueTo ? (
        <Link to={continueTo} className="btn-primary mt-3">
          {t("twoFactor.settings.continue")}
        </Link>
      ) : null}
    </section>
  );
}

export function EnableSection({ answer }: { answer?: FormAnswer }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="enable-title" className={card}>
      <h2 id="enable-title" className="text-xl font-bold">
        {t("twoFactor.enable.title")}
      </h2>
      <SecretForm
        id="two-factor-enable"
        kind="password"
        hidden={{ intent: "enable" }}
        label={t("twoFactor.fields.password")}
        submitLabel={t("twoFactor.enable.submit")}
        {...answerFor(answer, "enable")}
      >
        <p className="mt-2 text-ink-muted">{t("twoFactor.enable.lead")}</p>
      </SecretForm>
    </section>
  );
}

/** Setting up: the QR code and key (right after "enable"), the first code, and starting again. */
export function SetupSection({ enrolment, answer }: { enrolment?: Enrolment; answer?: FormAnswer }) {
  const { t } = useTranslation();
  return (
    <>
      <section aria-labelledby="setup-title" className={card}>
        <h2 id="setup-title" className="text-xl font-bold">
          {t(enrolment ? "twoFactor.setup.title" : "twoFactor.setup.pendingTitle")}
        </h2>
        {enrolment ? (
          <div className="mt-3 space-y-3">
            <p>{t("twoFactor.setup.scan")}</p>
            <img
              src={enrolment.qrCode}
              alt={t("twoFactor.setup.qrAlt")}
              width={220}
              height={220}
              className="rounded-md border border-line bg-white"
            />
            <p>{t("twoFactor.setup.manual")}</p>
            <p id="two-factor-key" className="font-mono text-lg font-semibold tracking-wider break-words">
              {enrolment.manualKey}
            </p>
            <p className="text-sm text-ink-muted">
              {t("twoFactor.setup.manualDetails", { account: enrolment.account })}
            </p>
          </div>
        ) : (
          <p className="mt-2">{t("twoFactor.setup.pending")}</p>
        )}
        <h3 className="mt-6 text-lg font-bold">{t("twoFactor.setup.confirmTitle")}</h3>
        <SecretForm
          id="two-factor-confirm"
          kind="code"
          hidden={{ intent: "confirm" }}
          label={t("twoFactor.fields.code")}
          hint={t("twoFactor.fields.codeHint")}
          submitLabel={t("twoFactor.setup.confirm")}
          {...answerFor(answer, "confirm")}
        >
          <p className="mt-1 text-ink-muted">{t("twoFactor.setup.confirmLead")}</p>
        </SecretForm>
      </section>
      <section aria-labelledby="restart-title" className={card}>
        <h2 id="restart-title" className="text-lg font-bold">
          {t("twoFactor.setup.restartTitle")}
        </h2>
        <SecretForm
          id="two-factor-restart"
          kind="password"
          hidden={{ intent: "enable" }}
          label={t("twoFactor.fields.password")}
          submitLabel={t("twoFactor.setup.restart")}
          tone="secondary"
          {...answerFor(answer, "enable")}
        >
          <p className="mt-1 text-ink-muted">{t("twoFactor.setup.restartLead")}</p>
        </SecretForm>
      </section>
    </>
  );
}

/** Two-factor on: new backup codes, and turning it off with a code or the password. */
export function EnabledSections({ answer, isAdmin }: { answer?: FormAnswer; isAdmin: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <section aria-labelledby="regenerate-title" className={card}>
        <h2 id="regenerate-title" className="text-xl font-bold">
          {t("twoFactor.backupCodes.regenerateTitle")}
        </h2>
        <SecretForm
          id="two-factor-regenerate"
          kind="password"
          hidden={{ intent: "regenerate" }}
          label={t("twoFactor.fields.password")}
          submitLabel={t("twoFactor.backupCodes.regenerate")}
          tone="secondary"
          {...answerFor(answer, "regenerate")}
        >
          <p className="mt-1 text-ink-muted">{t("twoFactor.backupCodes.regenerateLead")}</p>
        </SecretForm>
      </section>
      <section aria-labelledby="disable-title" className={card}>
        <h2 id="disable-title" className="text-xl font-bold">
          {t("twoFactor.disable.title")}
        </h2>
        <p className="mt-1 text-ink-muted">{t("twoFactor.disable.lead")}</p>
        {isAdmin ? (
          <p className="mt-2 font-medium text-warning">{t("twoFactor.settings.adminWarning")}</p>
        ) : null}
        <div className="mt-4 grid gap-6 md:grid-cols-2">
          <SecretForm
            id="two-factor-disable-code"
            kind="code"
            hidden={{ intent: "disable-code" }}
            label={t("twoFactor.fields.code")}
            hint={t("twoFactor.fields.codeHint")}
            submitLabel={t("twoFactor.disable.submit")}
            tone="secondary"
            {...answerFor(answer, "disable-code")}
          >
            <h3 className="font-bold">{t("twoFactor.disable.withCode")}</h3>
          </SecretForm>
          <SecretForm
            id="two-factor-disable-password"
            kind="password"
            hidden={{ intent: "disable-password" }}
            label={t("twoFactor.fields.password")}
            submitLabel={t("twoFactor.disable.submit")}
            tone="secondary"
            {...answerFor(answer, "disable-password")}
          >
            <h3 className="font-bold">{t("twoFactor.disable.withPassword")}</h3>
          </SecretForm>
        </div>
      </section>
    </>
  );
}
