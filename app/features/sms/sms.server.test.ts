import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { emailOutbox, registrations, smsOutbox, trainingSessions, user } from "../../../db/schema";
import { seedCatalog } from "../../../db/seed";
import { startApiListener } from "../../../tests/helpers/api-listener";
import { depsAt, makeSession, makeUsers, requestFor } from "../../../tests/helpers/registration";
import { useTestDatabase } from "../../../tests/helpers/test-database";
import { defaultRetryPolicy } from "~/features/mail/outbox.server";
import { runRegistrationJobs } from "~/features/registration/jobs.server";
import { registerForCourse } from "~/features/registration/register.server";
import { registrationSms, SMS_KINDS } from "~/features/registration/sms-copy.server";
import { certificateReadySms } from "~/features/certificates/certificate-sms.server";
import type { CertificateRecord } from "~/features/certificates/certificate-record.server";
import { loadRegistrationDetails } from "~/features/registration/registration-details.server";
import { deliverDueSms, deliverNextSms, smsMonthTotals, withdrawSmsConsent } from "./deliver.server";
import { fileProvider, orangeProvider, twilioProvider, type SmsProvider } from "./providers.server";
import { listSmsFiles } from "./sms-folder.server";
import { applyReceipt } from "./receipts.server";
import { claimNextSms, enqueueSms, markInFlight } from "./sms-outbox.server";
import { fitSms } from "./sms-text";
import { nextSendableTime } from "./quiet-hours";

const database = useTestDatabase({
  prepare: seedCatalog,
  emptyBeforeEach: [smsOutbox, emailOutbox, registrations, trainingSessions, user],
});

const DAY = 24 * 3600_000;
const start = new Date("2027-03-20T09:00:00Z");
const before = (ms: number) => new Date(start.getTime() - ms);
const quiet = { info() {}, warn() {}, error() {} };
const policy = { ...defaultRetryPolicy, baseDelayMs: 1000 };
const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await fs.rm(dir, { recursive: true, force: true });
});

async function folder(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "sms-"));
  dirs.push(dir);
  return dir;
}

/** A person registered for a session starting at `start`, with texts ticked or not. */
async function registered(sms: boolean, lang: "fr" | "en" = "fr") {
  const { db } = database;
  const [userId] = await makeUsers(db, 1, lang);
  const sessionId = await makeSession(db, { seats: 5, startsAt: start });
  const request = { ...requestFor(userId!, { sessionId, lang }), smsConsent: sms };
  request.person = { ...request.person, phone: "+224620123456" };
  const outcome = await registerForCourse(db, request, depsAt(before(20 * DAY)));
  if (!outcome.ok) throw new Error("registration refused");
  return { userId: userId!, registrationId: outcome.registrationId };
}

const rows = () => database.db.select().from(smsOutbox).orderBy(smsOutbox.id);

