import { expect, type BrowserContext, type Page } from "@playwright/test";
import { readDemoAccounts, type DemoAccount } from "../../app/features/accounts/demo-accounts.server";
import type { Role } from "../../app/features/accounts/roles";
import { e2eDataDir } from "../helpers/e2e-env";
import { verificationPath } from "../helpers/e2e-accounts";
import { unique } from "../helpers/mailbox";

/*
 * Accounts for journeys that are not about signing in: through better-auth's HTTP API, with
 * the browser context's own cookie jar, so the pages then see a signed-in visitor. Journeys
 * about signing in go through the pages instead.
 */

/** The admin, moderator and user the e2e server created at its first start (embedded mode). */
export function demoAccount(role: Role): DemoAccount {
  const account = readDemoAccounts(e2eDataDir).find((candidate) => candidate.role === role);
  if (!account) throw new Error(`no demo ${role} in ${e2eDataDir}`);
  return account;
}

export async function signInThroughApi(
  context: BrowserContext,
  { email, password }: { email: string; password: string },
) {
  const response = await context.request.post("/api/auth/sign-in/email", { data: { email, password } });
  expect(response.status(), `sign-in of ${email}: ${await response.text()}`).toBe(200);
}

export interface NewAccount {
  email: string;
  password: string;
  name: string;
}

/**
 * A new account, signed up through the API, its address confirmed with the link its e-mail
 * carries (made as the server makes it, not read from the outbox), signed in in `context`.
 */
export async function signUpThroughApi(
  context: BrowserContext,
  {
    lang = "fr",
    name = "Awa Diallo",
    email = `${unique("e2e")}@example.com`,
  }: { lang?: "fr" | "en"; name?: string; email?: string } = {},
): Promise<NewAccount> {
  const account = { email, password: `Pw-${unique("")}-ok`, name };
  const signUp = await context.request.post("/api/auth/sign-up/email", {
    data: { ...account, lang, firstName: name.split(" ")[0], lastName: name.split(" ").slice(1).join(" ") },
  });
  expect(signUp.status(), await signUp.text()).toBe(200);
  const verified = await context.request.get(await verificationPath(account.email), { maxRedirects: 0 });
  expect(verified.status(), await verified.text()).toBe(200);
  await signInThroughApi(context, account);
  return account;
}

/** The header's account menu: its button shows the signed-in visitor's name. */
export function accountMenu(page: Page, name: string | RegExp) {
  return page.getByRole("banner").locator("summary", { hasText: name });
}

/** Signs out through the header's account menu ('Déconnexion' / 'Sign out' inside it). */
export async function signOutFromHeader(page: Page, name: string | RegExp, signOut: string) {
  await accountMenu(page, name).click();
  await page.getByRole("banner").getByRole("button", { name: signOut }).click();
}
