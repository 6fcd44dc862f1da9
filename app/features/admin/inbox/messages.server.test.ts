import { parse } from "csv-parse/sync";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  auditLog,
  contactMessages,
  contactReplies,
  emailOutbox,
  newsletterSubscriptions,
} from "../../../../db/schema";
import { testAppContext } from "../../../../tests/helpers/app-context";
import { callRoute } from "../../../../tests/helpers/route-calls";
import { staffAccount } from "../../../../tests/helpers/staff";
import { useTestDatabase } from "../../../../tests/helpers/test-database";
import { antiForgeryToken } from "~/features/security/anti-forgery.server";
import type { AppContext } from "~/lib/app-context";
import { action, loader } from "~/routes/admin.message";
import { loader as messagesLoader } from "~/routes/admin.messages";
import { loader as newsletterLoader } from "~/routes/admin.newsletter";
import { loader as exportLoader } from "~/routes/admin.newsletter.export";
import { contactMessageCount } from "../dashboard/dashboard.server";

/*
 * The contact inbox and the newsletter list: states unread / read / answered,
 * replies by e-mail through the outbox in the visitor's language, CSV export with a BOM.
 */

const database = useTestDatabase({
  emptyBeforeEach: [auditLog, contactReplies, contactMessages, emailOutbox, newsletterSubscriptions],
});
type Account = NonNullable<Awaited<ReturnType<typeof staffAccount>>>;

let context: AppContext;
let admin: Account;
let moderator: Account;
let member: Account;
beforeAll(async () => {
  context = testAppContext(database.db);
  admin = (await staffAccount(context, "admin"))!;
  moderator = (await staffAccount(context, "moderator"))!;
  member = (await staffAccount(context, "user"))!;
});

async function message(lang: "fr" | "en", fields: Partial<typeof contactMessages.$inferInsert> = {}) {
  const [row] = await database.db
    .insert(contactMessages)
    .values({
      name: lang === "fr" ? "Mamadou Bah" : "John Smith",
      email: lang === "fr" ? "mamadou@example.com" : "john@example.com",
      subject: lang === "fr" ? "Tarifs de groupe" : "Group prices",
      message: lang === "fr" ? "Bonjour,\nQuels sont vos tarifs ?" : "Hello,\nWhat are your prices?",
      lang,
      ...fields,
    })
    .returning();
  return row!;
}

const open = (who: Account, id: number, lang: "fr" | "en" = "fr") =>
  callRoute<Record<string, unknown>>(
    (args) => loader({ ...args, params: { messageId: String(id) } } as never),
    new Request(`https://site.example${lang === "en" ? "/en" : ""}/admin/messages/${id}`, {
      headers: { Cookie: who.cookie },
    }),
    context,
  );

