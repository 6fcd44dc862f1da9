/**
 * The V8 heap every server process runs with (`npm start`, the systemd unit, a cluster's
 * workers, which inherit their primary's flags, and the tests and bench that start the build).
 * Uncapped, V8 lets the old space grow lazily under load: a process measured 350–600 MB after the
 * bench's throughput rounds for about 100 MB of live objects. Capped at 256 MB it stays near
 * 200 MB. The young space is set to V8's own size for large heaps: a capped heap would otherwise
 * get a smaller one too, and its extra scavenges cost about a fifth more CPU per request (ADR 3108).
 */
export const SERVER_NODE_FLAGS = ["--max-old-space-size=256", "--max-semi-space-size=16"] as const;
