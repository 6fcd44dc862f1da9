import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { OutboxRow } from "./outbox.server";

/** Sends one outbox row; throws when the message was not accepted. */
export interface MailTransport {
  kind: "smtp" | "folder";
  send(row: OutboxRow): Promise<void>;
  close(): void;
}

export interface TransportConfig {
  /** smtp:// or smtps:// URL; without it, messages become .eml files in `mailDir`. */
  smtpUrl?: string;
  from: string;
  mailDir: string;
  /** Socket timeouts of the SMTP connection; they must add up to less than the outbox lease. */
  timeoutMs?: number;
}

/** The folder of .eml files under DATA_DIR. */
export function mailDirectory(dataDir: string): string {
  return path.join(path.resolve(dataDir), "mail");
}

function domainOf(from: string): string {
  const match = /@([^\s>]+)>?\s*$/.exec(from);
  return match?.[1] ?? "localhost";
}

/** The nodemailer message of an outbox row; its Message-ID is the same on every attempt. */
function compose(row: OutboxRow, from: string) {
  return {
    from,
    to: row.toAddress,
    replyTo: row.replyTo ?? undefined,
    subject: row.subject,
    text: row.textBody,
    html: row.htmlBody,
    headers: row.headers ?? undefined,
    messageId: `<outbox-${row.id}-${row.createdAt.getTime()}@${domainOf(from)}>`,
    date: row.createdAt,
  };
}

export function createMailTransport(config: TransportConfig): MailTransport {
  if (config.smtpUrl) {
    const timeout = config.timeoutMs ?? 30_000;
    const transporter = nodemailer.createTransport({
      url: config.smtpUrl,
      connectionTimeout: timeout,
      greetingTimeout: timeout,
      socketTimeout: timeout,
      // Low volume: one connection per message, nothing left open between polls.
      pool: false,
    });
    return {
      kind: "smtp",
      async send(row) {
        await transporter.sendMail(compose(row, config.from));
      },
      close: () => transporter.close(),
    };
  }

  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    kind: "folder",
    async send(row) {
      const info = await transporter.sendMail(compose(row, config.from));
      const message = info.message;
      if (!Buffer.isBuffer(message)) throw new Error("the stream transport returned no buffer");
      await fs.mkdir(config.mailDir, { recursive: true });
      // One file per outbox row: a second attempt rewrites the same file instead of adding one.
      const stamp = row.createdAt
        .toISOString()
        .replace(/[-:]/g, "")
        .replace(/\.\d+Z$/, "Z");
      const name = `${stamp}-${String(row.id).padStart(6, "0")}-${row.kind}.eml`;
      const target = path.join(config.mailDir, name);
      // Written aside and renamed, so a reader never sees half a message.
      const partial = `${target}.${process.pid}.tmp`;
      await fs.writeFile(partial, message);
      await fs.rename(partial, target);
    },
    close: () => transporter.close(),
  };
}