const post = (who: Account, id: number, fields: Record<string, string>) =>
  callRoute<{ notice: { message: string } }>(
    (args) => action({ ...args, params: { messageId: String(id) } } as never),
    new Request(`https://site.example/admin/messages/${id}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: who.cookie },
      body: new URLSearchParams({ csrf: antiForgeryToken(who.sessionId, context.secrets), ...fields }),
    }),
    context,
  );

const stateOf = async (id: number) =>
  (await database.db.select().from(contactMessages).where(eq(contactMessages.id, id)))[0];

describe("the contact inbox", () => {
  it("marks a message read when staff open it, once, and the dashboard counts the unread ones", async () => {
    const first = await message("fr");
    await message("en");
    expect(await contactMessageCount(database.db)).toBe(2);

    const page = await open(moderator, first.id);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ status: "read", email: "mamadou@example.com", lang: "fr" });
    expect((await stateOf(first.id))?.status).toBe("read");
    expect(await contactMessageCount(database.db)).toBe(1);
    await open(admin, first.id);
    const entries = await database.db.select().from(auditLog);
    expect(entries.map((entry) => [entry.action, entry.actorId, entry.before, entry.after])).toEqual([
      ["contact_message_read", moderator.userId, { status: "unread" }, { status: "read" }],
    ]);

    // A user cannot open it; an unknown id is a 404.
    expect((await open(member, first.id)).status).toBe(403);
    expect((await open(admin, 999_999)).status).toBe(404);
    expect((await open(admin, Number.NaN)).status).toBe(404);
  });

  it("filters the list by state and searches it", async () => {
    const a = await message("fr");
    await message("en", { status: "answered" });
    await message("en", { subject: "Venue", status: "read" });
    const list = async (query: string) =>
      (
        await callRoute<Awaited<ReturnType<typeof messagesLoader>>>(
          (args) => messagesLoader(args as never),
          new Request(`https://site.example/admin/messages${query}`, {
            headers: { Cookie: moderator.cookie },
          }),
          context,
        )
      ).body!;
    expect((await list("?status=unread")).rows.map((row) => row.id)).toEqual([a.id]);
    expect((await list("?status=answered")).rows.map((row) => row.status)).toEqual(["answered"]);
    expect((await list("?q=venue")).rows.map((row) => row.subject)).toEqual(["Venue"]);
    expect((await list("?status=deleted")).total).toBe(3);
    expect((await list("?sort=subject&dir=asc")).rows.map((row) => row.subject)).toEqual([
      "Group prices",
      "Tarifs de groupe",
      "Venue",
    ]);
  });

  it("replies by e-mail in the message's language, to its own address, and marks it answered", async () => {
    const english = await message("en");
    const done = await post(moderator, english.id, {
      intent: "reply",
      reply: "Hello John,\nOur group price is on the course page.",
      // Forged: none of these is read.
      to: "attacker@example.net",
      email: "attacker@example.net",
      lang: "fr",
      status: "unread",
    });
    expect(done.status).toBe(302);
    expect(done.location).toBe(`/admin/messages/${english.id}`);
    expect(done.headers.get("Set-Cookie")).toMatch(/^flash=/);

    const mail = await database.db.select().from(emailOutbox);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({
      kind: "contact-reply",
      replyTo: "contact@example.com",
      toAddress: "john@example.com",
      subject: "Re: Group prices",
    });
    expect(mail[0]?.textBody).toContain("Hello John Smith,");
    expect(mail[0]?.textBody).toContain("Our group price is on the course page.");
    expect(mail[0]?.textBody).toContain("> What are your prices?");
    expect(mail[0]?.htmlBody).toContain('lang="en"');

    const stored = await database.db.select().from(contactReplies);
    expect(stored).toMatchObject([
      {
        messageId: english.id,
        authorId: moderator.userId,
        authorEmail: moderator.email,
        body: "Hello John,\nOur group price is on the course page.",
        outboxId: mail[0]?.id,
      },
    ]);
    const after = await stateOf(english.id);
    expect(after?.status).toBe("answered");
    expect(after?.answeredAt).toBeInstanceOf(Date);
    const entries = await database.db.select().from(auditLog);
    expect(entries).toMatchObject([
      {
        action: "contact_message_reply",
        actorId: moderator.userId,
        entityType: "contact_message",
        entityId: String(english.id),
        before: { status: "unread" },
        after: { status: "answered", to: "john@example.com", lang: "en" },
      },
    ]);

    // French for a message written in French, HTML escaped.
    const french = await message("fr");
    expect(
      (await post(admin, french.id, { intent: "reply", reply: "Voici nos <b>tarifs</b>." })).status,
    ).toBe(302);
    const [frenchMail] = await database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, "mamadou@example.com"));
    expect(frenchMail?.subject).toBe("Re : Tarifs de groupe");
    expect(frenchMail?.textBody).toContain("Bonjour Mamadou Bah,");
    expect(frenchMail?.htmlBody).toContain("&lt;b&gt;tarifs&lt;/b&gt;");
    expect(frenchMail?.htmlBody).not.toContain("<b>tarifs</b>");
  });

  it("refuses an empty or too long reply, a user, a bad token: nothing sent, nothing changed", async () => {
    const english = await message("en");
    const answers = [
      await post(admin, english.id, { intent: "reply", reply: "   " }),
      await post(admin, english.id, { intent: "reply", reply: "x".repeat(5001) }),
      await post(admin, english.id, { intent: "delete" }),
      await post(admin, english.id, { intent: "reply", reply: "Hi", csrf: "0".repeat(64) }),
      await post(member, english.id, { intent: "reply", reply: "Hi" }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400, 403, 403]);
    expect(answers[0]?.body?.notice.message).toBe("Écrivez votre réponse.");
    expect(answers[1]?.body?.notice.message).toBe("La réponse ne peut pas dépasser 5 000 caractères.");
    expect(await database.db.select().from(emailOutbox)).toEqual([]);
    expect(await database.db.select().from(contactReplies)).toEqual([]);
    expect(await database.db.select().from(auditLog)).toEqual([]);
    expect((await stateOf(english.id))?.status).toBe("unread");
    expect((await post(admin, 999_999, { intent: "reply", reply: "Hi" })).status).toBe(404);
  });

  it("puts a read message back in the unread pile, and only a read one", async () => {
    const read = await message("fr", { status: "read", readAt: new Date() });
    const answered = await message("fr", { status: "answered" });
    const done = await post(moderator, read.id, { intent: "unread" });
    expect(done.status).toBe(302);
    expect(done.location).toBe("/admin/messages");
    expect((await stateOf(read.id))?.status).toBe("unread");
    expect((await post(moderator, answered.id, { intent: "unread" })).status).toBe(409);
    expect((await stateOf(answered.id))?.status).toBe("answered");
    expect((await database.db.select().from(auditLog)).map((entry) => entry.action)).toEqual([
      "contact_message_unread",
    ]);
  });
});

