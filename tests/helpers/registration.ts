import type { Database } from "../../db/database";
import { emailOutbox, trainingSessions, user } from "../../db/schema";
import type { RegistrationDeps } from "../../app/features/registration/registration-deps";
import type { RegistrationRequest } from "../../app/features/registration/register.server";
import { currentCataloguePrice, type FrozenPrice } from "../../app/features/sessions/frozen-price.server";

/** Test data for the registration rules: accounts, sessions, requests and a clock. */

export const SECRETS = ["r".repeat(32)] as const;
export const SITE_URL = "https://site.example";

export function depsAt(now: Date): RegistrationDeps {
  return { siteUrl: SITE_URL, secrets: SECRETS, now };
}

let counter = 0;

/** `count` accounts (no password: the rules never sign in), returning their ids. */
export async function makeUsers(db: Database, count: number, lang: "fr" | "en" = "fr"): Promise<string[]> {
  const ids = Array.from(
    { length: count },
    () => `user-${++counter}-${Math.random().toString(36).slice(2, 8)}`,
  );
  await db.insert(user).values(ids.map((id) => ({ id, name: id, email: `${id}@example.com`, lang })));
  return ids;
}

export async function makeSession(
  db: Database,
  {
    courseId = 101,
    seats = 10,
    startsAt = new Date("2027-03-10T08:00:00Z"),
    endsAt = undefined as Date | undefined,
    city = "Conakry",
    country = "GN",
    timeZone = "Africa/Conakry",
    status = "scheduled" as "scheduled" | "cancelled",
    priceCents = null as number | null,
  } = {},
): Promise<number> {
  const [row] = await db
    .insert(trainingSessions)
    .values({
      courseId,
      startsAt,
      endsAt: endsAt ?? new Date(startsAt.getTime() + 9 * 3600_000),
      format: "presentiel",
      venueName: "Centre de formation",
      streetAddress: "Avenue de la République",
      city,
      country,
      timeZone,
      totalSeats: seats,
      status,
      priceCents,
    })
    .returning({ id: trainingSessions.id });
  if (!row) throw new Error("no session");
  return row.id;
}

export function requestFor(
  userId: string,
  { courseId = 101, sessionId = null as number | null, lang = "fr" as "fr" | "en" } = {},
): RegistrationRequest {
  return {
    userId,
    courseId,
    sessionId,
    person: {
      firstName: "Awa",
      lastName: "Diallo",
      email: `${userId}@example.com`,
      phone: "+224 620 00 00 00",
    },
    payer: "self",
    lang,
  };
}

/** The messages queued so far, oldest first, with what tests look at. */
export async function queuedMail(db: Database) {
  const rows = await db.select().from(emailOutbox).orderBy(emailOutbox.id);
  return rows.map((row) => ({
    kind: row.kind,
    to: row.toAddress,
    subject: row.subject,
    text: row.textBody,
    attachments: row.attachments ?? [],
  }));
}

/**
 * Registration rows written straight into the table, as the site writes them: each with the
 * price its session (else its course) has at that moment, frozen on it (frozen-price.server.ts).
 */
export async function withFrozenPrices<Row extends { courseId: number; sessionId?: number | null }>(
  db: Database,
  rows: Row[],
): Promise<(Row & FrozenPrice)[]> {
  return Promise.all(
    rows.map(async (row) => ({
      ...row,
      ...(await currentCataloguePrice(db, row.courseId, row.sessionId ?? null)),
    })),
  );
}
