import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailOutbox } from "../../../db/schema";
import { useTestDatabase } from "../../../tests/helpers/test-database";
import { deliverDueEmails } from "./deliver.server";
import {
  backoffDelay,
  claimDueEmails,
  enqueueEmail,
  InvalidEmailError,
  markFailed,
  markSent,
  type OutboxRow,
  type RetryPolicy,
} from "./outbox.server";
import type { MailTransport } from "./transport.server";

const policy: RetryPolicy = { baseDelayMs: 1_000, maxDelayMs: 8_000, maxAttempts: 3, leaseMs: 60_000 };
const silent = { info() {}, warn() {}, error() {} };
const message = { kind: "test", to: "someone@example.com", subject: "Hello", text: "Hi", html: "<p>Hi</p>" };

/** A transport that records what it sends and fails while `failing` is set. */
function fakeTransport() {
  const sent: OutboxRow[] = [];
  const transport: MailTransport & { sent: OutboxRow[]; failing: boolean } = {
    kind: "folder",
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

describe("claiming", () => {
  it("never hands the same row to two workers", async () => {
    const { db } = database;
    for (let i = 0; i < 6; i++) await enqueueEmail(db, { ...message, subject: `m${i}` });
    const [first, second] = await Promise.all([
      claimDueEmails(db, { limit: 4, leaseMs: 60_000 }),
      claimDueEmails(db, { limit: 4, leaseMs: 60_000 }),
    ]);
    const ids = [...first!, ...second!].map((claim) => claim.row.id);
    expect(ids).toHaveLength(6);
    expect(new Set(ids).size).toBe(6);
    // Still leased: nothing left to claim.
    expect(await claimDueEmails(db, { limit: 10, leaseMs: 60_000 })).toHaveLength(0);
  });

  it("lets a worker take over a row whose lease ended, and the late worker cannot record its outcome", async () => {
    const { db } = database;
    await enqueueEmail(db, message);
    const start = new Date();
    const [stale] = await claimDueEmails(db, { limit: 1, leaseMs: 1_000, now: start });
    const later = new Date(start.getTime() + 2_000);
    const [fresh] = await claimDueEmails(db, { limit: 1, leaseMs: 60_000, now: later });
    expect(fresh?.row.id).toBe(stale?.row.id);
    expect(await markSent(db, fresh!)).toBe(true);
    // The first worker's failure report arrives after the success: it must not undo it.
    expect(await markFailed(db, stale!, "timeout", policy)).toBe("lost");
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
    await Promise.all([
      deliverDueEmails(db, transport, policy, silent, { batchSize: 3 }),
      deliverDueEmails(db, transport, policy, silent, { batchSize: 3 }),
    ]);
    await deliverDueEmails(db, transport, policy, silent, { batchSize: 3 });
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
