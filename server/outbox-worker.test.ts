import net from "node:net";
import { SMTPServer } from "smtp-server";
import { afterEach, describe, expect, it } from "vitest";
import { emailOutbox } from "../db/schema";
import type { Database } from "../db/database";
import { useTestDatabase } from "../tests/helpers/test-database";
import { enqueueEmail } from "../app/features/mail/outbox.server";
import { createMailTransport } from "../app/features/mail/transport.server";
import { startOutboxWorker, type OutboxWorker } from "./outbox-worker";

/** A real SMTP server on localhost that keeps what it receives. */
async function startSmtp(port = 0, { rejectFirst = 0 } = {}) {
  const received: { to: string[]; raw: string }[] = [];
  let rejections = rejectFirst;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (rejections > 0) {
          rejections--;
          callback(Object.assign(new Error("Try again later"), { responseCode: 451 }));
          return;
        }
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const address = server.server.address() as net.AddressInfo;
  return {
    server,
    received,
    port: address.port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port with nothing listening on it (connections are refused). */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", () => resolve()));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const silent = { info() {}, warn() {}, error() {} };
const fast = { baseDelayMs: 50, maxDelayMs: 200, maxAttempts: 50, leaseMs: 30_000 };
const message = {
  kind: "test",
  to: "visitor@example.com",
  subject: "Bonjour Conakry",
  text: "Texte brut",
  html: "<p>Texte <strong>HTML</strong></p>",
};

function worker(db: Database, port: number) {
  const transport = createMailTransport({
    smtpUrl: `smtp://127.0.0.1:${port}`,
    from: "Groupe <no-reply@example.com>",
    mailDir: "/nonexistent",
    timeoutMs: 2_000,
  });
  return startOutboxWorker({ db, transport, logger: silent, pollIntervalMs: 25, policy: fast });
}

const database = useTestDatabase({ emptyBeforeEach: [emailOutbox] });
let running: OutboxWorker[] = [];
let servers: { close(): Promise<void> }[] = [];

afterEach(async () => {
  await Promise.all(running.map((w) => w.stop()));
  await Promise.all(servers.map((s) => s.close()));
  running = [];
  servers = [];
});

describe("outbox worker against a real SMTP server", () => {
  it("delivers a queued message with its text and HTML parts", async () => {
    const smtp = await startSmtp();
    servers.push(smtp);
    const id = await enqueueEmail(database.db, { ...message, replyTo: "staff@example.com" });
    running.push(worker(database.db, smtp.port));

    await waitFor(() => smtp.received.length === 1);
    const [mail] = smtp.received;
    expect(mail?.to).toEqual(["visitor@example.com"]);
    expect(mail?.raw).toContain("Subject: Bonjour Conakry");
    expect(mail?.raw).toContain("Reply-To: staff@example.com");
    expect(mail?.raw).toMatch(/Content-Type: multipart\/alternative/);
    expect(mail?.raw).toContain("Content-Type: text/plain");
    expect(mail?.raw).toContain("Content-Type: text/html");
    expect(mail?.raw).toMatch(new RegExp(`Message-ID: <outbox-${id}-\\d+@example\\.com>`));
    await waitFor(async () => (await database.db.select().from(emailOutbox))[0]?.status === "sent");
  });

  it("retries after a refused connection and delivers once the server is up", async () => {
    const port = await freePort();
    await enqueueEmail(database.db, message);
    running.push(worker(database.db, port));

    await waitFor(async () => ((await database.db.select().from(emailOutbox))[0]?.attempts ?? 0) >= 2);
    const [failing] = await database.db.select().from(emailOutbox);
    expect(failing?.status).toBe("pending");
    expect(failing?.lastError).toContain("ECONNREFUSED");

    const smtp = await startSmtp(port);
    servers.push(smtp);
    await waitFor(async () => (await database.db.select().from(emailOutbox))[0]?.status === "sent");
    expect(smtp.received).toHaveLength(1);
    const [sent] = await database.db.select().from(emailOutbox);
    expect(sent?.lastError).toBeNull();
  });

  it("retries a message the server refused with a temporary error", async () => {
    const smtp = await startSmtp(0, { rejectFirst: 1 });
    servers.push(smtp);
    await enqueueEmail(database.db, message);
    running.push(worker(database.db, smtp.port));
    await waitFor(async () => (await database.db.select().from(emailOutbox))[0]?.status === "sent");
    expect(smtp.received).toHaveLength(1);
    const [row] = await database.db.select().from(emailOutbox);
    expect(row?.attempts).toBe(2);
  });

  it("loses nothing across a restart of the worker while SMTP is down", async () => {
    const port = await freePort();
    for (let i = 0; i < 3; i++) await enqueueEmail(database.db, { ...message, subject: `Message ${i}` });
    const first = worker(database.db, port);
    await waitFor(async () =>
      (await database.db.select().from(emailOutbox)).every((row) => row.attempts >= 1),
    );
    await first.stop();
    const afterStop = await database.db.select().from(emailOutbox);
    expect(afterStop.every((row) => row.status === "pending" && row.claimToken === null)).toBe(true);

    // The process comes back, and so does the mail server.
    const smtp = await startSmtp(port);
    servers.push(smtp);
    running.push(worker(database.db, port));
    await waitFor(() => smtp.received.length === 3);
    const subjects = smtp.received.map((mail) => /Subject: (.*)/.exec(mail.raw)?.[1]?.trim()).sort();
    expect(subjects).toEqual(["Message 0", "Message 1", "Message 2"]);
    await waitFor(async () =>
      (await database.db.select().from(emailOutbox)).every((row) => row.status === "sent"),
    );
  });

  it("stopping waits for the message being sent, which is recorded and not sent again", async () => {
    const smtp = await startSmtp();
    servers.push(smtp);
    for (let i = 0; i < 4; i++) await enqueueEmail(database.db, { ...message, subject: `Message ${i}` });
    const first = worker(database.db, smtp.port);
    await waitFor(() => smtp.received.length >= 1);
    await first.stop();
    const sentBefore = smtp.received.length;
    const rows = await database.db.select().from(emailOutbox);
    expect(rows.filter((row) => row.status === "sent")).toHaveLength(sentBefore);
    expect(rows.every((row) => row.claimToken === null)).toBe(true);

    running.push(worker(database.db, smtp.port));
    await waitFor(async () =>
      (await database.db.select().from(emailOutbox)).every((row) => row.status === "sent"),
    );
    expect(smtp.received).toHaveLength(4);
  });
});
