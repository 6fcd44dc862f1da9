import { and, count, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  companies,
  companyBookings,
  companyContacts,
  emailOutbox,
  invoices,
  registrations,
  trainingAgreements,
  trainingSessions,
  user,
} from "../../../db/schema";
import { seedCatalog } from "../../../db/seed";
import { testAppContext } from "../../../tests/helpers/app-context";
import { formPost } from "../../../tests/helpers/form-post";
import { makeSession, makeUsers } from "../../../tests/helpers/registration";
import { callRoute, pageGet } from "../../../tests/helpers/route-calls";
import { signedInAccount } from "../../../tests/helpers/signed-in";
import { useTestDatabase } from "../../../tests/helpers/test-database";
import { drawUpAgreement } from "~/features/agreements/agreements.server";
import { DEMO_PAST_SESSION_ID, issueDemoCertificate } from "~/features/certificates/demo-certificates.server";
import { DEMO_COMPANY_NAME, issueDemoBookingInvoice } from "~/features/invoicing/demo-booking-invoice.server";
import { antiForgeryToken } from "~/features/security/anti-forgery.server";
import type { AppContext } from "~/lib/app-context";
import { getT } from "~/lib/i18n.server";
import { bookingPageAction, bookingPageLoader, type BookingPageRefusal } from "./booking-page.server";
import type { BookingPageData } from "./booking-page";
import { companyBookingAction, companyBookingLoader } from "./company-booking-page.server";
import { bookDemoPastSession } from "./demo-past-booking.server";
import { participationAction, participationLoader } from "./participation-page.server";

/*
 * The three pages of a company booking through their loaders and actions, as the browser calls
 * them: booking seats from a course page (/courses/{id}/company-booking), naming, replacing and
 * removing participants on the booking's page (/company/bookings/{id}), and the participant's
 * link (/participation/{token}). Who may do what, what a refusal says in the page's language,
 * and that a refused post writes nothing. The clock is driven: `now` is before the sessions.
 */

const database = useTestDatabase({ prepare: seedCatalog });
type Account = Awaited<ReturnType<typeof signedInAccount>>;
type Refusal = {
  notice: { title: string; message: string };
  result: { error?: Record<string, string[]> } | null;
};

const DAY = 86_400_000;
const now = new Date("2027-02-01T09:00:00Z");
const startsAt = new Date("2027-03-10T08:00:00Z");
const t = getT("fr");
const tEn = getT("en");

let context: AppContext;
let contact: Account;
let rival: Account;
let outsider: Account;
let companyId: number;
let rivalCompanyId: number;
let sessionId: number;

async function company(legalName: string, members: Account[]) {
  const [row] = await database.db
    .insert(companies)
    .values({ legalName, country: "GN", billingAddress: "Conakry", billingEmail: "compta@example.com" })
    .returning({ id: companies.id });
  for (const member of members)
    await database.db.insert(companyContacts).values({ companyId: row!.id, userId: member.userId });
  return row!.id;
}

beforeAll(async () => {
  context = testAppContext(database.db);
  contact = await signedInAccount(context, { firstName: "Mariama" });
  rival = await signedInAccount(context, { firstName: "Sékou" });
  outsider = await signedInAccount(context, { firstName: "Alpha" });
  companyId = await company("Kindia Ciments SA", [contact]);
  rivalCompanyId = await company("Boké Bauxite SARL", [rival]);
  sessionId = await makeSession(database.db, { seats: 30, startsAt, priceCents: 45_000 });
});

const csrf = (who: Account) => antiForgeryToken(who.sessionId, context.secrets);
const prefix = (lang: "fr" | "en") => (lang === "en" ? "/en" : "");
const jar = (who: Account | null) => (who ? ({ header: () => who.cookie } as never) : undefined);

// --- /courses/{id}/company-booking ---

const bookingFormPage = (who: Account | null, courseId = "101") =>
  callRoute<{ companies: { id: number }[]; sessions: { id: number }[]; chosenSession: number | null }>(
    (args) => companyBookingLoader({ ...args, params: { courseId }, now }),
    pageGet(`/courses/${courseId}/company-booking`, jar(who)),
    context,
  );

