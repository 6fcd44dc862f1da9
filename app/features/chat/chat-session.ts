/**
 * What the chat remembers in the browser, kept apart from the panel so the always-loaded
 * launcher stays tiny. A "visit" is a browser session: sessionStorage holds this visit's
 * facts, localStorage counts the visits. Storage can be missing or refuse writes (private
 * modes, disabled storage): then an in-memory store stands in for the life of the page.
 */

/** Spec: the panel opens by itself 8 seconds after the page is ready, once per visit. */
export const AUTO_OPEN_DELAY_MS = 8000;

export type StorageLike = Pick<Storage, "getItem" | "setItem">;

export const storageKeys = {
  /** localStorage: how many visits this browser has made. */
  visits: "chat:visits",
  /** sessionStorage: this visit's number (so a reload is not a new visit). */
  visit: "chat:visit",
  /** sessionStorage: the panel has been opened in this visit (by itself or by the visitor). */
  opened: "chat:opened",
  /** sessionStorage: the conversation. */
  state: "chat:state",
} as const;

export function memoryStorage(): StorageLike {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, String(value)),
  };
}

const fallbacks: Record<"localStorage" | "sessionStorage", StorageLike | null> = {
  localStorage: null,
  sessionStorage: null,
};

/** The browser's storage if it works, else a per-page memory store. Call in effects only. */
export function browserStorage(kind: "localStorage" | "sessionStorage"): StorageLike {
  try {
    const storage = window[kind];
    storage.getItem(storageKeys.visits);
    return storage;
  } catch {
    return (fallbacks[kind] ??= memoryStorage());
  }
}

function safeSet(storage: StorageLike, key: string, value: string) {
  try {
    storage.setItem(key, value);
  } catch {
    // Quota or policy: the chat still works for this page, it just forgets sooner.
  }
}

/** Counts this visit once per browser session and returns its number (1 = first visit). */
export function recordVisit(local: StorageLike, session: StorageLike): number {
  const known = Number(session.getItem(storageKeys.visit));
  if (Number.isInteger(known) && known > 0) return known;
  const previous = Number(local.getItem(storageKeys.visits));
  const visit = (Number.isInteger(previous) && previous > 0 ? previous : 0) + 1;
  safeSet(local, storageKeys.visits, String(visit));
  safeSet(session, storageKeys.visit, String(visit));
  return visit;
}

export function hasOpenedThisVisit(session: StorageLike): boolean {
  return session.getItem(storageKeys.opened) === "1";
}

export function markOpened(session: StorageLike): void {
  safeSet(session, storageKeys.opened, "1");
}
