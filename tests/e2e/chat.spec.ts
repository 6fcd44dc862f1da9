import type { Locator, Page } from "@playwright/test";
import { createConversation, replyDelay, respond, welcomeText } from "../../app/features/chat/chat-engine";
import { expect, expectAccessible, test } from "./fixtures";

/*
 * The chat assistant on the home page, driven by Playwright's clock: the page's time is
 * paused from the start, so "8 seconds" and the reply delay are checked to the millisecond.
 */

const ui = {
  fr: {
    path: "/",
    launcher: "Discuter avec notre assistant",
    dialog: "Assistant virtuel",
    input: "Votre message",
    send: "Envoyer",
    typing: "L'assistant écrit…",
    question: "Bonjour, une formation incendie ?",
  },
  en: {
    path: "/en",
    launcher: "Chat with our assistant",
    dialog: "Virtual assistant",
    input: "Your message",
    send: "Send",
    typing: "The assistant is typing…",
    question: "Do you teach first aid?",
  },
} as const;

/** Loads the page with time paused, and waits until the launcher is hydrated (its timer armed). */
async function openHome(page: Page, path: string) {
  await page.clock.install({ time: new Date("2026-01-05T09:00:00Z") });
  await page.clock.pauseAt(new Date("2026-01-05T09:00:01Z"));
  await page.goto(path);
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem("chat:visit"))).not.toBeNull();
}

