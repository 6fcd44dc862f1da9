import type { BrowserContext, Page } from "@playwright/test";
import sharp from "sharp";
import { unique } from "../helpers/mailbox";
import { signUpThroughApi, type NewAccount } from "./accounts";
import { expect, expectAccessible, expectLinksWork } from "./fixtures";
import { prefix, submitRegistration } from "./registration";

/*
 * Steps the back-office journeys share: people in browsers of their own, a course and its
 * sessions made through the back-office's forms (and put away again), a registration paid,
 * the audit log read. Each journey runs beside the others, so each makes what it works on.
 */

export type Lang = "fr" | "en";

const words = {
  fr: {
    save: "Enregistrer",
    courseCreated: "Formation créée",
    schedule: "Planifier la session",
    sessionCreated: "Session planifiée",
    payNow: "Payer maintenant",
    transfer: "Virement bancaire",
    submitPay: /^Payer /,
    approve: "Approuver",
    cancelSession: "Annuler la session",
    confirmCancel: "Oui, annuler la session",
    sessionCancelled: "Session annulée",
    archive: "Archiver la formation",
    archiveConfirm: "Oui, archiver",
    archived: "Formation archivée",
  },
  en: {
    save: "Save",
    courseCreated: "Course created",
    schedule: "Schedule the session",
    sessionCreated: "Session scheduled",
    payNow: "Pay Now",
    transfer: "Bank transfer",
    submitPay: /^Pay /,
    approve: "Approve",
    cancelSession: "Cancel the session",
    confirmCancel: "Yes, cancel the session",
    sessionCancelled: "Session cancelled",
    archive: "Archive the course",
    archiveConfirm: "Yes, archive",
    archived: "Course archived",
  },
} as const;

/** A toast that says `title`. */
export const toast = (page: Page, title: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: title });

/** The id at the end of the page's URL (/admin/courses/12 → "12"). */
export function idOf(page: Page, path: RegExp): string {
  const id = path.exec(new URL(page.url()).pathname)?.[1];
  expect(id, `an id in ${page.url()}`).toBeTruthy();
  return id!;
}

/** A 960 × 540 picture, as staff would upload for a course. */
export async function photo(): Promise<Buffer> {
  return sharp({ create: { width: 960, height: 540, channels: 3, background: "#1d4ed8" } })
    .png()
    .toBuffer();
}

/** A page of another browser: navigates, checks the status, axe and the links, as `visit` does. */
export function visitorOf(page: Page) {
  return async (path: string) => {
    const response = await page.goto(path);
    expect(response?.status() ?? 0, `status of ${path}`).toBeLessThan(400);
    await expectAccessible(page, path);
    await expectLinksWork(page, path);
  };
}

/** A day `days` from now at `hour`:00 UTC, as a datetime-local value (Conakry is UTC). */
export function wallClock(days: number, hour: number): string {
  const day = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  return `${day}T${String(hour).padStart(2, "0")}:00`;
}

export interface User {
  context: BrowserContext;
  account: NewAccount;
  page: Page;
  visit: (path: string) => Promise<void>;
}

/** A client address of its own (the per-client limits count each person apart). */
export function clientAddress(): string {
  const octet = () => 1 + Math.floor(Math.random() * 250);
  return `10.${octet()}.${octet()}.${octet()}`;
}

/** A new user in a browser context of their own, with a client address of their own. */
export async function newUser(page: Page, lang: Lang, name: string): Promise<User> {
  const context = await page
    .context()
    .browser()!
    .newContext({ extraHTTPHeaders: { "x-forwarded-for": clientAddress() } });
  const account = await signUpThroughApi(context, { lang, name });
  const userPage = await context.newPage();
  return { context, account, page: userPage, visit: visitorOf(userPage) };
}

/** Registers `user` for the session and starts paying with `method` (the dialog or the pay page). */
export async function registerAndPay(
  user: User,
  lang: Lang,
  courseId: string,
  sessionId: string,
  method: "transfer" | "test",
) {
  const text = words[lang];
  const at = prefix(lang);
  await user.visit(`${at}/courses/${courseId}`);
  await user.page.locator(`a[href="${at}/register/${courseId}?session=${sessionId}"]`).first().click();
  await submitRegistration(user.page, lang);
  await expect(user.page).toHaveURL(new RegExp(`${at}/courses/${courseId}$`));
  await user.page.getByRole("link", { name: text.payNow, exact: true }).click();
  const choice = user.page.getByRole("radio", { name: method === "transfer" ? text.transfer : /TEST MODE/ });
  await choice.check();
  await user.page.getByRole("button", { name: text.submitPay }).click();
  if (method === "test") {
    await expect(user.page).toHaveURL(new RegExp(`${at}/payments/test/GMS-`));
    await user.page.getByRole("button", { name: text.approve }).click();
  }
  await expect(user.page).toHaveURL(new RegExp(`${at}/payments/GMS-[0-9A-Z-]+$`));
  await expect(user.page.getByTestId("payment-status")).toHaveAttribute(
    "data-status",
    method === "transfer" ? "pending" : "succeeded",
  );
}

