import { useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "~/lib/use-translation";
import { useFetcher, useLocation } from "react-router";
import { useLang } from "~/lib/use-lang";
import type { NewsletterActionData } from "./newsletter-schema";

/**
 * How long the "Merci !" stays (spec: 3000 ms). The line that asks the visitor to confirm by
 * e-mail stays until they act on it (dismiss it, or type another address): it is an instruction.
 */
export const THANKS_MS = 3_000;

const variants = {
  footer: {
    label: "text-sm font-medium text-slate-200",
    input:
      "min-h-11 w-full min-w-0 rounded-md border border-slate-600 bg-slate-900 px-3 py-2 text-white placeholder:text-slate-400 focus:outline-2 focus:outline-offset-2 focus:outline-white aria-[invalid=true]:border-red-300",
    error: "text-red-300",
    thanks: "text-emerald-300",
  },
  page: {
    label: "font-medium",
    input:
      "min-h-11 w-full min-w-0 rounded-md border border-line bg-surface px-3 py-2 text-ink focus:outline-2 focus:outline-offset-1 focus:outline-brand aria-[invalid=true]:border-danger",
    error: "text-danger",
    thanks: "text-success",
  },
} as const;

/**
 * The newsletter sign-up. Without JavaScript it is a plain POST to /newsletter that comes
 * back here with a flash message. With it, a fetcher posts in place: the field clears, a
 * thank-you shows for 3 seconds and the "check your inbox" line stays. No schema library is shipped for one field: the browser
 * checks the address shape, the server's Zod schema decides.
 */
export function NewsletterForm({
  variant,
  initialError,
  initialEmail,
}: {
  variant: keyof typeof variants;
  initialError?: string;
  initialEmail?: string;
}) {
  const { t } = useTranslation();
  const { href } = useLang();
  const location = useLocation();
  const fetcher = useFetcher<NewsletterActionData>();
  const formRef = useRef<HTMLFormElement>(null);
  const [hydrated, setHydrated] = useState(false);
  const [clientError, setClientError] = useState<string | null>(null);
  const [thanks, setThanks] = useState(false);
  /** The address a confirmation e-mail was just sent to, until the visitor acts on the line. */
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const submittedEmail = useRef("");
  const styles = variants[variant];
  const id = `newsletter-${variant}`;

  useEffect(() => setHydrated(true), []);

  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  useEffect(() => {
    if (result?.status !== "subscribed") return;
    formRef.current?.reset();
    setThanks(true);
    setPendingEmail(submittedEmail.current);
    const timer = setTimeout(() => setThanks(false), THANKS_MS);
    return () => clearTimeout(timer);
  }, [result]);

  // The page's own answer (a POST made before JavaScript ran) shows until the fetcher has one.
  const serverError = result ? (result.status === "error" ? result.error : undefined) : initialError;
  const error = clientError ?? serverError;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const input = event.currentTarget.elements.namedItem("email") as HTMLInputElement;
    setThanks(false);
    setPendingEmail(null);
    submittedEmail.current = input.value.trim();
    if (input.value.trim() === "") {
      event.preventDefault();
      setClientError(t("newsletter.errors.required"));
      input.focus();
    } else if (input.validity.typeMismatch) {
      event.preventDefault();
      setClientError(t("newsletter.errors.invalid"));
      input.focus();
    } else {
      setClientError(null);
    }
  }

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action={href("/newsletter")}
      noValidate={hydrated}
      onSubmit={onSubmit}
      aria-labelledby={variant === "footer" ? `${id}-title` : undefined}
      className="space-y-2"
    >
      {variant === "footer" ? (
        <>
          <h3 id={`${id}-title`} className="text-base font-semibold text-white">
            {t("newsletter.title")}
          </h3>
          <p className="text-sm">{t("newsletter.pitch")}</p>
        </>
      ) : null}
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      {hydrated ? <input type="hidden" name="via" value="fetch" /> : null}
      <label htmlFor={`${id}-email`} className={`block ${styles.label}`}>
        {t("newsletter.label")}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          required
          maxLength={254}
          autoComplete="email"
          defaultValue={initialEmail}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          // Typing another address is acting on the "check your inbox" line.
          onChange={() => setPendingEmail(null)}
          className={`flex-1 basis-48 ${styles.input}`}
        />
        <button type="submit" className="btn-primary min-h-11" disabled={fetcher.state !== "idle"}>
          {t("newsletter.submit")}
        </button>
      </div>
      <div aria-live="polite" className="min-h-5 text-sm font-medium">
        {error ? (
          <p id={`${id}-error`} className={styles.error}>
            {error}
          </p>
        ) : (
          <>
            {thanks ? <p className={styles.thanks}>{t("newsletter.thanksShort")}</p> : null}
            {pendingEmail ? (
              <p className={styles.thanks} data-testid="newsletter-check-inbox">
                {t("newsletter.checkInbox", { email: pendingEmail })}{" "}
                <button
                  type="button"
                  onClick={() => setPendingEmail(null)}
                  className="inline-flex min-h-6 items-center underline"
                >
                  {t("newsletter.checkInboxDismiss")}
                </button>
              </p>
            ) : null}
          </>
        )}
      </div>
    </fetcher.Form>
  );
}
