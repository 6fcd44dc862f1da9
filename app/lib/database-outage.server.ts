import { isDatabaseUnavailable } from "../../db/unavailable";

/** Requests whose loader or action failed because the database could not be reached. */
const failedRequests = new WeakSet<Request>();

/** Remembers that `request` failed for want of a database, when `error` says so; returns whether it did. */
export function noteDatabaseOutage(request: Request, error: unknown): boolean {
  if (!isDatabaseUnavailable(error)) return false;
  failedRequests.add(request);
  return true;
}

/** Whether a loader or action of `request` failed because the database could not be reached. */
export function failedForDatabaseOutage(request: Request): boolean {
  return failedRequests.has(request);
}

/** Seconds a client is asked to wait before trying again (Retry-After). */
export const outageRetryAfterSeconds = 10;
