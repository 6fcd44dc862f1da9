import { isAPIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, rateLimits, securityEvents, session, user } from "../../../../db/schema";
import { testAppContext } from "../../../../tests/helpers/app-context";
import { callRoute } from "../../../../tests/helpers/route-calls";
import { signedInAccount } from "../../../../tests/helpers/signed-in";
import { staffAccount } from "../../../../tests/helpers/staff";
import { useTestDatabase } from "../../../../tests/helpers/test-database";
import { answer, formPost } from "../../../../tests/helpers/form-post";
import type { AuthActionData } from "~/features/accounts/sign-in/auth-action-data";
import { authAction } from "~/features/accounts/sign-in/auth-action.server";
import { describeAuthError } from "~/features/accounts/sign-in/auth-errors.server";
import { getViewer } from "~/features/accounts/viewer.server";
import { antiForgeryToken } from "~/features/security/anti-forgery.server";
import type { AppContext } from "~/lib/app-context";
import { getT } from "~/lib/i18n.server";
import { loader as peopleLoader } from "~/routes/admin.people";
import { action, loader } from "~/routes/admin.person";

/*
 * People in the back-office: the list with search, sort and pages; a person's page;
 * changing a role and disabling an account (admins only), each with its audit entry and
 * security event, the last admin kept, a disabled account signed out and refused at sign-in.
 */

const database = useTestDatabase({ emptyBeforeEach: [auditLog, securityEvents, rateLimits, user] });
const PASSWORD = "un mot de passe de test solide";
type Account = NonNullable<Awaited<ReturnType<typeof staffAccount>>>;

let context: AppContext;
beforeEach(() => {
  context = testAppContext(database.db);
});

function post(who: Account, userId: string, fields: Record<string, string>, lang: "fr" | "en" = "fr") {
  const path = `${lang === "en" ? "/en" : ""}/admin/people/${userId}`;
  return callRoute<{ notice: { message: string } }>(
    (args) => action({ ...args, params: { userId } } as never),
    new Request(`https://site.example${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: who.cookie },
      body: new URLSearchParams({ csrf: antiForgeryToken(who.sessionId, context.secrets), ...fields }),
    }),
    context,
  );
}

async function row(id: string) {
  const [found] = await database.db
    .select({ role: user.role, disabledAt: user.disabledAt })
    .from(user)
    .where(eq(user.id, id));
  return found;
}

const audit = () => database.db.select().from(auditLog).orderBy(auditLog.id);
const events = (userId: string, type: string) =>
  database.db
    .select()
    .from(securityEvents)
    .where(eq(securityEvents.userId, userId))
    .then((rows) => rows.filter((event) => event.type === type));

describe("the people list", () => {
  it("searches by name or e-mail, filters by role and state, sorts and pages on the server", async () => {
    const admin = (await staffAccount(context, "admin"))!;
    for (const [first, last, email] of [
      ["Mariama", "Barry", "mariama@example.com"],
      ["Ibrahima", "Sow", "isow@example.org"],
      ["Fanta", "Camara", "fanta_100%@example.com"],
    ] as const)
      await database.db.insert(user).values({
        id: `u-${first}`,
        name: `${first} ${last}`,
        firstName: first,
        lastName: last,
        email,
        emailVerified: true,
      });
    await database.db.update(user).set({ disabledAt: new Date() }).where(eq(user.id, "u-Ibrahima"));
    const list = async (query: string) => {
      const answer = await callRoute<Awaited<ReturnType<typeof peopleLoader>>>(
        (args) => peopleLoader(args as never),
        new Request(`https://site.example/admin/people${query}`, { headers: { Cookie: admin.cookie } }),
        context,
      );
      expect(answer.status).toBe(200);
      return answer.body!;
    };
    expect((await list("?q=barry")).rows.map((r) => r.email)).toEqual(["mariama@example.com"]);
    expect((await list("?q=EXAMPLE.ORG")).rows.map((r) => r.name)).toEqual(["Ibrahima Sow"]);
    // LIKE's own characters are taken literally.
    expect((await list("?q=_100%25")).rows.map((r) => r.name)).toEqual(["Fanta Camara"]);
    expect((await list("?q=%25")).total).toBe(1);
    expect((await list("?state=disabled")).rows.map((r) => [r.name, r.disabled])).toEqual([
      ["Ibrahima Sow", true],
    ]);
    expect((await list("?role=admin")).rows.map((r) => r.role)).toEqual(["admin"]);
    expect((await list("?sort=email&dir=asc")).rows.map((r) => r.email)).toEqual(
      [admin.email, "fanta_100%@example.com", "isow@example.org", "mariama@example.com"].sort(),
    );
    // Malformed values are no filter; a page past the end shows the last one.
    const odd = await list("?role=god&state=x&sort=password&page=99");
    expect([odd.total, odd.page, odd.pageCount, odd.sort]).toEqual([
      4,
      1,
      1,
      { column: "created", direction: "desc" },
    ]);
  });

  it("shows a person's registrations and security events, and the forms to admins only", async () => {
    const admin = (await staffAccount(context, "admin"))!;
    const moderator = (await staffAccount(context, "moderator"))!;
    const open = async (who: Account, id: string) =>
      callRoute<Record<string, unknown>>(
        (args) => loader({ ...args, params: { userId: id } } as never),
        new Request(`https://site.example/admin/people/${id}`, { headers: { Cookie: who.cookie } }),
        context,
      );
    const page = await open(moderator, admin.userId);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ email: admin.email, role: "admin", manage: null, isSelf: false });
    expect((page.body!.events as { type: string }[]).map((e) => e.type)).toContain("sign_in_success");
    expect((await open(admin, moderator.userId)).body).toMatchObject({
      manage: { roles: ["user", "moderator", "admin"] },
    });
    expect((await open(admin, "no-such-user")).status).toBe(404);
    expect((await open(admin, "../etc")).status).toBe(404);
  });
});

