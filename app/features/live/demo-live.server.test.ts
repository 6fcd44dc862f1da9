import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { seedCatalog } from "../../../db/seed/catalog";
import { seedDemoData } from "../../../db/seed/demo";
import { courses, registrations, trainingSessions, user } from "../../../db/schema";
import { useTestDatabase } from "../../../tests/helpers/test-database";
import { halfDaysOf } from "~/features/attendance/half-days";
import { DEMO_IN_PERSON_SESSION_ID, DEMO_LIVE_SESSION_ID, registerDemoLiveParticipants } from "./demo-live.server";
import { decideLiveAccess } from "./live-access.server";

const database = useTestDatabase({ prepare: seedCatalog });

describe("the live-video demo", () => {
  it("two demo users registered for the demo remote session, open now, the demo moderator its trainer", async () => {
    const now = new Date();
    await seedDemoData(database.db, now);
    await database.db.insert(user).values([
      {
        id: "demo-user",
        name: "Fatoumata Utilisatrice",
        email: "user@demo.example.com",
        firstName: "Fatoumata",
        lastName: "Utilisatrice",
      },
      {
        id: "demo-user-2",
        name: "Ibrahima Participant",
        email: "user2@demo.example.com",
        firstName: "Ibrahima",
        lastName: "Participant",
      },
      {
        id: "demo-moderator",
        name: "Mamadou Modérateur",
        email: "moderator@demo.example.com",
        role: "moderator",
      },
    ]);
    const accounts = [
      { email: "user@demo.example.com", role: "user" },
      { email: "user2@demo.example.com", role: "user" },
      { email: "moderator@demo.example.com", role: "moderator" },
    ];
    await registerDemoLiveParticipants(database.db, accounts);
    await registerDemoLiveParticipants(database.db, accounts); // idempotent

    const rows = await database.db
      .select()
      .from(registrations)
      .where(eq(registrations.sessionId, DEMO_LIVE_SESSION_ID));
    expect(rows.map((row) => [row.userId, row.status, row.paymentStatus]).sort()).toEqual([
      ["demo-user", "confirmed", "paid"],
      ["demo-user-2", "confirmed", "paid"],
    ]);
    const [session] = await database.db
      .select()
      .from(trainingSessions)
      .where(eq(trainingSessions.id, DEMO_LIVE_SESSION_ID));
    const [course] = await database.db.select().from(courses).where(eq(courses.id, session!.courseId));
    // Each stores its price as every registration does: the session's own, else the course's.
    const price =
      session!.priceCents !== null
        ? [session!.priceCents, session!.currency, "session"]
        : [course!.priceCents, course!.currency, "course"];
    for (const row of rows) expect([row.priceCents, row.priceCurrency, row.priceSource]).toEqual(price);
    expect(session).toMatchObject({
      format: "distanciel",
      trainerUserId: "demo-moderator",
      meetingRoom: null,
    });

    for (const id of ["demo-user", "demo-user-2", "demo-moderator"]) {
      const access = await decideLiveAccess({
        db: database.db,
        sessionId: DEMO_LIVE_SESSION_ID,
        viewer: { id, role: id === "demo-moderator" ? "moderator" : "user" },
        now,
        configured: true,
      });
      expect(access).toMatchObject({ kind: "allowed", moderator: id === "demo-moderator" });
    }

    // The in-person demo: today's half-days, the demo users among its confirmed participants.
    const [inPerson] = await database.db
      .select()
      .from(trainingSessions)
      .where(eq(trainingSessions.id, DEMO_IN_PERSON_SESSION_ID));
    expect(inPerson).toMatchObject({ format: "presentiel", trainerUserId: "demo-moderator", status: "scheduled" });
    expect(halfDaysOf(inPerson!).map((h) => h.part)).toEqual(["morning", "afternoon", "morning", "afternoon"]);
    const inPersonRows = await database.db
      .select()
      .from(registrations)
      .where(eq(registrations.sessionId, DEMO_IN_PERSON_SESSION_ID));
    expect(inPersonRows.filter((row) => row.status === "confirmed")).toHaveLength(5);
    expect(inPersonRows.map((row) => row.userId)).toEqual(expect.arrayContaining(["demo-user", "demo-user-2"]));
  });
});
