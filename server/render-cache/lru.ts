import { LRUCache } from "lru-cache";

/** What the cache keeps of one page: everything needed to answer without rendering. */
export interface CachedPage {
  status: number;
  /** Response headers, CSP with script hashes and Cache-Control included. */
  headers: [string, string][];
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  etag: string;
}

function sizeOf(page: CachedPage): number {
  const headerBytes = page.headers.reduce((sum, [name, value]) => sum + name.length + value.length, 0);
  // A rough allowance for the key, the object and the Map's entry.
  return page.identity.length + page.gzip.length + page.br.length + headerBytes + 512;
}

/** Pages by key, bounded in bytes: the least recently used go first. */
export type PageLru = LRUCache<string, CachedPage>;

/**
 * A page store bounded in bytes (lru-cache): the least recently used go first when a new page
 * would pass the bound, a page larger than the whole bound is never kept, and a page older than
 * its lifetime is never returned. `now` is the render cache's clock, which tests drive.
 */
export function createPageLru(maxBytes: number, ttlMs: number, now: () => number = Date.now): PageLru {
  return new LRUCache<string, CachedPage>({
    maxSize: maxBytes,
    sizeCalculation: sizeOf,
    // lru-cache drops a page older than its ttl; HTTP's max-age, which the page is sent with,
    // makes it stale once its age reaches the lifetime: one millisecond less says the same.
    ttl: ttlMs - 1,
    // Read the clock on every lookup: the default caches it for a millisecond with a timer.
    ttlResolution: 0,
    perf: { now },
  });
}