/** Presses Tab until `target` has focus (a few presses at most). */
async function tabTo(page: Page, target: Locator, maxPresses = 5) {
  for (let i = 0; i < maxPresses; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

for (const lang of ["fr", "en"] as const) {
  const text = ui[lang];

  test(`${lang}: the chat opens by itself after 8 s and answers by keyboard with the product's timing`, async ({
    page,
  }) => {
    test.slow();
    await openHome(page, text.path);
    const launcher = page.getByRole("button", { name: text.launcher });
    const dialog = page.getByRole("dialog", { name: text.dialog });
    const input = dialog.getByRole("textbox", { name: text.input });
    const send = dialog.getByRole("button", { name: text.send });
    const log = dialog.getByRole("list", { name: "Conversation" });
    await expect(launcher).toBeVisible();
    await expect(launcher).toHaveAttribute("aria-expanded", "false");

    // Not before 8 seconds...
    await page.clock.runFor(7_999);
    await expect(dialog).toHaveCount(0);
    // ...and at 8 seconds, without taking focus away from the page.
    await page.clock.runFor(1);
    await expect(dialog).toBeVisible();
    await expect(launcher).toHaveAttribute("aria-expanded", "true");
    await expect(log.getByText(welcomeText(lang, false))).toBeVisible();
    await expect(input).not.toBeFocused();

    // Keyboard: the panel comes right after the launcher in the tab order (close, log, input).
    // Focusing the launcher stands for the many Tabs through the page before it.
    await launcher.focus();
    await tabTo(page, input);
    // Enter on a blank message does nothing.
    await page.keyboard.press("Enter");
    await expect(dialog.getByText(text.typing)).toHaveCount(0);
    await expect(log.getByRole("listitem")).toHaveCount(1);

    const expected = respond(createConversation(lang, false), text.question, lang)?.reply;
    if (!expected) throw new Error("the engine gave no reply");
    const delay = replyDelay(expected.text);
    await page.keyboard.type(text.question);
    await page.keyboard.press("Enter");

    // While the bot types: indicator shown, input and send disabled, no reply yet.
    await expect(log.getByText(text.question)).toBeVisible();
    await expect(log.getByText(text.typing)).toBeAttached();
    await expect(input).toBeDisabled();
    await expect(send).toBeDisabled();
    await page.clock.runFor(delay - 1);
    await expect(log.getByText(expected.text)).toHaveCount(0);
    await expect(input).toBeDisabled();

    // At exactly 600 ms + min(2000, length × 15 + 500) ms the reply appears and is announced.
    await page.clock.runFor(1);
    await expect(log.getByText(expected.text)).toBeVisible();
    await expect(log.getByText(text.typing)).toHaveCount(0);
    await expect(dialog.locator('[aria-live="polite"]')).toHaveText(expected.text);
    await expect(input).toBeEnabled();
    await expect(input).toBeFocused();

    // Escape closes and gives focus back to the launcher.
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(launcher).toBeFocused();
    await expect(launcher).toHaveAttribute("aria-expanded", "false");

    // Closed by the visitor: it does not open again in this visit, even after a reload.
    await page.clock.runFor(20_000);
    await expect(dialog).toBeHidden();
    await page.reload();
    await expect(launcher).toBeVisible();
    await page.clock.runFor(20_000);
    await expect(dialog).toHaveCount(0);

    // The launcher opens it by keyboard, with focus in the input and the conversation kept.
    await launcher.focus();
    await page.keyboard.press("Enter");
    await expect(dialog).toBeVisible();
    await expect(input).toBeFocused();
    await expect(log.getByText(expected.text)).toBeVisible();

    // The close button also returns focus to the launcher.
    await dialog
      .getByRole("button", { name: lang === "fr" ? "Fermer l'assistant" : "Close the assistant" })
      .click();
    await expect(dialog).toBeHidden();
    await expect(launcher).toBeFocused();
  });

  for (const colorScheme of ["light", "dark"] as const) {
    test(`${lang}: the open chat is accessible (${colorScheme} theme)`, async ({ page }) => {
      test.slow();
      // Set before loading: switching later would run axe during the colour transitions.
      await page.emulateMedia({ colorScheme });
      await openHome(page, text.path);
      await page.getByRole("button", { name: text.launcher }).click();
      const dialog = page.getByRole("dialog", { name: text.dialog });
      await expect(dialog).toBeVisible();
      await dialog.getByRole("textbox", { name: text.input }).fill("contact");
      await dialog.getByRole("textbox", { name: text.input }).press("Enter");
      await page.clock.runFor(3_000);
      await expect(dialog.getByRole("link")).toBeVisible();
      // axe schedules its own timers: let time flow again.
      await page.clock.resume();
      await expectAccessible(page, `${text.path} with the chat open (${colorScheme})`);
    });
  }
}

test("a later visit (a new browser session) gets a different welcome", async ({ page }) => {
  test.slow();
  await openHome(page, "/");
  await page.getByRole("button", { name: ui.fr.launcher }).click();
  const dialog = page.getByRole("dialog", { name: ui.fr.dialog });
  await expect(dialog.getByRole("list").getByText(welcomeText("fr", false))).toBeVisible();

  // Same browser, new tab: a new session, so a new visit of a returning visitor.
  const later = await page.context().newPage();
  await later.clock.install({ time: new Date("2026-01-06T09:00:00Z") });
  await later.clock.pauseAt(new Date("2026-01-06T09:00:01Z"));
  await later.goto("/");
  await expect.poll(() => later.evaluate(() => sessionStorage.getItem("chat:visit"))).toBe("2");
  await later.clock.runFor(8_000);
  const laterDialog = later.getByRole("dialog", { name: ui.fr.dialog });
  await expect(laterDialog).toBeVisible();
  await expect(laterDialog.getByRole("list").getByText(welcomeText("fr", true))).toBeVisible();
  await later.clock.resume();
  await expectAccessible(later, "/ (returning visitor)");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  for (const lang of ["fr", "en"] as const) {
    const text = ui[lang];
    test(`${lang}: the chat never opens by itself below 768 px; the launcher shows a hint`, async ({ page }) => {
      await openHome(page, text.path);
      const launcher = page.getByRole("button", { name: text.launcher });
      const hint = lang === "fr" ? "Une question ?" : "Any questions?";
      await expect(launcher).not.toContainText(hint);
      await page.clock.runFor(8_000);
      await expect(launcher).toContainText(hint);
      await page.clock.runFor(60_000);
      await expect(page.getByRole("dialog", { name: text.dialog })).toHaveCount(0);
      await expect(launcher).toHaveAttribute("aria-expanded", "false");
      // The hint stays small: bottom-right corner, clear of the search box and most of the hero.
      const box = await launcher.boundingBox();
      expect(box?.width ?? 999).toBeLessThan(200);
      // axe needs the page's timers running.
      await page.clock.resume();
      await expectAccessible(page, `${text.path} (chat hint)`);

      await launcher.click();
      await expect(page.getByRole("dialog", { name: text.dialog })).toBeVisible();
      await expect(launcher).not.toContainText(hint);
    });
  }
});
