import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { complaints, emailOutbox, rateLimits, registrations } from "../../../db/schema";
import { seedCatalog } from "../../../db/seed";
import { testAppContext } from "../../../tests/helpers/app-context";
import { formPost } from "../../../tests/helpers/form-post";
import { makeSession, makeUsers, withFrozenPrices } from "../../../tests/helpers/registration";
import { callRoute } from "../../../tests/helpers/route-calls";
import { signedInAccount } from "../../../tests/helpers/signed-in";
import { useTestDatabase } from "../../../tests/helpers/test-database";
import type { AppContext } from "~/lib/app-context";
import type { ComplaintActionData } from "./complaint-page.server";
import { complaintAction, complaintLoader } from "./complaint-page.server";
import { complaintCounts, complaintsAboutSession } from "./complaints.server";

const database = useTestDatabase({
  prepare: seedCatalog,
  emptyBeforeEach: [complaints, emailOutbox, rateLimits],
});

let context: AppContext;
let person: Awaited<ReturnType<typeof signedInAccount>>;
let ownRegistration: number;
let ownSession: number;
let otherRegistration: number;

beforeAll(async () => {
  context = testAppContext(database.db, { env: { STAFF_EMAIL: "qualite@example.com" } });
  person = await signedInAccount(context, { email: "awa.diallo@example.com" });
  const [stranger] = await makeUsers(database.db, 1);
  ownSession = await makeSession(database.db, { startsAt: new Date("2027-03-10T08:00:00Z") });
  const registration = (userId: string, email: string) => ({
    userId,
    courseId: 101,
    sessionId: ownSession,
    firstName: "Awa",
    lastName: "Diallo",
    email,
    phone: "+224 620 00 00 00",
    status: "confirmed" as const,
    confirmedAt: new Date(),
  });
  const rows = await database.db
    .insert(registrations)
    .values(
      await withFrozenPrices(database.db, [
        registration(person.userId, person.email),
        registration(stranger!, "stranger@example.com"),
      ]),
    )
    .returning({ id: registrations.id });
  ownRegistration = rows[0]!.id;
  otherRegistration = rows[1]!.id;
});

const good = {
  name: "Mariama Sow",
  email: "Mariama@Example.com",
  phone: "",
  category: "organisation",
  message: "The room changed on the morning of the course and nobody told us where to go.",
};

function submit(
  fields: Record<string, string>,
  { path = "/complaint", cookie = "", ip = "203.0.113.20" } = {},
) {
  return callRoute<ComplaintActionData>(
    (args) => complaintAction(args),
    formPost(path, fields, { cookie: cookie || undefined }),
    { ...context, clientIp: ip },
  );
}

type LoaderData = Awaited<ReturnType<typeof complaintLoader>>["data"];
function load(path: string, cookie?: string) {
  return callRoute<LoaderData>(
    (args) => complaintLoader(args),
    new Request(`https://site.example${path}`, { headers: cookie ? { Cookie: cookie } : {} }),
    context,
  );
}

async function stored() {
  return {
    complaints: await database.db.select().from(complaints),
    mail: await database.db.select().from(emailOutbox).orderBy(emailOutbox.id),
  };
}

