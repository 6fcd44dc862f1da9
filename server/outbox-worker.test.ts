import getPort from "get-port";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { emailOutbox } from "../db/schema";
import type { Database } from "../db/database";
import { createTestDatabase, useTestDatabase } from "../tests/helpers/test-database";
import { startSmtpServer, type TestSmtpServer } from "../tests/helpers/smtp-server";
import { claimNextEmail, enqueueEmail, leaseForSend } from "../app/features/mail/outbox.server";
import { createMailTransport } from "../app/features/mail/transport.server";
import { startOutboxWorker, type OutboxWorker, type OutboxWorkerOptions } from "./outbox-worker";

const silent = { info() {}, warn() {}, error() {} };
const fast = { baseDelayMs: 50, maxDelayMs: 200, maxAttempts: 50 };
const message = {
  kind: "test",
  to: "visitor@example.com",
  subject: "Bonjour Conakry",
  text: "Texte brut",
  html: "<p>Texte <strong>HTML</strong></p>",
};

function smtpTransport(port: number, timeoutMs = 2_000) {
  return createMailTransport({
    smtpUrl: `smtp://127.0.0.1:${port}`,
    from: "Groupe <no-reply@example.com>",
    mailDir: "/nonexistent",
    timeoutMs,
  });
}

const database = useTestDatabase({ emptyBeforeEach: [emailOutbox] });
let running: OutboxWorker[] = [];
let servers: TestSmtpServer[] = [];

function worker(
  port: number,
  options: Partial<OutboxWorkerOptions> & { timeoutMs?: number } = {},
): OutboxWorker {
  const { timeoutMs, ...rest } = options;
  const started = startOutboxWorker({
    db: database.db,
    transport: smtpTransport(port, timeoutMs),
    logger: silent,
    pollIntervalMs: 25,
    policy: fast,
    ...rest,
  });
  running.push(started);
  return started;
}

async function smtp(options: Parameters<typeof startSmtpServer>[0] = {}) {
  const server = await startSmtpServer(options);
  servers.push(server);
  return server;
}

const rows = (db: Database = database.db) => db.select().from(emailOutbox).orderBy(emailOutbox.id);
const allSent = async () => (await rows()).every((row) => row.status === "sent");

/** How many times the server accepted each Message-ID. */
function acceptedPerMessageId(server: TestSmtpServer): Map<string | undefined, number> {
  const counts = new Map<string | undefined, number>();
  for (const mail of server.received) counts.set(mail.messageId, (counts.get(mail.messageId) ?? 0) + 1);
  return counts;
}

afterEach(async () => {
  await Promise.all(running.map((w) => w.stop()));
  await Promise.all(servers.map((s) => s.close()));
  running = [];
  servers = [];
});

