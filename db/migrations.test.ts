import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { asc, sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { createScratchDatabase } from "../tests/helpers/scratch-postgres";
import { migrationsFolder, pgliteExtensions, type Database } from "./database";
import * as schema from "./schema";
import { seedCatalog, seedDemoData, seedIfEmpty } from "./seed";

/*
 * Migrations applied to databases that hold rows of the old shape: 0003 (registrations on
 * accounts, ADR 0901) on the demo attendees of before, keyed by made-up user ids, and the payment
 * status that also said whether a seat was held; 0017 (posts of a kind) on a site's news.
 */

/** The migrations folder as it was before 0003 (the journal cut after `lastIndex`). */
function migrationsUpTo(lastIndex: number): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "migrations-"));
  fs.cpSync(migrationsFolder, dir, { recursive: true });
  const journalFile = path.join(dir, "meta", "_journal.json");
  const journal = JSON.parse(fs.readFileSync(journalFile, "utf8")) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx <= lastIndex);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

interface Opened {
  db: Database;
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function openEmpty(): Promise<Opened> {
  if (process.env.TEST_DATABASE_URL) {
    const scratch = await createScratchDatabase("migration");
    const pool = new pg.Pool({ connectionString: scratch.url });
    cleanups.push(async () => {
      await pool.end();
      await scratch.drop();
    });
    return {
      db: drizzleNodePg(pool, { schema }) as unknown as Database,
      migrate: (folder) => migrateNodePg(drizzleNodePg(pool), { migrationsFolder: folder }),
      close: async () => {},
    };
  }
  const client = await PGlite.create({ extensions: pgliteExtensions });
  cleanups.push(() => client.close());
  return {
    db: drizzlePglite(client, { schema }) as unknown as Database,
    migrate: (folder) => migratePglite(drizzlePglite(client), { migrationsFolder: folder }),
    close: async () => {},
  };
}

describe("migration 0003 on a database with the old demo rows", () => {
  it("turns the old rows into the new shape, with an account for every registrant, and the demo seed still runs", async () => {
    const { db, migrate } = await openEmpty();
    await migrate(migrationsUpTo(2));
    // The courses as they were then (raw SQL: today's schema has columns these migrations lack).
    const text = '{"fr":"x","en":"x"}';
    for (const id of [101, 102, 103]) {
      await db.execute(sql`
        INSERT INTO courses (id, category, subcategory, title, description, duration, audience, prerequisites, formats)
        VALUES (${id}, 'qhse', ${text}::jsonb, ${text}::jsonb, ${text}::jsonb, ${text}::jsonb, ${text}::jsonb, ${text}::jsonb, '{presentiel}')`);
    }
    await db.execute(sql`
      INSERT INTO training_sessions (id, course_id, starts_at, ends_at, format, city, country, total_seats)
      VALUES (1, 101, '2026-12-01T08:00:00Z', '2026-12-03T17:00:00Z', 'presentiel', 'Conakry', 'GN', 20),
             (8, 101, '2027-01-10T08:00:00Z', '2027-01-12T16:00:00Z', 'presentiel', 'Lyon', 'FR', 14)`);
    // A real account whose address one made-up registrant also gave.
    await db.execute(
      sql`INSERT INTO "user" (id, name, email) VALUES ('real-1', 'Awa Diallo', 'awa@example.com')`,
    );
    await db.execute(sql`
      INSERT INTO registrations (id, user_id, course_id, session_id, first_name, last_name, email, phone, payment_status)
      VALUES
        (101, 'demo-attendee-1-1', 101, 1, 'Aminata', 'Sylla', 'demo.attendee.1.1@example.com', '+224 620 00 00 00', 'pending'),
        (102, 'demo-attendee-1-2', 101, 1, 'Ibrahima', 'Camara', 'demo.attendee.1.2@example.com', '+224 620 00 00 00', 'paid'),
        (103, 'demo-attendee-1-3', 101, 1, 'Mariama', 'Touré', 'Shared@Example.com', '+224 620 00 00 00', 'cancelled'),
        (104, 'demo-attendee-1-4', 101, 1, 'Ousmane', 'Condé', 'shared@example.com', '+224 620 00 00 00', 'failed'),
        (105, 'demo-attendee-1-5', 101, 1, 'Fanta', 'Barry', 'awa@example.com', '+224 620 00 00 00', 'refunded'),
        (106, 'demo-attendee-x', 102, NULL, 'Alpha', 'Keïta', 'alpha@example.com', '+224 620 00 00 00', 'pending'),
        (107, 'real-1', 103, 1, 'Awa', 'Diallo', 'awa@example.com', '+224 620 00 00 00', 'paid')`);

    await migrate(migrationsFolder);

    const rows = await db
      .select({
        id: schema.registrations.id,
        userId: schema.registrations.userId,
        status: schema.registrations.status,
        paymentStatus: schema.registrations.paymentStatus,
        confirmed: sql<boolean>`${schema.registrations.confirmedAt} IS NOT NULL`,
        cancelled: sql<boolean>`${schema.registrations.cancelledAt} IS NOT NULL`,
      })
      .from(schema.registrations)
      .orderBy(asc(schema.registrations.id));
    expect(rows).toEqual([
      {
        id: 101,
        userId: "demo-attendee-1-1",
        status: "confirmed",
        paymentStatus: "pending",
        confirmed: true,
        cancelled: false,
      },
      {
        id: 102,
        userId: "demo-attendee-1-2",
        status: "confirmed",
        paymentStatus: "paid",
        confirmed: true,
        cancelled: false,
      },
      {
        id: 103,
        userId: "demo-attendee-1-3",
        status: "cancelled",
        paymentStatus: "pending",
        confirmed: false,
        cancelled: true,
      },
      {
        id: 104,
        userId: "demo-attendee-1-4",
        status: "expired",
        paymentStatus: "failed",
        confirmed: false,
        cancelled: false,
      },
      {
        id: 105,
        userId: "demo-attendee-1-5",
        status: "cancelled",
        paymentStatus: "refunded",
        confirmed: false,
        cancelled: true,
      },
      // Without a session: a registration of interest.
      {
        id: 106,
        userId: "demo-attendee-x",
        status: "waitlisted",
        paymentStatus: "pending",
        confirmed: false,
        cancelled: false,
      },
      {
        id: 107,
        userId: "real-1",
        status: "confirmed",
        paymentStatus: "paid",
        confirmed: true,
        cancelled: false,
      },
    ]);

    const people = await db
      .select({ id: schema.user.id, email: schema.user.email, name: schema.user.name })
      .from(schema.user)
      .orderBy(asc(schema.user.id));
    expect(people).toEqual([
      { id: "demo-attendee-1-1", email: "demo.attendee.1.1@example.com", name: "Aminata Sylla" },
      { id: "demo-attendee-1-2", email: "demo.attendee.1.2@example.com", name: "Ibrahima Camara" },
      // Two made-up ids with one address: the first keeps it.
      { id: "demo-attendee-1-3", email: "shared@example.com", name: "Mariama Touré" },
      { id: "demo-attendee-1-4", email: "demo-attendee-1-4@legacy.invalid", name: "Ousmane Condé" },
      // The address belongs to a real account already.
      { id: "demo-attendee-1-5", email: "demo-attendee-1-5@legacy.invalid", name: "Fanta Barry" },
      { id: "demo-attendee-x", email: "alpha@example.com", name: "Alpha Keïta" },
      { id: "real-1", email: "awa@example.com", name: "Awa Diallo" },
    ]);
    // None of them can sign in: no credential.
    expect(await db.select().from(schema.account)).toEqual([]);

    const zones = await db
      .select({ id: schema.trainingSessions.id, timeZone: schema.trainingSessions.timeZone })
      .from(schema.trainingSessions)
      .orderBy(asc(schema.trainingSessions.id));
    expect(zones).toEqual([
      { id: 1, timeZone: "Africa/Conakry" },
      { id: 8, timeZone: "Europe/Paris" },
    ]);

    // The new rules hold from now on: one registration in force per user and course.
    await expect(
      db.insert(schema.registrations).values({
        userId: "demo-attendee-1-1",
        courseId: 101,
        sessionId: 8,
        firstName: "A",
        lastName: "B",
        email: "a@example.com",
        phone: "+224620000000",
      }),
    ).rejects.toThrow();
    // ...but a cancelled one leaves room.
    await db.insert(schema.registrations).values({
      userId: "demo-attendee-1-3",
      courseId: 101,
      sessionId: 8,
      firstName: "A",
      lastName: "B",
      email: "a@example.com",
      phone: "+224620000000",
    });

    // The demo seed of today runs on it (ids it would have given are taken: left alone), beside
    // today's catalogue.
    await seedCatalog(db);
    await seedDemoData(db, new Date("2026-11-01T10:00:00Z"));
    const after = await db.select({ id: schema.registrations.id }).from(schema.registrations);
    expect(after.length).toBeGreaterThan(8);
  });
});

describe("migration 0017 on a site that has its news", () => {
  it("makes every existing post a news post, content untouched; the start then adds the blog's articles and the job offers", async () => {
    const { db, migrate } = await openEmpty();
    await migrate(migrationsUpTo(16));
    const text = (fr: string) => JSON.stringify({ fr, en: "" });
    // The seed's post, a post staff wrote, and one whose address a built-in offer also uses.
    await db.execute(sql`
      INSERT INTO news_posts (id, slug, title, summary, body, published_on, published, event_start, event_end, course_id)
      VALUES
        (1, 'formation-internationale-hsst-2025', ${text("HSST")}::jsonb, ${text("Résumé")}::jsonb, ${text("Texte")}::jsonb, '2025-09-15', true, '2025-10-09', '2025-10-12', 105),
        (2, 'portes-ouvertes', ${text("Portes ouvertes")}::jsonb, ${text("Venez")}::jsonb, ${text("Une journée.\n\n- Visite")}::jsonb, '2026-03-01', false, NULL, NULL, NULL),
        (3, 'formateur-hse', ${text("Nous recrutons un formateur")}::jsonb, ${text("Annonce")}::jsonb, ${text("Écrivez-nous.")}::jsonb, '2026-04-01', true, NULL, NULL, NULL)`);
    await db.execute(sql`SELECT setval(pg_get_serial_sequence('news_posts', 'id'), 3)`);
    const rows = async (query: ReturnType<typeof sql>) =>
      ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
    const before = await rows(sql`SELECT * FROM news_posts ORDER BY id`);

    await migrate(migrationsFolder);

    const after = await rows(sql`SELECT * FROM news_posts ORDER BY id`);
    expect(after).toEqual(before.map((row) => ({ ...row, kind: "news" })));
    await expect(db.execute(sql`UPDATE news_posts SET kind = 'podcast' WHERE id = 2`)).rejects.toThrow();

    // The next start: the catalogue, then the kinds that have no post yet.
    expect(await seedIfEmpty(db, { demo: false })).toMatchObject({ posts: ["blog", "career"] });
    const posts = await db
      .select({ id: schema.newsPosts.id, slug: schema.newsPosts.slug, kind: schema.newsPosts.kind })
      .from(schema.newsPosts)
      .orderBy(asc(schema.newsPosts.id));
    // The site's posts keep their ids and kind; the built-in ones take the next ids, and the
    // offer whose address was taken is left out rather than overwriting the site's post.
    expect(posts.slice(0, 3)).toEqual([
      { id: 1, slug: "formation-internationale-hsst-2025", kind: "news" },
      { id: 2, slug: "portes-ouvertes", kind: "news" },
      { id: 3, slug: "formateur-hse", kind: "news" },
    ]);
    expect(posts.slice(3).every((post) => post.id > 3)).toBe(true);
    expect(posts.filter((post) => post.kind === "blog")).toHaveLength(5);
    expect(
      posts
        .filter((post) => post.kind === "career")
        .map((post) => post.slug)
        .sort(),
    ).toEqual(["conseiller-immobilier", "consultant-junior"]);
    expect(await rows(sql`SELECT * FROM news_posts WHERE id <= 3 ORDER BY id`)).toEqual(after);

    // Once loaded, a start adds nothing again.
    expect(await seedIfEmpty(db, { demo: false })).toMatchObject({ posts: [] });
    expect(await db.select().from(schema.newsPosts)).toHaveLength(posts.length);
  });
});

describe("migration 0027 on the phone numbers already stored", () => {
  it("makes E.164 the numbers whose form is certain and leaves the others as they were", async () => {
    const { db, migrate } = await openEmpty();
    await migrate(migrationsUpTo(26));
    const phones = {
      "u-1": "+224 620 12 34 56",
      "u-2": "620-12-34-56",
      "u-3": "00224 (620) 12.34.56",
      "u-4": "+33 6 12 34 56 78",
      "u-5": "0033612345678",
      "u-6": "06 12 34 56 78",
      "u-7": "call me",
    };
    for (const [id, phone] of Object.entries(phones)) {
      await db.execute(
        sql`INSERT INTO "user" (id, name, email, phone) VALUES (${id}, 'Awa', ${`${id}@example.com`}, ${phone})`,
      );
    }
    await db.execute(sql`INSERT INTO "user" (id, name, email) VALUES ('u-8', 'Awa', 'u-8@example.com')`);
    await db.execute(sql`
      INSERT INTO contact_messages (name, email, phone, subject, message, lang)
      VALUES ('Awa', 'awa@example.com', '622 00 00 00', 'Hello', 'Hello', 'fr')`);

    await migrate(migrationsFolder);

    const users = await db
      .select({ id: schema.user.id, phone: schema.user.phone, sms: schema.user.smsConsent })
      .from(schema.user)
      .orderBy(asc(schema.user.id));
    expect(users).toEqual([
      { id: "u-1", phone: "+224620123456", sms: false },
      { id: "u-2", phone: "+224620123456", sms: false },
      { id: "u-3", phone: "+224620123456", sms: false },
      { id: "u-4", phone: "+33612345678", sms: false },
      { id: "u-5", phone: "+33612345678", sms: false },
      // A French number without its country code, and no number at all: as they were.
      { id: "u-6", phone: "06 12 34 56 78", sms: false },
      { id: "u-7", phone: "call me", sms: false },
      { id: "u-8", phone: null, sms: false },
    ]);
    const [message] = await db.select({ phone: schema.contactMessages.phone }).from(schema.contactMessages);
    expect(message?.phone).toBe("+224622000000");
  });
});