describe("the complaint form", () => {
  it("records a visitor's complaint, acknowledges it in their language with a reference, tells the staff, and confirms", async () => {
    const answer = await submit(good, { path: "/en/complaint" });
    expect(answer.status).toBe(302);
    const { complaints: rows, mail } = await stored();
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row).toMatchObject({
      name: "Mariama Sow",
      email: "mariama@example.com",
      phone: null,
      userId: null,
      registrationId: null,
      sessionId: null,
      category: "organisation",
      lang: "en",
      status: "received",
    });
    expect(row.acknowledgedAt?.getTime()).toBe(row.receivedAt.getTime());
    const reference = `REC-${row.receivedAt.getUTCFullYear()}-${String(row.id).padStart(5, "0")}`;
    expect(mail.map((m) => [m.kind, m.toAddress])).toEqual([
      ["complaint-staff", "qualite@example.com"],
      ["complaint-ack", "mariama@example.com"],
    ]);
    expect(mail[0]!.replyTo).toBe("mariama@example.com");
    expect(mail[0]!.subject).toContain(reference);
    expect(mail[0]!.textBody).toContain(row.message);
    expect(mail[1]!.subject).toBe(`Your complaint ${reference} has been recorded`);
    // The acknowledgement does not relay the complaint's text to the address given.
    expect(mail[1]!.textBody).not.toContain("nobody told us");

    // The redirect names the confirmation, signed; a reload shows it again, a forged one does not.
    const location = new URL(answer.location!, "https://site.example");
    expect(location.pathname).toBe("/en/complaint");
    expect((await load(`${location.pathname}${location.search}`)).body?.sent).toBe(reference);
    const forged = new URLSearchParams(location.search);
    forged.set("ref", "REC-2026-99999");
    expect((await load(`/en/complaint?${forged.toString()}`)).body?.sent).toBeNull();
  });

  it("refuses bad input with 400 and a key under each faulty field, writing nothing", async () => {
    const answer = await submit({
      name: "",
      email: "not-an-address",
      phone: "12",
      category: "weather",
      message: "Too short.",
    });
    expect(answer.status).toBe(400);
    expect(answer.body?.result.error).toMatchObject({
      name: ["complaints.errors.nameRequired"],
      email: ["complaints.errors.emailInvalid"],
      phone: ["complaints.errors.phoneInvalid"],
      category: ["complaints.errors.categoryInvalid"],
      message: ["complaints.errors.messageTooShort"],
    });
    const tooLong = await submit({ ...good, message: "x".repeat(5_001) });
    expect(tooLong.body?.result.error).toMatchObject({ message: ["complaints.errors.messageTooLong"] });
    const atLimit = await submit({ ...good, message: "x".repeat(5_000) });
    expect(atLimit.status).toBe(302);
    expect((await stored()).complaints).toHaveLength(1);
  });

  it("never links a registration for a visitor, nor someone else's for a signed-in person", async () => {
    const visitor = await submit({ ...good, registration: String(ownRegistration) });
    expect(visitor.status).toBe(400);
    expect(visitor.body?.result.error).toMatchObject({
      registration: ["complaints.errors.registrationInvalid"],
    });
    const theirs = await submit(
      { ...good, registration: String(otherRegistration) },
      { cookie: person.cookie },
    );
    expect(theirs.status).toBe(400);
    expect(theirs.body?.result.error).toMatchObject({
      registration: ["complaints.errors.registrationInvalid"],
    });
    const malformed = await submit({ ...good, registration: "1 OR 1=1" }, { cookie: person.cookie });
    expect(malformed.status).toBe(400);
    expect(await stored()).toEqual({ complaints: [], mail: [] });
  });

  it("files a signed-in person's complaint under their account's address, linked to their registration and its session", async () => {
    const answer = await submit(
      {
        ...good,
        email: "someone.else@example.com",
        registration: String(ownRegistration),
        category: "trainer",
      },
      { cookie: person.cookie },
    );
    expect(answer.status).toBe(302);
    const { complaints: rows, mail } = await stored();
    expect(rows[0]).toMatchObject({
      email: person.email,
      userId: person.userId,
      registrationId: ownRegistration,
      sessionId: ownSession,
      lang: "fr",
    });
    expect(rows[0]!.concerns).toMatch(/— 10 mars 2027$/);
    expect(mail.map((m) => m.toAddress)).toEqual(["qualite@example.com", person.email]);
    expect(mail[1]!.subject).toMatch(/^Votre réclamation REC-\d{4}-\d{5} est enregistrée$/);

    expect((await complaintsAboutSession(database.db, ownSession)).map((c) => [c.id, c.category])).toEqual([
      [rows[0]!.id, "trainer"],
    ]);
    expect(await complaintsAboutSession(database.db, ownSession + 1000)).toEqual([]);
  });

  it("offers a signed-in person only their own registrations, and prefills the one asked for if it is theirs", async () => {
    const page = (await load(`/complaint?registration=${ownRegistration}`, person.cookie)).body!;
    expect(page.person).toEqual({ name: "Awa Diallo", email: person.email });
    expect(page.choices.map((choice) => choice.id)).toEqual([ownRegistration]);
    expect(page.registration).toBe(String(ownRegistration));
    expect(
      (await load(`/complaint?registration=${otherRegistration}`, person.cookie)).body?.registration,
    ).toBeNull();
    const visitor = (await load(`/complaint?registration=${ownRegistration}`)).body!;
    expect(visitor).toMatchObject({ person: null, choices: [], registration: null });
  });

  it("answers a robot that fills the hidden field as a person, storing and sending nothing", async () => {
    const answer = await submit({ ...good, website: "http://spam.example" });
    expect(answer.status).toBe(302);
    expect(answer.location).toBe("/complaint");
    expect(await stored()).toEqual({ complaints: [], mail: [] });
  });

  it("limits submissions per address with the contact form's budget: 429 with Retry-After", async () => {
    for (let i = 0; i < 5; i++) expect((await submit(good, { ip: "198.51.100.7" })).status).toBe(302);
    const limited = await submit(good, { ip: "198.51.100.7" });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(limited.body?.notice).toMatch(/^Trop d'envois/);
    expect((await stored()).complaints).toHaveLength(5);
    expect((await submit(good, { ip: "198.51.100.8" })).status).toBe(302);
  });
});

