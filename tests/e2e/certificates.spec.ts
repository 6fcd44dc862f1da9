import fs from "node:fs/promises";
import type { Browser } from "@playwright/test";
import { e2eBaseUrl } from "../helpers/e2e-env";
import { verifyWithPublishedKeys, type PublishedKey } from "../helpers/credentials";
import { readQrCodeOnFirstPage } from "../helpers/pdf-qr";
import { readPdf } from "../helpers/pdf";
import { demoAccount, signInThroughApi } from "./accounts";
import { expect, expectAccessible, test } from "./fixtures";

/*
 * A participant's certificate, in both languages, on a phone: the demo user holds the certificate
 * of the past demo session (app/features/certificates/demo-certificates.server.ts, issued at the
 * server's first start). They find it from their profile, copy its share link by keyboard,
 * download the PDF; the test reads the QR code off the PDF's rendered first page, as a phone would,
 * and an anonymous visitor opens what it says: the holder's name, and "valide".
 */

const words = {
  fr: {
    profileLink: "Mes certificats",
    heading: "Mes certificats",
    registrationLink: /^Mon certificat de la formation /,
    download: /^Télécharger le certificat \d{4}-\d{6}/,
    credential: "Badge numérique (Open Badges 3.0)",
    copy: /^Copier le lien de vérification du certificat /,
    copied: "Lien copié",
    valid: "Valide",
    pdfTitle: "Attestation de fin de formation",
  },
  en: {
    profileLink: "My certificates",
    heading: "My certificates",
    registrationLink: /^My certificate for the course /,
    download: /^Download certificate \d{4}-\d{6}/,
    credential: "Digital badge (Open Badges 3.0)",
    copy: /^Copy the verification link of certificate /,
    copied: "Link copied",
    valid: "Valid",
    pdfTitle: "Attestation de fin de formation",
  },
} as const;

const HOLDER = "Fatoumata Utilisatrice";

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

