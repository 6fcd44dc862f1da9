import { useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "~/lib/use-translation";
import { useLang } from "~/lib/use-lang";
import { usePageMessages } from "~/lib/page-messages";
import { oauthMessages } from "./oauth-errors";
import type { OAuthProviderInfo } from "./oauth-providers.server";

/**
 * "Continuer avec Google" and the OpenID provider's button, for /auth: one form posting
 * `providerId` (the button pressed) and `redirectTo` to /auth/social, which sends the browser
 * to the provider. A plain document form, with or without JavaScript: the answer is a
 * redirect to another site. With JavaScript the pressed button says it is redirecting and a
 * second press is ignored. Renders nothing when no provider is configured.
 */
export function OAuthButtons({
  providers,
  redirectTo,
}: {
  /** `oauthButtons(context.env)`, from the page's loader. */
  providers: OAuthProviderInfo[];
  /** Where to come back to after signing in (checked again on the server). */
  redirectTo?: string;
}) {
  usePageMessages(oauthMessages);
  const { t } = useTranslation();
  const { href } = useLang();
  const [pending, setPending] = useState<string | null>(null);
  const submitted = useRef(false);
  // Back from the provider's page (the browser's back button restores this page as it was).
  useEffect(() => {
    const reset = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      submitted.current = false;
      setPending(null);
    };
    window.addEventListener("pageshow", reset);
    return () => window.removeEventListener("pageshow", reset);
  }, []);
  if (providers.length === 0) return null;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (submitted.current) {
      event.preventDefault();
      return;
    }
    submitted.current = true;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    setPending(submitter instanceof HTMLButtonElement ? submitter.value : null);
  }

  return (
    <section aria-labelledby="oauth-heading" className="mt-8">
      <h2 id="oauth-heading" className="flex items-center gap-3 text-sm font-medium text-ink-muted">
        <span aria-hidden="true" className="h-px flex-1 bg-line" />
        {t("oauth.buttons.heading")}
        <span aria-hidden="true" className="h-px flex-1 bg-line" />
      </h2>
      <form method="post" action={href("/auth/social")} onSubmit={onSubmit} className="mt-4 grid gap-3">
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        {providers.map((provider) => (
          <button
            key={provider.id}
            type="submit"
            name="providerId"
            value={provider.id}
            aria-busy={pending === provider.id || undefined}
            className="btn-secondary w-full"
          >
            {pending === provider.id
              ? t("oauth.buttons.redirecting", { name: provider.name })
              : t("oauth.buttons.continueWith", { name: provider.name })}
          </button>
        ))}
      </form>
    </section>
  );
}
