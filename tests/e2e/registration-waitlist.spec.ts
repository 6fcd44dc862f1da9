import type { Browser } from "@playwright/test";
import { signUpThroughApi } from "./accounts";
import { expect, languagesWith, test } from "./fixtures";
import {
  attachedCalendar,
  audit,
  expectFlash,
  prefix,
  registrationMail,
  submitRegistration,
  words,
} from "./registration";

/**
 * A full session, its waiting list, a seat freeing, the offer e-mail and its confirmation
 *, in both languages, with and without JavaScript. Session 10 of course 103 has one
 * seat left in the demo data: each journey fills it, queues, frees it, takes the offered seat
 * and gives it back, so the journeys run one after the other on the same session.
 */
test.describe.configure({ mode: "serial" });

const SESSION = "/register/103?session=10";

/** A second visitor with a browser of their own (their own cookies and client address). */
async function otherVisitor(
  browser: Browser,
  lang: "fr" | "en",
  javaScriptEnabled: boolean,
  address: string,
) {
  const context = await browser.newContext({
    locale: lang === "fr" ? "fr-FR" : "en-GB",
    javaScriptEnabled,
    extraHTTPHeaders: { "x-forwarded-for": address },
  });
  const account = await signUpThroughApi(context, { lang, name: "Moussa Camara" });
  return { context, page: await context.newPage(), account };
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });
    for (const lang of languagesWith(javaScriptEnabled)) {
      const text = words[lang];
      const at = prefix(lang);

      test(`(${lang}) a full session, the waiting list, a seat frees, the offer e-mail, confirm`, async ({
        page,
        visit,
        browser,
      }) => {
        // Two accounts, several e-mails and an axe audit on every page: a long journey.
        test.setTimeout(240_000);
        const waiting = await signUpThroughApi(page.context(), { lang, name: "Awa Diallo" });
        const holder = await otherVisitor(
          browser,
          lang,
          javaScriptEnabled,
          `198.51.100.${javaScriptEnabled ? 201 : 202}`,
        );

        // The last seat goes to the holder.
        await holder.page.goto(`${at}${SESSION}`);
        await submitRegistration(holder.page, lang);
        await expect(holder.page).toHaveURL(new RegExp(`${at}/courses/103$`));

        // Full now: the waiting list, in position 1.
        await visit(`${at}${SESSION}`);
        await expect(page.locator('input[name="sessionId"][value="10"]')).toBeChecked();
        await expect(
          page.getByText(
            lang === "fr" ? "Complet : inscription sur liste d'attente" : "Full: join the waiting list",
          ),
        ).toBeVisible();
        // The button says it joins the waiting list, and the page after says where one stands.
        await submitRegistration(page, lang, text.joinWaitlist);
        await expect(page).toHaveURL(new RegExp(`${at}/courses/103$`));
        await expectFlash(page, javaScriptEnabled, text.waitlistedTitle);
        const status = page.locator("[data-registration-status]");
        await expect(status.getByRole("heading", { level: 2, name: text.onWaitlist })).toBeVisible();
        await expect(status.getByText(text.waiting)).toBeVisible();
        await expect(status.getByText(text.nothingToPay)).toBeVisible();
        await expect(page.getByText(text.registered)).toHaveCount(0);
        if (javaScriptEnabled) {
          // News to read, not a success.
          await expect(page.locator('[data-sonner-toast][data-type="info"]')).toBeVisible();
        }
        await audit(page, javaScriptEnabled, "course page, on the waiting list");
        const [queued] = await registrationMail(waiting.email, "waitlisted");
        expect(queued?.attachments).toEqual([]);

        // Mes inscriptions: the place in the queue, no payment, and a way to leave the queue.
        await page.goto(`${at}/profile/registrations`);
        const queuedItem = page.getByRole("article").filter({ hasText: "(SST)" });
        await expect(queuedItem.getByText(text.queueBadge)).toBeVisible();
        await expect(queuedItem.getByText(lang === "fr" ? /Paiement/ : /Payment/)).toHaveCount(0);
        await queuedItem.getByRole("link", { name: text.leaveWaitlist }).click();
        await expect(page.getByRole("heading", { level: 1, name: text.leaveTitle })).toBeVisible();
        await audit(page, javaScriptEnabled, "leaving the waiting list");
        await page.getByRole("link", { name: text.stay }).click();
        await expect(page).toHaveURL(new RegExp(`${at}/profile/registrations$`));

        // The holder cancels: the seat is offered to the first person waiting, by e-mail.
        await holder.page.goto(`${at}/profile/registrations`);
        await holder.page.getByRole("link", { name: text.cancel }).first().click();
        await holder.page.getByRole("button", { name: text.cancelConfirm }).click();
        await expect(holder.page).toHaveURL(new RegExp(`${at}/profile/registrations$`));

        const [offer] = await registrationMail(waiting.email, "offer");
        expect(offer?.text).toContain(lang === "fr" ? "Une place s'est libérée" : "A seat has freed up");
        const link = offer?.links.find((href) => href.includes("/register/confirm?token="));
        expect(link, "the offer's link").toBeTruthy();
        const url = new URL(link!);
        expect(url.pathname).toBe(`${at}/register/confirm`);

        // The link opened while signed in with another account: it says so, and signing out
        // leads to the sign-in page that comes back to the offer.
        const stranger = await holder.page.goto(url.pathname + url.search);
        expect(stranger?.status()).toBe(403);
        await expect(holder.page.getByRole("heading", { level: 2, name: text.otherAccountTitle })).toBeVisible();
        await audit(holder.page, javaScriptEnabled, "offer link, another account");
        await holder.page.getByRole("button", { name: text.switchAccount }).click();
        const back = encodeURIComponent(url.pathname + url.search).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
        await expect(holder.page).toHaveURL(new RegExp(`${at}/auth\\?redirectTo=${back}$`));
        await holder.context.close();

        await visit(url.pathname + url.search);
        await expect(page.getByRole("heading", { level: 1, name: text.offerTitle })).toBeVisible();
        await page.getByRole("button", { name: text.offerConfirm }).click();
        await expect(page).toHaveURL(new RegExp(`${at}/profile/registrations$`));
        await expectFlash(page, javaScriptEnabled, text.offerDone);
        await audit(page, javaScriptEnabled, "Mes inscriptions after confirming");
        const item = page.getByRole("article").filter({ hasText: "(SST)" });
        await expect(item.getByText(text.confirmed)).toBeVisible();
        const [confirmation] = await registrationMail(waiting.email, "confirmed");
        expect(attachedCalendar(confirmation)).toMatchObject({ method: "REQUEST", zone: "Africa/Conakry" });

        // The link again: already confirmed, nothing changes.
        await visit(url.pathname + url.search);
        await expect(
          page.getByRole("status").filter({
            hasText: lang === "fr" ? "Votre inscription est confirmée" : "Your registration is confirmed",
          }),
        ).toBeVisible();

        // Give the seat back, for the next journey.
        await page.goto(`${at}/profile/registrations`);
        await page
          .getByRole("article")
          .filter({ hasText: "(SST)" })
          .getByRole("link", { name: text.cancel })
          .click();
        await page.getByRole("button", { name: text.cancelConfirm }).click();
        await expect(page).toHaveURL(new RegExp(`${at}/profile/registrations$`));
      });
    }
  });
}
