import { useTranslation } from "~/lib/use-translation";
import { Link } from "react-router";
import { useLang } from "~/lib/use-lang";
import { EmailRequestForm, type EmailRequestData } from "./email-request-form";
import { OfflineBanner } from "./offline-banner";

export function ForgotPasswordPage({ answer }: { answer?: EmailRequestData }) {
  const { t } = useTranslation();
  const { href } = useLang();
  return (
    <div className="container-page py-12 sm:py-16">
      <div className="mx-auto max-w-md rounded-xl border border-line bg-surface-raised p-6 shadow-sm sm:p-8">
        <OfflineBanner />
        <h1 className="text-3xl font-extrabold tracking-tight">{t("auth.forgot.title")}</h1>
        <p className="mt-2 mb-6 text-ink-muted">{t("auth.forgot.intro")}</p>
        <EmailRequestForm
          id="forgot-password"
          answer={answer}
          sentMessage={t("auth.forgot.sent")}
          submitLabel={t("auth.forgot.submit")}
        />
        <p className="mt-6 text-center text-sm">
          <Link
            to={href("/auth?mode=login")}
            className="inline-flex min-h-11 items-center font-semibold text-brand-ink underline"
          >
            {t("auth.forgot.back")}
          </Link>
        </p>
      </div>
    </div>
  );
}
