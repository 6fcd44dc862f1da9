import { describe, expect, it } from "vitest";
import { browserI18nSource } from "./i18n.client";

/* The browser's strings: only the namespaces a page declares, only in its language. */

describe("the browser's translators", () => {
  it("download the namespaces asked for, in that language only, once", async () => {
    const fr = browserI18nSource.instance("fr");
    expect(fr.hasNamespace("registration")).toBe(false);

    const pending = browserI18nSource.load("fr", ["registration", "common"]);
    expect(pending).not.toBeNull();
    // Asked again while loading (React renders a suspended component again): the same promise.
    expect(browserI18nSource.load("fr", ["common", "registration", "common"])).toBe(pending);
    await pending;

    expect(fr.t("registration.heading")).toBe("Inscription à la formation");
    expect(fr.t("common.skipToContent")).toBe("Aller au contenu principal");
    expect(browserI18nSource.load("fr", ["common", "registration"])).toBeNull();
    // Nothing else came along: another namespace, or the other language's copy.
    expect(fr.hasNamespace("admin")).toBe(false);
    expect(browserI18nSource.instance("en").hasNamespace("registration")).toBe(false);
  });

  it("give the other language its own instance, which loads that language's strings", async () => {
    await browserI18nSource.load("en", ["registration"]);
    const en = browserI18nSource.instance("en");
    expect(en).not.toBe(browserI18nSource.instance("fr"));
    expect(en.language).toBe("en");
    expect(en.t("registration.heading")).toBe("Register for the training");
    expect(browserI18nSource.instance("fr").t("registration.heading")).toBe("Inscription à la formation");
  });

  it("load only what is missing", async () => {
    await browserI18nSource.load("fr", ["registration"]);
    const pending = browserI18nSource.load("fr", ["registration", "payments"]);
    expect(pending).not.toBeNull();
    await pending;
    expect(browserI18nSource.instance("fr").hasNamespace("payments")).toBe(true);
  });
});