describe("changing a role", () => {
  it("changes the role of the URL's account, with an audit entry, a security event and a toast", async () => {
    const admin = (await staffAccount(context, "admin"))!;
    const person = await signedInAccount(context);
    const bystander = await signedInAccount(context);
    const done = await post(admin, person.userId, {
      intent: "role",
      role: "moderator",
      // Forged: another account, another actor. Neither is read.
      userId: bystander.userId,
      actorId: bystander.userId,
    });
    expect(done.status).toBe(302);
    expect(done.location).toBe(`/admin/people/${person.userId}`);
    expect(done.headers.get("Set-Cookie")).toMatch(/^flash=/);
    expect((await row(person.userId))?.role).toBe("moderator");
    expect((await row(bystander.userId))?.role).toBe("user");
    const entries = await audit();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorId: admin.userId,
      actorEmail: admin.email,
      action: "user_role_change",
      entityType: "user",
      entityId: person.userId,
      before: { role: "user", email: person.email },
      after: { role: "moderator", email: person.email },
    });
    const changed = await events(person.userId, "role_changed");
    expect(changed.map((event) => event.details)).toEqual([
      { from: "user", to: "moderator", by: admin.email },
    ]);

    // The same role again changes nothing and says so.
    const again = await post(admin, person.userId, { intent: "role", role: "moderator" });
    expect(again.status).toBe(409);
    expect(await audit()).toHaveLength(1);
  });

  it("refuses a moderator (even one sending a role), an unknown role, a bad token, without a change", async () => {
    const admin = (await staffAccount(context, "admin"))!;
    const moderator = (await staffAccount(context, "moderator"))!;
    const person = await signedInAccount(context);
    const answers = [
      await post(moderator, person.userId, { intent: "role", role: "admin" }),
      await post(moderator, moderator.userId, { intent: "role", role: "admin", need: "read" }),
      await post(admin, person.userId, { intent: "role", role: "superadmin" }),
      await post(admin, person.userId, { intent: "role" }),
      await post(admin, person.userId, { intent: "promote", role: "admin" }),
      await post(admin, person.userId, { intent: "role", role: "admin", csrf: "0".repeat(64) }),
      // A forged form-library intent is dropped like the rest of the back-office's forms do.
      await post(admin, person.userId, { intent: "role", role: "superadmin", __intent__: "{not json" }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([403, 403, 400, 400, 400, 403, 400]);
    expect(answers[2]?.body?.notice.message).toBe("Choisissez un rôle de la liste.");
    expect((await row(person.userId))?.role).toBe("user");
    expect((await row(moderator.userId))?.role).toBe("moderator");
    expect(await audit()).toEqual([]);
    expect(await events(person.userId, "role_changed")).toEqual([]);
  });

  it("keeps at least one active admin: the last one cannot step down", async () => {
    const admin = (await staffAccount(context, "admin"))!;
    const refused = await post(admin, admin.userId, { intent: "role", role: "moderator" }, "en");
    expect(refused.status).toBe(409);
    expect(refused.body?.notice.message).toBe(
      "At least one active administrator must remain: appoint another one first.",
    );
    expect((await row(admin.userId))?.role).toBe("admin");

    // A second admin who is disabled does not count: they cannot sign in.
    const other = await signedInAccount(context);
    await database.db
      .update(user)
      .set({ role: "admin", disabledAt: new Date() })
      .where(eq(user.id, other.userId));
    expect((await post(admin, admin.userId, { intent: "role", role: "user" })).status).toBe(409);

    // Once the other admin is enabled again, stepping down is allowed; then the other one is the last.
    expect((await post(admin, other.userId, { intent: "enable" })).status).toBe(302);
    expect((await post(admin, admin.userId, { intent: "role", role: "moderator" })).status).toBe(302);
    expect((await row(admin.userId))?.role).toBe("moderator");
    expect(await database.db.select({ n: user.id }).from(user).where(eq(user.role, "admin"))).toHaveLength(1);
    expect((await audit()).map((entry) => entry.action)).toEqual(["user_enable", "user_role_change"]);
  });
});