describe("outbox worker against a real SMTP server", () => {
  it("delivers a queued message with its text and HTML parts", async () => {
    const server = await smtp();
    const id = await enqueueEmail(database.db, { ...message, replyTo: "staff@example.com" });
    worker(server.port);

    await expect.poll(() => server.received.length).toBe(1);
    const [mail] = server.received;
    expect(mail?.to).toEqual(["visitor@example.com"]);
    expect(mail?.raw).toContain("Subject: Bonjour Conakry");
    expect(mail?.raw).toContain("Reply-To: staff@example.com");
    expect(mail?.raw).toMatch(/Content-Type: multipart\/alternative/);
    expect(mail?.raw).toContain("Content-Type: text/plain");
    expect(mail?.raw).toContain("Content-Type: text/html");
    expect(mail?.messageId).toMatch(new RegExp(`^<outbox-${id}-\\d+@example\\.com>$`));
    await expect.poll(async () => (await rows())[0]?.status).toBe("sent");
  });

  it("retries after a refused connection and delivers once the server is up", async () => {
    const port = await getPort();
    await enqueueEmail(database.db, message);
    worker(port);

    await expect.poll(async () => (await rows())[0]?.attempts ?? 0).toBeGreaterThanOrEqual(2);
    const [failing] = await rows();
    expect(failing?.status).toBe("pending");
    expect(failing?.lastError).toContain("ECONNREFUSED");

    const server = await smtp({ port });
    await expect.poll(async () => (await rows())[0]?.status).toBe("sent");
    expect(server.received).toHaveLength(1);
    const [sent] = await rows();
    expect(sent?.lastError).toBeNull();
  });

  it("retries a message the server refused with a temporary error", async () => {
    const server = await smtp({ rejectFirst: 1 });
    await enqueueEmail(database.db, message);
    worker(server.port);
    await expect.poll(async () => (await rows())[0]?.status).toBe("sent");
    expect(server.received).toHaveLength(1);
    const [row] = await rows();
    expect(row?.attempts).toBe(2);
  });

  it("loses nothing across a restart of the worker while SMTP is down", async () => {
    const port = await getPort();
    for (let i = 0; i < 3; i++) await enqueueEmail(database.db, { ...message, subject: `Message ${i}` });
    const first = worker(port);
    await expect.poll(async () => (await rows()).every((row) => row.attempts >= 1)).toBe(true);
    await first.stop();
    const afterStop = await rows();
    expect(afterStop.every((row) => row.status === "pending" && row.claimToken === null)).toBe(true);

    // The process comes back, and so does the mail server.
    const server = await smtp({ port });
    worker(port);
    await expect.poll(() => server.received.length).toBe(3);
    const subjects = server.received.map((mail) => /Subject: (.*)/.exec(mail.raw)?.[1]?.trim()).sort();
    expect(subjects).toEqual(["Message 0", "Message 1", "Message 2"]);
    await expect.poll(allSent).toBe(true);
  });

  it("stopping waits for the message being sent, records it, and leaves the others unclaimed", async () => {
    const server = await smtp({ dataDelayMs: 300 });
    for (let i = 0; i < 4; i++) await enqueueEmail(database.db, { ...message, subject: `Message ${i}` });
    const first = worker(server.port);
    // The first message is on the wire, waiting for the server's answer, when the stop comes.
    await expect.poll(() => server.transmitted()).toBe(1);
    await first.stop();
    expect(server.received).toHaveLength(1);
    const [sent, ...queued] = await rows();
    expect(sent).toMatchObject({ status: "sent", claimToken: null, attempts: 1 });
    // One message at a time: the rest were never claimed, so they wait for no lease.
    expect(queued.every((row) => row.status === "pending" && row.attempts === 0 && !row.claimToken)).toBe(
      true,
    );

    worker(server.port);
    await expect.poll(allSent).toBe(true);
    expect(server.received).toHaveLength(4);
    expect([...acceptedPerMessageId(server).values()]).toEqual([1, 1, 1, 1]);
  });
});