const bookSeats = (
  who: Account,
  fields: Record<string, string>,
  { lang = "fr" as "fr" | "en", courseId = "101", at = now } = {},
) =>
  callRoute<Refusal>(
    (args) => companyBookingAction({ ...args, params: { courseId }, now: at, drawUpAgreement }),
    formPost(
      `${prefix(lang)}/courses/${courseId}/company-booking`,
      { csrf: csrf(who), company: String(companyId), session: String(sessionId), seats: "3", ...fields },
      { cookie: who.cookie },
    ),
    context,
  );

const countOf = async (table: typeof companyBookings | typeof registrations | typeof emailOutbox) =>
  (await database.db.select({ n: count() }).from(table))[0]!.n;

/** What a refused post may not have changed: bookings, registrations, mail. */
async function snapshot() {
  return {
    bookings: await countOf(companyBookings),
    registrations: await countOf(registrations),
    mail: await countOf(emailOutbox),
  };
}

/** A booking made straight through the page's action by the contact; its id. */
async function booked(seats: number, extra: Record<string, string> = {}) {
  const answer = await bookSeats(contact, { seats: String(seats), ...extra });
  expect(answer.status).toBe(302);
  return Number(/\/company\/bookings\/(\d+)$/.exec(answer.location ?? "")?.[1]);
}