/** The audit rows of `action` on the entity `id`: exactly one, its before and after shown. */
export async function expectAudited(
  page: Page,
  visit: (path: string) => Promise<void>,
  lang: Lang,
  action: string,
  id: string,
  before: RegExp,
  after: RegExp,
) {
  await visit(`${prefix(lang)}/admin/audit?action=${action}`);
  const rows = page
    .locator(`[data-audit-action="${action}"]`)
    // The entity's cell names it and links to its page ("/admin/sessions/12").
    .filter({ has: page.locator(`td a[href$="/${id}"]`) });
  await expect(rows, `${action} #${id} once in the audit log`).toHaveCount(1);
  const [beforeText, afterText] = await rows.locator("pre").allTextContents();
  expect(beforeText, `${action} before`).toMatch(before);
  expect(afterText, `${action} after`).toMatch(after);
}

/**
 * A course made through its form (in person, 450 €), optionally with an image; returns its id.
 * `category` and `subcategory` say what it is about; the title is made unique.
 */
export async function createCourse(
  page: Page,
  visit: (path: string) => Promise<void>,
  lang: Lang,
  { title, category = "qhse", subcategory = "Sécurité", image = false }: CourseFields,
): Promise<string> {
  const text = words[lang];
  const at = prefix(lang);
  await visit(`${at}/admin/courses/new`);
  const form = page.locator("#course-form");
  await form.locator('select[name="category"]').selectOption(category);
  for (const [name, value] of [
    ["title.fr", title],
    ["subcategory.fr", subcategory],
    ["description.fr", "Une formation créée par un parcours du back-office."],
    ["duration.fr", "1 jour"],
    ["audience.fr", "Tout public"],
    ["prerequisites.fr", "Aucun"],
    ["price", "450"],
  ] as const)
    await form.locator(`[name="${name}"]`).fill(value);
  await form.locator('input[name="formats"][value="presentiel"]').check();
  if (image)
    await form
      .locator('input[name="image"]')
      .setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: await photo() });
  await form.getByRole("button", { name: text.save, exact: true }).click();
  await expect(toast(page, text.courseCreated)).toBeVisible();
  return idOf(page, /\/admin\/courses\/(\d+)$/);
}

export interface CourseFields {
  title: string;
  category?: string;
  subcategory?: string;
  image?: boolean;
}

/** A unique course title. */
export const courseTitle = (start: string) => `${start} ${unique("")}`;

/**
 * A session of `courseId` in person in Conakry, `days` from now 09:00-17:00, through the
 * new-session form; returns its id.
 */
export async function scheduleSession(
  page: Page,
  visit: (path: string) => Promise<void>,
  lang: Lang,
  { courseId, days, seats, price }: { courseId: string; days: number; seats: number; price: number },
): Promise<string> {
  const text = words[lang];
  await visit(`${prefix(lang)}/admin/sessions/new`);
  const form = page.locator("#session-new");
  await form.locator('select[name="courseId"]').selectOption(courseId);
  await form.locator('input[name="startsAt"]').fill(wallClock(days, 9));
  await form.locator('input[name="endsAt"]').fill(wallClock(days, 17));
  await form.locator('select[name="timeZone"]').selectOption("Africa/Conakry");
  // In person: a remote session's "join live" link answers 409 until it starts (the link check).
  await form.locator('input[name="format"][value="presentiel"]').check();
  await form.locator('input[name="city"]').fill("Conakry");
  await form.locator('input[name="country"]').fill("GN");
  await form.locator('input[name="totalSeats"]').fill(String(seats));
  await form.locator('input[name="price"]').fill(String(price));
  await form.getByRole("button", { name: text.schedule }).click();
  await expect(toast(page, text.sessionCreated)).toBeVisible();
  return idOf(page, /\/admin\/sessions\/(\d+)$/);
}

/**
 * The catalogue left as found, whatever failed: the sessions still scheduled cancelled, the
 * course archived (each through its confirmation, as staff do it).
 */
export async function putAway(page: Page, lang: Lang, { courseId, sessions }: Made) {
  const text = words[lang];
  const at = prefix(lang);
  for (const id of sessions) {
    await page.goto(`${at}/admin/sessions/${id}`);
    const cancel = page.locator("summary", { hasText: text.cancelSession });
    if ((await cancel.count()) === 0) continue;
    await cancel.click();
    await page.getByRole("button", { name: text.confirmCancel }).click();
    await expect(toast(page, text.sessionCancelled)).toBeVisible();
  }
  if (!courseId) return;
  await page.goto(`${at}/admin/courses/${courseId}`);
  const archive = page.locator("summary", { hasText: text.archive });
  if ((await archive.count()) === 0) return;
  await archive.click();
  await page.getByRole("button", { name: text.archiveConfirm }).click();
  await expect(toast(page, text.archived)).toBeVisible();
}

/** What a journey made in the catalogue, for putting it away. */
export interface Made {
  courseId: string;
  sessions: string[];
}
