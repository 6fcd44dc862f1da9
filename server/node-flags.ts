/**
 * The V8 heap a deployment's server processes run with (the systemd unit; a cluster's workers
 * inherit their primary's flags; the bench's throughput servers). Not the embedded try-out
 * (`npm start` on PGlite): there the database's memory lives in the same process and the cap
 * cost a fifth more CPU per request for nothing the budget asks (ADR 3108).
 * Uncapped, V8 lets the old space grow lazily under load: a process measured 350–600 MB after the
 * bench's throughput rounds for about 100 MB of live objects. Capped at 256 MB it stays near
 * 200 MB. The young space is set to V8's own size for large heaps: a capped heap would otherwise
 * get a smaller one too, and its extra scavenges cost about a fifth more CPU per request (ADR 3108).
 */
export const SERVER_NODE_FLAGS = ["--max-old-space-size=256", "--max-semi-space-size=16"] as const;
