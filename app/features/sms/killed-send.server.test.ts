import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../../../db/database";
import { smsOutbox, user } from "../../../db/schema";
import { startApiListener, type RecordedRequest } from "../../../tests/helpers/api-listener";
import { createScratchDatabase } from "../../../tests/helpers/scratch-postgres";
import { defaultRetryPolicy } from "~/features/mail/outbox.server";
import { deliverDueSms } from "./deliver.server";
import { orangeProvider, twilioProvider } from "./providers.server";
import { enqueueSms } from "./sms-outbox.server";

const usingPostgres = Boolean(process.env.TEST_DATABASE_URL);
const noon = new Date("2027-01-10T12:00:00Z");
const quiet = { info() {}, warn() {}, error() {} };

const isSend = (request: RecordedRequest) =>
  request.path.endsWith("/requests") || request.path.endsWith("/Messages.json");

/**
 * kill -9 of the process sending a text while the provider holds the request: after a restart
 * the phone gets the text once. Orange takes the repeat with the same clientCorrelator and drops
 * it as a duplicate (the stand-in does as Orange documents); Twilio would send a repeat again, so
 * the text is not repeated and staff see it failed with the reason.
 */
describe.each(["orange", "twilio"] as const)("kill -9 mid-send (%s)", (providerId) => {
  it("each text reaches the phone once after a restart", async () => {
    let hang = true;
    const delivered = new Set<string>();
    const api = await startApiListener((request) => {
      if (request.path === "/oauth/v3/token") return { json: { access_token: "tok", expires_in: "3600" } };
      if (!isSend(request)) return undefined;
      if (hang) return { hang: true };
      if (providerId === "orange") {
        const body = JSON.parse(request.body) as { outboundSMSMessageRequest: { clientCorrelator: string } };
        delivered.add(body.outboundSMSMessageRequest.clientCorrelator);
        return {
          status: 201,
          json: {
            outboundSMSMessageRequest: {
              resourceURL: `https://api.orange.com/x/requests/r${delivered.size}`,
            },
          },
        };
      }
      return { status: 201, json: { sid: "SM1" } };
    });
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), "killed-sms-"));
    const scratch = usingPostgres ? await createScratchDatabase("killed_sms") : null;
    const target = scratch
      ? ({ kind: "postgres", url: scratch.url } as const)
      : ({ kind: "pglite", directory } as const);
    try {
      let handle = await openDatabase(target);
      await handle.migrate();
      await handle.db.insert(user).values({
        id: "u-1",
        name: "Awa",
        email: "awa@example.com",
        phone: "+224620123456",
        smsConsent: true,
      });
      await enqueueSms(
        handle.db,
        { kind: "offer", userId: "u-1", text: { fr: "Bonjour", en: "Hello" } },
        noon,
      );
      await handle.close();

      const child = spawn(
        process.execPath,
        [
          "--import",
          "tsx",
          "tests/helpers/sms-process.ts",
          JSON.stringify({
            database: target,
            provider: providerId,
            apiBaseUrl: api.url,
            now: noon.toISOString(),
          }),
        ],
        { stdio: ["ignore", "pipe", "pipe"] },
      );
      let output = "";
      child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
      const exited = new Promise<NodeJS.Signals | null>((resolve) =>
        child.on("exit", (_code, signal) => resolve(signal)),
      );
      await expect.poll(() => api.requests.some(isSend), { timeout: 60_000, interval: 50 }).toBe(true);
      child.kill("SIGKILL");
      expect(await exited, output).toBe("SIGKILL");
      if (providerId === "orange") {
        // What the killed process sent did reach Orange (its answer never came back).
        const first = JSON.parse(api.requests.find(isSend)!.body) as {
          outboundSMSMessageRequest: { clientCorrelator: string };
        };
        delivered.add(first.outboundSMSMessageRequest.clientCorrelator);
      }

      handle = await openDatabase(target);
      try {
        hang = false;
        const provider =
          providerId === "orange"
            ? orangeProvider({
                baseUrl: api.url,
                clientId: "id",
                clientSecret: "secret",
                senderNumber: "+224600000000",
              })
            : twilioProvider({
                baseUrl: api.url,
                accountSid: `AC${"2".repeat(32)}`,
                authToken: "t".repeat(32),
                from: "+15005550006",
                statusCallback: "https://site.example/api/sms/twilio/status",
              });
        // Before the lease ends, the restarted worker leaves the text alone; after it, settles it.
        const options = { policy: defaultRetryPolicy, dailyCap: 4 };
        expect((await deliverDueSms(handle.db, provider, quiet, { ...options, now: () => noon })).sent).toBe(
          0,
        );
        const later = new Date(noon.getTime() + 10 * 60_000);
        const report = await deliverDueSms(handle.db, provider, quiet, { ...options, now: () => later });
        const [row] = await handle.db.select().from(smsOutbox).where(eq(smsOutbox.userId, "u-1"));
        if (providerId === "orange") {
          expect(report.sent).toBe(1);
          expect(row).toMatchObject({ status: "sent", attempts: 2 });
          // Two requests, one correlator: one text on the phone.
          expect(api.requests.filter(isSend)).toHaveLength(2);
          expect(delivered.size).toBe(1);
        } else {
          expect(report.failed).toBe(1);
          expect(row!.status).toBe("failed");
          expect(row!.lastError).toMatch(/interrupted/);
          expect(api.requests.filter(isSend)).toHaveLength(1);
        }
      } finally {
        await handle.close();
      }
    } finally {
      await api.close();
      await scratch?.drop();
      fs.rmSync(directory, { recursive: true, force: true });
    }
  }, 120_000);
});
