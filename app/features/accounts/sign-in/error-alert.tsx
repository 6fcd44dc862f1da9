import { useEffect, useRef, type ReactNode } from "react";
import { useTranslation } from "~/lib/use-translation";

/**
 * The product's alert titled 'Erreur', with the message. It takes the focus when it appears (or
 * its message changes), so keyboard and screen-reader users land on it after a refusal.
 */
export function ErrorAlert({ message, children }: { message: string | undefined; children?: ReactNode }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message) ref.current?.focus();
  }, [message]);
  if (!message) return null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      className="rounded-md border-l-4 border-danger bg-danger-soft px-4 py-3 text-danger outline-none focus-visible:outline-2 focus-visible:outline-danger"
    >
      <p className="font-bold">{t("auth.form.errorTitle")}</p>
      <p className="mt-1 font-medium">{message}</p>
      {children}
    </div>
  );
}
