import type { Database } from "../../../db/database";

/** A transaction handed out by db.transaction(), or the database itself. */
export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
export type Executor = Database | Tx;

/**
 * What the registration rules need from the outside: where links point, the secrets that sign
 * them (the first signs, all verify), and the time, which tests set (holds,
 * offers and reminders take an injectable clock).
 */
export interface RegistrationDeps {
  siteUrl: string;
  secrets: readonly string[];
  now: Date;
  /** Where staff notices go (STAFF_EMAIL); without it, the contact address of the settings. */
  staffEmail?: string;
  /**
   * PAYMENT_HOLD_HOURS, the default of the hold staff set: e-mails that say until when an unpaid
   * seat is held read the setting with it (DEFAULT_PAYMENT_HOLD_HOURS without it).
   */
  holdHours?: number;
}

/** How long a seat offered to the waiting list is held. */
export const OFFER_HOLD_MS = 24 * 60 * 60 * 1000;

/** Who acts: the registrant (their account id), staff, or the system (jobs, move-ups). */
export type Actor =
  { kind: "registrant"; userId: string } | { kind: "staff"; userId: string } | { kind: "system" };

export const SYSTEM: Actor = { kind: "system" };
