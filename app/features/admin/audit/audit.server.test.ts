import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, contactMessages, newsPosts, registrations, user } from "../../../../db/schema";
import { seedCatalog } from "../../../../db/seed";
import { makeSession } from "../../../../tests/helpers/registration";
import { testAppContext } from "../../../../tests/helpers/app-context";
import { callRoute } from "../../../../tests/helpers/route-calls";
import { staffAccount } from "../../../../tests/helpers/staff";
import { useTestDatabase } from "../../../../tests/helpers/test-database";
import type { AppContext } from "~/lib/app-context";
import { loader as auditLoader } from "~/routes/admin.audit";
import { auditList, listAudit, recordAudit, type AuditFilters } from "./audit.server";

/* The audit log: written with the change it describes, read newest first, filtered, by pages. */

const database = useTestDatabase({ prepare: seedCatalog, emptyBeforeEach: [auditLog] });
const START = new Date("2026-03-10T09:00:00Z");
const ALICE = { id: "alice", email: "alice@example.com" };
const BOB = { id: "bob", email: "bob@example.com" };

/** The list's first page with these filters, or the page after or before a cursor its links carry. */
const page = (filters: Partial<AuditFilters> = {}, link: string | null = null) =>
  listAudit(database.db, {
    filters: { action: null, actor: null, ...filters },
    cursor: link ? auditList.read(new URL(`https://x/admin/audit?${link}`)).cursor : null,
  });
const entities = (found: { rows: { entityId: string }[] }) =>
  found.rows.map((entry) => Number(entry.entityId));

async function seedEntries(count: number) {
  for (let i = 0; i < count; i++) {
    await database.db.transaction((tx) =>
      recordAudit(tx, {
        actor: i % 3 === 0 ? BOB : ALICE,
        action: i % 2 === 0 ? "registration_mark_paid" : "course_update",
        entityType: i % 2 === 0 ? "registration" : "course",
        entityId: i,
        before: { n: i, paymentStatus: "pending" },
        after: { n: i, paymentStatus: "paid" },
        at: new Date(START.getTime() + i * 60_000),
      }),
    );
  }
}

describe("the audit log", () => {
  beforeAll(async () => {
    await database.db.insert(user).values([
      { ...ALICE, name: "Alice" },
      { ...BOB, name: "Bob" },
    ]);
  });

  it("commits an entry with its change, and none when the change rolls back", async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await recordAudit(tx, {
          actor: ALICE,
          action: "registration_mark_paid",
          entityType: "registration",
          entityId: 7,
          before: { paymentStatus: "pending" },
          after: { paymentStatus: "paid" },
        });
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await database.db.select().from(auditLog)).toHaveLength(0);

    await database.db.transaction((tx) =>
      recordAudit(tx, {
        actor: ALICE,
        action: "registration_mark_paid",
        entityType: "registration",
        entityId: 7,
        before: { paymentStatus: "pending" },
        after: { paymentStatus: "paid", reference: "VIR-1" },
      }),
    );
    const rows = await database.db.select().from(auditLog);
    expect(rows).toEqual([
      expect.objectContaining({
        actorId: "alice",
        actorEmail: "alice@example.com",
        action: "registration_mark_paid",
        entityType: "registration",
        entityId: "7",
        before: { paymentStatus: "pending" },
        after: { paymentStatus: "paid", reference: "VIR-1" },
      }),
    ]);
  });

  it("lists 30 entries newest first, 25 a page, filtered by action, by actor or both", async () => {
    await seedEntries(30);
    const first = await page();
    expect(first).toMatchObject({ total: 30, previous: null });
    expect(entities(first)).toEqual(Array.from({ length: 25 }, (_, i) => 29 - i));
    const second = await page({}, `after=${first.next}`);
    expect(entities(second)).toEqual([4, 3, 2, 1, 0]);
    expect(second.next).toBeNull();
    expect(entities(await page({}, `before=${second.previous}`))).toEqual(entities(first));

    const paid = await page({ action: "registration_mark_paid" });
    expect(paid.total).toBe(15);
    expect(paid.rows.every((entry) => entry.action === "registration_mark_paid")).toBe(true);
    const bob = await page({ actor: "bob" });
    expect(bob.total).toBe(10); // i = 0, 3, ..., 27
    const both = await page({ action: "registration_mark_paid", actor: "bob" });
    expect(entities(both)).toEqual([24, 18, 12, 6, 0]);
  });

  it("pages entries written in the same instant one by one, by id, without skipping or repeating one", async () => {
    // A change that writes several entries in one transaction gives them all its instant.
    for (let i = 0; i < 12; i++)
      await database.db.transaction((tx) =>
        recordAudit(tx, {
          actor: ALICE,
          action: "course_update",
          entityType: "course",
          entityId: i,
          before: null,
          after: null,
          at: new Date(START.getTime() + Math.floor(i / 5) * 60_000),
        }),
      );
    const seen: number[][] = [];
    let found = await listAudit(database.db, { filters: { action: null, actor: null }, cursor: null }, 4);
    seen.push(entities(found));
    while (found.next) {
      const cursor = auditList.read(new URL(`https://x/admin/audit?after=${found.next}`)).cursor;
      found = await listAudit(database.db, { filters: { action: null, actor: null }, cursor }, 4);
      seen.push(entities(found));
    }
    expect(seen).toEqual([
      [11, 10, 9, 8],
      [7, 6, 5, 4],
      [3, 2, 1, 0],
    ]);
  });

  it("reads its filters from the URL, and takes anything malformed as no filter", () => {
    expect(auditList.read(new URL("https://x/admin/audit?page=2&action=course_update&actor=bob"))).toEqual({
      filters: { action: "course_update", actor: "bob" },
      sort: { column: "when", direction: "desc" },
      cursor: null,
    });
    for (const query of [
      "page=0",
      "after=abc",
      "before=%E2%9C%93",
      "action=&actor=%20",
      `actor=${"x".repeat(201)}`,
    ]) {
      expect(auditList.read(new URL(`https://x/admin/audit?${query}`)).filters).toEqual({
        action: null,
        actor: null,
      });
      expect(auditList.read(new URL(`https://x/admin/audit?${query}`)).cursor).toBeNull();
    }
  });
});