describe("the day-before reminder by text", () => {
  it("goes to a person who ticked the box, as a one-part file, and its receipt marks it delivered once", async () => {
    const { db } = database;
    const { userId } = await registered(true);
    const [person] = await db.select().from(user).where(eq(user.id, userId));
    expect(person).toMatchObject({ smsConsent: true, phone: "+224620123456" });

    await runRegistrationJobs(db, depsAt(before(DAY - 60_000)));
    const [queued] = await rows();
    expect(queued).toMatchObject({
      kind: "reminder-24h",
      toNumber: "+224620123456",
      status: "pending",
      parts: 1,
    });
    expect(queued!.body).toMatch(/^GMS Conakry : rappel, "Fondamentaux QHSE/);

    const dir = await folder();
    const now = () => before(DAY - 120_000 + 60_000);
    const dayBefore = now;
    const report = await deliverDueSms(db, fileProvider(dir), quiet, { policy, dailyCap: 4, now });
    expect(report.sent).toBe(1);
    const [file] = await fs.readdir(dir);
    expect(file).toMatch(/-reminder-24h\.txt$/);
    expect(await fs.readFile(path.join(dir, file!), "utf8")).toContain("To: +224620123456");
    // As /dev/mail lists it.
    expect(await listSmsFiles(dir)).toEqual([
      expect.objectContaining({
        name: file,
        to: "+224620123456",
        kind: "reminder-24h",
        parts: 1,
        body: queued!.body,
      }),
    ]);

    const receipt = {
      provider: "file" as const,
      providerMessageId: `file-${queued!.id}`,
      status: "delivered" as const,
    };
    expect(await applyReceipt(db, receipt)).toBe(true);
    // Said again, or followed by a late "failed": the text stays delivered.
    expect(await applyReceipt(db, receipt)).toBe(true);
    expect(await applyReceipt(db, { ...receipt, status: "failed" })).toBe(true);
    expect((await rows())[0]).toMatchObject({ status: "delivered" });
    expect(await applyReceipt(db, { ...receipt, providerMessageId: "file-999999" })).toBe(false);
    // The dashboard's month: the text and its one part; none the month after.
    expect(await smsMonthTotals(db, dayBefore())).toEqual({ texts: 1, parts: 1 });
    expect(await smsMonthTotals(db, new Date("2027-04-02T12:00:00Z"))).toEqual({ texts: 0, parts: 0 });
  });

  it("is not queued for a person who left the box unticked", async () => {
    await registered(false);
    await runRegistrationJobs(database.db, depsAt(before(DAY - 60_000)));
    expect(await rows()).toHaveLength(0);
  });

  it("waits for 08:00 in the person's time zone when due in the night, and honours STOP meanwhile", async () => {
    const { db } = database;
    const { userId } = await registered(true, "en");
    await db.update(user).set({ timeZone: "Europe/Paris" }).where(eq(user.id, userId));
    // 22:00 UTC is 23:00 in Paris in March: quiet hours.
    const night = before(11 * 3600_000);
    await runRegistrationJobs(db, depsAt(night));
    const [queued] = await rows();
    expect(queued!.nextAttemptAt.toISOString()).toBe("2027-03-20T07:00:00.000Z");
    expect(queued!.body).toMatch(/^GMS Conakry: reminder/);
    const provider = fileProvider(await folder());
    expect(
      await deliverNextSms(db, provider, quiet, { policy, dailyCap: 4, now: () => night }),
    ).toBeUndefined();

    // A retry or a clock past the lease never sends it in the night either.
    await db.update(smsOutbox).set({ nextAttemptAt: night });
    expect(await deliverNextSms(db, provider, quiet, { policy, dailyCap: 4, now: () => night })).toBe(
      "deferred",
    );
    expect((await rows())[0]).toMatchObject({ status: "pending", attempts: 0 });

    expect(await withdrawSmsConsent(db, "+224620123456")).toBe(1);
    const morning = new Date("2027-03-20T07:00:00Z");
    expect(await deliverNextSms(db, provider, quiet, { policy, dailyCap: 4, now: () => morning })).toBe(
      "suppressed",
    );
    expect((await rows())[0]).toMatchObject({ status: "suppressed" });
  });
});

describe("limits", () => {
  it("quiet hours end at 08:00 local, start at 21:00", () => {
    const conakry = "Africa/Conakry";
    const at = (iso: string) => nextSendableTime(new Date(iso), conakry).toISOString();
    expect(at("2027-01-10T20:59:00Z")).toBe("2027-01-10T20:59:00.000Z");
    expect(at("2027-01-10T21:00:00Z")).toBe("2027-01-11T08:00:00.000Z");
    expect(at("2027-01-11T03:30:20Z")).toBe("2027-01-11T08:00:00.000Z");
    expect(at("2027-01-11T08:00:00Z")).toBe("2027-01-11T08:00:00.000Z");
  });

  it("a person gets at most the daily cap of texts; the rest are suppressed, not sent", async () => {
    const { db } = database;
    const [userId] = await makeUsers(db, 1);
    await db.update(user).set({ smsConsent: true, phone: "+224620123456" }).where(eq(user.id, userId!));
    const noon = new Date("2027-01-10T12:00:00Z");
    for (let i = 0; i < 3; i++)
      await enqueueSms(db, { kind: "offer", userId: userId!, text: { fr: "a", en: "a" } }, noon);
    const report = await deliverDueSms(db, fileProvider(await folder()), quiet, {
      policy,
      dailyCap: 2,
      now: () => noon,
    });
    expect(report).toMatchObject({ sent: 2, suppressed: 1 });
    // The next day counts afresh.
    const tomorrow = new Date("2027-01-11T12:00:00Z");
    await enqueueSms(db, { kind: "offer", userId: userId!, text: { fr: "a", en: "a" } }, tomorrow);
    expect(
      (
        await deliverDueSms(db, fileProvider(await folder()), quiet, {
          policy,
          dailyCap: 2,
          now: () => tomorrow,
        })
      ).sent,
    ).toBe(1);
  });

  it("an impossible or unset number queues nothing", async () => {
    const { db } = database;
    const [userId] = await makeUsers(db, 1);
    await db.update(user).set({ smsConsent: true, phone: "+22412" }).where(eq(user.id, userId!));
    expect(await enqueueSms(db, { kind: "offer", userId: userId!, text: { fr: "a", en: "a" } })).toBeNull();
  });
});

describe("the texts", () => {
  it("fit one 160-character GSM-7 part in both languages, for every kind", async () => {
    const { db } = database;
    const { registrationId } = await registered(true);
    const details = (await loadRegistrationDetails(db, registrationId))!;
    details.course.title = {
      fr: "Management de la qualité, de la santé et de la sécurité au travail",
      en: "Quality, health and safety management at work for supervisors",
    };
    const lengths: string[] = [];
    for (const kind of SMS_KINDS) {
      const text = registrationSms(kind, details, {
        siteUrl: "https://www.groupe-multiservices-conakry.com",
        now: before(DAY),
        offerUntil: before(DAY),
        holdUntil: before(DAY),
        sessionCancelled: true,
      });
      for (const lang of ["fr", "en"] as const) {
        const fitted = fitSms(text![lang]);
        lengths.push(`${kind} ${lang} ${fitted.body.length}`);
        expect(fitted, `${kind} ${lang}: ${fitted.body}`).toMatchObject({ encoding: "GSM-7", parts: 1 });
      }
    }
    expect(lengths).toHaveLength(SMS_KINDS.length * 2);
  });

  it("say a certificate is ready within one part too", () => {
    const title = "Management de la qualité, de la santé et de la sécurité au travail";
    const record = { course: { title: { fr: title, en: title } } } as unknown as CertificateRecord;
    const text = certificateReadySms(record, "https://www.groupe-multiservices-conakry.com");
    for (const lang of ["fr", "en"] as const) {
      expect(fitSms(text[lang]), text[lang]).toMatchObject({ encoding: "GSM-7", parts: 1 });
    }
    expect(fitSms(text.fr).body).toContain("est pret. Téléchargez-le");
  });

  it("say when a text needs two parts, and keep other scripts in UCS-2", () => {
    expect(fitSms("Réservé : « vous » êtes à l’heure !")).toEqual({
      body: 'Réservé : " vous " etes à l\'heure !',
      encoding: "GSM-7",
      parts: 1,
    });
    expect(fitSms("a".repeat(161)).parts).toBe(2);
    expect(fitSms("مرحبا").encoding).toBe("UCS-2");
  });
});

async function oneQueued(): Promise<void> {
  const { db } = database;
  const [userId] = await makeUsers(db, 1);
  await db.update(user).set({ smsConsent: true, phone: "+224620123456" }).where(eq(user.id, userId!));
  await enqueueSms(db, { kind: "offer", userId: userId!, text: { fr: "Bonjour", en: "Hello" } }, noonOf());
}
const noonOf = () => new Date("2027-01-10T12:00:00Z");

describe("Orange's SMS API, through a loopback stand-in", () => {
  it("takes a token by client credentials, sends once, retries an outage, and repeats an interrupted send with the same correlator", async () => {
    const { db } = database;
    let outage = true;
    let sent = 0;
    const api = await startApiListener((request) => {
      if (request.path === "/oauth/v3/token")
        return { json: { token_type: "Bearer", access_token: "tok-1", expires_in: "3600" } };
      if (request.path === "/smsmessaging/v1/outbound/tel%3A%2B224600000000/requests") {
        if (outage) return { status: 503, json: { error: "down" } };
        return {
          status: 201,
          json: {
            outboundSMSMessageRequest: {
              resourceURL: `https://api.orange.com/smsmessaging/v1/outbound/tel:+224600000000/requests/abc${++sent}`,
            },
          },
        };
      }
      return undefined;
    });
    try {
      const provider: SmsProvider = orangeProvider({
        baseUrl: api.url,
        clientId: "id",
        clientSecret: "secret",
        senderNumber: "+224600000000",
        senderName: "GMS",
      });
      await oneQueued();
      let clock = noonOf();
      const now = () => clock;
      expect(await deliverNextSms(db, provider, quiet, { policy, dailyCap: 4, now })).toBe("retrying");
      outage = false;
      clock = new Date(clock.getTime() + 5000);
      expect(await deliverNextSms(db, provider, quiet, { policy, dailyCap: 4, now })).toBe("sent");
      expect(await deliverNextSms(db, provider, quiet, { policy, dailyCap: 4, now })).toBeUndefined();
      const token = api.requests.find((r) => r.path === "/oauth/v3/token")!;
      expect(token.headers.authorization).toBe(`Basic ${Buffer.from("id:secret").toString("base64")}`);
      expect(token.body).toBe("grant_type=client_credentials");
      const sends = api.requests.filter((r) => r.path.includes("/requests"));
      expect(sends).toHaveLength(2);
      const body = JSON.parse(sends[1]!.body) as { outboundSMSMessageRequest: Record<string, unknown> };
      expect(body.outboundSMSMessageRequest).toMatchObject({
        address: "tel:+224620123456",
        senderAddress: "tel:+224600000000",
        senderName: "GMS",
        outboundSMSTextMessage: { message: "Bonjour" },
      });
      expect(sends[1]!.headers.authorization).toBe("Bearer tok-1");
      expect((await rows())[0]).toMatchObject({
        status: "sent",
        provider: "orange",
        providerMessageId: "abc1",
      });

      // A worker killed between handing a text over and recording it: the next claim sends it
      // again with the same clientCorrelator, which Orange drops as a repeat.
      await oneQueued();
      const claim = (await claimNextSms(db, { leaseMs: 1000, now: clock }))!;
      await markInFlight(db, claim);
      clock = new Date(clock.getTime() + 60_000);
      expect(await deliverNextSms(db, provider, quiet, { policy, dailyCap: 4, now })).toBe("sent");
      const correlators = api.requests
        .filter((r) => r.path.includes("/requests"))
        .map(
          (r) =>
            (JSON.parse(r.body) as { outboundSMSMessageRequest: { clientCorrelator: string } })
              .outboundSMSMessageRequest.clientCorrelator,
        );
      expect(correlators.at(-1)).toBe(`gms-sms-${claim.row.id}`);
    } finally {
      await api.close();
    }
  });
});

describe("Twilio's Messages API, through a loopback stand-in", () => {
  const sid = `AC${"0".repeat(32)}`;
  it("sends with basic auth and a status callback; an interrupted send is not repeated; an opted-out number withdraws consent", async () => {
    const { db } = database;
    let answer: { status: number; json: unknown } = { status: 201, json: { sid: "SM1", status: "queued" } };
    const api = await startApiListener((request) =>
      request.path === `/2010-04-01/Accounts/${sid}/Messages.json` ? answer : undefined,
    );
    try {
      const provider = twilioProvider({
        baseUrl: api.url,
        accountSid: sid,
        authToken: "t".repeat(32),
        from: "+15005550006",
        statusCallback: "https://site.example/api/sms/twilio/status",
      });
      await oneQueued();
      const now = () => noonOf();
      expect(await deliverNextSms(db, provider, quiet, { policy, dailyCap: 4, now })).toBe("sent");
      const form = new URLSearchParams(api.requests[0]!.body);
      expect(Object.fromEntries(form)).toMatchObject({
        To: "+224620123456",
        From: "+15005550006",
        Body: "Bonjour",
        StatusCallback: "https://site.example/api/sms/twilio/status",
      });

      await oneQueued();
      const claim = (await claimNextSms(db, { leaseMs: 1000, now: noonOf() }))!;
      await markInFlight(db, claim);
      const later = () => new Date(noonOf().getTime() + 60_000);
      expect(await deliverNextSms(db, provider, quiet, { policy, dailyCap: 4, now: later })).toBe("failed");
      expect(api.requests).toHaveLength(1);

      answer = { status: 400, json: { code: 21610, message: "Attempt to send to unsubscribed recipient" } };
      await oneQueued();
      expect(await deliverNextSms(db, provider, quiet, { policy, dailyCap: 4, now: later })).toBe("failed");
      const consenting = await db.select().from(user).where(eq(user.smsConsent, true));
      expect(consenting).toHaveLength(0);
    } finally {
      await api.close();
    }
  });
});
