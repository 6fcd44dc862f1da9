import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  companies,
  companyContacts,
  companyInvitations,
  emailOutbox,
  invoiceSettlements,
  invoices,
  type InvoiceParty,
} from "../../../db/schema";
import { testAppContext } from "../../../tests/helpers/app-context";
import { formPost } from "../../../tests/helpers/form-post";
import { callRoute, pageGet } from "../../../tests/helpers/route-calls";
import { signedInAccount } from "../../../tests/helpers/signed-in";
import { useTestDatabase } from "../../../tests/helpers/test-database";
import { antiForgeryToken } from "~/features/security/anti-forgery.server";
import type { AppContext } from "~/lib/app-context";
import { getT } from "~/lib/i18n.server";
import { action, loader } from "~/routes/company";
import { loader as profileLoader } from "~/routes/profile";
import { issueCreditNote, issueInvoice } from "~/features/invoicing/issue.server";
import { INVITATION_DAYS, INVITATIONS_PER_DAY } from "./invitations.server";

/*
 * The company space through its route, as the browser calls it: who may open it, which
 * company it shows, the invoices with what remains to pay, and the invite form's rules; an
 * invitation is stored as its token's hash and e-mailed in the company's language.
 */

const database = useTestDatabase();
type Account = Awaited<ReturnType<typeof signedInAccount>>;
type Space = {
  kind: "space" | "forbidden";
  choices: { id: number; legalName: string }[];
  company: { id: number; legalName: string; country: string };
  contacts: { email: string; isViewer: boolean }[];
  invitations: { email: string }[];
  invoices: {
    number: string;
    total: string;
    due: string;
    remaining: string | null;
    settled: string | null;
    paid: boolean;
    credited: boolean;
    overdue: boolean;
    creditNote: boolean;
    href: string;
  }[];
};
type Refusal = { notice: { message: string }; lastResult: unknown };

let context: AppContext;
let contact: Account;
let outsider: Account;
let companyFr: number;
let companyEn: number;

async function company(legalName: string, lang: "fr" | "en" = "fr") {
  const [row] = await database.db
    .insert(companies)
    .values({
      legalName,
      country: "GN",
      billingAddress: "Kaloum, Conakry",
      billingEmail: "billing@example.com",
      lang,
    })
    .returning();
  return row!.id;
}

beforeAll(async () => {
  context = testAppContext(database.db);
  contact = await signedInAccount(context, { firstName: "Mariama", lastName: "Barry" });
  outsider = await signedInAccount(context, { firstName: "Ibrahima", lastName: "Sow" });
  companyFr = await company("Zircon Mines SA");
  companyEn = await company("Atlantic Logistics Ltd", "en");
  await database.db.insert(companyContacts).values([
    { companyId: companyFr, userId: contact.userId },
    { companyId: companyEn, userId: contact.userId },
  ]);
});

const open = (who: Account | null, path: string) =>
  callRoute<Space>(
    (args) => loader(args as never),
    pageGet(path, who ? ({ header: () => who.cookie } as never) : undefined),
    context,
  );

const invite = (who: Account, fields: Record<string, string>, lang: "fr" | "en" = "fr") =>
  callRoute<Refusal>(
    (args) => action(args as never),
    formPost(
      `${lang === "en" ? "/en" : ""}/company`,
      { csrf: antiForgeryToken(who.sessionId, context.secrets), ...fields },
      { cookie: who.cookie },
    ),
    context,
  );

const invitationsTo = (email: string) =>
  database.db.select().from(companyInvitations).where(eq(companyInvitations.email, email));
const mailsTo = (email: string) =>
  database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));

describe("who opens /company", () => {
  it("sends a visitor to sign in and back here (the guard's 401)", async () => {
    const answer = await open(null, "/en/company?company=2");
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ guard: "signed-out", redirectTo: "/en/company?company=2" });
  });

  it("answers 403 to an account that is no company's contact", async () => {
    const answer = await open(outsider, "/company");
    expect(answer.status).toBe(403);
    expect(answer.body?.kind).toBe("forbidden");
  });

  it("shows a contact the first of their companies by name, or the one asked, never another's", async () => {
    const first = await open(contact, "/company");
    expect(first.status).toBe(200);
    expect(first.body?.choices.map((c) => c.legalName)).toEqual([
      "Atlantic Logistics Ltd",
      "Zircon Mines SA",
    ]);
    expect(first.body?.company.id).toBe(companyEn);
    const asked = await open(contact, `/company?company=${companyFr}`);
    expect(asked.body?.company).toMatchObject({ id: companyFr, country: "Guinée" });
    const foreign = await company("Not Theirs SARL");
    const refused = await open(contact, `/company?company=${foreign}`);
    expect(refused.body?.company.id).toBe(companyEn);
    expect(refused.body?.contacts).toEqual([
      expect.objectContaining({ email: contact.email, isViewer: true }),
    ]);
  });

  it("leaves a company merged away out of the choices", async () => {
    const other = await company("Merged Away SA");
    await database.db.insert(companyContacts).values({ companyId: other, userId: contact.userId });
    await database.db.update(companies).set({ mergedIntoId: companyFr }).where(eq(companies.id, other));
    const answer = await open(contact, "/company");
    expect(answer.body?.choices.map((c) => c.id)).not.toContain(other);
  });
});

