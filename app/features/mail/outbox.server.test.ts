import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailOutbox } from "../../../db/schema";
import { useTestDatabase } from "../../../tests/helpers/test-database";
import { deliverDueEmails } from "./deliver.server";
import {
  backoffDelay,
  claimNextEmail,
  enqueueEmail,
  InvalidEmailError,
  leaseForSend,
  markFailed,
  markSent,
  type OutboxRow,
  type RetryPolicy,
} from "./outbox.server";
import { createMailTransport, type MailTransport } from "./transport.server";

const policy: RetryPolicy = { baseDelayMs: 1_000, maxDelayMs: 8_000, maxAttempts: 3 };
const silent = { info() {}, warn() {}, error() {} };
const message = { kind: "test", to: "someone@example.com", subject: "Hello", text: "Hi", html: "<p>Hi</p>" };

/** A transport that records what it sends and fails while `failing` is set. */
function fakeTransport() {
  const sent: OutboxRow[] = [];
  const transport: MailTransport & { sent: OutboxRow[]; failing: boolean } = {
    kind: "folder",
    maxSendMs: 30_000,
    sent,
    failing: false,
    async send(row) {
      if (transport.failing)
        throw Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:2525"), { code: "ECONNREFUSED" });
      sent.push(row);
    },
    close() {},
  };
  return transport;
}

const database = useTestDatabase({ emptyBeforeEach: [emailOutbox] });

describe("backoff", () => {
  it("doubles from the base delay and stops at the cap", () => {
    expect([1, 2, 3, 4, 5].map((n) => backoffDelay(n, policy))).toEqual([1_000, 2_000, 4_000, 8_000, 8_000]);
    expect(backoffDelay(500, policy)).toBe(8_000);
  });
});

