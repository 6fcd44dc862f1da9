import { renderToString } from "react-dom/server";
import { TranslatorContext } from "~/lib/use-translation";
import { createRoutesStub, Outlet } from "react-router";
import { describe, expect, it } from "vitest";
import { createI18n } from "~/lib/i18n";
import type { RootData, RootViewer } from "~/lib/root-data";
import { en } from "~/locales/en";
import { fr } from "~/locales/fr";
import { SiteHeader } from "./site-header";

/* The header as the server renders it: the signed-in visitor's own pages, in both languages. */

function render(path: string, viewer: RootViewer | null) {
  const lang = path.startsWith("/en") ? "en" : "fr";
  const i18n = createI18n(lang, lang === "en" ? en : fr);
  const root: RootData = {
    theme: null,
    siteUrl: "http://localhost",
    flash: null,
    viewer,
    contact: { phone: "", phoneHref: "", email: "" } as unknown as RootData["contact"],
    year: 2026,
  };
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => root,
      Component: () => (
        <>
          <SiteHeader />
          <Outlet />
        </>
      ),
      children: [{ path: "*", Component: () => null }],
    },
  ]);
  return renderToString(
    <TranslatorContext value={i18n}>
      <Stub initialEntries={[path]} hydrationData={{ loaderData: { root } }} />
    </TranslatorContext>,
  );
}

/** The href of every link whose text (tags stripped) is `text`. */
function hrefsOf(html: string, text: string) {
  return [...html.matchAll(/<a\b[^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/g)]
    .filter(([, , inner]) => inner!.replace(/<[^>]+>/g, "").replace(/<!-- -->/g, "") === text)
    .map(([, href]) => href);
}

const person = (role: RootViewer["role"]): RootViewer => ({ name: "Awa Diallo", initials: "AD", role });

describe("the header's account menu and phone menu", () => {
  it.each(["user", "moderator", "admin"] as const)(
    "a signed-in %s finds 'Mes inscriptions' in the account menu and the phone menu",
    (role) => {
      const html = render("/courses", person(role));
      expect(hrefsOf(html, "Mes inscriptions")).toEqual(["/profile/registrations", "/profile/registrations"]);
      expect(hrefsOf(html, "Mon profil")).toEqual(["/profile"]);
      expect(html).toContain("Menu de mon compte");
      expect(html).toContain("Déconnexion");
    },
  );

  it("staff find the back-office in both menus, in the page's language; a user does not", () => {
    expect(hrefsOf(render("/courses", person("moderator")), "Administration")).toEqual(["/admin", "/admin"]);
    expect(hrefsOf(render("/courses", person("admin")), "Administration")).toEqual(["/admin", "/admin"]);
    expect(hrefsOf(render("/en/courses", person("admin")), "Administration")).toEqual([
      "/en/admin",
      "/en/admin",
    ]);
    expect(hrefsOf(render("/en/courses", person("user")), "My registrations")).toEqual([
      "/en/profile/registrations",
      "/en/profile/registrations",
    ]);
    expect(render("/courses", person("user"))).not.toContain('href="/admin"');
  });

  it("a visitor sees 'Connexion' and none of the account's pages", () => {
    const html = render("/courses", null);
    expect(hrefsOf(html, "Connexion")).toEqual(["/auth", "/auth"]);
    expect(html).not.toContain("/profile");
    expect(html).not.toContain('href="/admin"');
  });
});