describe("/admin/audit", () => {
  let context: AppContext;
  let cookie = "";
  beforeAll(async () => {
    context = testAppContext(database.db);
    cookie = (await staffAccount(context, "moderator"))?.cookie ?? "";
  });

  async function open(path: string) {
    const request = new Request(`https://site.example${path}`, { headers: { Cookie: cookie } });
    return callRoute<Awaited<ReturnType<typeof auditLoader>>>(auditLoader as never, request, context);
  }

  it("shows a filtered page of the log in French and in English, with the filters' choices", async () => {
    await seedEntries(30);
    const fr = await open("/admin/audit?action=registration_mark_paid&actor=bob");
    expect(fr.status).toBe(200);
    expect(fr.body?.seo).toMatchObject({ title: "Journal d'audit", lang: "fr" });
    expect(fr.body?.total).toBe(5);
    expect(fr.body?.filters).toEqual({ action: "registration_mark_paid", actor: "bob" });
    expect(fr.body?.choices).toEqual({
      actions: ["course_update", "registration_mark_paid"],
      actors: [ALICE, BOB],
    });
    expect(fr.body?.rows[0]).toMatchObject({
      actorEmail: "bob@example.com",
      entityId: "24",
      when: "10 mars 2026 09:24",
    });
    expect(JSON.parse(fr.body?.rows[0]?.after ?? "null")).toEqual({ n: 24, paymentStatus: "paid" });

    const first = await open("/en/admin/audit");
    const en = await open(`/en/admin/audit?after=${first.body?.next}`);
    expect(en.body?.seo).toMatchObject({ title: "Audit log", lang: "en" });
    expect([en.body?.next, typeof en.body?.previous]).toEqual([null, "string"]);
    expect(en.body?.rows).toHaveLength(5);
    expect(en.body?.rows[0]?.when).toBe("10 Mar 2026 09:04");
  });
});

