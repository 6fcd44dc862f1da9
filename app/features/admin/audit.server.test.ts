import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, user } from "../../../db/schema";
import { testAppContext } from "../../../tests/helpers/app-context";
import { callRoute } from "../../../tests/helpers/route-calls";
import { staffAccount } from "../../../tests/helpers/staff";
import { useTestDatabase } from "../../../tests/helpers/test-database";
import type { AppContext } from "~/lib/app-context";
import { loader as auditLoader } from "~/routes/admin.audit";
import { auditFiltersFrom, listAudit, recordAudit } from "./audit.server";

/* The audit log: written with the change it describes, read newest first, filtered, by pages. */

const database = useTestDatabase({ emptyBeforeEach: [auditLog] });
const START = new Date("2026-03-10T09:00:00Z");
const ALICE = { id: "alice", email: "alice@example.com" };
const BOB = { id: "bob", email: "bob@example.com" };

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
    const first = await listAudit(database.db, { page: 1, action: null, actor: null });
    expect(first).toMatchObject({ total: 30, page: 1, pageCount: 2 });
    expect(first.entries).toHaveLength(25);
    expect(first.entries.map((entry) => Number(entry.entityId))).toEqual(
      Array.from({ length: 25 }, (_, i) => 29 - i),
    );
    const second = await listAudit(database.db, { page: 2, action: null, actor: null });
    expect(second.entries.map((entry) => Number(entry.entityId))).toEqual([4, 3, 2, 1, 0]);
    // A page past the end shows the last one.
    expect((await listAudit(database.db, { page: 9, action: null, actor: null })).page).toBe(2);

    const paid = await listAudit(database.db, { page: 1, action: "registration_mark_paid", actor: null });
    expect(paid.total).toBe(15);
    expect(paid.entries.every((entry) => entry.action === "registration_mark_paid")).toBe(true);
    const bob = await listAudit(database.db, { page: 1, action: null, actor: "bob" });
    expect(bob.total).toBe(10); // i = 0, 3, ..., 27
    const both = await listAudit(database.db, { page: 1, action: "registration_mark_paid", actor: "bob" });
    expect(both.entries.map((entry) => Number(entry.entityId))).toEqual([24, 18, 12, 6, 0]);
  });

  it("reads its filters from the URL, and takes anything malformed as no filter", () => {
    expect(auditFiltersFrom(new URL("https://x/admin/audit?page=2&action=course_update&actor=bob"))).toEqual({
      page: 2,
      action: "course_update",
      actor: "bob",
    });
    for (const query of ["page=0", "page=-3", "page=abc", "page=1.5", "action=&actor=%20"]) {
      expect(auditFiltersFrom(new URL(`https://x/admin/audit?${query}`))).toEqual({
        page: 1,
        action: null,
        actor: null,
      });
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

    const en = await open("/en/admin/audit?page=2");
    expect(en.body?.seo).toMatchObject({ title: "Audit log", lang: "en" });
    expect(en.body?.page).toBe(2);
    expect(en.body?.rows).toHaveLength(5);
    expect(en.body?.rows[0]?.when).toBe("10 Mar 2026 09:04");
  });
});
