import { describe, expect, it } from "vitest";
import { emailOutbox, registrations, trainingSessions, user } from "../../../db/schema";
import { seedCatalog } from "../../../db/seed";
import { depsAt, makeSession, makeUsers, requestFor, SECRETS } from "../../../tests/helpers/registration";
import { useTestDatabase } from "../../../tests/helpers/test-database";
import { cancelRegistration } from "./cancel.server";
import { registerForCourse } from "./register.server";
import { listRegistrationsOf, registrationStatusFor } from "./registration-views.server";
import { registrationsForApi } from "./registrations-api.server";

const database = useTestDatabase({
  prepare: seedCatalog,
  emptyBeforeEach: [emailOutbox, registrations, trainingSessions, user],
});
const now = new Date("2027-03-01T10:00:00Z");

describe("what pages and /api/me show of a user's registrations", () => {
  it("lists them newest first, formatted in the session's zone, with status, payment, price and actions", async () => {
    const { db } = database;
    const [awa, other] = await makeUsers(db, 2);
    const paris = await makeSession(db, {
      courseId: 101,
      seats: 1,
      startsAt: new Date("2027-03-10T08:00:00Z"),
      endsAt: new Date("2027-03-12T16:00:00Z"),
      city: "Lyon",
      country: "FR",
      timeZone: "Europe/Paris",
      priceCents: 149000,
    });
    await registerForCourse(db, requestFor(other!, { sessionId: paris }), depsAt(now));
    await registerForCourse(
      db,
      requestFor(awa!, { sessionId: paris }),
      depsAt(new Date(now.getTime() + 1000)),
    );
    await registerForCourse(db, requestFor(awa!, { courseId: 106 }), depsAt(new Date(now.getTime() + 2000)));

    const views = await listRegistrationsOf(db, awa!, { lang: "fr", secrets: SECRETS, now });
    expect(views.map((view) => view.status)).toEqual(["interest", "waitlisted"]);
    expect(views[1]).toMatchObject({
      courseId: 101,
      dates: "du mercredi 10 mars 2027 au vendredi 12 mars 2027",
      time: "09:00 – 17:00 (heure de Paris, UTC+1)",
      place: "Centre de formation, Lyon (France)",
      price: "1\u00a0490,00\u00a0€",
      position: 1,
      paymentStatus: "pending",
      cancellable: true,
      hasCalendar: false,
      // Waitlisted: no seat, nothing to pay yet.
      payable: false,
    });
    expect(views[0]).toMatchObject({
      courseId: 106,
      dates: null,
      place: null,
      position: null,
      cancellable: true,
    });

    // The seat frees: an offer, with the owner's confirmation link, in English too.
    const [taken] = await listRegistrationsOf(db, other!, { lang: "en", secrets: SECRETS, now });
    await cancelRegistration(db, { registrationId: taken!.id, actor: { kind: "system" } }, depsAt(now));
    const offered = await registrationStatusFor(db, awa!, 101, { lang: "en", secrets: SECRETS, now });
    expect(offered).toMatchObject({
      status: "offered",
      offerUntil: "Tuesday, 2 March 2027 at 11:00 (Paris time, UTC+1)",
    });
    expect(offered?.offerHref).toMatch(/^\/en\/register\/confirm\?token=/);

    const api = await registrationsForApi(db, awa!);
    expect(api).toHaveLength(2);
    expect(api[1]).toMatchObject({
      course: { id: 101 },
      session: {
        startsAt: "2027-03-10T08:00:00.000Z",
        timeZone: "Europe/Paris",
        place: { city: "Lyon", country: "FR" },
      },
      status: "offered",
      paymentStatus: "pending",
      price: { amountCents: 149000, currency: "EUR" },
      reference: expect.stringMatching(/^GMS-[0-9A-Z]{5}-[0-9A-Z]{5}$/),
    });
    expect(api[0]).toMatchObject({
      session: null,
      status: "waitlisted",
      price: { amountCents: 69000, currency: "EUR" },
    });
    expect(JSON.parse(JSON.stringify(api))).toEqual(api);
  });
});