describe("/admin/audit's subjects", () => {
  let context: AppContext;
  let cookie = "";
  beforeAll(async () => {
    context = testAppContext(database.db);
    cookie = (await staffAccount(context, "moderator"))?.cookie ?? "";
  });
  const open = (path: string) =>
    callRoute<Awaited<ReturnType<typeof auditLoader>>>(
      auditLoader as never,
      new Request(`https://site.example${path}`, { headers: { Cookie: cookie } }),
      context,
    );

  it("names who did it and what it is about (person and e-mail, title, date), linked to its page, in both languages", async () => {
    const { db } = database;
    await db
      .insert(user)
      .values({ id: "sQfyRandomId42", name: "Fanta Condé", email: "fanta@example.com" })
      .onConflictDoNothing();
    const sessionId = await makeSession(db, { courseId: 103, startsAt: new Date("2027-03-10T08:00:00Z") });
    const [registration] = await db
      .insert(registrations)
      .values({
        courseId: 103,
        sessionId,
        firstName: "Ibrahima",
        lastName: "Sylla",
        email: "ibrahima@example.com",
        phone: "+224 620 00 00 00",
      })
      .returning({ id: registrations.id });
    const [message] = await db
      .insert(contactMessages)
      .values({
        name: "Mariama Bah",
        email: "mariama@example.com",
        subject: "Devis",
        message: "Bonjour",
        lang: "fr",
      })
      .returning({ id: contactMessages.id });
    const [post] = await db
      .insert(newsPosts)
      .values({
        slug: "journee-portes-ouvertes",
        title: { fr: "Journée portes ouvertes", en: "Open day" },
        summary: { fr: "Résumé", en: "" },
        body: { fr: "Texte", en: "" },
        publishedOn: "2027-01-05",
      })
      .returning({ id: newsPosts.id });
    const entries: [string, string, string | number][] = [
      ["user_role_change", "user", "sQfyRandomId42"],
      ["registration_refund", "registration", registration!.id],
      ["session_update", "session", sessionId],
      ["course_update", "course", 101],
      ["trainer_update", "trainer", 2],
      ["contact_message_reply", "contact_message", message!.id],
      ["news_update", "news_post", post!.id],
      ["setting_update", "setting", "contactPhone"],
      ["course_update", "course", 999_999],
    ];
    for (const [index, [action, entityType, entityId]] of entries.entries())
      await db.transaction((tx) =>
        recordAudit(tx, {
          actor: ALICE,
          action,
          entityType,
          entityId,
          before: null,
          after: null,
          at: new Date(START.getTime() - index * 60_000),
        }),
      );

    type Row = {
      actorName: string | null;
      actorEmail: string;
      subject: { text: string; detail: string | null; href: string | null };
    };
    const rows = async (prefix: string) => ((await open(`${prefix}/admin/audit`)).body?.rows ?? []) as Row[];
    const fr = await rows("");
    expect(fr.map((row) => row.subject)).toEqual([
      { text: "Fanta Condé", detail: "fanta@example.com", href: "/admin/people/sQfyRandomId42" },
      {
        text: "Ibrahima Sylla",
        detail: "ibrahima@example.com",
        href: `/admin/registrations/${registration!.id}`,
      },
      {
        text: "Sauveteur Secouriste du Travail (SST) : premiers secours et sécurité au travail",
        detail: "10 mars 2027 08:00 · Conakry",
        href: `/admin/sessions/${sessionId}`,
      },
      { text: expect.stringContaining("QHSE"), detail: null, href: "/admin/courses/101" },
      { text: "Sophie Marchand", detail: null, href: "/admin/trainers/2" },
      { text: "Devis", detail: "Mariama Bah · mariama@example.com", href: `/admin/messages/${message!.id}` },
      { text: "Journée portes ouvertes", detail: null, href: `/admin/news/${post!.id}` },
      { text: "Téléphone de contact", detail: null, href: "/admin/settings" },
      // A record since deleted keeps its number.
      { text: "#999999", detail: null, href: null },
    ]);
    expect(fr[0]).toMatchObject({ actorName: "Alice", actorEmail: "alice@example.com" });
    expect(JSON.stringify(fr)).not.toContain("Utilisateur #");

    const en = await rows("/en");
    expect(en[0]?.subject.href).toBe("/en/admin/people/sQfyRandomId42");
    expect(en[6]?.subject.text).toBe("Open day");
    expect(en[7]?.subject.text).toBe("Contact phone");
  });
});
