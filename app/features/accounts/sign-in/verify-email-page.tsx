import { useTranslation } from "~/lib/use-translation";
import { Link } from "react-router";
import { useLang } from "~/lib/use-lang";
import { EmailRequestForm, type EmailRequestData } from "./email-request-form";
import { OfflineBanner } from "./offline-banner";
import type { VerifyEmailData } from "./verify-email.server";

const titles = {
  verified: "auth.verify.verifiedTitle",
  changed: "auth.verify.changedTitle",
  "confirm-new": "auth.verify.confirmNewTitle",
  expired: "auth.verify.expiredTitle",
  invalid: "auth.verify.invalidTitle",
} as const;

const texts = {
  verified: "auth.verify.verified",
  changed: "auth.verify.changed",
  "confirm-new": "auth.verify.confirmNew",
  expired: "auth.verify.expired",
  invalid: "auth.verify.invalid",
} as const;

/** What the verification link did, in the page's language, and what to do next. */
export function VerifyEmailPage({ data, answer }: { data: VerifyEmailData; answer?: EmailRequestData }) {
  const { t } = useTranslation();
  const { href } = useLang();
  const failed = data.outcome === "expired" || data.outcome === "invalid";
  return (
    <div className="container-page py-12 sm:py-16">
      <div className="mx-auto max-w-md rounded-xl border border-line bg-surface-raised p-6 shadow-sm sm:p-8">
        <OfflineBanner />
        <h1 className="text-3xl font-extrabold tracking-tight">{t(titles[data.outcome])}</h1>
        <p
          className={`mt-4 ${failed ? "" : "rounded-md border-l-4 border-success bg-success-soft px-4 py-3"}`}
        >
          {t(texts[data.outcome])}
        </p>
        {failed ? (
          <section className="mt-8" aria-labelledby="resend-title">
            <h2 id="resend-title" className="mb-4 text-xl font-bold">
              {t("auth.verify.resendTitle")}
            </h2>
            <EmailRequestForm
              id="resend-verification"
              answer={answer}
              defaultEmail={data.email}
              sentMessage={t("auth.verify.resent")}
              submitLabel={t("auth.verify.resendSubmit")}
            />
          </section>
        ) : data.signedIn ? (
          <Link to={href("/profile")} className="btn-primary mt-8 inline-flex min-h-11">
            {t("auth.verify.toProfile")}
          </Link>
        ) : (
          <Link to={href("/auth?mode=login")} className="btn-primary mt-8 inline-flex min-h-11">
            {t("auth.verify.signIn")}
          </Link>
        )}
      </div>
    </div>
  );
}
