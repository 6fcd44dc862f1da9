import { listFolder } from "~/features/mail/mail-folder.server";

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
export function listSmsFiles(dir: string): Promise<SmsFile[]> {
  return listFolder(dir, fileName, (name, raw, stat) => {
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
  });
}
