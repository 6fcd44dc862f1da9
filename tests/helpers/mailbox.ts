import fs from "node:fs/promises";
import path from "node:path";
import { expect } from "@playwright/test";
import { simpleParser, type AddressObject, type Attachment, type StructuredHeader } from "mailparser";
import { e2eDataDir } from "./e2e-env";

/** The folder where the e2e server's outbox writes .eml files (no SMTP_URL). */
export const mailDir = path.join(e2eDataDir, "mail");

export interface Eml {
  /** The file's name: `<time>-<outbox id>-<kind>.eml`, the kind being what the message is about. */
  file: string;
  raw: string;
  /** The Subject header, decoded. */
  subject: string;
  /** The addresses of the To header. */
  to: string[];
  /** The addresses of the Reply-To header. */
  replyTo: string[];
  /** The text/plain part, decoded. */
  text: string;
  /** The text/html part, decoded. */
  html: string;
  /** The http(s) links of the text part, in order. */
  links: string[];
  /** Attached files, decoded. */
  attachments: EmlAttachment[];
}

export interface EmlAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

function addresses(header: AddressObject | AddressObject[] | undefined): string[] {
  return [header ?? []]
    .flat()
    .flatMap((object) => object.value)
    .map((entry) => entry.address ?? "");
}

/** The part's Content-Type with its parameters, as written ("text/calendar; charset=utf-8; method=REQUEST"). */
function contentTypeOf(attachment: Attachment): string {
  const header = attachment.headers.get("content-type") as StructuredHeader | undefined;
  const params = Object.entries(header?.params ?? {}).map(([name, value]) => `; ${name}=${value}`);
  return `${attachment.contentType}${params.join("")}`;
}

/** The outbox writes a file aside and renames it: a listed file is whole and never changes. */
const parsed = new Map<string, Promise<Eml>>();

async function parse(file: string): Promise<Eml> {
  const raw = await fs.readFile(path.join(mailDir, file), "utf8");
  const mail = await simpleParser(raw);
  const text = mail.text ?? "";
  return {
    file,
    raw,
    subject: mail.subject ?? "",
    to: addresses(mail.to),
    replyTo: addresses(mail.replyTo),
    text,
    html: mail.html || "",
    links: text.match(/https?:\/\/[^\s<>"]+/g) ?? [],
    attachments: mail.attachments.map((attachment) => ({
      filename: attachment.filename ?? "",
      contentType: contentTypeOf(attachment),
      content: attachment.content,
    })),
  };
}

/** Every message of the folder, oldest first. */
async function allMessages(): Promise<Eml[]> {
  const files = await fs.readdir(mailDir).catch(() => []);
  return Promise.all(
    files
      .filter((file) => file.endsWith(".eml"))
      .sort()
      .map((file) => {
        let mail = parsed.get(file);
        if (!mail) {
          mail = parse(file);
          parsed.set(file, mail);
        }
        return mail;
      }),
  );
}

/** The messages to `address` (To header) that `where` accepts, oldest first. */
export async function messagesTo(
  address: string,
  where: (mail: Eml) => boolean = () => true,
): Promise<Eml[]> {
  const wanted = address.toLowerCase();
  return (await allMessages()).filter(
    (mail) => mail.to.some((to) => to.toLowerCase() === wanted) && where(mail),
  );
}

/** The messages whose decoded text contains `needle` and that `where` accepts. */
export async function messagesContaining(
  needle: string,
  where: (mail: Eml) => boolean = () => true,
): Promise<Eml[]> {
  return (await allMessages()).filter((mail) => mail.text.includes(needle) && where(mail));
}

/** The message is of this kind (the end of its file name: `payment-received`, `registration-offer`). */
export const ofKind = (kind: string) => (mail: Eml) => mail.file.endsWith(`-${kind}.eml`);

/** Waits for the outbox worker (it polls every 2 s) to write `count` messages matching. */
export async function waitForMail(find: () => Promise<Eml[]>, count = 1): Promise<Eml[]> {
  let found: Eml[] = [];
  await expect
    .poll(
      async () => {
        found = await find();
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
