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
}

function decodeQuotedPrintable(body: string): string {
  const bytes = body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, "%$1");
  return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, "%25"));
}

/** The decoded body of the MIME part of `type` (nodemailer writes a multipart/alternative). */
function part(raw: string, type: string): string {
  const boundary = /boundary="([^"]+)"/.exec(raw)?.[1];
  const parts = boundary ? raw.split(`--${boundary}`) : [raw];
  for (const chunk of parts) {
    const [head = "", ...rest] = chunk.replace(/^\r?\n/, "").split(/\r?\n\r?\n/);
    if (!new RegExp(`^Content-Type: ${type}`, "im").test(head)) continue;
    const body = rest.join("\n\n");
    if (/Content-Transfer-Encoding: base64/i.test(head)) return Buffer.from(body, "base64").toString("utf8");
    if (/Content-Transfer-Encoding: quoted-printable/i.test(head)) return decodeQuotedPrintable(body);
    return body;
  }
  return "";
}

export function parseEml(file: string): Eml {
  const raw = fs.readFileSync(path.join(mailDir, file), "utf8");
  const headers = (raw.split(/\n\n/, 1)[0] ?? "").replace(/\n[ \t]+/g, " ");
  return { file, raw, headers, text: part(raw, "text/plain"), html: part(raw, "text/html") };
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
