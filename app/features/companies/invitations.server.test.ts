import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { companies, companyContacts, companyInvitations } from "../../../db/schema";
import { testAppContext } from "../../../tests/helpers/app-context";
import { formPost } from "../../../tests/helpers/form-post";
import { callRoute, pageGet } from "../../../tests/helpers/route-calls";
import { signedInAccount } from "../../../tests/helpers/signed-in";
import { useTestDatabase } from "../../../tests/helpers/test-database";
import { antiForgeryToken } from "~/features/security/anti-forgery.server";
import type { AppContext } from "~/lib/app-context";
import { getT } from "~/lib/i18n.server";
import { action, loader } from "~/routes/company.invitation";
import type { InvitationView } from "./invitation-page.server";
import { invitationTokenHash, newInvitationToken } from "./invitations.server";

/*
 * An invitation's link, /company/invitations/{token}, as each person who opens it sees it,
 * and joining with it: once, by the account signed in with the invited address; another
 * address, an expired, used or unknown link each get their own message in the page's language.
 */

const database = useTestDatabase();
type Account = Awaited<ReturnType<typeof signedInAccount>>;
type Refusal = { notice: { title: string; message: string } };

let context: AppContext;
let invited: Account;
let other: Account;
let companyId: number;
const DAY = 86_400_000;

beforeAll(async () => {
  context = testAppContext(database.db);
  invited = await signedInAccount(context, { email: "Invited.Colleague@example.com", firstName: "Fanta" });
  other = await signedInAccount(context, { firstName: "Alpha" });
  const [row] = await database.db
    .insert(companies)
    .values({
      legalName: "Kindia Ciments SA",
      country: "GN",
      billingAddress: "Kindia",
      billingEmail: "b@example.com",
    })
    .returning();
  companyId = row!.id;
});

/** A stored invitation and the token its link carries. */
async function invitation({
  email = "invited.colleague@example.com",
  expiresIn = 14 * DAY,
  acceptedAt = null as Date | null,
  company = companyId,
} = {}) {
  const token = newInvitationToken();
  await database.db.insert(companyInvitations).values({
    companyId: company,
    email,
    tokenHash: invitationTokenHash(token),
    expiresAt: new Date(Date.now() + expiresIn),
    acceptedAt,
  });
  return token;
}

const view = (who: Account | null, token: string, lang: "fr" | "en" = "fr") =>
  callRoute<{ view: InvitationView }>(
    (args) => loader({ ...args, params: { token } } as never),
    pageGet(
      `${lang === "en" ? "/en" : ""}/company/invitations/${token}`,
      who ? ({ header: () => who.cookie } as never) : undefined,
    ),
    context,
  );

const join = (who: Account, token: string, lang: "fr" | "en" = "fr") =>
  callRoute<Refusal>(
    (args) => action({ ...args, params: { token } } as never),
    formPost(
      `${lang === "en" ? "/en" : ""}/company/invitations/${token}`,
      { csrf: antiForgeryToken(who.sessionId, context.secrets) },
      { cookie: who.cookie },
    ),
    context,
  );

const isContact = async (account: Account, company = companyId) =>
  (
    await database.db
      .select()
      .from(companyContacts)
      .where(and(eq(companyContacts.companyId, company), eq(companyContacts.userId, account.userId)))
  ).length === 1;

describe("opening an invitation's link", () => {
  it("offers a visitor to sign in or create an account, and come back here", async () => {
    const token = await invitation();
    const answer = await view(null, token, "en");
    expect(answer.status).toBe(200);
    expect(answer.body?.view).toEqual({
      kind: "signed-out",
      company: "Kindia Ciments SA",
      signIn: `/en/auth?redirectTo=${encodeURIComponent(`/en/company/invitations/${token}`)}`,
      signUp: `/en/auth?mode=register&redirectTo=${encodeURIComponent(`/en/company/invitations/${token}`)}`,
    });
  });

  it("offers the button to the account signed in with the invited address (any case)", async () => {
    const answer = await view(invited, await invitation());
    expect(answer.body?.view).toMatchObject({ kind: "join", company: "Kindia Ciments SA" });
  });

  it("tells another account the invitation is for another address", async () => {
    const answer = await view(other, await invitation());
    expect(answer.status).toBe(403);
    expect(answer.body?.view).toEqual({
      kind: "other-address",
      company: "Kindia Ciments SA",
      email: other.email,
    });
  });

  it("says an expired or used invitation is so, and an unknown or malformed link is none", async () => {
    expect((await view(invited, await invitation({ expiresIn: -1000 }))).body?.view.kind).toBe("expired");
    expect((await view(invited, await invitation({ acceptedAt: new Date() }))).body?.view.kind).toBe("used");
    const unknown = await view(invited, newInvitationToken());
    expect(unknown.status).toBe(404);
    expect(unknown.body?.view.kind).toBe("unknown");
    expect((await view(null, "short")).status).toBe(404);
  });
});

