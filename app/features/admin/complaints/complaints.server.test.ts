import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, complaints, emailOutbox } from "../../../../db/schema";
import { testAppContext } from "../../../../tests/helpers/app-context";
import { callRoute } from "../../../../tests/helpers/route-calls";
import { staffAccount } from "../../../../tests/helpers/staff";
import { useTestDatabase } from "../../../../tests/helpers/test-database";
import { antiForgeryToken } from "~/features/security/anti-forgery.server";
import type { AppContext } from "~/lib/app-context";
import { action, loader } from "~/routes/admin.complaint";
import { loader as listLoader } from "~/routes/admin.complaints";
import { auditSubjects } from "../audit/audit-subjects.server";

/*
 * The complaints register: received → in progress → answered (the answer e-mailed in the
 * complainant's language through the outbox) → closed, the action taken, each step audited
 * with who took it; steps out of order change nothing.
 */

const database = useTestDatabase({ emptyBeforeEach: [auditLog, emailOutbox, complaints] });
type Account = NonNullable<Awaited<ReturnType<typeof staffAccount>>>;

let context: AppContext;
let admin: Account;
let moderator: Account;
let member: Account;
beforeAll(async () => {
  context = testAppContext(database.db, { env: { STAFF_EMAIL: "qualite@example.com" } });
  admin = (await staffAccount(context, "admin"))!;
  moderator = (await staffAccount(context, "moderator"))!;
  member = (await staffAccount(context, "user"))!;
});

async function complaint(lang: "fr" | "en", fields: Partial<typeof complaints.$inferInsert> = {}) {
  const [row] = await database.db
    .insert(complaints)
    .values({
      name: lang === "fr" ? "Mamadou Bah" : "John Smith",
      email: lang === "fr" ? "mamadou@example.com" : "john@example.com",
      category: "organisation",
      message: lang === "fr" ? "La salle a changé sans prévenir." : "The room changed without notice.",
      lang,
      ...fields,
    })
    .returning();
  return row!;
}

const open = (who: Account, id: number) =>
  callRoute<Record<string, unknown>>(
    (args) => loader({ ...args, params: { complaintId: String(id) } } as never),
    new Request(`https://site.example/admin/complaints/${id}`, { headers: { Cookie: who.cookie } }),
    context,
  );

