import { renderToString } from "react-dom/server";
import { TranslatorContext } from "~/lib/use-translation";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { roles } from "~/features/accounts/roles";
import { createI18n } from "~/lib/i18n";
import { en } from "~/locales/en";
import { fr } from "~/locales/fr";
import { PersonPage, type PersonPageData } from "./person-page";

/* A person's page as the server renders it: a role changes only through a confirmation. */

function render(path: string, element: React.ReactNode) {
  const lang = path.startsWith("/en") ? "en" : "fr";
  const i18n = createI18n(lang, lang === "en" ? en : fr);
  const Stub = createRoutesStub([{ path: "*", Component: () => element }]);
  return renderToString(
    <TranslatorContext value={i18n}>
      <Stub initialEntries={[path]} />
    </TranslatorContext>,
  ).replaceAll("&#x27;", "'");
}

const person: PersonPageData = {
  found: true,
  id: "u1",
  name: "Fanta Condé",
  email: "fanta@example.com",
  phone: null,
  company: null,
  role: "moderator",
  twoFactor: false,
  created: "1 mars 2027",
  disabledSince: null,
  isSelf: false,
  registrations: [],
  events: [],
  manage: { antiForgery: "token", roles },
};

describe("a person's page", () => {
  it.each([
    [
      "/admin/people/u1",
      "Nommer administrateur",
      "Attention : Fanta Condé pourra tout modifier",
      "Oui, nommer administrateur",
      "Retirer l'accès au back-office",
    ],
    [
      "/en/admin/people/u1",
      "Make administrator",
      "Warning: Fanta Condé will be able to change everything",
      "Yes, make administrator",
      "Remove back-office access",
    ],
  ])(
    "%s: each other role behind its own confirmation, sternest for administrator",
    (path, label, question, confirm, toUser) => {
      const html = render(path, <PersonPage data={person} refused={null} />);
      expect(html).not.toMatch(/adminPeople\./);
      // No select that changes a role on one click: a form per role, its submit inside a disclosure.
      expect(html).not.toContain('name="role" id=');
      const forms = [...html.matchAll(/<form[^>]*data-role-change="(\w+)"[\s\S]*?<\/form>/g)];
      expect(forms.map(([, role]) => role)).toEqual(["user", "admin"]);
      for (const [form] of forms) {
        expect(form).toMatch(/<details[\s\S]*<summary[\s\S]*<button type="submit"[\s\S]*<\/details>/);
        expect(form).toContain('name="intent" value="role"');
      }
      const admin = forms.find(([, role]) => role === "admin")![0];
      expect(admin).toContain(label);
      expect(admin).toContain(question);
      expect(admin).toContain(confirm);
      expect(forms.find(([, role]) => role === "user")![0]).toContain(toUser);
    },
  );
});