describe("joining the company", () => {
  it("makes the invited account a contact, once, and goes to the company's space", async () => {
    const token = await invitation();
    const answer = await join(invited, token, "en");
    expect(answer.status).toBe(302);
    expect(answer.location).toBe(`/en/company?company=${companyId}`);
    expect(await isContact(invited)).toBe(true);
    const [row] = await database.db
      .select()
      .from(companyInvitations)
      .where(eq(companyInvitations.tokenHash, invitationTokenHash(token)));
    expect(row?.acceptedBy).toBe(invited.userId);
    expect(row?.acceptedAt).toBeInstanceOf(Date);
    for (const lang of ["fr", "en"] as const) {
      const again = await join(invited, token, lang);
      expect(again.status).toBe(410);
      expect(again.body?.notice.message).toBe(getT(lang)("companySpace.invitation.used"));
    }
  });

  it("refuses another account, in the page's language, and leaves the invitation usable", async () => {
    const token = await invitation();
    for (const lang of ["fr", "en"] as const) {
      const answer = await join(other, token, lang);
      expect(answer.status).toBe(403);
      expect(answer.body?.notice.message).toBe(
        getT(lang)("companySpace.invitation.otherAddress", { email: other.email }),
      );
    }
    expect(await isContact(other)).toBe(false);
    expect((await view(invited, token)).body?.view.kind).toBe("join");
  });

  it("refuses an expired invitation and an unknown one", async () => {
    const expired = await join(invited, await invitation({ expiresIn: -1000 }), "en");
    expect(expired.status).toBe(410);
    expect(expired.body?.notice.message).toBe(getT("en")("companySpace.invitation.expired"));
    const unknown = await join(invited, newInvitationToken());
    expect(unknown.status).toBe(404);
    expect(unknown.body?.notice.message).toBe(getT("fr")("companySpace.invitation.unknown"));
  });

  it("accepts two clicks at once only once", async () => {
    const [row] = await database.db
      .insert(companies)
      .values({ legalName: "Twice SA", country: "GN", billingAddress: "Labé", billingEmail: "b@example.com" })
      .returning();
    const token = await invitation({ company: row!.id });
    const answers = await Promise.all([join(invited, token), join(invited, token)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([302, 410]);
    expect(await isContact(invited, row!.id)).toBe(true);
  });

  it("joins the company kept when the invited one was merged since", async () => {
    const [merged] = await database.db
      .insert(companies)
      .values({ legalName: "Gone SA", country: "GN", billingAddress: "Mamou", billingEmail: "b@example.com" })
      .returning();
    const [kept] = await database.db
      .insert(companies)
      .values({ legalName: "Kept SA", country: "GN", billingAddress: "Mamou", billingEmail: "b@example.com" })
      .returning();
    const token = await invitation({ company: merged!.id });
    await database.db.update(companies).set({ mergedIntoId: kept!.id }).where(eq(companies.id, merged!.id));
    const answer = await join(invited, token);
    expect(answer.location).toBe(`/company?company=${kept!.id}`);
    expect(await isContact(invited, kept!.id)).toBe(true);
  });

  it("refuses a form without its anti-forgery token", async () => {
    const token = await invitation();
    const answer = await callRoute<Refusal>(
      (args) => action({ ...args, params: { token } } as never),
      formPost(`/company/invitations/${token}`, { csrf: "forged" }, { cookie: invited.cookie }),
      context,
    );
    expect(answer.status).toBe(403);
    expect(answer.body?.notice.message).toBe(getT("fr")("companySpace.errors.antiForgery"));
  });
});
