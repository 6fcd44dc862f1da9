import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { parseEnv } from "../app/lib/env.server";
import { janusUnavailableReason } from "../tests/helpers/janus";
import { startEmbeddedLiveVideo, type EmbeddedLiveVideo } from "./embedded-live-video";

const logger = pino({ level: "silent" });
const started: EmbeddedLiveVideo[] = [];
const folders: string[] = [];

afterEach(async () => {
  await Promise.all(started.splice(0).map((video) => video.stop()));
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

function dataDir(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "embedded-video-"));
  folders.push(folder);
  return folder;
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/info`, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}

describe("live video on a trial machine", () => {
  it("a deployment starts nothing: it configures its own media server", async () => {
    const env = parseEnv({
      NODE_ENV: "production",
      SITE_URL: "https://www.example.com",
      SESSION_SECRET: "s".repeat(40),
      DATA_DIR: dataDir(),
    });
    const video = await startEmbeddedLiveVideo(env, logger);
    expect(video.env).toBe(env);
    expect(video.env.LIVE_VIDEO_SERVER_URL).toBeUndefined();
  });

  it("embedded mode starts Janus on 127.0.0.1 with secrets kept in DATA_DIR, and stops it with the server", async () => {
    // Installed with apt-get when missing (as root); where it cannot be, this test fails with why.
    const unavailable = janusUnavailableReason();
    if (unavailable) throw new Error(`Janus is needed here: ${unavailable}`);
    const folder = dataDir();
    const env = parseEnv({ NODE_ENV: "production", SITE_URL: "http://localhost:3000", DATA_DIR: folder });
    expect(env.MODE).toBe("embedded");
    const video = await startEmbeddedLiveVideo(env, logger);
    started.push(video);
    const url = video.env.LIVE_VIDEO_SERVER_URL;
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/janus$/);
    expect(await answers(url ?? "")).toBe(true);
    const secrets = JSON.parse(fs.readFileSync(path.join(folder, "live-video-secrets.json"), "utf8"));
    expect(video.env.LIVE_VIDEO_ADMIN_SECRET).toBe(secrets.adminSecret);
    expect(video.env.LIVE_VIDEO_TOKEN_SECRET).toBe(secrets.tokenSecret);
    expect(fs.statSync(path.join(folder, "live-video-secrets.json")).mode & 0o077).toBe(0);
    // Janus posts the rooms' joins and leaves back to this server (remote attendance).
    const events = fs.readFileSync(path.join(folder, "janus", "janus.eventhandler.sampleevh.jcfg"), "utf8");
    expect(events).toContain(`backend = "http://127.0.0.1:${env.PORT}/api/live/events"`);
    expect(events).toContain("enabled = true");

    await video.stop();
    expect(await answers(url ?? "")).toBe(false);
    // The next start keeps the same secrets: tokens signed before a restart still open the room.
    const again = await startEmbeddedLiveVideo(env, logger);
    started.push(again);
    expect(again.env.LIVE_VIDEO_TOKEN_SECRET).toBe(secrets.tokenSecret);
  }, 60_000);
});
