import type { Page } from "@playwright/test";
import { unique } from "../helpers/mailbox";
import { fill, form, words } from "./auth-pages";
import { expect, test } from "./fixtures";

/*
 * Spec sections 4 and 5, with JavaScript: the offline banner follows the browser's
 * online/offline events; sign-up is tried twice, a second apart, when the network fails
 * (never after an answer from the server); no third-party probe.
 */

const w = words.fr;

/** Fake timers in the page, stopped once it is loaded: only runFor moves them. */
async function stopTheClock(page: Page, load: () => Promise<void>) {
  const start = new Date("2026-03-02T08:00:00Z");
  await page.clock.install({ time: start });
  await load();
  await page.clock.pauseAt(new Date(start.getTime() + 10 * 60_000));
}

async function fillSignUp(page: Page, email: string) {
  await fill(page, w.name, "Sekou Condé");
  await fill(page, w.email, email);
  await fill(page, w.password, "Une phrase de passe solide 12");
}

test("offline: a banner, and nothing is sent; back online, the banner goes", async ({ page, visit }) => {
  await visit("/auth?mode=register");
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  await page.context().setOffline(true);
  await expect(page.getByText("Vous êtes actuellement hors ligne.", { exact: false })).toBeVisible();
  await fillSignUp(page, `${unique("offline")}@example.com`);
  await form(page).getByRole("button", { name: w.signUp }).click();
  await expect(form(page).getByRole("alert")).toContainText(
    "Pas de connexion Internet, veuillez vérifier votre connexion et réessayer.",
  );
  expect(posts).toEqual([]);
  await page.context().setOffline(false);
  await expect(page.getByText("Vous êtes actuellement hors ligne.", { exact: false })).toHaveCount(0);
});

test("sign-up is tried again a second later when the network fails, and succeeds", async ({
  page,
  visit,
}) => {
  // The page's clock is ours: the second attempt must wait for exactly one second of it.
  await stopTheClock(page, () => visit("/auth?mode=register"));
  let attempts = 0;
  await page.route("**/auth.data*", async (route) => {
    attempts += 1;
    if (attempts === 1) await route.abort("internetdisconnected");
    else await route.continue();
  });
  const email = `${unique("retry")}@example.com`;
  await fillSignUp(page, email);
  await form(page).getByRole("button", { name: w.signUp }).click();
  await expect(form(page).getByRole("alert")).toContainText(
    "Problème de connexion Internet. Nouvelle tentative",
  );
  await page.clock.runFor(990);
  expect(attempts).toBe(1);
  await page.clock.runFor(20);
  await expect(page.getByText(w.sent(email))).toBeVisible();
  expect(attempts).toBe(2);
});

test("after two network failures it says the server cannot be reached, and stops", async ({
  page,
  visit,
}) => {
  await stopTheClock(page, () => visit("/auth?mode=register"));
  let attempts = 0;
  await page.route("**/auth.data*", async (route) => {
    attempts += 1;
    await route.abort("connectionrefused");
  });
  await fillSignUp(page, `${unique("down")}@example.com`);
  await form(page).getByRole("button", { name: w.signUp }).click();
  await expect(form(page).getByRole("alert")).toContainText("Nouvelle tentative");
  await page.clock.runFor(1_000);
  await expect(form(page).getByRole("alert")).toContainText(
    "Impossible de se connecter au serveur d'authentification, veuillez réessayer dans quelques instants.",
  );
  await page.clock.runFor(5_000);
  expect(attempts).toBe(2);
});

test("a refusal from the server (4xx) is not tried again", async ({ page, visit }) => {
  await stopTheClock(page, () => visit("/auth?mode=register"));
  let attempts = 0;
  page.on("request", (request) => {
    if (request.method() === "POST") attempts += 1;
  });
  await fill(page, w.name, "Sekou Condé");
  await fill(page, w.email, `${unique("common")}@example.com`);
  await fill(page, w.password, "password123");
  await form(page).getByRole("button", { name: w.signUp }).click();
  await expect(form(page).getByText("Ce mot de passe est trop courant")).toBeVisible();
  // Well past the retry delay on the page's clock: nothing else goes out.
  await page.clock.runFor(5_000);
  expect(attempts).toBe(1);
});

test("a server failure (5xx without an answer of ours) is said plainly, without retrying", async ({
  page,
  visit,
}) => {
  await visit("/auth?mode=register");
  let attempts = 0;
  await page.route("**/auth.data*", async (route) => {
    attempts += 1;
    await route.fulfill({ status: 502, contentType: "text/html", body: "<h1>Bad Gateway</h1>" });
  });
  await fillSignUp(page, `${unique("gateway")}@example.com`);
  await form(page).getByRole("button", { name: w.signUp }).click();
  await expect(form(page).getByRole("alert")).toContainText("Problème de connexion au serveur.");
  expect(attempts).toBe(1);
});
