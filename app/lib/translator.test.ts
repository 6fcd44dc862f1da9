import { describe, expect, it } from "vitest";
import { en } from "~/locales/en";
import { fr } from "~/locales/fr";
import type { Translations } from "~/locales/types";
import { supportedFormats, Translator, type TOptions } from "./translator";

/* The site's translator: what the strings of app/locales use, and nothing they do not. */

const french = new Translator("fr", fr);
const english = new Translator("en", en);

/** A translator of made-up strings, read with any key (the types only know the real ones). */
function loose(lang: "fr" | "en", strings: Record<string, unknown>) {
  const translator = new Translator(lang, strings as Partial<Translations>);
  return translator.t as (key: string, options?: TOptions) => string;
}

describe("the translator", () => {
  it("reads a key whose first segment is the namespace", () => {
    expect(french.t("common.skipToContent")).toBe("Aller au contenu principal");
    expect(english.t("common.skipToContent")).toBe("Skip to main content");
  });

  it("puts values in their placeholders as they are, without escaping", () => {
    const t = loose("en", { ns: { hello: "Hello {{name}}, {{ name }} & {{other}}" } });
    expect(t("ns.hello", { name: "<b>Ana</b>", other: 3 })).toBe("Hello <b>Ana</b>, <b>Ana</b> & 3");
    expect(french.t("common.logoAlt", { name: "Groupe" })).toBe("Groupe, accueil");
  });

  it("leaves a placeholder absent from the options as written, and writes null or undefined as nothing", () => {
    const t = loose("en", { ns: { hello: "Hello {{name}}!" } });
    expect(t("ns.hello")).toBe("Hello {{name}}!");
    expect(t("ns.hello", {})).toBe("Hello {{name}}!");
    expect(t("ns.hello", { name: null })).toBe("Hello !");
    expect(t("ns.hello", { name: undefined })).toBe("Hello !");
  });

  it("formats numbers in the language: French groups thousands with a narrow no-break space", () => {
    const t = loose("fr", { ns: { n: "{{count, number}} jours" } });
    expect(t("ns.n", { count: 12345.5 })).toBe(`${new Intl.NumberFormat("fr").format(12345.5)} jours`);
    expect(t("ns.n", { count: 12345 })).toBe("12\u202f345 jours");
    expect(french.t("admin.counters.complaintsMedianValue", { count: 1234 })).toBe("1\u202f234\u00a0jours");
    expect(english.t("admin.counters.complaintsMedianValue", { count: 1234 })).toBe("1,234 days");
    expect(english.t("admin.counters.complaintsMedianValue", { count: 1.5 })).toBe("1.5 days");
  });

  it("writes a value in lower case in the language", () => {
    expect(french.t("adminInbox.replyIntro", { email: "a@b.gn", language: "Français" })).toBe(
      "La réponse part à a@b.gn, en français, avec le message cité en dessous.",
    );
    const t = loose("en", { ns: { s: "in {{language, lowercase}}" } });
    expect(t("ns.s", { language: "ENGLISH" })).toBe("in english");
  });

  it("chooses French plurals: 0 and 1 are singular", () => {
    expect(french.t("catalog.count", { count: 0 })).toBe("0 formation trouvée");
    expect(french.t("catalog.count", { count: 1 })).toBe("1 formation trouvée");
    expect(french.t("catalog.count", { count: 2 })).toBe("2 formations trouvées");
  });

  it("chooses English plurals: 0 is plural", () => {
    expect(english.t("catalog.count", { count: 0 })).toBe("0 courses found");
    expect(english.t("catalog.count", { count: 1 })).toBe("1 course found");
    expect(english.t("catalog.count", { count: 7 })).toBe("7 courses found");
  });

  it("uses a `_zero` string for a count of 0 where there is one", () => {
    expect(english.t("adminSessions.cancel.question", { count: 0 })).toBe(
      "No one is registered or waiting: no e-mail will be sent. This cannot be undone.",
    );
    expect(english.t("adminSessions.cancel.question", { count: 1 })).toMatch(/^1 person /);
    expect(french.t("adminSessions.cancel.question", { count: 0 })).toMatch(/^Personne n'est inscrit/);
  });

  it("falls back to the key without a suffix when a plural form is missing", () => {
    const t = loose("en", { ns: { items: "{{count}} item(s)" } });
    expect(t("ns.items", { count: 3 })).toBe("3 item(s)");
  });

  it("gives the default value, interpolated, for a missing key", () => {
    expect(english.t("admin.audit.actions.noSuchAction", { defaultValue: "noSuchAction" })).toBe(
      "noSuchAction",
    );
    const t = loose("en", {});
    expect(t("ns.missing", { defaultValue: "Hi {{name}}", name: "Ana" })).toBe("Hi Ana");
  });

  it("gives the key for a missing key, and for a key that names a group of strings", () => {
    const t = loose("en", { ns: { group: { leaf: "Leaf" } } });
    expect(t("ns.nothing")).toBe("ns.nothing");
    expect(t("ns.group")).toBe("ns.group");
    expect(t("nowhere")).toBe("nowhere");
    expect(t("ns.group.leaf")).toBe("Leaf");
  });

  it("receives a namespace after it is made, and says which it holds", () => {
    const translator = new Translator("fr");
    expect(translator.hasNamespace("registration")).toBe(false);
    expect(translator.t("registration.heading")).toBe("registration.heading");
    translator.addNamespace("registration", fr.registration);
    expect(translator.hasNamespace("registration")).toBe(true);
    expect(translator.hasNamespace("payments")).toBe(false);
    expect(translator.t("registration.heading")).toBe("Inscription à la formation");
  });
});

/** Every string of a language's namespaces, with its key. */
function strings(value: unknown, path: string): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => strings(item, path ? `${path}.${key}` : key));
  }
  return [];
}

describe("every string of app/locales", () => {
  // What the translator understands between `{{` and `}}`: a name, optionally a supported format.
  const supported = new RegExp(`^\\s*[A-Za-z_][A-Za-z0-9_]*\\s*(,\\s*(${supportedFormats.join("|")})\\s*)?$`);

  it.each([
    ["fr", fr],
    ["en", en],
  ])("in %s uses only placeholders the translator supports", (_lang, resources) => {
    const all = strings(resources, "");
    expect(all.length).toBeGreaterThan(1000);
    const unsupported = all.flatMap(([key, text]) =>
      [...text.matchAll(/{{(.*?)}}/g)]
        .filter((match) => !supported.test(match[1] ?? ""))
        .map((match) => `${key}: ${match[0]}`),
    );
    expect(unsupported).toEqual([]);
    // A nested translation ("$t(…)") is something the translator does not do.
    expect(all.filter(([, text]) => text.includes("$t(")).map(([key]) => key)).toEqual([]);
  });
});