describe("booking seats from a course page", () => {
  it("sends a signed-out visitor to sign in, and back here after", async () => {
    const answer = await bookingFormPage(null);
    expect(answer.status).toBe(302);
    expect(answer.location).toBe(`/auth?redirectTo=${encodeURIComponent("/courses/101/company-booking")}`);
  });

  it("offers an account that acts for no company no company (the page points to the quote form)", async () => {
    const answer = await bookingFormPage(outsider);
    expect(answer.status).toBe(200);
    expect(answer.body?.companies).toEqual([]);
  });

  it("offers the contact their company and the course's upcoming sessions", async () => {
    const answer = await bookingFormPage(contact);
    expect(answer.body?.companies.map((row) => row.id)).toEqual([companyId]);
    expect(answer.body?.sessions.map((row) => row.id)).toContain(sessionId);
    expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("answers 404 for a course that does not exist", async () => {
    expect((await bookingFormPage(contact, "999999")).status).toBe(404);
  });

  it("books the seats, redirects to the booking with a flash, and leaves the agreement and invoice priced", async () => {
    const answer = await bookSeats(contact, { seats: "4", purchaseOrder: "BC-2027-12" });
    expect(answer.status).toBe(302);
    expect(answer.location).toMatch(/^\/company\/bookings\/\d+$/);
    expect(answer.headers.get("Set-Cookie")).toBeTruthy();
    const bookingId = Number(answer.location!.split("/").pop());
    const [booking] = await database.db
      .select()
      .from(companyBookings)
      .where(eq(companyBookings.id, bookingId));
    expect(booking).toMatchObject({
      companyId,
      sessionId,
      seats: 4,
      status: "confirmed",
      purchaseOrder: "BC-2027-12",
      bookedBy: contact.userId,
      unitPriceMinor: 45_000,
      currency: "EUR",
    });
    const [agreement] = await database.db
      .select()
      .from(trainingAgreements)
      .where(eq(trainingAgreements.bookingId, bookingId));
    expect(agreement?.number).toMatch(/^C-\d{4}-\d{6}$/);
    const [invoice] = await database.db.select().from(invoices).where(eq(invoices.bookingId, bookingId));
    expect(invoice).toMatchObject({ totalNetMinor: 4 * 45_000, currency: "EUR" });
    expect(invoice?.number).toMatch(/^F-\d{4}-\d{6}$/);
  });

  it("opens the English booking page after a booking from the English page", async () => {
    const answer = await bookSeats(contact, { seats: "1" }, { lang: "en" });
    expect(answer.location).toMatch(/^\/en\/company\/bookings\/\d+$/);
  });

  it.each([
    ["0", "fr"],
    ["101", "fr"],
    ["2.5", "fr"],
    ["douze", "fr"],
    ["-3", "en"],
  ] as const)("refuses %s seats with the message in %s, writing nothing", async (seats, lang) => {
    const before = await snapshot();
    const answer = await bookSeats(contact, { seats }, { lang });
    expect(answer.status).toBe(400);
    expect(answer.body?.notice.message).toBe(getT(lang)("companyBookings.errors.seats"));
    expect(await snapshot()).toEqual(before);
  });

  it("refuses a purchase order longer than 60 characters", async () => {
    const before = await snapshot();
    const answer = await bookSeats(contact, { purchaseOrder: "P".repeat(61) });
    expect(answer.status).toBe(400);
    expect(answer.body?.notice.message).toBe(t("companyBookings.errors.purchaseOrder"));
    expect(await snapshot()).toEqual(before);
  });

  it("refuses a form made for another session (anti-forgery) with 403, writing nothing", async () => {
    const before = await snapshot();
    const answer = await bookSeats(contact, { csrf: csrf(rival) });
    expect(answer.status).toBe(403);
    expect(answer.body?.notice.message).toBe(t("companyBookings.errors.antiForgery"));
    const english = await bookSeats(contact, { csrf: "" }, { lang: "en" });
    expect(english.body?.notice.message).toBe(tEn("companyBookings.errors.antiForgery"));
    expect(english.body?.notice.message).not.toBe(answer.body?.notice.message);
    expect(await snapshot()).toEqual(before);
  });

  it("refuses a company the account does not act for (tampered id) with 403, writing nothing", async () => {
    const before = await snapshot();
    for (const tampered of [String(rivalCompanyId), "999999"]) {
      const answer = await bookSeats(contact, { company: tampered });
      expect(answer.status).toBe(403);
      expect(answer.body?.notice.message).toBe(t("companyBookings.errors.company"));
    }
    const stranger = await bookSeats(outsider, { csrf: csrf(outsider) });
    expect(stranger.status).toBe(403);
    expect(await snapshot()).toEqual(before);
  });

  it("refuses a session that takes no booking (past, cancelled, another company's intra) with 409", async () => {
    const past = await makeSession(database.db, { startsAt: new Date(now.getTime() - 2 * DAY) });
    const cancelled = await makeSession(database.db, { startsAt, status: "cancelled" });
    const intra = await makeSession(database.db, { startsAt });
    await database.db
      .update(trainingSessions)
      .set({ companyId: rivalCompanyId })
      .where(eq(trainingSessions.id, intra));
    const before = await snapshot();
    for (const session of [past, cancelled, intra, 999_999]) {
      const answer = await bookSeats(contact, { session: String(session) });
      expect(answer.status, `session ${session}`).toBe(409);
      expect(answer.body?.notice.message).toBe(t("companyBookings.errors.session"));
    }
    expect(await snapshot()).toEqual(before);
  });

  it("refuses a session of another course posted to this course's page (tampered id), writing nothing", async () => {
    const otherCourse = await makeSession(database.db, { courseId: 102, startsAt });
    const before = await snapshot();
    const answer = await bookSeats(contact, { session: String(otherCourse) });
    expect(answer.status).toBe(409);
    expect(answer.body?.notice.message).toBe(t("companyBookings.errors.session"));
    expect(await snapshot()).toEqual(before);
  });

  it("puts the booking on the waiting list as a whole when fewer seats remain", async () => {
    const small = await makeSession(database.db, { seats: 2, startsAt });
    const answer = await bookSeats(contact, { session: String(small), seats: "3" });
    expect(answer.status).toBe(302);
    const bookingId = Number(answer.location!.split("/").pop());
    const [booking] = await database.db
      .select()
      .from(companyBookings)
      .where(eq(companyBookings.id, bookingId));
    expect(booking?.status).toBe("waitlisted");
    // Not confirmed: nothing to invoice yet, and no participant can be named.
    expect(await database.db.select().from(invoices).where(eq(invoices.bookingId, bookingId))).toEqual([]);
    const naming = await namePerson(contact, bookingId, person(900));
    expect(naming.status).toBe(409);
    expect(naming.body?.notice.message).toBe(t("companyBookings.errors.not-confirmed"));
  });
});

// --- /company/bookings/{id} ---

const bookingPage = (who: Account | null, bookingId: number, { lang = "fr" as "fr" | "en", at = now } = {}) =>
  callRoute<BookingPageData>(
    (args) => bookingPageLoader({ ...args, params: { bookingId: String(bookingId) }, now: at }),
    pageGet(`${prefix(lang)}/company/bookings/${bookingId}`, jar(who)),
    context,
  );

const postToBooking = (
  who: Account,
  bookingId: number,
  fields: Record<string, string>,
  { lang = "fr" as "fr" | "en", at = now } = {},
) =>
  callRoute<BookingPageRefusal>(
    (args) => bookingPageAction({ ...args, params: { bookingId: String(bookingId) }, now: at }),
    formPost(
      `${prefix(lang)}/company/bookings/${bookingId}`,
      { csrf: csrf(who), ...fields },
      { cookie: who.cookie },
    ),
    context,
  );

let personCounter = 0;
function person(n = ++personCounter) {
  return { firstName: `Prénom${n}`, lastName: `Nom${n}`, email: `participant${n}@kc.example`, phone: "" };
}

const namePerson = (
  who: Account,
  bookingId: number,
  who2: ReturnType<typeof person>,
  options: { lang?: "fr" | "en"; at?: Date; replaces?: number } = {},
) =>
  postToBooking(
    who,
    bookingId,
    {
      intent: "name",
      ...who2,
      ...(options.replaces ? { replaces: String(options.replaces) } : {}),
    },
    options,
  );

const inForce = async (bookingId: number) =>
  database.db
    .select({ id: registrations.id, email: registrations.email })
    .from(registrations)
    .where(and(eq(registrations.companyBookingId, bookingId), eq(registrations.status, "confirmed")))
    .orderBy(registrations.id);

describe("a booking's page", () => {
  it("asks a signed-out visitor to sign in", async () => {
    expect((await bookingPage(null, await booked(1))).status).toBe(401);
  });

  it("is a 404 for an account of no company, for another company's contact, and for an unknown id", async () => {
    const bookingId = await booked(1);
    expect((await bookingPage(outsider, bookingId)).status).toBe(404);
    expect((await bookingPage(rival, bookingId)).status).toBe(404);
    expect((await bookingPage(contact, 999_999)).status).toBe(404);
    expect((await bookingPage(contact, Number.NaN)).status).toBe(404);
  });

  it("shows the contact the booking, its seats and that participants can be named until the deadline", async () => {
    const bookingId = await booked(2, { purchaseOrder: "BC-77" });
    const answer = await bookingPage(contact, bookingId);
    expect(answer.status).toBe(200);
    expect(answer.body?.booking).toMatchObject({
      id: bookingId,
      seats: 2,
      status: "confirmed",
      purchaseOrder: "BC-77",
      changeable: true,
    });
    expect(answer.body?.participants).toEqual([]);
    // Three days before the session, in the session's time zone, in the page's language.
    expect(answer.body?.booking.deadline).toBe("dimanche 7 mars 2027");
    expect((await bookingPage(contact, bookingId, { lang: "en" })).body?.booking.deadline).toBe(
      "Sunday, 7 March 2027",
    );
  });

  it("names a participant: a confirmed registration of the session, an e-mail with the link, a flash", async () => {
    const bookingId = await booked(2);
    const named = person();
    const mailBefore = await countOf(emailOutbox);
    const answer = await namePerson(contact, bookingId, named);
    expect(answer.status).toBe(302);
    expect(answer.location).toBe(`/company/bookings/${bookingId}`);
    expect((await inForce(bookingId)).map((row) => row.email)).toEqual([named.email]);
    expect(await countOf(emailOutbox)).toBe(mailBefore + 1);
    const page = await bookingPage(contact, bookingId);
    expect(page.body?.participants).toMatchObject([
      { name: `${named.firstName} ${named.lastName}`, email: named.email, confirmed: null, attendance: null },
    ]);
  });

  it("refuses a form with missing or bad fields with each field's error, writing nothing", async () => {
    const bookingId = await booked(2);
    const before = await snapshot();
    const answer = await postToBooking(contact, bookingId, {
      intent: "name",
      firstName: " ",
      lastName: "Camara",
      email: "pas-une-adresse",
      phone: "abc",
    });
    expect(answer.status).toBe(400);
    const errors = (answer.body?.result as { error?: Record<string, string[]> } | null)?.error ?? {};
    expect(errors.firstName).toEqual(["companyBookings.errors.firstName"]);
    expect(errors.email).toEqual(["companyBookings.errors.email"]);
    expect(errors.phone).toEqual(["companyBookings.errors.phone"]);
    expect(answer.body?.notice.message).toBe(t("companyBookings.errors.firstName"));
    const english = await postToBooking(
      contact,
      bookingId,
      { intent: "name", ...person(), email: "nope" },
      { lang: "en" },
    );
    expect(english.body?.notice.message).toBe(tEn("companyBookings.errors.email"));
    expect(await snapshot()).toEqual(before);
  });

  it("refuses a participant beyond the seats, and the same person twice", async () => {
    const bookingId = await booked(2);
    const first = person();
    expect((await namePerson(contact, bookingId, first)).status).toBe(302);
    const twice = await namePerson(contact, bookingId, { ...person(), email: first.email.toUpperCase() });
    expect(twice.status).toBe(409);
    expect(twice.body?.notice.message).toBe(t("companyBookings.errors.already-named"));
    expect((twice.body?.result as { error?: Record<string, string[]> })?.error?.email).toEqual([
      "companyBookings.errors.already-named",
    ]);
    expect((await namePerson(contact, bookingId, person())).status).toBe(302);
    const before = await snapshot();
    const third = await namePerson(contact, bookingId, person(), { lang: "en" });
    expect(third.status).toBe(409);
    expect(third.body?.notice.message).toBe(tEn("companyBookings.errors.no-seat-left"));
    expect(await snapshot()).toEqual(before);
    expect(await inForce(bookingId)).toHaveLength(2);
  });

  it("refuses every change once the naming deadline has passed, and the page says so", async () => {
    const bookingId = await booked(2);
    expect((await namePerson(contact, bookingId, person())).status).toBe(302);
    const [participant] = await inForce(bookingId);
    const late = new Date(startsAt.getTime() - 2 * DAY);
    const page = await bookingPage(contact, bookingId, { at: late });
    expect(page.body?.booking.changeable).toBe(false);
    const before = await snapshot();
    const attempts: Record<string, string>[] = [
      { intent: "name", ...person() },
      { intent: "name", ...person(), replaces: String(participant!.id) },
      { intent: "remove", participant: String(participant!.id) },
    ];
    for (const fields of attempts) {
      const answer = await postToBooking(contact, bookingId, fields, { at: late });
      expect(answer.status).toBe(409);
      expect(answer.body?.notice.message).toBe(t("companyBookings.errors.deadline-passed"));
    }
    expect(await snapshot()).toEqual(before);
  });

  it("replaces a participant in one step: the seat stays with the booking", async () => {
    const bookingId = await booked(2);
    const leaving = person();
    const kept = person();
    await namePerson(contact, bookingId, leaving);
    await namePerson(contact, bookingId, kept);
    const [first] = await inForce(bookingId);
    const arriving = person();
    // The booking is full: a replacement still goes through.
    const answer = await namePerson(contact, bookingId, arriving, { replaces: first!.id });
    expect(answer.status).toBe(302);
    expect((await inForce(bookingId)).map((row) => row.email).sort()).toEqual(
      [kept.email, arriving.email].sort(),
    );
    const [old] = await database.db.select().from(registrations).where(eq(registrations.id, first!.id));
    expect(old?.status).toBe("cancelled");
    expect(old?.participantTokenHash).toBeNull();
  });

  it("refuses a replacement by someone already on the booking, keeping the form on that participant", async () => {
    const bookingId = await booked(2);
    const a = person();
    const b = person();
    await namePerson(contact, bookingId, a);
    await namePerson(contact, bookingId, b);
    const [first] = await inForce(bookingId);
    const before = await snapshot();
    const answer = await namePerson(
      contact,
      bookingId,
      { ...person(), email: b.email },
      { replaces: first!.id },
    );
    expect(answer.status).toBe(409);
    expect(answer.body?.replaces).toBe(first!.id);
    expect(answer.body?.notice.message).toBe(t("companyBookings.errors.already-named"));
    expect(await snapshot()).toEqual(before);
    expect((await inForce(bookingId)).map((row) => row.email)).toEqual([a.email, b.email]);
  });

  it("removes a participant: the seat can be named again", async () => {
    const bookingId = await booked(1);
    await namePerson(contact, bookingId, person());
    const [participant] = await inForce(bookingId);
    const answer = await postToBooking(contact, bookingId, {
      intent: "remove",
      participant: String(participant!.id),
    });
    expect(answer.status).toBe(302);
    expect(await inForce(bookingId)).toEqual([]);
    expect((await namePerson(contact, bookingId, person())).status).toBe(302);
  });

  it("refuses to remove or replace a participant of another booking (tampered id), writing nothing", async () => {
    const mine = await booked(2);
    const theirs = await booked(1);
    await namePerson(contact, theirs, person());
    const [foreign] = await inForce(theirs);
    const before = await snapshot();
    const removal = await postToBooking(contact, mine, {
      intent: "remove",
      participant: String(foreign!.id),
    });
    expect(removal.status).toBe(409);
    expect(removal.body?.notice.message).toBe(t("companyBookings.errors.booking-not-found"));
    const replacement = await namePerson(contact, mine, person(), { replaces: foreign!.id });
    expect(replacement.status).toBe(409);
    expect(await snapshot()).toEqual(before);
  });

  it("refuses another company's contact (404), a stranger (404) and a forged form (403), writing nothing", async () => {
    const bookingId = await booked(2);
    const before = await snapshot();
    const asRival = await namePerson(rival, bookingId, person());
    expect(asRival.status).toBe(404);
    expect(asRival.body?.notice.message).toBe(t("companyBookings.errors.notFound"));
    expect((await namePerson(outsider, bookingId, person())).status).toBe(404);
    const forged = await postToBooking(contact, bookingId, {
      intent: "name",
      ...person(),
      csrf: csrf(rival),
    });
    expect(forged.status).toBe(403);
    expect(await snapshot()).toEqual(before);
  });
});

// --- /participation/{token} ---

/** The token of the link the last participant e-mail to `email` carries. */
async function participantToken(email: string): Promise<string> {
  const [mail] = await database.db
    .select({ text: emailOutbox.textBody })
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, email))
    .orderBy(sql`${emailOutbox.id} desc`)
    .limit(1);
  const token = /\/participation\/([A-Za-z0-9_-]{43})/.exec(mail?.text ?? "")?.[1];
  if (!token) throw new Error(`no participation link e-mailed to ${email}`);
  return token;
}

