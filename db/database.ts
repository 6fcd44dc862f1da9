import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { sql } from "drizzle-orm";
import path from "node:path";
import pg from "pg";
import * as schema from "./schema";
import { StatementCachingClient } from "./statement-cache";

export type Schema = typeof schema;
/** The one database type the app uses, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  migrate(): Promise<void>;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /**
   * Calls `onNotify` for each NOTIFY on `channel` (delivered when the notifying transaction
   * commits); resolves to a function that stops listening. A lost connection is retried in the
   * background: listeners are a shortcut, never the only way work is found.
   */
  listen(channel: string, onNotify: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

const CHANNEL = /^[a-z_][a-z0-9_]*$/;
const RELISTEN_DELAY_MS = 5_000;

/** LISTEN on a connection of its own (a pooled one would be handed to queries and lose it). */
async function listenOnPostgres(url: string, channel: string, onNotify: () => void) {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
    // A broken connection (a restart) is dropped and made again a little later.
    next.on("error", () => {
      void next.end().catch(() => {});
      if (!stopped) retry = setTimeout(() => void connect().catch(() => {}), RELISTEN_DELAY_MS);
    });
    next.on("notification", (message) => {
      if (message.channel === channel) onNotify();
    });
    await next.connect();
    await next.query(`LISTEN ${channel}`);
    client = next;
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}

/**
 * The catalogue search's extensions (migration 0004): PGlite ships them as bundles it loads at
 * start; PostgreSQL has them installed on the server. Every PGlite the migrations run on needs them.
 */
export const pgliteExtensions = { pg_trgm, unaccent };

/**
 * From the project's root, where the server and the tools run (like build/client): the bundled
 * server in build/server and these sources must find the same folder.
 */
export const migrationsFolder = path.resolve("db/migrations");

export type DatabaseTarget =
  | {
      kind: "pglite";
      directory?: string;
      /** Starts from this data directory dump (PGlite's dumpDataDir) instead of an empty cluster. */
      dump?: Blob;
    }
  | {
      kind: "postgres";
      url: string;
      /** Told of each connection the server breaks (a restart, a network cut): log it. */
      onConnectionError?: (error: Error) => void;
    };

/** Opens PGlite in `directory` (in memory without one, from `dump` if given) or a pg pool on `url`. */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === "postgres") {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: 10,
      connectionTimeoutMillis: 5000,
      Client: StatementCachingClient,
    });
    watchConnections(pool, target.onConnectionError ?? (() => {}));
    const db = drizzleNodePg(pool, { schema }) as unknown as Database;
    return {
      db,
      kind: "postgres",
      migrate: () => migrateNodePg(drizzleNodePg(pool), { migrationsFolder }),
      ping: async () => {
        await pool.query("select 1");
      },
      listen: (channel, onNotify) => {
        if (!CHANNEL.test(channel)) throw new Error(`bad channel name: ${channel}`);
        return listenOnPostgres(target.url, channel, onNotify);
      },
      close: () => pool.end(),
    };
  }
  const client = await PGlite.create({
    dataDir: target.directory,
    extensions: pgliteExtensions,
    loadDataDir: target.dump,
  });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    listen: async (channel, onNotify) => {
      if (!CHANNEL.test(channel)) throw new Error(`bad channel name: ${channel}`);
      const unlisten = await client.listen(channel, () => onNotify());
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    close: () => client.close(),
  };
}

/**
 * A pg client emits "error" when its connection breaks (PostgreSQL stopping sends 57P01 to
 * every backend). An "error" event nobody listens to kills the process, and the pool only
 * listens on idle clients: a client checked out by a request would take the server down.
 * Every client gets a listener from its first connection on; the query it was running fails
 * on its own (the request answers 503) and the pool drops the broken client.
 */
function watchConnections(pool: pg.Pool, report: (error: Error) => void) {
  // One report per lost connection: a client says 57P01, then "Connection terminated", and
  // an idle one tells both its own listener and the pool's.
  const reported = new WeakSet<pg.PoolClient>();
  const reportOnce = (client: pg.PoolClient, error: Error) => {
    if (reported.has(client)) return;
    reported.add(client);
    report(error);
  };
  pool.on("connect", (client) => client.on("error", (error) => reportOnce(client, error)));
  pool.on("error", (error, client) => reportOnce(client, error));
}
