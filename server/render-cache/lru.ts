/** What the cache keeps of one page: everything needed to answer without rendering. */
export interface CachedPage {
  status: number;
  /** Response headers, CSP with script hashes and Cache-Control included. */
  headers: [string, string][];
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  etag: string;
  storedAt: number;
}

function sizeOf(page: CachedPage): number {
  const headerBytes = page.headers.reduce((sum, [name, value]) => sum + name.length + value.length, 0);
  // A rough allowance for the key, the object and the Map's entry.
  return page.identity.length + page.gzip.length + page.br.length + headerBytes + 512;
}

/**
 * Pages by key, bounded in bytes: the least recently used go first when a new page would
 * pass the bound, and a page older than its lifetime is never returned.
 */
export class PageLru {
  private readonly pages = new Map<string, { page: CachedPage; bytes: number }>();
  private total = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly ttlMs: number,
  ) {}

  get bytes(): number {
    return this.total;
  }

  get size(): number {
    return this.pages.size;
  }

  get(key: string, now: number): CachedPage | undefined {
    const found = this.pages.get(key);
    if (!found) return undefined;
    this.pages.delete(key);
    if (now - found.page.storedAt >= this.ttlMs) {
      this.total -= found.bytes;
      return undefined;
    }
    // Map keeps insertion order: re-inserting makes this the most recently used.
    this.pages.set(key, found);
    return found.page;
  }

  set(key: string, page: CachedPage): void {
    const bytes = sizeOf(page);
    this.delete(key);
    if (bytes > this.maxBytes) return;
    this.pages.set(key, { page, bytes });
    this.total += bytes;
    for (const [oldest, entry] of this.pages) {
      if (this.total <= this.maxBytes) break;
      this.pages.delete(oldest);
      this.total -= entry.bytes;
    }
  }

  delete(key: string): void {
    const found = this.pages.get(key);
    if (!found) return;
    this.pages.delete(key);
    this.total -= found.bytes;
  }

  clear(): void {
    this.pages.clear();
    this.total = 0;
  }
}