type ParticipationAnswer = { view: { kind: string; confirmed?: string | null; name?: string } };
const participationGet = (token: string, lang: "fr" | "en" = "fr") =>
  callRoute<ParticipationAnswer>(
    (args) => participationLoader({ ...args, params: { token } }),
    pageGet(`${prefix(lang)}/participation/${token}`),
    context,
  );
const participationPost = (token: string, at: Date) =>
  callRoute<ParticipationAnswer>(
    (args) => participationAction({ ...args, params: { token }, now: at }),
    formPost(`/participation/${token}`, {}),
    context,
  );

describe("a participant's link", () => {
  it("shows the training without changing anything; the button confirms once", async () => {
    const bookingId = await booked(1);
    const named = person();
    await namePerson(contact, bookingId, named);
    const token = await participantToken(named.email);
    const confirmedAt = async () =>
      (
        await database.db
          .select({ at: registrations.participantConfirmedAt })
          .from(registrations)
          .where(eq(registrations.email, named.email))
      )[0]?.at;

    const opened = await participationGet(token);
    expect(opened.status).toBe(200);
    expect(opened.body?.view).toMatchObject({
      kind: "on-the-list",
      name: `${named.firstName} ${named.lastName}`,
      confirmed: null,
    });
    expect(opened.headers.get("Referrer-Policy")).toBe("no-referrer");
    expect(await confirmedAt()).toBeNull();

    const first = new Date(now.getTime() + DAY);
    const confirmed = await participationPost(token, first);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body?.view.confirmed).toBeTruthy();
    expect(await confirmedAt()).toEqual(first);
    await participationPost(token, new Date(now.getTime() + 2 * DAY));
    expect(await confirmedAt()).toEqual(first);
    // The contact sees it on the booking's page.
    expect((await bookingPage(contact, bookingId)).body?.participants[0]?.confirmed).toBeTruthy();
  });

  it("answers 404 for an unknown, malformed or withdrawn participant's link, and confirms nothing", async () => {
    expect((await participationGet("A".repeat(43))).status).toBe(404);
    expect((await participationGet("short")).status).toBe(404);
    expect((await participationPost("A".repeat(43), now)).status).toBe(404);
    const bookingId = await booked(1);
    const named = person();
    await namePerson(contact, bookingId, named);
    const token = await participantToken(named.email);
    const [participant] = await inForce(bookingId);
    await postToBooking(contact, bookingId, { intent: "remove", participant: String(participant!.id) });
    expect((await participationGet(token, "en")).status).toBe(404);
    const post = await participationPost(token, now);
    expect(post.status).toBe(404);
    expect(post.body?.view.kind).toBe("unknown");
  });
});

