import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { courses, registrations, securityEvents, session, trainingSessions, user } from "../../../../db/schema";
import { testAppContext } from "../../../../tests/helpers/app-context";
import { useTestDatabase } from "../../../../tests/helpers/test-database";
import type { AppContext } from "~/lib/app-context";
import { loader as adminLoader } from "~/routes/admin";
import { adminCounters, recentActivity } from "./admin-panel.server";

/* The admin panel's figures, and who may see them (requireStaff on /admin). */

const database = useTestDatabase({
  emptyBeforeEach: [registrations, trainingSessions, courses, securityEvents, user],
});
const NOW = new Date("2026-03-10T09:00:00Z");
const DAY = 24 * 60 * 60 * 1000;
const PASSWORD = "un mot de passe solide";

const text = (value: string) => ({ fr: value, en: value });

async function insertCourse(id: number) {
  await database.db.insert(courses).values({
    id,
    category: "qhse",
    subcategory: text("HSE"),
    title: text(`Course ${id}`),
    description: text("A course."),
    duration: text("2 days"),
    audience: text("Everyone"),
    prerequisites: text("None"),
    formats: ["presentiel"],
  });
}

async function insertSession(
  courseId: number,
  startsInDays: number,
  status: "scheduled" | "cancelled" = "scheduled",
) {
  const startsAt = new Date(NOW.getTime() + startsInDays * DAY);
  const [row] = await database.db
    .insert(trainingSessions)
    .values({
      courseId,
      startsAt,
      endsAt: new Date(startsAt.getTime() + DAY),
      format: "presentiel",
      city: "Conakry",
      totalSeats: 20,
      status,
    })
    .returning();
  return row?.id ?? 0;
}

let registrationCount = 0;
async function insertRegistration(
  courseId: number,
  sessionId: number | null,
  paymentStatus: "pending" | "paid" | "failed" = "pending",
) {
  registrationCount++;
  await database.db.insert(registrations).values({
    userId: null, // registrations reference accounts; these counters do not look at them
    courseId,
    sessionId,
    firstName: "Awa",
    lastName: "Diallo",
    email: `person-${registrationCount}@example.com`,
    phone: "+224 620 00 00 00",
    paymentStatus,
    // Without a session, a registration of interest waits on the list (register.server.ts).
    status: sessionId === null ? "waitlisted" : "confirmed",
  });
}

async function insertUsers(count: number) {
  for (let i = 0; i < count; i++) {
    await database.db.insert(user).values({ id: `u${i}`, name: `User ${i}`, email: `u${i}@example.com` });
  }
}

describe("the admin panel's counters", () => {
  it("count users, courses, upcoming sessions and pending registrations as they are in the database", async () => {
    await insertUsers(3);
    await insertCourse(901);
    await insertCourse(902);
    const soon = await insertSession(901, 2);
    const later = await insertSession(902, 30);
    await insertSession(902, 60);
    const past = await insertSession(901, -5);
    const cancelled = await insertSession(901, 10, "cancelled");
    await insertRegistration(901, soon);
    await insertRegistration(902, later);
    await insertRegistration(902, soon, "paid");
    await insertRegistration(901, past); // started already
    await insertRegistration(901, cancelled); // nobody chases this payment
    await insertRegistration(902, null, "pending"); // no dated session

    expect(await adminCounters(database.db, NOW)).toEqual({
      users: 3,
      courses: 2,
      upcomingSessions: 3,
      pendingRegistrations: 2,
      refundRequests: 0,
    });
    // A session that starts is no longer upcoming, and its registrations no longer pending here.
    expect(await adminCounters(database.db, new Date(NOW.getTime() + 3 * DAY))).toMatchObject({
      upcomingSessions: 2,
      pendingRegistrations: 1,
    });
  });

  it("lists the latest 10 security events of every account, newest first, with the account", async () => {
    await database.db
      .insert(user)
      .values({ id: "a", name: "Awa", firstName: "Awa", lastName: "Diallo", email: "awa@example.com" });
    for (let i = 0; i < 12; i++) {
      await database.db.insert(securityEvents).values({
        type: i % 2 ? "sign_in_success" : "password_changed",
        userId: "a",
        ipAddress: "203.0.113.5",
        createdAt: new Date(NOW.getTime() + i * 1000),
      });
    }
    await database.db
      .insert(securityEvents)
      .values({ type: "sign_in_failure", userId: null, createdAt: new Date(NOW.getTime() + 60_000) });

    const activity = await recentActivity(database.db);
    expect(activity).toHaveLength(10);
    expect(activity[0]).toMatchObject({ type: "sign_in_failure", account: null });
    expect(activity[1]).toMatchObject({
      type: "sign_in_success",
      ipAddress: "203.0.113.5",
      account: { name: "Awa Diallo", email: "awa@example.com" },
    });
    expect(activity.map((event) => event.createdAt.getTime())).toEqual(
      [...activity.map((event) => event.createdAt.getTime())].sort((a, b) => b - a),
    );
  });
});

