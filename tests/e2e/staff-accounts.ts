import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { e2eDataDir } from "../helpers/e2e-env";
import { clientAddress, newUser, toast, type Lang, type User } from "./back-office-steps";
import { expect } from "./fixtures";
import { prefix } from "./registration";
import { setUpTwoFactor, twoFactorTexts } from "./two-factor-steps";

/*
 * A staff account of its own for each back-office journey, so that they run side by side:
 * the demo admin may change its two-factor settings only so many times in a quarter of an
 * hour, and one account signed in with two factors by several journeys at once would have them
 * race. Made as on a real deployment: a new account signs up, an administrator names it
 * through the people page, and it sets up two-factor from its profile.
 *
 * The first administrator is the "granter": the demo admin's journey (demo-admin.setup.ts, run
 * before the others) names it and keeps its signed-in browser state in the e2e data folder.
 */

/** The granter's browser state (cookies of a session signed in with two factors). */
export const granterState = path.join(e2eDataDir, "staff-granter.json");

export interface Staff extends User {
  /** The two-factor key and the time step its set-up used. */
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

/**
 * A new administrator signed in with two factors, in a browser context of its own (close it at
 * the end): named by the granter, then two-factor set up from its profile in `lang`.
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
      await nameStaff(await granter.newPage(), staff.account.email, "admin");
    } finally {
      await granter.close();
    }
    const { key, step } = await secureWithTwoFactor(staff, lang);
    return { ...staff, key, step };
  } catch (error) {
    await staff.context.close();
    throw error;
  }
}