describe("the newsletter subscribers", () => {
  async function subscribers() {
    await database.db.insert(newsletterSubscriptions).values([
      {
        email: "aissatou@example.com",
        lang: "fr",
        status: "confirmed",
        confirmedAt: new Date("2026-01-02T10:00:00Z"),
      },
      { email: "=cmd|' /C calc'!A0@example.com", lang: "en", status: "pending" },
      { email: "gone@example.com", lang: "fr", status: "unsubscribed", unsubscribedAt: new Date() },
    ]);
  }

  it("lists addresses with their state, filtered in the URL", async () => {
    await subscribers();
    const list = async (query: string, who = moderator) =>
      callRoute<Awaited<ReturnType<typeof newsletterLoader>>>(
        (args) => newsletterLoader(args as never),
        new Request(`https://site.example/admin/newsletter${query}`, { headers: { Cookie: who.cookie } }),
        context,
      );
    const confirmed = await list("?status=confirmed");
    expect(confirmed.body?.rows.map((row) => [row.email, row.status])).toEqual([
      ["aissatou@example.com", "confirmed"],
    ]);
    expect((await list("?q=GONE")).body?.total).toBe(1);
    expect((await list("", member)).status).toBe(403);
  });

  it("exports the filtered list as CSV with a BOM, headers in the page's language, formulas defused", async () => {
    await subscribers();
    const download = async (path: string) => {
      const answer = await exportLoader({
        request: new Request(`https://site.example${path}`, { headers: { Cookie: admin.cookie } }),
        context,
        params: {},
      } as never);
      return answer as Response;
    };
    const all = await download("/en/admin/newsletter/export.csv?sort=email&dir=asc");
    expect(all.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(all.headers.get("Content-Disposition")).toContain("newsletter-subscribers.csv");
    const bytes = new Uint8Array(await all.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parse(new TextDecoder().decode(bytes), { bom: true }) as string[][];
    expect(rows[0]).toEqual([
      "E-mail address",
      "State",
      "Language",
      "Subscribed",
      "Confirmed",
      "Unsubscribed",
    ]);
    expect(rows.slice(1).map((row) => [row[0], row[1], row[2]])).toEqual([
      ["'=cmd|' /C calc'!A0@example.com", "Awaiting confirmation", "en"],
      ["aissatou@example.com", "Confirmed", "fr"],
      ["gone@example.com", "Unsubscribed", "fr"],
    ]);
    expect(rows[2]?.[4]).toBe("2026-01-02T10:00:00.000Z");

    const french = await download("/admin/newsletter/export.csv?status=confirmed");
    const frenchRows = parse(await french.text(), { bom: true, delimiter: ";" }) as string[][];
    expect(frenchRows).toHaveLength(2);
    expect(frenchRows[0]?.[0]).toBe("Adresse e-mail");
    expect(frenchRows[1]?.slice(0, 2)).toEqual(["aissatou@example.com", "Confirmée"]);

    const refused = await exportLoader({
      request: new Request("https://site.example/admin/newsletter/export.csv", {
        headers: { Cookie: member.cookie },
      }),
      context,
      params: {},
    } as never).then(
      () => null,
      (thrown: unknown) => thrown,
    );
    expect((refused as { init?: { status?: number } }).init?.status).toBe(403);
  });
});
