/**
 * Whether `error` says the database cannot serve right now (stopped, restarting, out of
 * connections, network cut, its disk full), rather than that a query is wrong. Such a failure
 * is not a bug of the page: it deserves a 503 and goes away when the database is back or the
 * disk has room again.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return causes(error).some(isConnectionFailure);
}

// 57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now (starting, stopping);
// class 08: connection exceptions; 53100 disk full (also what the embedded database says when
// the data folder's disk is), 53200 out of memory, 53300 too many connections.
const unavailableSqlStates = /^(57P0[123]|08...|53[123]00)$/;
const unreachableSocketCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EAI_AGAIN",
  // A file written beside the embedded database (an upload) on the same full disk.
  "ENOSPC",
]);
// What pg and pg-pool say when a connection ends or cannot be made in time.
const unavailableMessages = [
  /^Connection terminated\b/,
  /^timeout exceeded when trying to connect$/,
  /^Client has encountered a connection error and is not queryable$/,
];

function isConnectionFailure(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === "string" && (unavailableSqlStates.test(code) || unreachableSocketCodes.has(code))) {
    return true;
  }
  return typeof message === "string" && unavailableMessages.some((pattern) => pattern.test(message));
}

/**
 * The error and what it wraps: Drizzle reports a failed query as a DrizzleQueryError whose
 * `cause` is the driver's error, and a refused connection to a host with several addresses
 * is an AggregateError of one error per address.
 */
function causes(error: unknown): unknown[] {
  const found: unknown[] = [];
  const pending = [error];
  while (pending.length > 0 && found.length < 20) {
    const current = pending.shift();
    if (typeof current !== "object" || current === null || found.includes(current)) continue;
    found.push(current);
    const { cause, errors } = current as { cause?: unknown; errors?: unknown };
    pending.push(cause);
    if (Array.isArray(errors)) pending.push(...errors);
  }
  return found;
}
