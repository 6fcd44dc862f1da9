import type { Database } from "../../../db/database";

/** A transaction handed out by db.transaction(): invoices are issued inside their caller's. */
export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
export type Executor = Database | Tx;
