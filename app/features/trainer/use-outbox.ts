import { useCallback, useEffect, useRef, useState } from "react";
import { forget, keep, markSent, outboxOf, type OutboxEntry } from "./offline-store";

/** Marks per upload, and bytes: under the server's limits (MAX_MARKS_PER_UPLOAD, 256 KB a body). */
const BATCH_MARKS = 25;
const BATCH_BYTES = 200 * 1024;
const FIRST_RETRY_MS = 2_000;
const LAST_RETRY_MS = 60_000;

interface UploadResult {
  clientId: string;
  outcome: "recorded" | "repeated" | "refused";
  message?: string;
}

export interface Refusal {
  entry: OutboxEntry;
  message: string;
}

class SignedOut extends Error {}

/** Splits the marks into uploads the server takes: a signature is a few KB, a batch at most 200. */
function batches(entries: OutboxEntry[]): OutboxEntry[][] {
  const out: OutboxEntry[][] = [];
  let current: OutboxEntry[] = [];
  let bytes = 0;
  for (const entry of entries) {
    const size = JSON.stringify(entry.payload).length;
    if (current.length && (current.length >= BATCH_MARKS || bytes + size > BATCH_BYTES)) {
      out.push(current);
      current = [];
      bytes = 0;
    }
    current.push(entry);
    bytes += size;
  }
  if (current.length) out.push(current);
  return out;
}

async function post(url: string, body: unknown): Promise<UploadResult[]> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    credentials: "same-origin",
    body: JSON.stringify(body),
  });
  if (response.status === 401) throw new SignedOut();
  // 422: every item refused, each with its reason; anything else not 2xx is worth another try.
  if (!response.ok && response.status !== 422) throw new Error(`upload answered ${response.status}`);
  return ((await response.json()) as { results: UploadResult[] }).results;
}

/**
 * What the page did and the server does not have yet, kept in IndexedDB, and its upload: at
 * once when online, again when the network returns (the `online` event), and after a failure
 * with a growing delay. Each mark carries its client id, so an upload repeated or cut half-way
 * counts once on the server; the page clears exactly the ids the server answered for.
 */
export function useOutbox({
  viewerId,
  marksUrl,
  sheetsUrl,
}: {
  viewerId: string;
  marksUrl: string;
  sheetsUrl: string;
}) {
  const [entries, setEntries] = useState<OutboxEntry[] | null>(null);
  const [online, setOnline] = useState(true);
  const [sending, setSending] = useState(false);
  const [signedOut, setSignedOut] = useState(false);
  const [refusals, setRefusals] = useState<Refusal[]>([]);
  const flushing = useRef(false);
  const again = useRef(false);
  const retryDelay = useRef(0);
  const retryTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // A retry calls the current flush: the callback cannot name itself.
  const flushLater = useRef<() => void>(() => undefined);

  const reload = useCallback(async () => setEntries(await outboxOf(viewerId)), [viewerId]);

  const settle = useCallback(async (sent: OutboxEntry[], results: UploadResult[]) => {
    const byId = new Map(sent.map((entry) => [entry.payload.clientId, entry]));
    const done = results.filter((result) => result.outcome !== "refused").map((result) => result.clientId);
    const refused = results.filter((result) => result.outcome === "refused" && byId.has(result.clientId));
    await markSent(done);
    await forget(refused.map((result) => result.clientId));
    if (refused.length)
      setRefusals((current) => [
        ...current,
        ...refused.map((result) => ({ entry: byId.get(result.clientId)!, message: result.message ?? "" })),
      ]);
  }, []);

  const flush = useCallback(async (): Promise<void> => {
    if (flushing.current) {
      again.current = true;
      return;
    }
    if (!navigator.onLine) return;
    clearTimeout(retryTimer.current);
    flushing.current = true;
    setSending(true);
    try {
      const pending = (await outboxOf(viewerId)).filter((entry) => entry.status === "pending");
      const marks = pending.filter((entry) => entry.kind === "mark");
      for (const batch of batches(marks)) {
        const results = await post(marksUrl, { marks: batch.map((entry) => entry.payload) });
        await settle(batch, results);
        await reload();
      }
      // A sheet after the marks of its half-day: the sheet closes what the participants signed.
      for (const sheet of pending.filter((entry) => entry.kind === "sheet")) {
        await settle([sheet], await post(sheetsUrl, { sheet: sheet.payload }));
        await reload();
      }
      retryDelay.current = 0;
      setSignedOut(false);
    } catch (error) {
      if (error instanceof SignedOut) setSignedOut(true);
      else {
        retryDelay.current = Math.min(LAST_RETRY_MS, Math.max(FIRST_RETRY_MS, retryDelay.current * 2));
        retryTimer.current = setTimeout(() => flushLater.current(), retryDelay.current);
      }
    } finally {
      flushing.current = false;
      setSending(false);
      await reload();
      if (again.current) {
        again.current = false;
        flushLater.current();
      }
    }
  }, [viewerId, marksUrl, sheetsUrl, settle, reload]);

  useEffect(() => {
    flushLater.current = () => void flush();
  }, [flush]);

  useEffect(() => {
    setOnline(navigator.onLine);
    const up = () => {
      setOnline(true);
      retryDelay.current = 0;
      void flush();
    };
    const down = () => setOnline(false);
    window.addEventListener("online", up);
    window.addEventListener("offline", down);
    void reload().then(() => flush());
    return () => {
      window.removeEventListener("online", up);
      window.removeEventListener("offline", down);
      clearTimeout(retryTimer.current);
    };
  }, [flush, reload]);

  const add = useCallback(
    async (entry: OutboxEntry, replaces: string[] = []) => {
      await keep(entry, replaces);
      await reload();
      void flush();
    },
    [flush, reload],
  );

  return { entries, online, sending, signedOut, refusals, add, flush };
}
