import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { createI18n } from "~/lib/i18n";
import type { RootData } from "~/lib/root-data";
import { TranslatorContext } from "~/lib/use-translation";
import { fr } from "~/locales/fr";
import { SiteFooter } from "./site-footer";

describe("the footer's copyright year", () => {
  it("is the server's, from the root's data, whatever the clock where it renders", () => {
    // A phone set to another year hydrates the same footer as the HTML it was sent.
    const root = {
      theme: null,
      siteUrl: "http://localhost",
      flash: null,
      viewer: null,
      contact: { phone: "", phoneHref: "", email: "" } as unknown as RootData["contact"],
      year: 2031,
    } satisfies RootData;
    const Stub = createRoutesStub([{ id: "root", path: "/", loader: () => root, Component: SiteFooter }]);
    const html = renderToString(
      <TranslatorContext value={createI18n("fr", fr)}>
        <Stub initialEntries={["/"]} hydrationData={{ loaderData: { root } }} />
      </TranslatorContext>,
    );
    expect(html.replace(/<!-- -->/g, "")).toContain("© 2031 Groupe Multi-Services Conakry");
  });
});
