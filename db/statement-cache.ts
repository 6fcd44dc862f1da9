import { createHash } from "node:crypto";
import pg from "pg";

/**
 * How many statements one connection keeps prepared. The app's queries are a few hundred
 * shapes at most; past the bound (a query built with a variable number of placeholders, say)
 * queries simply run unprepared, so server memory stays bounded.
 */
export const maxPreparedPerConnection = 256;

/**
 * A node-postgres client that prepares each parametrised query once per connection and
 * reuses it (ADR 1303). Drizzle sends every query unnamed, so PostgreSQL parsed and planned
 * the same few statements on every request: for a course page that was about two thirds of
 * the server's time in PostgreSQL. Naming a statement after a hash of its text lets the
 * connection skip the parse, and PostgreSQL reuse or re-plan as it sees fit.
 *
 * Only queries with parameters are named: a query without any may hold several statements
 * (migrations), which only the simple protocol accepts.
 */
class StatementNamingClient extends pg.Client {
  readonly #prepared = new Set<string>();

  // node-postgres overloads `query` a dozen ways; this override only adds a name to a config
  // object and hands every argument on untouched.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override query(config: any, values?: any, callback?: any): any {
    const query = typeof config === "string" ? { text: config } : config;
    const name = this.#nameFor(query, values);
    return super.query(name ? { ...query, name } : config, values, callback);
  }

  #nameFor(config: unknown, values: unknown): string | undefined {
    if (!isUnnamedQueryConfig(config)) return undefined;
    const parameters = config.values ?? values;
    if (!Array.isArray(parameters) || parameters.length === 0) return undefined;
    const name = statementName(config.text);
    if (this.#prepared.has(name)) return name;
    if (this.#prepared.size >= maxPreparedPerConnection) return undefined;
    this.#prepared.add(name);
    return name;
  }
}

/** Typed as node-postgres's own client: callers keep its overloads. */
export const StatementCachingClient: typeof pg.Client = StatementNamingClient;

interface UnnamedQueryConfig {
  text: string;
  values?: unknown;
}

function isUnnamedQueryConfig(config: unknown): config is UnnamedQueryConfig {
  if (typeof config !== "object" || config === null) return false;
  const candidate = config as { text?: unknown; name?: unknown; submit?: unknown };
  // A Query object (it has `submit`) or an already named query is left as it is.
  return typeof candidate.text === "string" && !candidate.name && typeof candidate.submit !== "function";
}

const names = new Map<string, string>();
const maxRememberedNames = 4096;

/** `s_` and 24 hex digits of the text's SHA-1: the same text always gets the same name. */
export function statementName(text: string): string {
  let name = names.get(text);
  if (name) return name;
  name = `s_${createHash("sha1").update(text).digest("hex").slice(0, 24)}`;
  if (names.size >= maxRememberedNames) names.clear();
  names.set(text, name);
  return name;
}
