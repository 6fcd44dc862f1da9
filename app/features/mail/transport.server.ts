import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { OutboxRow } from "./outbox.server";

/** Sends one outbox row; throws when the message was not accepted. */
export interface MailTransport {
  kind: "smtp" | "folder";
  /**
   * The longest one send may take: past it, the send is cut off and fails. The outbox lease
   * is derived from it (leaseForSend), so no other worker takes a message while it is sent.
   */
  maxSendMs: number;
  send(row: OutboxRow): Promise<void>;
  close(): void;
}

export interface TransportConfig {
  /** smtp:// or smtps:// URL; without it, messages become .eml files in `mailDir`. */
  smtpUrl?: string;
  from: string;
  mailDir: string;
  /** Each of the SMTP time-outs (connection, greeting, socket inactivity); 30 s by default. */
  timeoutMs?: number;
}

const defaultTimeoutMs = 30_000;

/**
 * The longest an SMTP send may take: connecting, the greeting, and one slow answer (the
 * server checking the message after DATA, say), each bounded by its own time-out. The socket
 * time-out only measures silence, so a server answering every command just in time could
 * go on longer: the send is cut off at this sum instead (see createMailTransport).
 */
export function smtpMaxSendMs(timeoutMs: number): number {
  const connection = timeoutMs;
  const greeting = timeoutMs;
  const socket = timeoutMs;
  return connection + greeting + socket;
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
    attachments: row.attachments?.map((file) => ({
      filename: file.filename,
      contentType: file.contentType,
      content: file.content,
      encoding: file.encoding ?? "utf8",
    })),
    messageId: `<outbox-${row.id}-${row.createdAt.getTime()}@${domainOf(from)}>`,
    date: row.createdAt,
  };
}

/** One transporter for every message written as a file: it only renders, nothing is sent. */
const fileRenderer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });

/**
 * An outbox row as the message file (.eml) it was, or will be, sent as: the folder transport's
 * files, and the copies of sent messages staff export.
 */
export async function outboxMessageFile(row: OutboxRow, from: string): Promise<Buffer> {
  const info = await fileRenderer.sendMail(compose(row, from));
  const message = info.message;
  if (!Buffer.isBuffer(message)) throw new Error("the stream transport returned no buffer");
  return message;
}

export function createMailTransport(config: TransportConfig): MailTransport {
  const timeout = config.timeoutMs ?? defaultTimeoutMs;
  if (config.smtpUrl) {
    const maxSendMs = smtpMaxSendMs(timeout);
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
      maxSendMs,
      async send(row) {
        // Aborting closes the connection: a send never outlives the lease taken for it.
        const deadline = AbortSignal.timeout(maxSendMs);
        try {
          await transporter.sendMail({ ...compose(row, config.from), signal: deadline });
        } catch (error) {
          if (!deadline.aborted) throw error;
          throw Object.assign(new Error(`SMTP send cut off after ${maxSendMs} ms`, { cause: error }), {
            code: "ETIMEDOUT",
          });
        }
      },
      close: () => transporter.close(),
    };
  }

  return {
    kind: "folder",
    // A local file: the bound only matters for the lease, which it keeps as long as SMTP's.
    maxSendMs: smtpMaxSendMs(timeout),
    async send(row) {
      const message = await outboxMessageFile(row, config.from);
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
    // The renderer holds no connection: nothing to close.
    close: () => undefined,
  };
}
