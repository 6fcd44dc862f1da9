import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailOutbox, registrations, trainingSessions, user } from "../../../db/schema";
import { seedCatalog } from "../../../db/seed";
import { clientHeaders, createAccount } from "../../../tests/helpers/accounts";
import { testAppContext } from "../../../tests/helpers/app-context";
import { depsAt, makeSession, makeUsers, requestFor } from "../../../tests/helpers/registration";
import { useTestDatabase } from "../../../tests/helpers/test-database";
import { registerForCourse } from "./register.server";

const database = useTestDatabase({
  prepare: seedCatalog,
  emptyBeforeEach: [emailOutbox, registrations, trainingSessions, user],
});

describe("deleting an account", () => {
  it("first cancels its registrations in force: the seat goes to the first person waiting", async () => {
    const { db } = database;
    const context = testAppContext(db);
    const leaving = await createAccount(context, { email: "leaving@example.com" });
    const [waiting] = await makeUsers(db, 1);
    const sessionId = await makeSession(db, { seats: 1, startsAt: new Date(Date.now() + 30 * 86_400_000) });
    const deps = depsAt(new Date());
    for (const userId of [leaving.id, waiting]) {
      const outcome = await registerForCourse(db, requestFor(userId ?? "", { sessionId }), deps);
      expect(outcome.ok).toBe(true);
    }

    await context.auth.api.deleteUser({
      body: { password: leaving.password },
      headers: clientHeaders(leaving.cookie),
    });

    const rows = await db
      .select({ userId: registrations.userId, status: registrations.status })
      .from(registrations)
      .where(eq(registrations.sessionId, sessionId))
      .orderBy(asc(registrations.id));
    // The deleted account's row stays for the records, without its owner, and cancelled.
    expect(rows).toEqual([
      { userId: null, status: "cancelled" },
      { userId: waiting, status: "offered" },
    ]);
    expect(await db.select().from(user).where(eq(user.id, leaving.id))).toEqual([]);
  });

  it("cancels nothing when the password is wrong", async () => {
    const { db } = database;
    const context = testAppContext(db);
    const staying = await createAccount(context, { email: "staying@example.com" });
    const sessionId = await makeSession(db, { seats: 1, startsAt: new Date(Date.now() + 30 * 86_400_000) });
    await registerForCourse(db, requestFor(staying.id, { sessionId }), depsAt(new Date()));
    await expect(
      context.auth.api.deleteUser({
        body: { password: "not the password" },
        headers: clientHeaders(staying.cookie),
      }),
    ).rejects.toBeDefined();
    expect(await db.select({ status: registrations.status }).from(registrations)).toEqual([
      { status: "confirmed" },
    ]);
  });
});
