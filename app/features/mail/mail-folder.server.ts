import fs from "node:fs/promises";
import type { Stats } from "node:fs";
import path from "node:path";

export interface MailFile {
  name: string;
  to: string;
  subject: string;
  date: string;
  bytes: number;
}

const fileName = /^[A-Za-z0-9_.-]+\.eml$/;

/** Decodes RFC 2047 encoded words (=?UTF-8?B?...?= and =?UTF-8?Q?...?=) of a header value. */
export function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi, (_, encoding: string, text: string) => {
      if (encoding.toUpperCase() === "B") return Buffer.from(text, "base64").toString("utf8");
      const bytes = text.replace(/_/g, " ").replace(/=([0-9A-F]{2})/gi, "%$1");
      try {
        return decodeURIComponent(bytes);
      } catch {
        return text;
      }
    });
}

/** The value of a header in a message's header block (folded lines joined). */
export function headerOf(raw: string, name: string): string {
  const head = raw.split(/\r?\n\r?\n/, 1)[0] ?? "";
  const unfolded = head.replace(/\r?\n[ \t]+/g, " ");
  const match = new RegExp(`^${name}:\\s*(.*)$`, "im").exec(unfolded);
  return match?.[1] ? decodeHeader(match[1].trim()) : "";
}

/**
 * The files of a development folder whose names match, each read and described, newest first
 * (the names start with their time); a folder not made yet is empty.
 */
export async function listFolder<T extends { name: string }>(
  dir: string,
  names: RegExp,
  describe: (name: string, raw: string, stat: Stats) => T,
): Promise<T[]> {
  let found: string[];
  try {
    found = (await fs.readdir(dir)).filter((name) => names.test(name));
  } catch {
    return [];
  }
  const files = await Promise.all(
    found.map(async (name) => {
      const full = path.join(dir, name);
      const [stat, raw] = await Promise.all([fs.stat(full), fs.readFile(full, "utf8")]);
      return describe(name, raw, stat);
    }),
  );
  return files.sort((a, b) => b.name.localeCompare(a.name));
}

/** The .eml files of the development mail folder, newest first. */
export function listMailFiles(dir: string): Promise<MailFile[]> {
  return listFolder(dir, fileName, (name, raw, stat) => ({
    name,
    to: headerOf(raw, "To"),
    subject: headerOf(raw, "Subject"),
    date: stat.mtime.toISOString(),
    bytes: stat.size,
  }));
}

/** One message's source, or null for a name that is not a file of the folder. */
export async function readMailFile(dir: string, name: string): Promise<string | null> {
  if (!fileName.test(name)) return null;
  try {
    return await fs.readFile(path.join(dir, name), "utf8");
  } catch {
    return null;
  }
}