const post = (who: Account, id: number, fields: Record<string, string>, { csrf = true } = {}) =>
  callRoute<{ notice: { message: string }; lastResult: { error?: Record<string, string[]> } | null }>(
    (args) => action({ ...args, params: { complaintId: String(id) } } as never),
    new Request(`https://site.example/admin/complaints/${id}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: who.cookie },
      body: new URLSearchParams({
        ...(csrf ? { csrf: antiForgeryToken(who.sessionId, context.secrets) } : {}),
        ...fields,
      }),
    }),
    context,
  );

const stateOf = async (id: number) =>
  (await database.db.select().from(complaints).where(eq(complaints.id, id)))[0]!;

describe("the complaints register", () => {
  it("takes a complaint through its steps, e-mails the answer in the complainant's language, and audits each step", async () => {
    const filed = await complaint("en");
    expect((await post(moderator, filed.id, { intent: "start" })).status).toBe(302);
    expect(await stateOf(filed.id)).toMatchObject({
      status: "in_progress",
      handledById: moderator.userId,
      handledByEmail: moderator.email,
    });

    const answered = await post(moderator, filed.id, {
      intent: "answer",
      answer: "We are sorry: the notice now gives the room and a phone number.",
    });
    expect(answered.status).toBe(302);
    expect(answered.location).toBe(`/admin/complaints/${filed.id}`);
    const afterAnswer = await stateOf(filed.id);
    expect(afterAnswer).toMatchObject({
      status: "answered",
      answer: "We are sorry: the notice now gives the room and a phone number.",
    });
    expect(afterAnswer.answeredAt).toBeInstanceOf(Date);
    const mail = await database.db.select().from(emailOutbox);
    expect(mail.map((m) => [m.kind, m.toAddress, m.replyTo])).toEqual([
      ["complaint-answer", "john@example.com", "qualite@example.com"],
    ]);
    expect(mail[0]!.subject).toMatch(/^Answer to your complaint REC-\d{4}-\d{5}$/);
    expect(mail[0]!.textBody).toContain("the notice now gives the room");
    expect(mail[0]!.textBody).toContain("> The room changed without notice.");

    expect(
      (await post(admin, filed.id, { intent: "action", action: "Convocation template changed." })).status,
    ).toBe(302);
    expect((await post(admin, filed.id, { intent: "close" })).status).toBe(302);
    const closed = await stateOf(filed.id);
    expect(closed).toMatchObject({
      status: "closed",
      action: "Convocation template changed.",
      handledById: admin.userId,
    });
    expect(closed.closedAt).toBeInstanceOf(Date);

    const entries = await database.db.select().from(auditLog).orderBy(auditLog.id);
    expect(entries.map((entry) => [entry.action, entry.actorId, entry.entityType, entry.before])).toEqual([
      ["complaint_start", moderator.userId, "complaint", { status: "received" }],
      ["complaint_answer", moderator.userId, "complaint", { status: "in_progress" }],
      ["complaint_action", admin.userId, "complaint", { action: null }],
      ["complaint_close", admin.userId, "complaint", { status: "answered" }],
    ]);
    expect(entries[1]!.after).toMatchObject({ status: "answered", to: "john@example.com", lang: "en" });

    // The audit log names the complaint by its reference and links it.
    const { subjects } = await auditSubjects(database.db, entries, "fr");
    expect(subjects.get(`complaint:${filed.id}`)).toMatchObject({
      text: expect.stringMatching(/^REC-\d{4}-\d{5}$/),
      href: `/admin/complaints/${filed.id}`,
    });
  });

  it("refuses steps out of order with 409, changing nothing and sending nothing", async () => {
    const filed = await complaint("fr");
    const early = await post(admin, filed.id, { intent: "close" });
    expect(early.status).toBe(409);
    expect(early.body?.notice.message).toContain("Reçue");
    await post(admin, filed.id, { intent: "answer", answer: "Réponse." });
    expect((await post(admin, filed.id, { intent: "answer", answer: "Une autre." })).status).toBe(409);
    expect((await post(admin, filed.id, { intent: "start" })).status).toBe(409);
    await post(admin, filed.id, { intent: "close" });
    expect((await post(admin, filed.id, { intent: "action", action: "Trop tard." })).status).toBe(409);
    const row = await stateOf(filed.id);
    expect(row).toMatchObject({ status: "closed", answer: "Réponse.", action: null });
    expect((await database.db.select().from(emailOutbox)).map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Réponse à votre réclamation REC-/),
    ]);
    expect((await database.db.select().from(auditLog)).map((entry) => entry.action)).toEqual([
      "complaint_answer",
      "complaint_close",
    ]);
  });

  it("refuses an empty or too long answer, a forged form and a user, writing nothing", async () => {
    const filed = await complaint("fr");
    const empty = await post(admin, filed.id, { intent: "answer", answer: "   " });
    expect(empty.status).toBe(400);
    expect(empty.body?.lastResult?.error).toMatchObject({ answer: ["adminComplaints.errors.answerEmpty"] });
    const long = await post(admin, filed.id, { intent: "answer", answer: "x".repeat(5_001) });
    expect(long.status).toBe(400);
    expect(long.body?.notice.message).toBe("La réponse ne peut pas dépasser 5 000 caractères.");
    const longAction = await post(admin, filed.id, { intent: "action", action: "x".repeat(2_001) });
    expect(longAction.status).toBe(400);
    expect((await post(admin, filed.id, { intent: "reopen" })).status).toBe(400);
    expect((await post(admin, filed.id, { intent: "start" }, { csrf: false })).status).toBe(403);
    expect((await post(member, filed.id, { intent: "start" })).status).toBe(403);
    expect((await post(admin, 999_999, { intent: "start" })).status).toBe(404);
    expect(await stateOf(filed.id)).toMatchObject({ status: "received", answer: null, handledById: null });
    expect(await database.db.select().from(emailOutbox)).toEqual([]);
    expect(await database.db.select().from(auditLog)).toEqual([]);
  });

  it("shows a complaint with the steps its status offers, and filters the register", async () => {
    const day = 86_400_000;
    const received = await complaint("fr", {
      category: "payment",
      receivedAt: new Date(Date.now() - 2 * day),
    });
    const answered = await complaint("en", {
      status: "answered",
      answer: "Done.",
      receivedAt: new Date(Date.now() - day),
      answeredAt: new Date(),
      name: "Jane Roe",
      email: "jane@example.com",
    });
    expect((await open(moderator, received.id)).body).toMatchObject({
      status: "received",
      steps: ["start", "answer", "action"],
    });
    expect((await open(moderator, answered.id)).body).toMatchObject({ steps: ["action", "close"] });
    expect((await open(member, received.id)).status).toBe(403);
    expect((await open(admin, 424_242)).status).toBe(404);

    const list = async (query: string) =>
      (
        await callRoute<{ rows: { id: number; reference: string }[]; total: number }>(
          (args) => listLoader(args as never),
          new Request(`https://site.example/admin/complaints${query}`, {
            headers: { Cookie: moderator.cookie },
          }),
          context,
        )
      ).body!;
    expect((await list("")).rows.map((row) => row.id)).toEqual([answered.id, received.id]);
    expect((await list("?status=received")).rows.map((row) => row.id)).toEqual([received.id]);
    expect((await list("?category=payment")).rows.map((row) => row.id)).toEqual([received.id]);
    expect((await list("?q=jane")).rows.map((row) => row.id)).toEqual([answered.id]);
    const reference = (await list("")).rows.find((row) => row.id === received.id)!.reference;
    expect((await list(`?q=${reference.toLowerCase()}`)).rows.map((row) => row.id)).toEqual([received.id]);
    // A hand-edited filter is no filter.
    expect((await list("?status=lost")).total).toBe(2);
  });
});
