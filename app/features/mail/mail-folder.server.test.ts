import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "~/lib/env.server";
import { loader as fileLoader } from "~/routes/dev.mail.file";
import { loader as listLoader } from "~/routes/dev.mail";
import { decodeHeader, listMailFiles, readMailFile } from "./mail-folder.server";
import type { OutboxRow } from "./outbox.server";
import { createMailTransport, mailDirectory } from "./transport.server";

let dataDir: string;
beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "mail-folder-"));
});
afterAll(async () => {
  await fs.rm(dataDir, { recursive: true, force: true });
});

const row: OutboxRow = {
  id: 7,
  kind: "contact-ack",
  toAddress: "awa@example.com",
  replyTo: null,
  subject: "Nous avons bien reçu votre message",
  textBody: "Bonjour",
  htmlBody: "<p>Bonjour</p>",
  headers: null,
  attachments: null,
  status: "pending",
  attempts: 1,
  nextAttemptAt: new Date(),
  lockedUntil: null,
  claimToken: null,
  lastError: null,
  createdAt: new Date("2025-10-09T10:15:00Z"),
  sentAt: null,
};

function context(nodeEnv: "development" | "production") {
  return { env: parseEnv({ NODE_ENV: nodeEnv, DATA_DIR: dataDir }) } as never;
}

describe("the .eml folder", () => {
  it("writes one file per outbox row, the same file on a second attempt", async () => {
    const transport = createMailTransport({
      from: "GMS <no-reply@example.com>",
      mailDir: mailDirectory(dataDir),
    });
    await transport.send(row);
    await transport.send(row);
    const files = await listMailFiles(mailDirectory(dataDir));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatchObject({
      name: "20251009T101500Z-000007-contact-ack.eml",
      to: "awa@example.com",
      subject: "Nous avons bien reçu votre message",
    });
    expect(await readMailFile(mailDirectory(dataDir), "../../etc/passwd")).toBeNull();
  });

  it("decodes encoded header words", () => {
    expect(decodeHeader("=?UTF-8?Q?re=C3=A7u?= =?UTF-8?B?w6k=?=")).toBe("reçué");
  });

  it("is listed at /dev/mail in development only", async () => {
    const listed = (await listLoader({ context: context("development") } as never)) as { files: unknown[] };
    expect(listed.files).toHaveLength(1);
    const raw = (await fileLoader({
      context: context("development"),
      params: { file: "20251009T101500Z-000007-contact-ack.eml" },
    } as never)) as Response;
    expect(raw.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    expect(await raw.text()).toContain("To: awa@example.com");

    await expect(listLoader({ context: context("production") } as never)).rejects.toMatchObject({
      init: { status: 404 },
    });
    await expect(
      fileLoader({ context: context("production"), params: { file: "x.eml" } } as never),
    ).rejects.toMatchObject({ status: 404 });
  });
});
