import { useEffect, useRef } from "react";
import { useTranslation } from "~/lib/use-translation";

/**
 * A form's error, in an alert titled 'Erreur'. When a new answer from the
 * server brings one (`answer` changes), focus moves here, so keyboard and screen-reader users
 * land on it rather than at the top of the page.
 */
export function ErrorSummary({ message, answer }: { message: string | undefined; answer: unknown }) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (answer && message) box.current?.focus();
  }, [answer, message]);
  if (!message) return null;
  return (
    <div
      ref={box}
      role="alert"
      tabIndex={-1}
      className="rounded-md border-l-4 border-danger bg-danger-soft px-4 py-3 text-danger outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-danger"
    >
      <p className="font-bold">{t("twoFactor.errors.title")}</p>
      <p className="font-medium">{message}</p>
    </div>
  );
}
