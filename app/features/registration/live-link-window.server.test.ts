import { describe, expect, it } from "vitest";
import { seedCatalog } from "../../../db/seed/catalog";
import { registrations, trainingSessions, user } from "../../../db/schema";
import { useTestDatabase } from "../../../tests/helpers/test-database";
import { listRegistrationsOf } from "./registration-views.server";

const database = useTestDatabase({ prepare: seedCatalog });
const secrets = ["s".repeat(40)];

describe("the join link of a remote session on Mes inscriptions", () => {
  it("says when the room opens before it does, links to it while it is open, and is gone after the end", async () => {
    const startsAt = new Date("2030-03-04T09:00:00Z");
    const endsAt = new Date("2030-03-04T12:00:00Z");
    await database.db.insert(user).values({ id: "remote-1", name: "Awa Diallo", email: "awa@example.com" });
    const [session] = await database.db
      .insert(trainingSessions)
      .values({ courseId: 101, startsAt, endsAt, format: "distanciel", totalSeats: 10, country: "GN" })
      .returning();
    await database.db.insert(registrations).values({
      userId: "remote-1",
      courseId: 101,
      sessionId: session?.id,
      firstName: "Awa",
      lastName: "Diallo",
      email: "awa@example.com",
      phone: "+224 620 00 00 00",
      status: "confirmed",
      paymentStatus: "paid",
      confirmedAt: new Date(),
    });
    const view = async (now: Date, lang: "fr" | "en" = "fr") =>
      (await listRegistrationsOf(database.db, "remote-1", { lang, secrets, now }))[0];

    const early = await view(new Date("2030-03-04T08:44:00Z"));
    expect(early?.liveHref).toBeNull();
    expect(early?.liveOpensAt).toContain("08:45");
    expect((await view(new Date("2030-03-04T08:44:00Z"), "en"))?.liveOpensAt).toContain("March");

    const open = await view(new Date("2030-03-04T08:45:00Z"));
    expect(open?.liveHref).toBe(`/sessions/${session?.id}/live`);
    expect(open?.liveOpensAt).toBeNull();
    expect((await view(new Date("2030-03-04T11:59:00Z"), "en"))?.liveHref).toBe(
      `/en/sessions/${session?.id}/live`,
    );

    const over = await view(endsAt);
    expect(over?.liveHref).toBeNull();
    expect(over?.liveOpensAt).toBeNull();
  });
});
