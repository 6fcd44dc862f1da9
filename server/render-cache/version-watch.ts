import { eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { renderCacheVersion } from "../../db/schema";

/** How often, at most, each process reads the version when nothing happened here. */
export const VERSION_CHECK_MS = 1000;
/** After a change in this process, the version is read on every request for this long. */
const WATCH_AFTER_LOCAL_CHANGE_MS = 2000;

/**
 * The database's render-cache version, read lazily by the requests that want a cached page: at
 * most once a second, or on every such request for a moment after a change in this process
 * (whose commit it waits for). `onChange` runs when the version moved: the caller drops its
 * pages. A failed read means the database is away: no cached page then, so that pages answer
 * as the database allows (503).
 */
export function watchVersion({
  db,
  now,
  onChange,
}: {
  db: Database;
  now: () => number;
  onChange: () => void;
}) {
  let known: number | undefined;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let watchUntil = Number.NEGATIVE_INFINITY;
  let pending: Promise<boolean> | undefined;

  async function read(): Promise<boolean> {
    try {
      const [row] = await db
        .select({ version: renderCacheVersion.version })
        .from(renderCacheVersion)
        .where(eq(renderCacheVersion.id, 1));
      const version = row?.version ?? 0;
      if (known !== undefined && version !== known) onChange();
      known = version;
      checkedAt = now();
      return true;
    } catch {
      known = undefined;
      onChange();
      return false;
    }
  }

  return {
    /** Resolves true when cached pages are as fresh as the version says. */
    current(): Promise<boolean> {
      const time = now();
      if (known !== undefined && time - checkedAt < VERSION_CHECK_MS && time >= watchUntil) {
        return Promise.resolve(true);
      }
      pending ??= read().finally(() => (pending = undefined));
      return pending;
    },
    localChange(): void {
      watchUntil = now() + WATCH_AFTER_LOCAL_CHANGE_MS;
    },
  };
}