describe("outbox worker leases", () => {
  /**
   * With 30 s SMTP time-outs and an SMTP server answering after 40 s, a batch of
   * 10 messages leased for 5 minutes outlived its lease, and a second worker sent the last
   * ones again. Time here runs 40 times faster; the ratios that made the bug are kept: each
   * send (40 s) stays within the time-outs (30 s per phase), and ten of them (400 s) take
   * longer than the old lease (300 s).
   */
  const second = 25;

  it("two workers and an SMTP server that answers after 40 s deliver each message exactly once", async () => {
    const server = await smtp({ greetingDelayMs: 20 * second, dataDelayMs: 20 * second });
    const count = 12;
    for (let i = 0; i < count; i++) await enqueueEmail(database.db, { ...message, subject: `Message ${i}` });
    const sentBy = [0, 0];
    const logger = (index: number) => ({
      ...silent,
      info(_fields: unknown, text?: string) {
        if (text === "e-mail sent") sentBy[index]!++;
      },
    });
    const workers = [0, 1].map((index) =>
      worker(server.port, { timeoutMs: 30 * second, logger: logger(index), pollIntervalMs: second }),
    );

    await expect.poll(allSent, { timeout: 60_000, message: "every message to be marked sent" }).toBe(true);
    // Anything still on the wire finishes before counting.
    await Promise.all(workers.map((w) => w.stop()));

    const accepted = acceptedPerMessageId(server);
    expect(accepted.size).toBe(count);
    expect([...accepted.entries()].filter(([, times]) => times !== 1)).toEqual([]);
    // Each message was claimed once: no lease ran out while it was in flight.
    expect((await rows()).map((row) => row.attempts)).toEqual(Array(count).fill(1));
    // Both workers took part.
    expect(sentBy.every((sent) => sent > 0)).toBe(true);
    expect(sentBy[0]! + sentBy[1]!).toBe(count);
  });

  it("after a crash mid-send, the other messages go at once and the abandoned one after its lease", async () => {
    const server = await smtp();
    const start = new Date();
    for (let i = 0; i < 3; i++) {
      await enqueueEmail(database.db, { ...message, subject: `Message ${i}` }, start);
    }
    // A worker claims the first message and dies during its send: the claim is never recorded.
    const lease = leaseForSend(smtpTransport(server.port).maxSendMs);
    const abandoned = await claimNextEmail(database.db, { leaseMs: lease, now: start });
    expect(abandoned?.row.subject).toBe("Message 0");

    // Another worker, whose clock the test moves.
    const clock = { ms: start.getTime() + 1, reads: 0 };
    const now = () => {
      clock.reads++;
      return new Date(clock.ms);
    };
    /** Waits for the worker to look for due messages twice at the clock's current time. */
    const twoPasses = async () => {
      const seen = clock.reads;
      await expect
        .poll(() => clock.reads, { message: "two passes of the worker" })
        .toBeGreaterThanOrEqual(seen + 2);
    };
    worker(server.port, { now });

    await expect.poll(() => server.received.length, { message: "the other two messages" }).toBe(2);
    expect(server.received.map((mail) => /Subject: (.*)/.exec(mail.raw)?.[1]?.trim()).sort()).toEqual([
      "Message 1",
      "Message 2",
    ]);

    // Up to the end of the lease, the abandoned message is left alone.
    clock.ms = start.getTime() + lease - 1;
    await twoPasses();
    const [held] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.id, abandoned!.row.id));
    expect(held).toMatchObject({ status: "pending", claimToken: abandoned!.token, attempts: 1 });
    expect(server.received).toHaveLength(2);

    // Then it is sent again (at least once: the dead worker may have delivered it already).
    clock.ms = start.getTime() + lease;
    await expect.poll(() => server.received.length, { message: "the abandoned message" }).toBe(3);
    await expect.poll(allSent).toBe(true);
    const [resent] = await rows();
    expect(resent).toMatchObject({ status: "sent", attempts: 2, claimToken: null });
    expect([...acceptedPerMessageId(server).values()]).toEqual([1, 1, 1]);
  });

  it("cuts off a send that would outlast its limit, even when every answer beats the socket time-out", async () => {
    // Four answers (greeting, MAIL FROM, RCPT TO, end of data), each 80 % of a time-out:
    // none trips a time-out, but together they take longer than the three time-outs. The
    // time-out is long enough that a busy machine's timer lag (a few hundred ms under load)
    // stays inside the 20 % margin of each answer.
    const timeoutMs = 1500;
    const answerMs = 0.8 * timeoutMs;
    const server = await smtp({ greetingDelayMs: answerMs, commandDelayMs: answerMs, dataDelayMs: answerMs });
    const transport = smtpTransport(server.port, timeoutMs);
    expect(transport.maxSendMs).toBe(3 * timeoutMs);
    const id = await enqueueEmail(database.db, message);
    const [row] = await rows();
    const started = performance.now();
    await expect(transport.send(row!)).rejects.toMatchObject({
      code: "ETIMEDOUT",
      message: `SMTP send cut off after ${transport.maxSendMs} ms`,
    });
    // Cut off at the limit, before the server's last answer (due after 4 answers).
    expect(performance.now() - started).toBeGreaterThanOrEqual(transport.maxSendMs - 5);
    expect(server.transmitted()).toBe(1);
    expect(server.received).toHaveLength(0);
    expect(row?.id).toBe(id);
    transport.close();
  });
});

describe("a queued message is sent when its transaction commits", () => {
  it("wakes the worker through the database's notification, long before its next poll; a rollback sends nothing", async () => {
    const handle = await createTestDatabase();
    try {
      const server = await smtp();
      // A poll a minute apart: only the notification can deliver within the test's wait.
      const started = startOutboxWorker({
        db: handle.db,
        transport: smtpTransport(server.port),
        logger: silent,
        pollIntervalMs: 60_000,
        policy: fast,
      });
      running.push(started);
      const unlisten = await handle.listen("email_outbox", () => started.wake());
      try {
        // The worker's first pass found nothing; it now waits for a minute.
        await new Promise((resolve) => setImmediate(resolve));
        await handle.db
          .transaction(async (tx) => {
            await enqueueEmail(tx, { ...message, subject: "Jamais envoyé" });
            throw new Error("rolled back");
          })
          .catch(() => undefined);
        await handle.db.transaction((tx) => enqueueEmail(tx, message));
        await expect.poll(() => server.received.length, { timeout: 5_000 }).toBe(1);
        expect(server.received[0]?.raw).toContain("Subject: Bonjour Conakry");
      } finally {
        await unlisten();
      }
    } finally {
      await handle.destroy();
    }
  });
});
