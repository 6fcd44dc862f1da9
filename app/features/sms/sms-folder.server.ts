import fs from "node:fs/promises";
import path from "node:path";

export interface SmsFile {
  name: string;
  to: string;
  kind: string;
  parts: number;
  body: string;
  date: string;
}

const fileName = /^[A-Za-z0-9_.-]+\.txt$/;

/** The texts of the development folder, newest first, as /dev/mail lists them. */
export async function listSmsFiles(dir: string): Promise<SmsFile[]> {
  let names: string[];
  try {
    names = (await fs.readdir(dir)).filter((name) => fileName.test(name));
  } catch {
    return [];
  }
  const files = await Promise.all(
    names.map(async (name) => {
      const full = path.join(dir, name);
      const [stat, raw] = await Promise.all([fs.stat(full), fs.readFile(full, "utf8")]);
      const [head = "", ...rest] = raw.split("\n\n");
      const header = (key: string) => new RegExp(`^${key}: (.*)$`, "m").exec(head)?.[1] ?? "";
      return {
        name,
        to: header("To"),
        kind: header("Kind"),
        parts: Number(header("Parts")) || 1,
        body: rest.join("\n\n").trimEnd(),
        date: stat.mtime.toISOString(),
      };
    }),
  );
  return files.sort((a, b) => b.name.localeCompare(a.name));
}