describe("/admin's guard", () => {
  let context: AppContext;
  beforeAll(() => {
    context = testAppContext(database.db);
  });

  /** A signed-in account of `role`: the Cookie header of its session. */
  async function signedIn(
    email: string,
    role: "user" | "moderator" | "admin",
    secured = { twoFactor: false, aal2: false },
  ) {
    await context.auth.api.signUpEmail({ body: { name: "Aïssatou Admin", email, password: PASSWORD } });
    await database.db.update(user).set({ emailVerified: true, role }).where(eq(user.email, email));
    const { headers, response } = await context.auth.api.signInEmail({
      body: { email, password: PASSWORD },
      returnHeaders: true,
    });
    // Set after signing in: with two-factor on, a password alone opens no session.
    await database.db.update(user).set({ twoFactorEnabled: secured.twoFactor }).where(eq(user.email, email));
    if (secured.aal2)
      await database.db.update(session).set({ aal: "aal2" }).where(eq(session.userId, response.user.id));
    return headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
  }

  async function open(path: string, cookie = ""): Promise<unknown> {
    const request = new Request(`https://site.example${path}`, { headers: { Cookie: cookie } });
    try {
      return await adminLoader({ request, context, params: {} } as never);
    } catch (thrown) {
      return thrown;
    }
  }

  const refusal = (thrown: unknown) => {
    const { data, init } = thrown as { data: unknown; init: ResponseInit };
    return { status: init.status, data };
  };

  it("answers a visitor 401 with the way back, a user 403 with the role required", async () => {
    expect(refusal(await open("/admin"))).toEqual({
      status: 401,
      data: { guard: "signed-out", redirectTo: "/admin" },
    });
    expect(refusal(await open("/en/admin?tab=1"))).toEqual({
      status: 401,
      data: { guard: "signed-out", redirectTo: "/en/admin?tab=1" },
    });
    // Moderators read the back-office (staff-access.server.ts); users do not.
    const cookie = await signedIn("user@example.com", "user");
    expect(refusal(await open("/admin", cookie))).toEqual({
      status: 403,
      data: { guard: "forbidden", requiredRole: "moderator" },
    });
  });

  it("sends an admin without two-factor sign-in to enrol, and back here after", async () => {
    const cookie = await signedIn("admin@example.com", "admin");
    for (const [path, location] of [
      ["/admin", "/profile/two-factor?required=1&redirectTo=%2Fadmin"],
      ["/en/admin", "/en/profile/two-factor?required=1&redirectTo=%2Fen%2Fadmin"],
    ]) {
      const thrown = (await open(path ?? "", cookie)) as Response;
      expect(thrown).toBeInstanceOf(Response);
      expect(thrown.status).toBe(302);
      expect(thrown.headers.get("Location")).toBe(location);
    }
    // Enrolled, but this session did not go through the second factor: enrol/verify again.
    const aal1 = await signedIn("admin2@example.com", "admin", { twoFactor: true, aal2: false });
    expect(((await open("/admin", aal1)) as Response).status).toBe(302);
  });

  it("shows the panel to an admin signed in with two factors", async () => {
    const cookie = await signedIn("boss@example.com", "admin", { twoFactor: true, aal2: true });
    await insertCourse(903);
    const page = (await open("/en/admin", cookie)) as {
      counters: Record<string, string>;
      seo: { title: string };
    };
    expect(page.seo.title).toBe("Administration");
    expect(page.counters).toEqual({
      users: "1",
      courses: "1",
      upcomingSessions: "0",
      pendingRegistrations: "0",
      refundRequests: "0",
      contactMessages: "0",
    });
  });
});