for (const lang of ["fr", "en"] as const) {
  const text = words[lang];
  const at = lang === "fr" ? "" : "/en";

  test(`(${lang}) the holder downloads their certificate; its QR code opens the public verification page`, async ({
    page,
    visit,
    browser,
  }) => {
    test.setTimeout(180_000);
    const context = page.context();
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await signInThroughApi(context, demoAccount("user"));

    // From the profile, and from Mes inscriptions, to the certificate.
    await visit(`${at}/profile`);
    await page.getByRole("link", { name: text.profileLink, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${at}/profile/certificates$`));
    await visit(`${at}/profile/registrations`);
    const fromRegistration = page.getByRole("link", { name: text.registrationLink });
    await expect(fromRegistration).toHaveCount(1);
    await fromRegistration.click();
    await expect(page).toHaveURL(new RegExp(`${at}/profile/certificates#certificate-\\d+$`));
    await visit(`${at}/profile/certificates`);
    await expect(page.getByRole("heading", { level: 1, name: text.heading })).toBeVisible();
    const certificate = page.getByRole("article").first();
    await expect(certificate.getByText(text.valid, { exact: true })).toBeVisible();

    // The share link, copied by keyboard: from its field, Tab to the button, Enter.
    const field = certificate.getByRole("textbox");
    const shareUrl = await field.inputValue();
    expect(shareUrl).toMatch(new RegExp(`^http://localhost:\\d+${at}/verify/[0-9A-Z]{20}$`));
    await field.focus();
    await page.keyboard.press("Tab");
    await expect(certificate.getByRole("button", { name: text.copy })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(certificate.getByRole("status")).toHaveText(text.copied);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shareUrl);
    await expectAccessible(page, "certificates after copying");

    // The PDF, in the certificate's language (the demo user's: French).
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      certificate.getByRole("link", { name: text.download }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^certificat-\d{4}-\d{6}\.pdf$/);
    const bytes = await fs.readFile((await download.path())!);
    const pdf = await readPdf(bytes);
    expect(pdf.pages[0]).toContain(text.pdfTitle);
    expect(pdf.pages[0]).toContain(HOLDER);

    // The same certificate as a signed credential, checked against the keys the site publishes.
    const [badge] = await Promise.all([
      page.waitForEvent("download"),
      certificate.getByRole("link", { name: text.credential }).click(),
    ]);
    expect(badge.suggestedFilename()).toMatch(/^certificate-\d{4}-\d{6}\.jwt$/);
    const published = (await (await page.request.get("/.well-known/jwks.json")).json()) as {
      keys: PublishedKey[];
    };
    const { payload } = await verifyWithPublishedKeys(
      await fs.readFile((await badge.path())!, "utf8"),
      published.keys,
    );
    expect(payload.type).toEqual(["VerifiableCredential", "OpenBadgeCredential"]);

    // What a phone reads off the page: the verification address, opened by someone signed out.
    const scanned = await readQrCodeOnFirstPage(bytes);
    expect(scanned).toMatch(/^http:\/\/localhost:\d+\/verify\/[0-9A-Z]{20}$/);
    expect(pdf.pages[0]).toContain(scanned!);
    const visitor = await browser.newContext({
      baseURL: e2eBaseUrl,
      locale: lang === "fr" ? "fr-FR" : "en-GB",
    });
    try {
      const anonymous = await visitor.newPage();
      for (const url of [scanned!, shareUrl]) {
        const response = await anonymous.goto(url);
        expect(response?.status()).toBe(200);
        await expect(anonymous.getByText(HOLDER, { exact: true })).toBeVisible();
        await expect(anonymous.getByText(/^valide?$/i)).toBeVisible();
        await expectAccessible(anonymous, url);
      }
    } finally {
      await visitor.close();
    }
  });
}

test("(fr) another signed-in person gets a 404 for the demo user's certificate", async ({
  page,
  account,
  browser,
}) => {
  const pdfPath = await demoCertificatePdfPath(browser);
  expect(account.email).not.toBe(demoAccount("user").email);
  expect((await page.request.get(pdfPath)).status()).toBe(404);
});

/** The demo user's certificate PDF path, read from their page in a context of its own. */
async function demoCertificatePdfPath(browser: Browser): Promise<string> {
  const own = await browser.newContext({ baseURL: e2eBaseUrl, locale: "fr-FR" });
  try {
    await signInThroughApi(own, demoAccount("user"));
    const page = await own.newPage();
    await page.goto("/profile/certificates");
    const href = await page.locator('a[href$="/certificate.pdf"]').first().getAttribute("href");
    if (!href) throw new Error("the demo user has no certificate");
    return href;
  } finally {
    await own.close();
  }
}

test("(fr, en) the verification page ships no JavaScript and its menu still closes with Escape", async ({
  browser,
}) => {
  const own = await browser.newContext({ baseURL: e2eBaseUrl, locale: "fr-FR" });
  let verifyPath = "";
  try {
    await signInThroughApi(own, demoAccount("user"));
    const profile = await own.newPage();
    await profile.goto("/profile/certificates");
    verifyPath = new URL(await profile.getByRole("article").first().getByRole("textbox").inputValue())
      .pathname;
  } finally {
    await own.close();
  }
  const visitor = await browser.newContext({
    baseURL: e2eBaseUrl,
    viewport: { width: 390, height: 844 },
    hasTouch: true,
  });
  try {
    const page = await visitor.newPage();
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    for (const [path, valid] of [
      [verifyPath, "Valide"],
      [`/en${verifyPath}`, "Valid"],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByText(HOLDER, { exact: true })).toBeVisible();
      await expect(page.getByText(valid, { exact: true })).toBeVisible();
      await expectAccessible(page, path);
    }
    expect(scripts, "no script file is downloaded").toEqual([]);

    // The header's menu is a <details>: it opens without JavaScript, and the few bytes inline
    // close it with Escape and give the focus back to its button.
    const toggle = page.locator("summary", { hasText: "Menu" });
    await toggle.click();
    const menu = page.getByRole("navigation", { name: "Menu" });
    await expect(menu).toBeVisible();
    await menu.getByRole("link").first().focus();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
  } finally {
    await visitor.close();
  }
});