describe("the invoices section", () => {
  const party: InvoiceParty = { name: "Seller", address: "Conakry", country: "GN", identifiers: [] };

  it("is empty for a company without invoices", async () => {
    const empty = await company("Fresh Start SARL");
    await database.db.insert(companyContacts).values({ companyId: empty, userId: outsider.userId });
    const answer = await open(outsider, "/company");
    expect(answer.body?.invoices).toEqual([]);
    await database.db.delete(companyContacts).where(eq(companyContacts.companyId, empty));
  });

  it("lists number, date, total, due date and what remains (total less settlements), newest first", async () => {
    // Numbers of a year of their own: invoices are never deleted (ADR 2701).
    const base = {
      series: "F",
      year: 2091,
      currency: "EUR" as const,
      seller: party,
      buyer: party,
      vatBreakdown: [],
    };
    const [older] = await database.db
      .insert(invoices)
      .values({
        ...base,
        number: "F-2091-000001",
        sequence: 1,
        issuedAt: new Date("2091-01-10T10:00:00Z"),
        dueOn: "2091-02-09",
        companyId: companyFr,
        totalNetMinor: 100000,
        totalVatMinor: 18000,
        totalMinor: 118000,
      })
      .returning();
    const [newer] = await database.db
      .insert(invoices)
      .values({
        ...base,
        number: "F-2091-000002",
        sequence: 2,
        currency: "GNF",
        issuedAt: new Date("2091-03-01T10:00:00Z"),
        dueOn: "2091-03-31",
        companyId: companyFr,
        totalNetMinor: 2500000,
        totalVatMinor: 0,
        totalMinor: 2500000,
      })
      .returning();
    await database.db.insert(invoiceSettlements).values([
      {
        invoiceId: older!.id,
        amountMinor: 18000,
        receivedOn: "2091-01-20",
        method: "transfer",
        recordedBy: "staff@example.com",
      },
      {
        invoiceId: newer!.id,
        amountMinor: 2500000,
        receivedOn: "2091-03-05",
        method: "transfer",
        recordedBy: "staff@example.com",
      },
    ]);
    const fr = await open(contact, `/company?company=${companyFr}`);
    expect(fr.body?.invoices.map((i) => i.number)).toEqual(["F-2091-000002", "F-2091-000001"]);
    expect(fr.body?.invoices[1]).toMatchObject({
      total: "1\u00a0180,00\u00a0€",
      remaining: "1\u00a0000,00\u00a0€",
      paid: false,
    });
    expect(fr.body?.invoices[1]?.due).toBe("9 févr. 2091");
    expect(fr.body?.invoices[0]).toMatchObject({ paid: true });
    expect(fr.body?.invoices[0]?.total).toMatch(/^2\u00a0500\u00a0000\u00a0GNF$/);
    const en = await open(contact, `/en/company?company=${companyFr}`);
    expect(en.body?.invoices[1]).toMatchObject({
      total: "€1,180.00",
      remaining: "€1,000.00",
      due: "9 Feb 2091",
    });
  });

  it("marks an unpaid invoice past its due date overdue, and shows a credit note and the invoice it cancels", async () => {
    const space = await company("Late Payer SARL");
    await database.db.insert(companyContacts).values({ companyId: space, userId: outsider.userId });
    const lines = [{ description: "Formation", quantityThousandths: 1000, unitPriceMinor: 50_000 }];
    const issue = (number: number) =>
      database.db.transaction((tx) =>
        issueInvoice(tx, {
          issuedAt: new Date(`2019-0${number}-01T10:00:00Z`),
          dueOn: `2019-0${number}-15`,
          currency: "EUR",
          lang: "fr",
          buyer: party,
          lines,
          companyId: space,
        }),
      );
    const late = await issue(1);
    const cancelled = await issue(2);
    await database.db.insert(invoiceSettlements).values({
      invoiceId: late.id,
      amountMinor: 20_000,
      receivedOn: "2019-01-20",
      method: "bank-transfer",
      recordedBy: "staff@example.com",
    });
    const creditNote = await database.db.transaction((tx) =>
      issueCreditNote(tx, cancelled.id, {
        reason: "Annulée",
        by: null,
        now: new Date("2019-03-01T10:00:00Z"),
      }),
    );
    const answer = await open(outsider, `/company?company=${space}`);
    const byNumber = new Map(answer.body?.invoices.map((row) => [row.number, row]));
    expect(byNumber.get(late.number)).toMatchObject({
      settled: "200,00\u00a0€",
      remaining: "300,00\u00a0€",
      overdue: true,
      paid: false,
      href: `/company/invoices/${late.id}/invoice.pdf`,
    });
    expect(byNumber.get(cancelled.number)).toMatchObject({ credited: true, overdue: false, paid: false });
    expect(byNumber.get(creditNote.number)).toMatchObject({
      creditNote: true,
      remaining: null,
      overdue: false,
    });
    await database.db.delete(companyContacts).where(eq(companyContacts.companyId, space));
  });
});