describe("two admins demoting each other at once", () => {
  it("keeps one of them: the admin rows are locked, the second change sees the first", async () => {
    const first = (await staffAccount(context, "admin"))!;
    const second = (await staffAccount(context, "admin"))!;
    const answers = await Promise.all([
      post(first, second.userId, { intent: "role", role: "user" }),
      post(second, first.userId, { intent: "role", role: "user" }),
    ]);
    const statuses = answers.map((answer) => answer.status);
    // One goes through; the other is refused by the rule (409), or by the guard when the
    // first had already committed before it asked (403).
    expect(statuses.filter((status) => status === 302)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409 || status === 403)).toHaveLength(1);
    const admins = await database.db.select({ id: user.id }).from(user).where(eq(user.role, "admin"));
    expect(admins).toHaveLength(1);
    expect(await audit()).toHaveLength(1);
  });
});

describe("disabling an account", () => {
  it("ends every session at once, refuses sign-in, and re-enabling lets the person back in", async () => {
    const admin = (await staffAccount(context, "admin"))!;
    const person = await signedInAccount(context, { email: "awa@example.com" });
    // A second device.
    await context.auth.api.signInEmail({ body: { email: person.email, password: PASSWORD } });
    const sessions = () => database.db.select().from(session).where(eq(session.userId, person.userId));
    expect(await sessions()).toHaveLength(2);

    const done = await post(admin, person.userId, { intent: "disable", userId: admin.userId });
    expect(done.status).toBe(302);
    expect(done.headers.get("Set-Cookie")).toMatch(/^flash=/);
    expect((await row(person.userId))?.disabledAt).toBeInstanceOf(Date);
    expect((await row(admin.userId))?.disabledAt).toBeNull();
    expect(await sessions()).toEqual([]);
    // The old cookie is no one now.
    const stale = new Request("https://site.example/profile", { headers: { Cookie: person.cookie } });
    expect(await getViewer(stale, context)).toBeNull();

    // Signing in is refused, with the page's message.
    const attempt = await context.auth.api
      .signInEmail({ body: { email: person.email, password: PASSWORD } })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(isAPIError(attempt)).toBe(true);
    expect(describeAuthError(attempt, { t: getT("fr"), logger: context.logger, context: "sign-in" })).toEqual(
      {
        status: 403,
        message: "Ce compte a été désactivé par l'équipe. Contactez-nous pour en savoir plus.",
      },
    );
    expect(await sessions()).toEqual([]);
    // The same on the sign-in page, in English.
    const page = await answer<AuthActionData>(
      authAction({
        request: formPost("/en/auth", { intent: "sign-in", email: person.email, password: PASSWORD }),
        context,
      }),
    );
    expect(page.status).toBe(403);
    expect(page.data).toMatchObject({
      status: "error",
      notice: "This account has been disabled by our team. Contact us to find out more.",
    });
    expect(await sessions()).toEqual([]);

    const [entry] = await audit();
    expect(entry).toMatchObject({
      action: "user_disable",
      entityId: person.userId,
      before: { disabledAt: null },
      after: { sessionsEnded: 2 },
    });
    expect((await events(person.userId, "account_disabled")).map((event) => event.details)).toEqual([
      { by: admin.email, sessionsEnded: 2 },
    ]);

    expect((await post(admin, person.userId, { intent: "disable" })).status).toBe(409);
    expect((await post(admin, person.userId, { intent: "enable" })).status).toBe(302);
    expect((await row(person.userId))?.disabledAt).toBeNull();
    const back = await context.auth.api.signInEmail({ body: { email: person.email, password: PASSWORD } });
    expect(back.user.id).toBe(person.userId);
    expect((await audit()).map((e) => e.action)).toEqual(["user_disable", "user_enable"]);
    expect(await events(person.userId, "account_enabled")).toHaveLength(1);
  });

  it("gives a disabled account no session by any path, and treats a leftover session as no one", async () => {
    const person = await signedInAccount(context);
    await database.db.update(user).set({ disabledAt: new Date() }).where(eq(user.id, person.userId));
    // A session left over (disabled outside the back-office): the viewer lookup ignores it.
    const request = new Request("https://site.example/profile", { headers: { Cookie: person.cookie } });
    expect(await getViewer(request, context)).toBeNull();
    // Whatever endpoint would make a new session (password, second factor, OpenID provider)
    // goes through better-auth's session hook, which refuses it.
    const internals = await context.auth.$context;
    const made = await internals.internalAdapter.createSession(person.userId).then(
      () => null,
      (error: unknown) => error,
    );
    expect(isAPIError(made) && (made.body as { code?: string }).code).toBe("ACCOUNT_DISABLED");
  });

  it("refuses a moderator, and an admin disabling their own account", async () => {
    const admin = (await staffAccount(context, "admin"))!;
    const moderator = (await staffAccount(context, "moderator"))!;
    const person = await signedInAccount(context);
    expect((await post(moderator, person.userId, { intent: "disable" })).status).toBe(403);
    const self = await post(admin, admin.userId, { intent: "disable" });
    expect(self.status).toBe(409);
    expect(self.body?.notice.message).toBe("Vous ne pouvez pas désactiver votre propre compte.");
    expect((await row(person.userId))?.disabledAt).toBeNull();
    expect((await row(admin.userId))?.disabledAt).toBeNull();
    expect(await audit()).toEqual([]);
  });
});
