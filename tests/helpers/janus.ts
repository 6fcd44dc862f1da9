import getPort from "get-port";
import { ensureJanusInstalled, startJanus, type RunningJanus } from "../../scripts/janus";
import type { JanusOptions } from "../../server/janus-process";

/** The secrets the test Janus and the test site share. */
export const TEST_JANUS_ADMIN_SECRET = "test-janus-admin-secret";
export const TEST_JANUS_TOKEN_SECRET = "test-janus-token-secret";

/**
 * Why Janus cannot run here (not installed and not installable), or undefined. Tests that need
 * it skip with this reason on a developer's machine; in CI, where .ci/run installs it, a missing
 * Janus fails them instead, so the live-video tests can never pass by not running.
 */
export function janusUnavailableReason(): string | undefined {
  const reason = ensureJanusInstalled();
  if (reason && process.env.CI) throw new Error(`Janus is required in CI: ${reason}`);
  return reason;
}

/**
 * A Janus of our own for one test file (scripts/janus.ts), on a free port or JANUS_TEST_PORT;
 * `events` points its event handler at a site.
 */
export async function startTestJanus({ events }: Pick<JanusOptions, "events"> = {}): Promise<RunningJanus> {
  const port = Number(process.env.JANUS_TEST_PORT) || (await getPort());
  return startJanus({
    port,
    adminSecret: TEST_JANUS_ADMIN_SECRET,
    tokenSecret: TEST_JANUS_TOKEN_SECRET,
    events,
  });
}

/** The site's settings pointing at a test Janus. */
export function liveVideoEnv(janus: Pick<RunningJanus, "url">): Record<string, string> {
  return {
    LIVE_VIDEO_SERVER_URL: janus.url,
    LIVE_VIDEO_ADMIN_SECRET: TEST_JANUS_ADMIN_SECRET,
    LIVE_VIDEO_TOKEN_SECRET: TEST_JANUS_TOKEN_SECRET,
  };
}