describe("the dashboard's complaint figures", () => {
  it("counts the open ones, those received this month and the median time to answer", async () => {
    const now = new Date("2027-05-20T12:00:00Z");
    const day = 86_400_000;
    const base = {
      name: "A",
      email: "a@example.com",
      category: "other" as const,
      message: "m",
      lang: "fr" as const,
    };
    await database.db.insert(complaints).values([
      { ...base, receivedAt: new Date("2027-05-02T08:00:00Z") },
      { ...base, status: "in_progress", receivedAt: new Date("2027-04-28T08:00:00Z") },
      {
        ...base,
        status: "answered",
        answer: "Réponse",
        receivedAt: new Date("2027-05-01T00:00:00Z"),
        answeredAt: new Date(Date.parse("2027-05-01T00:00:00Z") + 2 * day),
      },
      {
        ...base,
        status: "closed",
        answer: "Réponse",
        receivedAt: new Date("2027-04-01T00:00:00Z"),
        answeredAt: new Date(Date.parse("2027-04-01T00:00:00Z") + 4 * day),
        closedAt: new Date("2027-04-10T00:00:00Z"),
      },
      {
        ...base,
        status: "answered",
        answer: "Réponse",
        receivedAt: new Date("2027-03-01T00:00:00Z"),
        answeredAt: new Date(Date.parse("2027-03-01T00:00:00Z") + 9 * day),
      },
      // Answered more than a year ago: not in the median.
      {
        ...base,
        status: "answered",
        answer: "Réponse",
        receivedAt: new Date("2026-01-01T00:00:00Z"),
        answeredAt: new Date("2026-03-01T00:00:00Z"),
      },
    ]);
    expect(await complaintCounts(database.db, now)).toEqual({
      open: 2,
      receivedThisMonth: 2,
      medianDaysToAnswer: 4,
    });
    await database.db.delete(complaints).where(eq(complaints.status, "answered"));
    await database.db.delete(complaints).where(eq(complaints.status, "closed"));
    expect((await complaintCounts(database.db, now)).medianDaysToAnswer).toBeNull();
  });

  it("refuses rows the register's rules forbid", async () => {
    const base = {
      name: "A",
      email: "a@example.com",
      category: "other" as const,
      message: "m",
      lang: "fr" as const,
    };
    await expect(database.db.insert(complaints).values({ ...base, status: "answered" })).rejects.toThrow();
    await expect(
      database.db
        .insert(complaints)
        .values({ ...base, status: "closed", answer: "x", answeredAt: new Date() }),
    ).rejects.toThrow();
    await expect(
      database.db.insert(complaints).values({ ...base, category: "weather" as "other" }),
    ).rejects.toThrow();
  });
});
