import fs from "node:fs";

export type BackupFormat = "postgres" | "pglite";

/**
 * What a backup file holds, from its first bytes: pg_dump's custom format starts with
 * "PGDMP"; PGlite's data dump is a gzipped tar (1f 8b).
 */
export function backupFormatOf(file: string): BackupFormat | null {
  const head = Buffer.alloc(5);
  const fd = fs.openSync(file, "r");
  try {
    fs.readSync(fd, head, 0, head.length, 0);
  } finally {
    fs.closeSync(fd);
  }
  if (head.toString("latin1") === "PGDMP") return "postgres";
  if (head[0] === 0x1f && head[1] === 0x8b) return "pglite";
  return null;
}
