import fs from "node:fs";
import path from "node:path";
import type { APIRequestContext, BrowserContext, Page } from "@playwright/test";
import { ANTI_FORGERY_FIELD } from "../../app/features/security/anti-forgery";
import { codeAt, currentStep } from "../helpers/totp-codes";
import { e2eBaseUrl, e2eDataDir } from "../helpers/e2e-env";
import { clientAddress, newUser, toast, type Lang, type User } from "./back-office-steps";
import { expect } from "./fixtures";
import { prefix } from "./registration";
import { setUpTwoFactor, twoFactorTexts } from "./two-factor-steps";

/*
 * A staff account of its own for each back-office journey, so that they run side by side:
 * the demo admin may change its two-factor settings only so many times in a quarter of an
 * hour, and one account signed in with two factors by several journeys at once would have them
 * race. Made through the requests a real deployment sees (sign-up, the granter's role form,
 * better-auth's two-factor endpoints), without clicking through the pages that make them: those
 * are the people and two-factor journeys' to click.
 *
 * The first administrator is the "granter": the demo admin's journey (demo-admin.setup.ts, run
 * before the others) names it and keeps its signed-in browser state in the e2e data folder.
 */

/** The granter's browser state (cookies of a session signed in with two factors). */
export const granterState = path.join(e2eDataDir, "staff-granter.json");

export interface Staff extends User {
  /** The two-factor key (Base32) and the time step its set-up used. */
  key: string;
  step: number;
}

const roleWords = {
  admin: { open: "Nommer administrateur", confirm: "Oui, nommer administrateur" },
  moderator: { open: "Nommer modérateur", confirm: "Oui, nommer modérateur" },
};

/** `admin` names the account of `email` to `role`, through its page in the people list. */
export async function nameStaff(admin: Page, email: string, role: keyof typeof roleWords) {
  await admin.goto(`/admin/people?q=${encodeURIComponent(email)}`);
  const person = admin.locator(`[data-person="${email}"] a`);
  await admin.goto((await person.getAttribute("href")) ?? "");
  await admin.locator("summary", { hasText: roleWords[role].open }).click();
  await admin.getByRole("button", { name: roleWords[role].confirm }).click();
  await expect(toast(admin, "Rôle modifié")).toBeVisible();
}

/** From the person's profile: two-factor set up; the session is then one with two factors. */
export async function secureWithTwoFactor(user: User, lang: Lang) {
  await user.page.goto(`${prefix(lang)}/profile/two-factor`);
  return setUpTwoFactor(user.page, twoFactorTexts[lang], user.account.password);
}

/** The id of the account signed in in `context` (better-auth's session endpoint). */
async function signedInUserId(context: BrowserContext): Promise<string> {
  const session = await context.request.get("/api/auth/get-session");
  const id = ((await session.json()) as { user?: { id?: string } } | null)?.user?.id;
  if (!id) throw new Error(`no signed-in account: ${session.status()}`);
  return id;
}

/**
 * `admin` (a signed-in context) names the account `userId` to `role` by posting its person
 * page's role form as a browser without JavaScript does: the page read first for its
 * anti-forgery token. The clicks through the people page are the people journey's
 * (back-office-forms.spec.ts); here the account is only set up.
 */
async function nameStaffThroughForm(admin: APIRequestContext, userId: string, role: keyof typeof roleWords) {
  const path = `/admin/people/${userId}`;
  const page = await admin.get(path);
  expect(page.status(), `${path} for the granter`).toBe(200);
  const token = new RegExp(`name="${ANTI_FORGERY_FIELD}" value="([^"]+)"`).exec(await page.text())?.[1];
  expect(token, `an anti-forgery token on ${path}`).toBeTruthy();
  const named = await admin.post(path, {
    form: { intent: "role", role, [ANTI_FORGERY_FIELD]: token ?? "" },
    headers: { origin: new URL(e2eBaseUrl).origin },
    maxRedirects: 0,
  });
  expect(named.status(), `naming ${userId} ${role}: ${await named.text()}`).toBe(302);
}

/**
 * Two-factor set up through better-auth's endpoints, as the profile page calls them: enable
 * with the password, then the first code. The session in `context` is then one with two
 * factors. The page's own steps are the two-factor journeys' (two-factor.spec.ts).
 */
async function secureThroughApi(context: BrowserContext, password: string) {
  // better-auth wants an Origin on a request that carries cookies, as a browser sends one.
  const headers = { origin: new URL(e2eBaseUrl).origin };
  const enabled = await context.request.post("/api/auth/two-factor/enable", { data: { password }, headers });
  expect(enabled.status(), await enabled.text()).toBe(200);
  const { totpURI } = (await enabled.json()) as { totpURI: string };
  const key = new URL(totpURI).searchParams.get("secret") ?? "";
  const step = currentStep();
  const verified = await context.request.post("/api/auth/two-factor/verify-totp", {
    data: { code: await codeAt(key, step) },
    headers,
  });
  expect(verified.status(), await verified.text()).toBe(200);
  return { key, step };
}

/**
 * A new administrator signed in with two factors, in a browser context of its own (close it at
 * the end): signed up, named by the granter, two-factor set up, each through the requests the
 * pages make, without the pages (the journeys about those pages click through them).
 */
export async function newAdmin(page: Page, lang: Lang, name: string): Promise<Staff> {
  if (!fs.existsSync(granterState))
    throw new Error(`no ${granterState}: the demo admin's journey (project "demo-admin") names the granter`);
  const staff = await newUser(page, lang, name);
  try {
    const granter = await page
      .context()
      .browser()!
      .newContext({ storageState: granterState, extraHTTPHeaders: { "x-forwarded-for": clientAddress() } });
    try {
      await nameStaffThroughForm(granter.request, await signedInUserId(staff.context), "admin");
    } finally {
      await granter.close();
    }
    const { key, step } = await secureThroughApi(staff.context, staff.account.password);
    return { ...staff, key, step };
  } catch (error) {
    await staff.context.close();
    throw error;
  }
}
