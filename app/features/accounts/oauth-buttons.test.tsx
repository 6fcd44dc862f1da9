import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { createI18n } from "~/lib/i18n";
import { en } from "~/locales/en";
import { fr } from "~/locales/fr";
import { OAuthButtons } from "./oauth-buttons";
import type { OAuthProviderInfo } from "./oauth-providers.server";

/* The provider buttons' form: what /auth/social expects to receive (its other half is tested there). */

function render(path: string, providers: OAuthProviderInfo[], redirectTo?: string) {
  const lang = path.startsWith("/en") ? "en" : "fr";
  // The shared strings only: the component brings its own (usePageMessages).
  const i18n = createI18n(lang, lang === "en" ? en : fr);
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <OAuthButtons providers={providers} redirectTo={redirectTo} />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

/** The attributes and text of each <tag> of the markup, whatever their order. */
function elements(html: string, tag: string) {
  return [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>(?:([^<]*)</${tag}>)?`, "g"))].map(
    ([, attributes = "", text]) => ({
      ...Object.fromEntries(
        [...attributes.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name, value]),
      ),
      text,
    }),
  );
}

const providers = [
  { id: "google", name: "Google" },
  { id: "oidc", name: "Test ID" },
];

describe("the provider buttons", () => {
  it("post providerId and redirectTo to /auth/social in the page's language", () => {
    const html = render("/en/auth", providers, "/en/courses?category=qhse");
    expect(elements(html, "form")).toMatchObject([{ method: "post", action: "/en/auth/social" }]);
    expect(elements(html, "input")).toEqual([
      { type: "hidden", name: "redirectTo", value: "/en/courses?category=qhse", text: undefined },
    ]);
    expect(elements(html, "button")).toMatchObject([
      { type: "submit", name: "providerId", value: "google", text: "Continue with Google" },
      { type: "submit", name: "providerId", value: "oidc", text: "Continue with Test ID" },
    ]);
    expect(html).toContain("Or continue with");
  });

  it("speak French on French pages, and draw nothing when no provider is configured", () => {
    const html = render("/auth", providers);
    expect(elements(html, "form")).toMatchObject([{ action: "/auth/social" }]);
    expect(elements(html, "input")).toEqual([]);
    expect(elements(html, "button")).toMatchObject([
      { text: "Continuer avec Google" },
      { text: "Continuer avec Test ID" },
    ]);
    expect(render("/auth", [])).toBe("");
  });
});
