import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../database";
import { BackupError } from "./errors";
import { queryRows, selfMaintainedTables } from "./tables";

export interface ExportReport {
  tables: number;
  rows: number;
}

const rowsPerInsert = 500;

/**
 * Copies every row of an embedded database into a PostgreSQL database, both migrated to the
 * same version by the caller: the schema comes from our migrations, only the data travels.
 * Rows go through JSON (row_to_json, then json_populate_recordset), which keeps every type we
 * use exact; parents before children for the foreign keys; generated columns are left to
 * the target to compute; identity sequences are set to where the source's were. One
 * transaction on the target: an export that fails leaves it as it was.
 */
export async function exportToPostgres(
  source: Database,
  target: Database,
  { force }: { force: boolean },
): Promise<ExportReport> {
  await requireSameMigrations(source, target);
  const tables = (await tablesInDependencyOrder(source)).filter(
    (table) => !selfMaintainedTables.includes(table),
  );
  const filled = [];
  for (const table of tables) {
    const [row] = await queryRows<{ filled: boolean }>(
      target,
      sql`SELECT EXISTS (SELECT 1 FROM ${qualified(table)}) AS filled`,
    );
    if (row?.filled) filled.push(table);
  }
  if (filled.length > 0 && !force) {
    throw new BackupError(
      `The PostgreSQL database of DATABASE_URL already holds rows (in ${filled.slice(0, 4).join(", ")}` +
        `${filled.length > 4 ? ", ..." : ""}): export into an empty database, or pass --force to replace them`,
    );
  }

  let copied = 0;
  await target.transaction(async (tx) => {
    if (filled.length > 0) {
      await tx.execute(sql`TRUNCATE ${sql.join(tables.map(qualified), sql`, `)} RESTART IDENTITY CASCADE`);
    }
    for (const table of tables) copied += await copyTable(source, tx as unknown as Database, table);
    await copySequences(source, tx as unknown as Database);
  });

  for (const table of tables) {
    const [from] = await queryRows<{ n: number }>(
      source,
      sql`SELECT count(*)::int AS n FROM ${qualified(table)}`,
    );
    const [to] = await queryRows<{ n: number }>(
      target,
      sql`SELECT count(*)::int AS n FROM ${qualified(table)}`,
    );
    if (from?.n !== to?.n) {
      throw new BackupError(
        `Export check failed: ${table} has ${from?.n} rows here but ${to?.n} in PostgreSQL`,
      );
    }
  }
  return { tables: tables.length, rows: copied };
}

function qualified(table: string): SQL {
  return sql`${sql.identifier("public")}.${sql.identifier(table)}`;
}

async function requireSameMigrations(source: Database, target: Database) {
  const journal = sql`SELECT hash FROM drizzle.__drizzle_migrations ORDER BY created_at, id`;
  const here = (await queryRows<{ hash: string }>(source, journal)).map((row) => row.hash);
  const there = (await queryRows<{ hash: string }>(target, journal)).map((row) => row.hash);
  if (here.join() !== there.join()) {
    throw new BackupError(
      `The two databases are at different migrations (${here.length} here, ${there.length} in PostgreSQL)`,
    );
  }
}

/** The public tables, each after the tables its foreign keys point to. */
async function tablesInDependencyOrder(db: Database): Promise<string[]> {
  const tables = (
    await queryRows<{ name: string }>(
      db,
      sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
    )
  ).map((row) => row.name);
  const references = await queryRows<{ child: string; parent: string }>(
    db,
    sql`SELECT child.relname AS child, parent.relname AS parent
        FROM pg_constraint c
        JOIN pg_class child ON child.oid = c.conrelid
        JOIN pg_class parent ON parent.oid = c.confrelid
        WHERE c.contype = 'f' AND c.connamespace = 'public'::regnamespace AND c.conrelid <> c.confrelid`,
  );
  const ordered: string[] = [];
  const pending = new Set(tables);
  while (pending.size > 0) {
    const ready = [...pending].filter((table) =>
      references.every((ref) => ref.child !== table || !pending.has(ref.parent)),
    );
    if (ready.length === 0) {
      throw new BackupError(
        `Foreign keys form a cycle between ${[...pending].join(", ")}: cannot order the export`,
      );
    }
    for (const table of ready) {
      ordered.push(table);
      pending.delete(table);
    }
  }
  return ordered;
}

async function copyTable(source: Database, target: Database, table: string): Promise<number> {
  const columns = (
    await queryRows<{ name: string }>(
      source,
      sql`SELECT column_name AS name FROM information_schema.columns
          WHERE table_schema = 'public' AND table_name = ${table} AND is_generated = 'NEVER'
          ORDER BY ordinal_position`,
    )
  ).map((row) => row.name);
  const list = sql.join(
    columns.map((column) => sql.identifier(column)),
    sql`, `,
  );
  const rows = await queryRows<{ row: string }>(
    source,
    sql`SELECT row_to_json(t)::text AS row FROM (SELECT ${list} FROM ${qualified(table)}) t`,
  );
  for (let start = 0; start < rows.length; start += rowsPerInsert) {
    const batch = `[${rows
      .slice(start, start + rowsPerInsert)
      .map((entry) => entry.row)
      .join(",")}]`;
    // OVERRIDING SYSTEM VALUE: the rows keep their ids, identity columns included.
    await target.execute(
      sql`INSERT INTO ${qualified(table)} (${list}) OVERRIDING SYSTEM VALUE
          SELECT ${list} FROM json_populate_recordset(NULL::${qualified(table)}, ${batch}::json)`,
    );
  }
  return rows.length;
}

/** Each sequence continues where the source's stopped: new rows get new ids. */
async function copySequences(source: Database, target: Database) {
  const sequences = await queryRows<{ name: string; last: string | null }>(
    source,
    sql`SELECT sequencename AS name, last_value::text AS last FROM pg_sequences WHERE schemaname = 'public'`,
  );
  for (const sequence of sequences) {
    if (sequence.last === null) continue;
    const name = `public."${sequence.name.replaceAll('"', '""')}"`;
    await target.execute(sql`SELECT setval(${name}::regclass, ${sequence.last}::bigint, true)`);
  }
}
