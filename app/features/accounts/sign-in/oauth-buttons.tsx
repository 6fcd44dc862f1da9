import { useTranslation } from "~/lib/use-translation";
import { Form } from "react-router";
import { useLang } from "~/lib/use-lang";
import type { OAuthProviderInfo } from "../oauth-providers.server";

/**
 * One small form per OpenID provider configured in the environment, posting to /auth/social
 * (which hands over to the provider). Nothing configured, nothing shown.
 */
export function OAuthButtons({
  providers,
  redirectTo,
}: {
  providers: OAuthProviderInfo[];
  redirectTo: string;
}) {
  const { t } = useTranslation();
  const { href } = useLang();
  if (providers.length === 0) return null;
  return (
    <div className="mt-8">
      <p className="flex items-center gap-3 text-sm text-ink-muted before:h-px before:flex-1 before:bg-line after:h-px after:flex-1 after:bg-line">
        {t("auth.page.or")}
      </p>
      <ul className="mt-4 space-y-3">
        {providers.map((provider) => (
          <li key={provider.id}>
            <Form method="post" action={href("/auth/social")} reloadDocument>
              <input type="hidden" name="providerId" value={provider.id} />
              {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
              <button type="submit" className="btn-secondary min-h-11 w-full">
                {t("auth.page.continueWith", { provider: provider.name })}
              </button>
            </Form>
          </li>
        ))}
      </ul>
    </div>
  );
}