describe("enqueueEmail", () => {
  it("writes nothing when the surrounding transaction rolls back", async () => {
    const { db } = database;
    await expect(
      db.transaction(async (tx) => {
        await enqueueEmail(tx, message);
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await db.select().from(emailOutbox)).toHaveLength(0);
  });

  it("refuses header injection and several recipients", async () => {
    const { db } = database;
    await expect(enqueueEmail(db, { ...message, subject: "Hi\r\nBcc: x@example.com" })).rejects.toThrow(
      InvalidEmailError,
    );
    await expect(enqueueEmail(db, { ...message, to: "a@example.com, b@example.com" })).rejects.toThrow(
      InvalidEmailError,
    );
    await expect(
      enqueueEmail(db, { ...message, replyTo: "a@example.com\nBcc: b@example.com" }),
    ).rejects.toThrow(InvalidEmailError);
    await expect(enqueueEmail(db, { ...message, headers: { "X-Test": "a\nb" } })).rejects.toThrow(
      InvalidEmailError,
    );
    expect(await db.select().from(emailOutbox)).toHaveLength(0);
  });
});

describe("leases", () => {
  it("outlast the longest send twice over, as the transport bounds it", () => {
    const smtp = createMailTransport({
      smtpUrl: "smtp://127.0.0.1:2525",
      from: "a@example.com",
      mailDir: "/x",
    });
    // connection + greeting + socket time-outs of 30 s each.
    expect(smtp.maxSendMs).toBe(90_000);
    expect(leaseForSend(smtp.maxSendMs)).toBe(180_000);
    smtp.close();
  });

  it("need a send with a finite limit", () => {
    expect(() => leaseForSend(Infinity)).toThrow(RangeError);
    expect(() => leaseForSend(0)).toThrow(RangeError);
  });
});

describe("claiming", () => {
  it("hands out one message per claim and never the same row to two workers", async () => {
    const { db } = database;
    for (let i = 0; i < 6; i++) await enqueueEmail(db, { ...message, subject: `m${i}` });
    const claims = await Promise.all(
      Array.from({ length: 7 }, () => claimNextEmail(db, { leaseMs: 60_000 })),
    );
    const ids = claims.flatMap((claim) => (claim ? [claim.row.id] : []));
    expect(ids).toHaveLength(6);
    expect(new Set(ids).size).toBe(6);
    // Still leased: nothing left to claim.
    expect(await claimNextEmail(db, { leaseMs: 60_000 })).toBeUndefined();
  });

  it("takes the oldest due message first", async () => {
    const { db } = database;
    const start = new Date();
    const later = new Date(start.getTime() + 1_000);
    await enqueueEmail(db, { ...message, subject: "later" }, later);
    await enqueueEmail(db, { ...message, subject: "first" }, start);
    expect((await claimNextEmail(db, { leaseMs: 60_000, now: start }))?.row.subject).toBe("first");
    expect(await claimNextEmail(db, { leaseMs: 60_000, now: start })).toBeUndefined();
    expect((await claimNextEmail(db, { leaseMs: 60_000, now: later }))?.row.subject).toBe("later");
  });

  it("lets a worker take over a row whose lease ended, and the late worker cannot record its outcome", async () => {
    const { db } = database;
    await enqueueEmail(db, message);
    const start = new Date();
    const stale = await claimNextEmail(db, { leaseMs: 1_000, now: start });
    const later = new Date(start.getTime() + 2_000);
    const fresh = await claimNextEmail(db, { leaseMs: 60_000, now: later });
    expect(fresh?.row.id).toBe(stale?.row.id);
    expect(await markSent(db, fresh!)).toBe(true);
    // The first worker's reports arrive after the success: they must not undo it.
    expect(await markFailed(db, stale!, "timeout", policy)).toBe("lost");
    expect(await markSent(db, stale!)).toBe(false);
    const [row] = await db.select().from(emailOutbox);
    expect(row?.status).toBe("sent");
    expect(row?.lastError).toBeNull();
  });
});

describe("deliverDueEmails", () => {
  it("sends each message once, even with two workers running at the same time", async () => {
    const { db } = database;
    for (let i = 0; i < 5; i++) await enqueueEmail(db, { ...message, subject: `m${i}` });
    const transport = fakeTransport();
    const reports = await Promise.all([
      deliverDueEmails(db, transport, policy, silent),
      deliverDueEmails(db, transport, policy, silent),
    ]);
    expect(reports[0]!.sent + reports[1]!.sent).toBe(5);
    expect(transport.sent.map((row) => row.subject).sort()).toEqual(["m0", "m1", "m2", "m3", "m4"]);
    const rows = await db.select().from(emailOutbox);
    expect(rows.every((row) => row.status === "sent" && row.sentAt && !row.claimToken)).toBe(true);
    // A later pass finds nothing to send again.
    expect((await deliverDueEmails(db, transport, policy, silent)).claimed).toBe(0);
    expect(transport.sent).toHaveLength(5);
  });

  it("retries with exponential backoff, keeps the last error, and gives up after the last attempt", async () => {
    const { db } = database;
    const id = await enqueueEmail(db, message);
    const transport = fakeTransport();
    transport.failing = true;
    let clock = Date.now();
    const now = () => new Date(clock);

    const first = await deliverDueEmails(db, transport, policy, silent, { now });
    expect(first).toMatchObject({ claimed: 1, retrying: 1 });
    let [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(row).toMatchObject({
      status: "pending",
      attempts: 1,
      lastError: "connect ECONNREFUSED 127.0.0.1:2525",
    });
    expect(row!.nextAttemptAt.getTime() - clock).toBe(1_000);

    // Not due yet: untouched.
    clock += 999;
    expect((await deliverDueEmails(db, transport, policy, silent, { now })).claimed).toBe(0);

    clock += 1;
    await deliverDueEmails(db, transport, policy, silent, { now });
    [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(row).toMatchObject({ status: "pending", attempts: 2 });
    expect(row!.nextAttemptAt.getTime() - clock).toBe(2_000);

    clock += 2_000;
    const last = await deliverDueEmails(db, transport, policy, silent, { now });
    expect(last).toMatchObject({ failed: 1 });
    [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(row).toMatchObject({ status: "failed", attempts: 3 });
    expect(row!.lastError).toContain("ECONNREFUSED");

    // A failed message stays failed; nothing was delivered.
    transport.failing = false;
    clock += 60_000;
    expect((await deliverDueEmails(db, transport, policy, silent, { now })).claimed).toBe(0);
    expect(transport.sent).toHaveLength(0);
  });

  it("delivers after a failure once the server is back", async () => {
    const { db } = database;
    await enqueueEmail(db, message);
    const transport = fakeTransport();
    transport.failing = true;
    let clock = Date.now();
    const now = () => new Date(clock);
    await deliverDueEmails(db, transport, policy, silent, { now });
    transport.failing = false;
    clock += 1_000;
    expect(await deliverDueEmails(db, transport, policy, silent, { now })).toMatchObject({ sent: 1 });
    const [row] = await db.select().from(emailOutbox);
    expect(row).toMatchObject({ status: "sent", attempts: 2, lastError: null });
  });
});

describe("attachments", () => {
  const calendar = {
    filename: "session.ics",
    contentType: "text/calendar; charset=utf-8; method=REQUEST",
    content: "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n",
  };

  it("refuse names and types that could break the MIME headers, and oversized files", async () => {
    const { db } = database;
    const bad = [
      { ...calendar, filename: "../x.ics" },
      { ...calendar, filename: "a\r\nb.ics" },
      { ...calendar, contentType: "text/calendar\r\nX-Evil: 1" },
      { ...calendar, content: "x".repeat(600 * 1024) },
    ];
    for (const attachment of bad) {
      await expect(enqueueEmail(db, { ...message, attachments: [attachment] })).rejects.toThrow(
        InvalidEmailError,
      );
    }
    expect(await db.select().from(emailOutbox)).toHaveLength(0);
  });

  it("stay with the row through a failed attempt and are sent with the retry, into the .eml", async () => {
    const { db } = database;
    await db.transaction((tx) => enqueueEmail(tx, { ...message, attachments: [calendar] }));
    const transport = fakeTransport();
    transport.failing = true;
    let clock = Date.now();
    const now = () => new Date(clock);
    await deliverDueEmails(db, transport, policy, silent, { now });
    transport.failing = false;
    clock += 1_000;
    await deliverDueEmails(db, transport, policy, silent, { now });
    expect(transport.sent[0]?.attachments).toEqual([calendar]);

    const dir = await fs.mkdtemp(path.join(os.tmpdir(), "outbox-attachments-"));
    const folder = createMailTransport({ from: "GMS <no-reply@example.com>", mailDir: dir });
    await folder.send(transport.sent[0]!);
    const [file] = await fs.readdir(dir);
    // Headers unfolded: long ones continue on the next line after a space.
    const eml = (await fs.readFile(path.join(dir, file!), "utf8")).replace(/\n[ \t]+/g, " ");
    expect(eml).toMatch(/Content-Type: multipart\/mixed/);
    expect(eml).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST; name=session\.ics/);
    expect(eml).toMatch(/Content-Disposition: attachment; filename=session\.ics/);
    expect(eml).toContain("Content-Type: text/plain");
    const body = /filename=session\.ics\n\n([A-Za-z0-9+/=\n]+)\n--/.exec(eml)?.[1] ?? "";
    expect(Buffer.from(body, "base64").toString("utf8")).toBe(calendar.content);
    await fs.rm(dir, { recursive: true, force: true });
  });

  it("carry binary files (a PDF receipt) as base64, byte for byte into the .eml", async () => {
    const { db } = database;
    const bytes = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x2d, 0x00, 0xff, 0x80, 0x0a, 0x0d, 0xe2, 0x82, 0xac]);
    const pdf = {
      filename: "recu-R-2027-000001.pdf",
      contentType: "application/pdf",
      content: bytes.toString("base64"),
      encoding: "base64" as const,
    };
    await enqueueEmail(db, { ...message, attachments: [pdf] });
    const [row] = await db.select().from(emailOutbox);
    expect(row?.attachments).toEqual([pdf]);
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), "outbox-pdf-"));
    await createMailTransport({ from: "GMS <no-reply@example.com>", mailDir: dir }).send(row!);
    const [file] = await fs.readdir(dir);
    const eml = (await fs.readFile(path.join(dir, file!), "utf8")).replace(/\n[ \t]+/g, " ");
    expect(eml).toMatch(/Content-Type: application\/pdf; name=recu-R-2027-000001\.pdf/);
    const body = /filename=recu-R-2027-000001\.pdf\n\n([A-Za-z0-9+/=\n]+)\n--/.exec(eml)?.[1] ?? "";
    expect(Buffer.from(body, "base64").equals(bytes)).toBe(true);
    await fs.rm(dir, { recursive: true, force: true });
  });
});
