import { renderToStaticMarkup } from "react-dom/server";
import { TranslatorContext } from "~/lib/use-translation";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { createI18n } from "~/lib/i18n";
import { en } from "~/locales/en";
import { fr } from "~/locales/fr";
import type { Role } from "../roles";
import { BackOfficeSection } from "./back-office-section";

/* The profile's way into the back-office: staff only, in the page's language. */

function render(path: string, role: Role, twoFactorEnabled = true) {
  const lang = path.startsWith("/en") ? "en" : "fr";
  const i18n = createI18n(lang, lang === "en" ? en : fr);
  return renderToStaticMarkup(
    <TranslatorContext value={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <BackOfficeSection user={{ role, twoFactorEnabled }} />
      </MemoryRouter>
    </TranslatorContext>,
  );
}

describe("the profile's back-office section", () => {
  it("links moderators and admins to /admin, in French and in English", () => {
    for (const role of ["moderator", "admin"] as const) {
      const html = render("/profile", role);
      expect(html).toContain('<h2 id="back-office"');
      expect(html).toMatch(/<a[^>]*href="\/admin"[^>]*>Ouvrir l&#x27;administration<\/a>/);
    }
    expect(render("/en/profile", "moderator")).toMatch(
      /<a[^>]*href="\/en\/admin"[^>]*>Open the administration<\/a>/,
    );
  });

  it("tells an admin without two-factor sign-in what the back-office will ask", () => {
    expect(render("/profile", "admin", false)).toContain("connexion en deux étapes");
    expect(render("/profile", "admin", true)).not.toContain("connexion en deux étapes");
    expect(render("/profile", "moderator", false)).not.toContain("connexion en deux étapes");
  });

  it("shows nothing to a plain user", () => {
    expect(render("/profile", "user")).toBe("");
  });
});
