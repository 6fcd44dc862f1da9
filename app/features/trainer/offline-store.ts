import { openDB, type DBSchema, type IDBPDatabase } from "idb";
import type { AttendanceState, HalfDayPart } from "../../../db/schema";
import type { TrainerDay } from "./trainer-data";

/** A mark as the page sends it (the server's markInputSchema). */
export interface MarkPayload {
  clientId: string;
  registrationId: number;
  sessionId: number;
  day: string;
  part: HalfDayPart;
  state: AttendanceState;
  arrivedAt?: string;
  method: "signature" | "staff" | "remote";
  signature?: string;
}

/** The trainer's signature closing a half-day (the server's sheetInputSchema). */
export interface SheetPayload {
  clientId: string;
  sessionId: number;
  day: string;
  part: HalfDayPart;
  signature: string;
}

/**
 * Something done on the page, kept until the server has it. `pending` waits to be sent; `sent`
 * stays (for today) so the page still shows it if it is reopened offline from an older copy.
 */
export type OutboxEntry = { viewerId: string; status: "pending" | "sent"; createdAt: string } & (
  { kind: "mark"; payload: MarkPayload } | { kind: "sheet"; payload: SheetPayload }
);

interface TrainerDb extends DBSchema {
  /** Today's list, per viewer and language, as the server last gave it. */
  days: { key: string; value: { key: string; day: TrainerDay } };
  outbox: { key: string; value: OutboxEntry & { clientId: string }; indexes: { byViewer: string } };
}

let opened: Promise<IDBPDatabase<TrainerDb>> | null = null;

function database(): Promise<IDBPDatabase<TrainerDb>> {
  opened ??= openDB<TrainerDb>("trainer-attendance", 1, {
    upgrade(db) {
      db.createObjectStore("days", { keyPath: "key" });
      db.createObjectStore("outbox", { keyPath: "clientId" }).createIndex("byViewer", "viewerId");
    },
  });
  return opened;
}

export async function saveDay(key: string, day: TrainerDay): Promise<void> {
  await (await database()).put("days", { key, day });
}

export async function loadDay(key: string): Promise<TrainerDay | null> {
  return (await (await database()).get("days", key))?.day ?? null;
}

export async function outboxOf(viewerId: string): Promise<OutboxEntry[]> {
  const rows = await (await database()).getAllFromIndex("outbox", "byViewer", viewerId);
  return rows.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** Keeps an entry; a pending one it replaces (the trainer changed their mind before sending) goes. */
export async function keep(entry: OutboxEntry, replaces: string[] = []): Promise<void> {
  const db = await database();
  const tx = db.transaction("outbox", "readwrite");
  for (const clientId of replaces) await tx.store.delete(clientId);
  await tx.store.put({ ...entry, clientId: entry.payload.clientId });
  await tx.done;
}

export async function markSent(clientIds: string[]): Promise<void> {
  const db = await database();
  const tx = db.transaction("outbox", "readwrite");
  for (const clientId of clientIds) {
    const entry = await tx.store.get(clientId);
    if (entry) await tx.store.put({ ...entry, status: "sent" });
  }
  await tx.done;
}

export async function forget(clientIds: string[]): Promise<void> {
  const db = await database();
  const tx = db.transaction("outbox", "readwrite");
  for (const clientId of clientIds) await tx.store.delete(clientId);
  await tx.done;
}

/** Sent entries of days before `today` (the server has them; the page no longer shows them). */
export async function forgetSentBefore(viewerId: string, today: string): Promise<void> {
  const stale = (await outboxOf(viewerId)).filter(
    (entry) => entry.status === "sent" && entry.payload.day < today,
  );
  await forget(stale.map((entry) => entry.payload.clientId));
}
