import type { Browser, BrowserContext, Page } from "@playwright/test";
import { readDemoAccounts } from "../../app/features/accounts/demo-accounts.server";
import { e2eBaseUrl, e2eDataDir } from "../helpers/e2e-env";
import { decodeQr } from "../helpers/qr";
import { demoAccount, signInThroughApi } from "./accounts";
import { fill, form, words as authWords } from "./auth-pages";
import { auditDocument, expect, expectAccessible, test } from "./fixtures";

/*
 * Attendance by QR code, at phone size in both languages: the demo moderator, trainer of the
 * demo remote session (db/seed, id 15, running today), shows the code; the test reads the QR
 * code from a screenshot of the page (decoded by jsQR, not read from the DOM); a demo user
 * signed in in a second browser context opens that link and confirms. The server has no test
 * clock: expiry is seen for real, after the code on screen has changed twice.
 */

const SESSION = 15;
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

const words = {
  fr: {
    prefix: "",
    locale: "fr-FR",
    heading: "Code de présence",
    changes: /Le code change toutes les 30\u00a0secondes|Le code change toutes les 30 secondes/,
    countdown: /Nouveau code dans \d+ s/,
    confirmHeading: "Confirmer ma présence",
    confirm: "Je suis présent(e)",
    markedTitle: "Présence enregistrée",
    marked: /Vous êtes marqué\(e\) présent\(e\) pour (le matin|l'après-midi) du /,
    already: "Vous êtes déjà marqué(e) présent(e) pour cette demi-journée.",
    invalid: "Ce code de présence n'est pas valide.",
    expired: /^Code expiré\u00a0: ce QR code n'est plus valable\. Demandez au formateur un nouveau code/,
    badHalfDay: "Cette demi-journée ne fait pas partie de la session.",
  },
  en: {
    prefix: "/en",
    locale: "en-GB",
    heading: "Attendance code",
    changes: /The code changes every 30 seconds/,
    countdown: /New code in \d+ s/,
    confirmHeading: "Confirm my attendance",
    confirm: "I am here",
    markedTitle: "Attendance recorded",
    marked: /You are marked present for the (morning|afternoon) of /,
    already: "You are already marked present for this half-day.",
    invalid: "This attendance code is not valid.",
    expired: /^Code expired: this QR code is no longer valid\. Ask the trainer for a new code/,
    badHalfDay: "This half-day is not one of the session's.",
  },
} as const;
type Lang = keyof typeof words;

/** Today in the session's zone (Conakry), as the code page's ?day= wants it. */
const today = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Conakry" }).format(new Date());

async function phoneContext(browser: Browser, lang: Lang, account?: { email: string; password: string }) {
  const context = await browser.newContext({
    ...phone,
    baseURL: e2eBaseUrl,
    locale: words[lang].locale,
    reducedMotion: "reduce",
  });
  if (account) await signInThroughApi(context, account);
  return context;
}

/** The link the QR code on the page holds, read from a screenshot of it. */
async function readQr(page: Page): Promise<string> {
  const shot = await page.getByTestId("attendance-qr").screenshot();
  const text = await decodeQr(shot);
  expect(text, "a QR code in the screenshot").not.toBeNull();
  return text ?? "";
}

/**
 * A code with time to spare: a code is accepted for the rest of its window and the next one,
 * and signing in on the participant's phone takes a while on a busy machine; with fewer than 20
 * seconds left on screen, the next code is waited for.
 */
async function readFreshQr(page: Page): Promise<string> {
  const left = Number(/\d+/.exec((await page.getByRole("timer").textContent()) ?? "")?.[0] ?? "0");
  if (left >= 20) return readQr(page);
  return nextCode(page, await readQr(page));
}

/**
 * Waits until the page shows another code than `shown`. A read that fails (the page reloading
 * itself without JavaScript, the image being swapped) counts as "not yet".
 */
async function nextCode(page: Page, shown: string): Promise<string> {
  await expect
    .poll(() => readQr(page).catch(() => shown), { timeout: 45_000, intervals: [500] })
    .not.toBe(shown);
  return readQr(page);
}

function participants() {
  const users = readDemoAccounts(e2eDataDir).filter((account) => account.role === "user");
  expect(users.length, "two demo users").toBeGreaterThanOrEqual(2);
  return users;
}

async function openCodePage(page: Page, lang: Lang, part: "morning" | "afternoon") {
  const w = words[lang];
  const response = await page.goto(
    `${w.prefix}/trainer/sessions/${SESSION}/code?day=${today()}&part=${part}`,
  );
  expect(response?.status()).toBe(200);
  expect(response?.headers()["cache-control"]).toBe("private, no-store");
  await expect(page.getByRole("heading", { level: 1, name: w.heading })).toBeVisible();
  await expect(page.getByText(w.changes)).toBeVisible();
  await expect(page.getByRole("timer")).toHaveText(w.countdown);
}

test.describe("attendance by QR code", () => {
  for (const lang of ["fr", "en"] as const) {
    const w = words[lang];

    test(`(${lang}) the trainer shows the code; a participant scans it on their phone and is marked present`, async ({
      browser,
    }, testInfo) => {
      // Each language marks its own demo user; a retry marks the other half-day of today.
      const participant = participants()[lang === "fr" ? 0 : 1]!;
      const part = testInfo.retry % 2 === 0 ? "morning" : "afternoon";
      const contexts: BrowserContext[] = [];
      try {
        const trainer = await phoneContext(browser, lang, demoAccount("moderator"));
        // The participant starts signed out: the link leads to signing in, then back to it.
        const phoneOfParticipant = await phoneContext(browser, lang);
        contexts.push(trainer, phoneOfParticipant);
        const screen = await trainer.newPage();
        await openCodePage(screen, lang, part);
        await expectAccessible(screen, `attendance code (${lang})`);

        const link = await readFreshQr(screen);
        const url = new URL(link);
        expect(url.origin).toBe(new URL(e2eBaseUrl).origin);
        expect(url.pathname).toMatch(new RegExp(`^${w.prefix}/attend/[A-Za-z0-9_-]{38}$`));

        const page = await phoneOfParticipant.newPage();
        await page.goto(url.pathname);
        await expect(page).toHaveURL(
          new RegExp(
            `${w.prefix}/auth\\?redirectTo=${encodeURIComponent(url.pathname).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`,
          ),
        );
        const auth = authWords[lang];
        await fill(page, auth.email, participant.email);
        await fill(page, auth.password, participant.password);
        await form(page).getByRole("button", { name: auth.signIn }).click();
        await expect(page).toHaveURL(new RegExp(`${url.pathname}$`));
        await expect(page.getByRole("heading", { level: 1, name: w.confirmHeading })).toBeVisible();
        await expectAccessible(page, `attendance confirmation (${lang})`);

        await page.getByRole("button", { name: w.confirm }).click();
        await expect(page.getByRole("heading", { level: 1, name: w.markedTitle })).toBeVisible();
        await expect(page.getByRole("status").filter({ hasText: w.marked })).toBeVisible();
        await expectAccessible(page, `attendance recorded (${lang})`);

        // The same code scanned again: nothing more to do.
        await page.goto(url.pathname);
        await expect(page.getByText(w.already)).toBeVisible();

        // A code changed by hand is refused, in the page's language.
        const token = url.pathname.split("/").pop() ?? "";
        const tampered = `${token.slice(0, 5)}${token[5] === "A" ? "B" : "A"}${token.slice(6)}`;
        const refused = await page.goto(`${w.prefix}/attend/${tampered}`);
        expect(refused?.status()).toBe(400);
        await expect(page.getByRole("alert").filter({ hasText: w.invalid })).toBeVisible();
        await expectAccessible(page, `attendance code refused (${lang})`);

        // A half-day that is not the session's shows no code.
        const bad = await screen.goto(
          `${w.prefix}/trainer/sessions/${SESSION}/code?day=2000-01-01&part=${part}`,
        );
        expect(bad?.status()).toBe(400);
        await expect(screen.getByRole("alert").filter({ hasText: w.badHalfDay })).toBeVisible();
      } finally {
        for (const context of contexts) await context.close();
      }
    });
  }

  test("(fr) the code on screen changes every 30 seconds; a code two windows old is refused as expired", async ({
    browser,
  }) => {
    const contexts: BrowserContext[] = [];
    try {
      const trainer = await phoneContext(browser, "fr", demoAccount("moderator"));
      const participant = await phoneContext(browser, "fr", participants()[0]!);
      contexts.push(trainer, participant);
      const screen = await trainer.newPage();
      await openCodePage(screen, "fr", "afternoon");
      const first = await readQr(screen);
      // The page swaps the code itself as its window ends (no reload): wait for two changes.
      const second = await nextCode(screen, first);
      await nextCode(screen, second);
      await expect(screen.getByText("Le code n'a pas pu être renouvelé", { exact: false })).toHaveCount(0);

      const page = await participant.newPage();
      const response = await page.goto(new URL(first).pathname);
      expect(response?.status()).toBe(410);
      await expect(page.getByRole("alert").filter({ hasText: words.fr.expired })).toBeVisible();
      await expect(page.getByRole("button", { name: words.fr.confirm })).toHaveCount(0);
      await expectAccessible(page, "attendance code expired (fr)");
    } finally {
      for (const context of contexts) await context.close();
    }
  });

  test("(en) without JavaScript the trainer's page reloads itself with the next code", async ({
    browser,
  }) => {
    const trainer = await browser.newContext({
      ...phone,
      baseURL: e2eBaseUrl,
      locale: words.en.locale,
      javaScriptEnabled: false,
    });
    try {
      await signInThroughApi(trainer, demoAccount("moderator"));
      const screen = await trainer.newPage();
      await openCodePage(screen, "en", "morning");
      // The refresh is in the head, inside <noscript> (valid HTML there, not in the body).
      await expect(screen.locator('head noscript meta[http-equiv="refresh"]')).toHaveCount(1);
      await expect(screen.locator('body meta[http-equiv="refresh"]')).toHaveCount(0);
      const first = await readQr(screen);
      await nextCode(screen, first);
      await auditDocument(screen, "attendance code without JavaScript (en)");
    } finally {
      await trainer.close();
    }
  });
});
