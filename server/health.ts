import fs from "node:fs/promises";
import type { RequestHandler } from "express";
import type { DatabaseHandle } from "../db/database";
import { outageRetryAfterSeconds } from "../app/lib/database-outage.server";

/**
 * Below this much free space on the data folder's disk the site is reported unhealthy: the
 * embedded database needs room for a new write-ahead log segment (16 MiB) and uploads for their
 * variants, so a nearly full disk fails writes before it is completely full.
 */
export const MIN_FREE_DISK_BYTES = 64 * 1024 * 1024;

/** Why the site cannot serve right now, or null when it can. */
export async function unhealthyReason(database: DatabaseHandle, dataDir: string): Promise<string | null> {
  try {
    await database.ping();
  } catch {
    return "database";
  }
  // A missing data folder (a database elsewhere, nothing uploaded yet) has no disk to fill.
  const disk = await fs.statfs(dataDir).catch(() => null);
  if (disk && (disk.bavail * disk.bsize < MIN_FREE_DISK_BYTES || disk.ffree === 0)) return "disk-full";
  return null;
}

/**
 * `/healthz` for load balancers and supervisors: 200 with the database kind when pages can be
 * served, 503 with the reason and a Retry-After otherwise.
 */
export function healthCheck(database: DatabaseHandle, dataDir: string): RequestHandler {
  return async (_req, res) => {
    const reason = await unhealthyReason(database, dataDir);
    if (reason === null) {
      res.json({ status: "ok", database: database.kind });
      return;
    }
    res.set("Retry-After", String(outageRetryAfterSeconds));
    res.status(503).json({ status: "unavailable", reason });
  };
}
