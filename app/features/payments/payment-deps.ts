import type { Database } from "../../../db/database";

/** A transaction handed out by db.transaction(), or the database itself. */
export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
export type Executor = Database | Tx;

/** What the pipeline needs from outside: where links point, and the time (tests set it). */
export interface PaymentDeps {
  siteUrl: string;
  now: Date;
  /** Where staff notices go (STAFF_EMAIL); without it, the contact address of the settings. */
  staffEmail?: string;
}
