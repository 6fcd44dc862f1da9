import fs from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";
import { e2eDataDir } from "./e2e-env";

/** The folder where the e2e server's outbox writes .eml files (no SMTP_URL). */
export const mailDir = path.join(e2eDataDir, "mail");

export interface Eml {
  file: string;
  raw: string;
  /** The headers block, unfolded. */
  headers: string;
  /** The decoded text/plain part. */
  text: string;
  /** The decoded text/html part. */
  html: string;
  /** Attached files, decoded. */
  attachments: EmlAttachment[];
}

function decodeQuotedPrintable(body: string): string {
  const bytes = body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, "%$1");
  return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, "%25"));
}

interface MimePart {
  head: string;
  body: string;
}

/** The leaf parts of a MIME body, nested multiparts opened (a message with attachments is multipart/mixed). */
function leafParts(head: string, body: string): MimePart[] {
  const boundary = /boundary="?([^";\s]+)"?/i.exec(head)?.[1];
  if (!/^Content-Type: multipart\//im.test(head) || !boundary) return [{ head, body }];
  return body
    .split(`--${boundary}`)
    .slice(1)
    .filter((chunk) => !chunk.startsWith("--"))
    .flatMap((chunk) => {
      const [partHead = "", ...rest] = chunk.replace(/^\r?\n/, "").split(/\r?\n\r?\n/);
      return leafParts(partHead.replace(/\r?\n[ \t]+/g, " "), rest.join("\n\n").replace(/\r?\n$/, ""));
    });
}

function decode(part: MimePart): Buffer {
  if (/Content-Transfer-Encoding: base64/i.test(part.head)) return Buffer.from(part.body, "base64");
  if (/Content-Transfer-Encoding: quoted-printable/i.test(part.head))
    return Buffer.from(decodeQuotedPrintable(part.body), "utf8");
  return Buffer.from(part.body, "utf8");
}

/** The decoded body of the first part of `type` that is not an attachment. */
function part(parts: MimePart[], type: string): string {
  const found = parts.find(
    (candidate) =>
      new RegExp(`^Content-Type: ${type}`, "im").test(candidate.head) &&
      !/Content-Disposition: attachment/i.test(candidate.head),
  );
  return found ? decode(found).toString("utf8") : "";
}

export interface EmlAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export function parseEml(file: string): Eml {
  const raw = fs.readFileSync(path.join(mailDir, file), "utf8");
  const headers = (raw.split(/\n\n/, 1)[0] ?? "").replace(/\n[ \t]+/g, " ");
  const parts = leafParts(headers, raw.slice(raw.indexOf("\n\n") + 2));
  const attachments = parts
    .filter((candidate) => /Content-Disposition: attachment/i.test(candidate.head))
    .map((attachment) => ({
      filename: /filename="?([^";\n]+)"?/i.exec(attachment.head)?.[1] ?? "",
      contentType: /Content-Type: ([^\n]+)/i.exec(attachment.head)?.[1]?.trim() ?? "",
      content: decode(attachment),
    }));
  return { file, raw, headers, text: part(parts, "text/plain"), html: part(parts, "text/html"), attachments };
}

/** The messages to `address` (To header), oldest first. */
export function messagesTo(address: string): Eml[] {
  if (!fs.existsSync(mailDir)) return [];
  return fs
    .readdirSync(mailDir)
    .filter((file) => file.endsWith(".eml"))
    .sort()
    .map(parseEml)
    .filter((mail) =>
      new RegExp(`^To: ${address.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`, "mi").test(mail.headers),
    );
}

/** Messages whose decoded text contains `needle`. */
export function messagesContaining(needle: string): Eml[] {
  if (!fs.existsSync(mailDir)) return [];
  return fs
    .readdirSync(mailDir)
    .filter((file) => file.endsWith(".eml"))
    .sort()
    .map(parseEml)
    .filter((mail) => mail.text.includes(needle));
}

/** Waits for the outbox worker (it polls every 2 s) to write `count` messages matching. */
export async function waitForMail(find: () => Eml[], count = 1): Promise<Eml[]> {
  let found: Eml[] = [];
  await expect
    .poll(
      () => {
        found = find();
        return found.length;
      },
      { timeout: 20_000, message: "waiting for the .eml files" },
    )
    .toBeGreaterThanOrEqual(count);
  return found;
}

/** A unique token for one test's data. */
export function unique(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}