// --- attendance and certificates: the demo company's booking of the past demo session ---

describe("a past booking's page (the demo data)", () => {
  it("shows the demo participant's attendance hours and a link to verify the certificate", async () => {
    // The demo accounts and the past demo session the certificate is for, as the seed makes them.
    const [holderId, moderatorId] = await makeUsers(database.db, 2);
    await database.db.update(user).set({ role: "moderator" }).where(eq(user.id, moderatorId!));
    const [holder] = await database.db.select().from(user).where(eq(user.id, holderId!));
    const [moderator] = await database.db.select().from(user).where(eq(user.id, moderatorId!));
    const ended = new Date(now.getTime() - 21 * DAY);
    await database.db.insert(trainingSessions).values({
      id: DEMO_PAST_SESSION_ID,
      courseId: 101,
      startsAt: new Date(ended.getTime() - 9 * 3_600_000),
      endsAt: ended,
      format: "presentiel",
      venueName: "Centre de formation",
      streetAddress: "Kaloum",
      city: "Conakry",
      country: "GN",
      timeZone: "Africa/Conakry",
      totalSeats: 12,
    });
    const accounts = [
      { email: holder!.email, role: "user" },
      { email: moderator!.email, role: "moderator" },
    ];
    await issueDemoCertificate(database.db, accounts, { audit: async () => {}, now });
    await issueDemoBookingInvoice(database.db, { siteUrl: context.env.SITE_URL, now });
    await bookDemoPastSession(database.db, accounts, { now });
    // Idempotent: a second start adds nothing.
    await bookDemoPastSession(database.db, accounts, { now });

    const [demoCompany] = await database.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.legalName, DEMO_COMPANY_NAME));
    const past = await database.db
      .select()
      .from(companyBookings)
      .where(
        and(
          eq(companyBookings.companyId, demoCompany!.id),
          eq(companyBookings.sessionId, DEMO_PAST_SESSION_ID),
        ),
      );
    expect(past).toHaveLength(1);
    await database.db.insert(companyContacts).values({ companyId: demoCompany!.id, userId: contact.userId });

    const page = await bookingPage(contact, past[0]!.id);
    expect(page.status).toBe(200);
    expect(page.body?.booking.changeable).toBe(false);
    expect(page.body?.participants).toHaveLength(1);
    const [participant] = page.body!.participants;
    expect(participant?.email).toBe(holder!.email);
    // Present every half-day of a 9-hour day.
    expect(participant?.attendance).toMatch(/^9\sh\ssur\s9\sh$/);
    expect(participant?.certificate?.href).toMatch(/^\/verify\/[A-Za-z0-9-]+$/);
    const english = await bookingPage(contact, past[0]!.id, { lang: "en" });
    expect(english.body?.participants[0]?.attendance).toMatch(/^9\sh\sof\s9\sh$/);
    expect(english.body?.participants[0]?.certificate?.href).toMatch(/^\/en\/verify\//);
  });
});