describe("inviting a colleague", () => {
  it("stores the invitation as its token's hash, for 14 days, and e-mails the link in the company's language", async () => {
    const now = Date.now();
    const answer = await invite(contact, { company: String(companyEn), email: "Colleague.One@Example.com" });
    expect(answer.status).toBe(302);
    expect(answer.location).toBe(`/company?company=${companyEn}`);
    const [row] = await invitationsTo("colleague.one@example.com");
    expect(row).toMatchObject({ companyId: companyEn, invitedBy: contact.userId, acceptedAt: null });
    const days = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 86_400_000;
    expect(days).toBe(INVITATION_DAYS);
    expect(row!.createdAt.getTime()).toBeGreaterThanOrEqual(now - 1000);
    const [mail] = await mailsTo("colleague.one@example.com");
    expect(mail).toMatchObject({
      kind: "company-invitation",
      subject: "Invitation to join Atlantic Logistics Ltd",
    });
    const link = mail!.textBody.match(/https:\/\/site\.example\/en\/company\/invitations\/([A-Za-z0-9_-]+)/);
    expect(link?.[1]).toHaveLength(43);
    expect(row!.tokenHash).toBe(createHash("sha256").update(link![1]!).digest("hex"));
    expect(mail!.textBody).not.toContain(row!.tokenHash);
    const page = await open(contact, `/company?company=${companyEn}`);
    expect(page.body?.invitations.map((i) => i.email)).toContain("colleague.one@example.com");
  });

  it("writes the e-mail in French for a French company", async () => {
    await invite(contact, { company: String(companyFr), email: "collegue@example.com" }, "en");
    const [mail] = await mailsTo("collegue@example.com");
    expect(mail?.subject).toBe("Invitation à rejoindre Zircon Mines SA");
    expect(mail?.textBody).toMatch(/https:\/\/site\.example\/company\/invitations\/[A-Za-z0-9_-]{43}/);
  });

  it("refuses an e-mail that is none, in the page's language, and sends nothing", async () => {
    for (const lang of ["fr", "en"] as const) {
      const answer = await invite(contact, { company: String(companyFr), email: "nobody@" }, lang);
      expect(answer.status).toBe(400);
      expect(answer.body?.notice.message).toBe(getT(lang)("companySpace.errors.email"));
    }
    expect(await invitationsTo("nobody@")).toEqual([]);
  });

  it("refuses a company the account is no contact of, and a company id that is none", async () => {
    const foreign = await company("Other People SA");
    for (const companyId of [String(foreign), "abc"]) {
      const answer = await invite(contact, { company: companyId, email: "intruder@example.com" }, "en");
      expect([400, 403]).toContain(answer.status);
      expect(answer.body?.notice.message).toBe(getT("en")("companySpace.errors.company"));
    }
    const outsiderTry = await invite(outsider, { company: String(companyFr), email: "intruder@example.com" });
    expect(outsiderTry.status).toBe(403);
    expect(await invitationsTo("intruder@example.com")).toEqual([]);
  });

  it("refuses to invite someone who is already a contact", async () => {
    const answer = await invite(contact, { company: String(companyFr), email: contact.email.toUpperCase() });
    expect(answer.status).toBe(409);
    expect(answer.body?.notice.message).toBe(getT("fr")("companySpace.errors.alreadyContact"));
  });

  it(`stops at ${INVITATIONS_PER_DAY} invitations a day for a company`, async () => {
    const busy = await company("Busy Inviters SA");
    await database.db.insert(companyContacts).values({ companyId: busy, userId: outsider.userId });
    for (let index = 0; index < INVITATIONS_PER_DAY; index++)
      expect(
        (await invite(outsider, { company: String(busy), email: `team-${index}@example.com` })).status,
      ).toBe(302);
    const over = await invite(outsider, { company: String(busy), email: "one-too-many@example.com" }, "en");
    expect(over.status).toBe(429);
    expect(over.body?.notice.message).toBe(getT("en")("companySpace.errors.tooMany"));
    expect(await mailsTo("one-too-many@example.com")).toEqual([]);
    await database.db.delete(companyContacts).where(eq(companyContacts.companyId, busy));
  });

  it("refuses a form without its anti-forgery token", async () => {
    const answer = await callRoute<Refusal>(
      (args) => action(args as never),
      formPost(
        "/company",
        { company: String(companyFr), email: "x@example.com", csrf: "forged" },
        { cookie: contact.cookie },
      ),
      context,
    );
    expect(answer.status).toBe(403);
    expect(answer.body?.notice.message).toBe(getT("fr")("companySpace.errors.antiForgery"));
  });
});

describe("the profile's way to the space", () => {
  it("is shown to a company's contact only", async () => {
    const asked = async (who: Account) =>
      (
        await callRoute<{ companyContact: boolean }>(
          (args) => profileLoader(args as never),
          pageGet("/profile", { header: () => who.cookie } as never),
          context,
        )
      ).body?.companyContact;
    expect(await asked(contact)).toBe(true);
    expect(await asked(outsider)).toBe(false);
  });
});
