import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { emailOutbox, rateLimits, registrations, trainingSessions, user } from "../../../db/schema";
import { seedCatalog } from "../../../db/seed";
import { testAppContext } from "../../../tests/helpers/app-context";
import { makeSession, requestFor } from "../../../tests/helpers/registration";
import { outcomeOf, signedInAccount } from "../../../tests/helpers/signed-in";
import { useTestDatabase } from "../../../tests/helpers/test-database";
import type { AppContext } from "~/lib/app-context";
import { antiForgeryToken } from "../security/anti-forgery.server";
import { cancelRegistration } from "./cancel.server";
import { signOfferToken } from "./offer-link.server";
import { offerPageAction, offerPageLoader } from "./offer-page.server";
import { registerForCourse } from "./register.server";

/*
 * The link of a seat offer opened while signed in with another account: the page says the offer
 * belongs to another account (not which) and offers to sign out and come back; nothing changes.
 */

const database = useTestDatabase({
  prepare: seedCatalog,
  emptyBeforeEach: [emailOutbox, rateLimits, registrations, trainingSessions, user],
});

let context: AppContext;
let owner: Awaited<ReturnType<typeof signedInAccount>>;
let other: Awaited<ReturnType<typeof signedInAccount>>;
let token: string;
let offeredId: number;

/** A one-seat session: its holder cancels, the seat is offered to `owner`, who waited. */
beforeEach(async () => {
  const { db } = database;
  context = testAppContext(db);
  owner = await signedInAccount(context);
  other = await signedInAccount(context, { firstName: "Moussa", lastName: "Camara" });
  const sessionId = await makeSession(db, { seats: 1, startsAt: new Date(Date.now() + 30 * 86_400_000) });
  const deps = { siteUrl: "https://site.example", secrets: context.secrets, now: new Date() };
  const held = await registerForCourse(db, requestFor(other.userId, { sessionId }), deps);
  const waiting = await registerForCourse(db, requestFor(owner.userId, { sessionId }), deps);
  if (!held.ok || !waiting.ok) throw new Error("registration refused");
  await cancelRegistration(
    db,
    {
      registrationId: held.registrationId,
      ownerId: other.userId,
      actor: { kind: "registrant", userId: other.userId },
    },
    { ...deps, staffEmail: "staff@example.com" },
  );
  const [offered] = await db.select().from(registrations).where(eq(registrations.id, waiting.registrationId));
  if (offered?.status !== "offered" || !offered.offerExpiresAt) throw new Error("no offer");
  offeredId = offered.id;
  token = signOfferToken(context.secrets, offered.id, offered.offerExpiresAt);
});

const path = (lang: "fr" | "en") =>
  `${lang === "en" ? "/en" : ""}/register/confirm?token=${encodeURIComponent(token)}`;

function open(cookie: string, lang: "fr" | "en" = "fr") {
  const request = new Request(`https://site.example${path(lang)}`, { headers: { Cookie: cookie } });
  return outcomeOf(() => offerPageLoader({ request, context }));
}

describe("an offer link opened by another account", () => {
  it("says the offer is another account's and leads to signing out, then in, then back here", async () => {
    const outcome = await open(other.cookie);
    expect(outcome.status).toBe(403);
    expect(outcome.data).toMatchObject({
      state: "other-account",
      offer: null,
      switchAccount: {
        signOut: "/auth/sign-out",
        then: `/auth?redirectTo=${encodeURIComponent(path("fr"))}`,
      },
    });
    expect(JSON.stringify(outcome.data)).not.toContain(owner.email);
    const english = await open(other.cookie, "en");
    expect(english.data).toMatchObject({
      state: "other-account",
      switchAccount: {
        signOut: "/en/auth/sign-out",
        then: `/en/auth?redirectTo=${encodeURIComponent(path("en"))}`,
      },
    });
    // Its own registrant still sees the offer.
    expect((await open(owner.cookie)).data).toMatchObject({ state: "open" });
  });

  it("refuses the confirmation from the other account with the same words, and changes nothing", async () => {
    const body = new URLSearchParams({ csrf: antiForgeryToken(other.sessionId, context.secrets), token });
    const request = new Request(`https://site.example${path("fr")}`, {
      method: "POST",
      headers: { Cookie: other.cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body,
    });
    const outcome = await outcomeOf(() => offerPageAction({ request, context }));
    expect(outcome.status).toBe(403);
    expect(outcome.data).toMatchObject({
      notice: { message: expect.stringContaining("envoyée à un autre compte") },
    });
    const [row] = await database.db.select().from(registrations).where(eq(registrations.id, offeredId));
    expect(row?.status).toBe("offered");
  });
});
