import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, companies, companyContacts, companyInvitations, user } from "../../../../db/schema";
import { testAppContext } from "../../../../tests/helpers/app-context";
import { formPost } from "../../../../tests/helpers/form-post";
import { callRoute, pageGet } from "../../../../tests/helpers/route-calls";
import { staffAccount } from "../../../../tests/helpers/staff";
import { useTestDatabase } from "../../../../tests/helpers/test-database";
import { antiForgeryToken } from "~/features/security/anti-forgery.server";
import type { AppContext } from "~/lib/app-context";
import { getT } from "~/lib/i18n.server";
import { auditSubjects, subjectKey } from "../audit/audit-subjects.server";
import { loader as listLoader } from "~/routes/admin.companies";
import { action, loader } from "~/routes/admin.company";
import { passesLuhn } from "./company-schema";

/*
 * Companies in the back-office, through the route's loader and action as the browser calls
 * them: the list and its search, the form's every rule and message in both languages, the
 * contacts, the merge (admins only), each change with its audit entry, refusals changing nothing.
 */

const database = useTestDatabase();
type Account = NonNullable<Awaited<ReturnType<typeof staffAccount>>>;
type Refusal = {
  form: string;
  notice: { title: string; message: string };
  lastResult: { error?: Record<string, string[]> };
};

let context: AppContext;
let admin: Account;
let moderator: Account;
// Signing in is rate limited: the staff accounts are made once for the file.
beforeAll(async () => {
  context = testAppContext(database.db);
  admin = (await staffAccount(context, "admin"))!;
  moderator = (await staffAccount(context, "moderator"))!;
});

const valid = {
  legalName: "Société Minière de Boké",
  country: "GN",
  rccm: "GN.TCC.2019.B.12345",
  nif: "123456789",
  siret: "",
  vatNumber: "",
  billingAddress: "Quartier Almamya, Kaloum\nConakry",
  billingEmail: "factures@smb.example",
  lang: "fr",
};

function post(
  who: Account,
  companyId: number | null,
  fields: Record<string, string>,
  lang: "fr" | "en" = "fr",
) {
  const path = `${lang === "en" ? "/en" : ""}/admin/companies/${companyId ?? "new"}`;
  const params = companyId === null ? {} : { companyId: String(companyId) };
  return callRoute<Refusal>(
    (args) => action({ ...args, params } as never),
    formPost(
      path,
      { csrf: antiForgeryToken(who.sessionId, context.secrets), ...fields },
      { cookie: who.cookie },
    ),
    context,
  );
}

async function create(fields: Partial<typeof valid> = {}, who: Account = moderator): Promise<number> {
  const answer = await post(who, null, { ...valid, ...fields });
  expect(answer.status).toBe(302);
  return Number(answer.location?.split("/").pop());
}

const row = async (id: number) => (await database.db.select().from(companies).where(eq(companies.id, id)))[0];
const auditOf = (id: number) =>
  database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, "company"), eq(auditLog.entityId, String(id))))
    .orderBy(auditLog.id);

let accounts = 0;
async function account(email = `contact-${++accounts}@example.com`) {
  const id = `company-contact-${++accounts}`;
  await database.db.insert(user).values({
    id,
    name: `Awa ${accounts}`,
    firstName: "Awa",
    lastName: "Camara",
    email,
    emailVerified: true,
  });
  return { id, email };
}

const contactIds = async (companyId: number) =>
  (await database.db.select().from(companyContacts).where(eq(companyContacts.companyId, companyId)))
    .map((c) => c.userId)
    .sort();

describe("creating and editing a company", () => {
  it("creates a company from the form, redirects to its page and audits it", async () => {
    const answer = await post(moderator, null, {
      ...valid,
      siret: "732 829 320 00074",
      vatNumber: "fr 40 303 265 045",
    });
    expect(answer.status).toBe(302);
    expect(answer.location).toMatch(/^\/admin\/companies\/\d+$/);
    const id = Number(answer.location?.split("/").pop());
    const saved = await row(id);
    expect(saved).toMatchObject({
      legalName: valid.legalName,
      country: "GN",
      siret: "73282932000074",
      vatNumber: "FR40303265045",
      billingAddress: valid.billingAddress,
      lang: "fr",
      mergedIntoId: null,
    });
    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({ action: "company_create", actorEmail: moderator.email, before: null });
    expect(entry?.after).toMatchObject({ legalName: valid.legalName, siret: "73282932000074" });
  });

  it("stores an empty identifier as none", async () => {
    const id = await create({ rccm: "", nif: "" });
    expect(await row(id)).toMatchObject({ rccm: null, nif: null, siret: null, vatNumber: null });
  });

  it("edits a company and audits what it was and what it became", async () => {
    const id = await create();
    const answer = await post(moderator, id, { ...valid, legalName: "SMB SA", lang: "en" }, "en");
    expect(answer.status).toBe(302);
    expect(answer.location).toBe(`/en/admin/companies/${id}`);
    expect(await row(id)).toMatchObject({ legalName: "SMB SA", lang: "en" });
    const entries = await auditOf(id);
    expect(entries.map((entry) => entry.action)).toEqual(["company_create", "company_update"]);
    expect(entries[1]?.before).toMatchObject({ legalName: valid.legalName, lang: "fr" });
    expect(entries[1]?.after).toMatchObject({ legalName: "SMB SA", lang: "en" });
  });

  it("answers 404 for a company that does not exist", async () => {
    expect((await post(moderator, 999999, valid)).status).toBe(404);
  });

  it("checks the SIRET's Luhn digit", () => {
    expect(passesLuhn("73282932000074")).toBe(true);
    expect(passesLuhn("73282932000075")).toBe(false);
  });

  const refusals: [string, Partial<typeof valid>, string, string][] = [
    ["no legal name", { legalName: " " }, "legalName", "adminCompanies.errors.legalName"],
    ["a legal name too long", { legalName: "x".repeat(201) }, "legalName", "adminCompanies.errors.legalName"],
    ["a legal name on two lines", { legalName: "SMB\nSA" }, "legalName", "adminCompanies.errors.legalName"],
    ["a country that is no ISO code", { country: "XK" }, "country", "adminCompanies.errors.country"],
    ["a country in lower case", { country: "gn" }, "country", "adminCompanies.errors.country"],
    ["a SIRET of 13 digits", { siret: "7328293200007" }, "siret", "adminCompanies.errors.siretFormat"],
    ["a SIRET with a letter", { siret: "7328293200007A" }, "siret", "adminCompanies.errors.siretFormat"],
    ["a SIRET failing its check", { siret: "73282932000075" }, "siret", "adminCompanies.errors.siretCheck"],
    [
      "a VAT number without its country",
      { vatNumber: "40303265045" },
      "vatNumber",
      "adminCompanies.errors.vatNumber",
    ],
    ["an RCCM too long", { rccm: "R".repeat(61) }, "rccm", "adminCompanies.errors.rccm"],
    ["a NIF too long", { nif: "1".repeat(41) }, "nif", "adminCompanies.errors.nif"],
    ["no billing address", { billingAddress: "" }, "billingAddress", "adminCompanies.errors.billingAddress"],
    [
      "a billing e-mail that is none",
      { billingEmail: "factures@" },
      "billingEmail",
      "adminCompanies.errors.billingEmail",
    ],
    ["another documents' language", { lang: "de" }, "lang", "adminCompanies.errors.lang"],
  ];
  for (const [what, fields, field, key] of refusals) {
    it(`refuses ${what}, in both languages, and stores nothing`, async () => {
      const before = (await database.db.select().from(companies)).length;
      for (const lang of ["fr", "en"] as const) {
        const answer = await post(moderator, null, { ...valid, ...fields }, lang);
        expect(answer.status).toBe(400);
        expect(answer.body?.notice.message).toBe(getT(lang)("adminCompanies.errors.summary"));
        expect(answer.body?.lastResult.error?.[field]).toContain(key);
        // The key the page shows is a real sentence in each language.
        expect(getT(lang)(key as "adminCompanies.errors.legalName")).not.toBe(key);
      }
      expect((await database.db.select().from(companies)).length).toBe(before);
    });
  }

  it("refuses a control character in a field", async () => {
    const answer = await post(moderator, null, { ...valid, legalName: "SMB\u0000" });
    expect(answer.status).toBe(400);
    expect(answer.body?.notice.message).toBe(getT("fr")("admin.form.controlSummary"));
  });

  it("refuses a form without its anti-forgery token, in the page's language", async () => {
    const answer = await callRoute<Refusal>(
      (args) => action({ ...args, params: {} } as never),
      formPost("/en/admin/companies/new", { ...valid, csrf: "forged" }, { cookie: moderator.cookie }),
      context,
    );
    expect(answer.status).toBe(403);
    expect(answer.body?.notice.message).toBe(getT("en")("adminCompanies.errors.antiForgery"));
  });

  it("offers every country, named in the page's language", async () => {
    const fr = await callRoute<{ countries: { code: string; name: string }[] }>(
      (args) => loader({ ...args, params: {} } as never),
      pageGet("/admin/companies/new", { header: () => moderator.cookie } as never),
      context,
    );
    const en = await callRoute<{ countries: { code: string; name: string }[] }>(
      (args) => loader({ ...args, params: {} } as never),
      pageGet("/en/admin/companies/new", { header: () => moderator.cookie } as never),
      context,
    );
    expect(fr.body?.countries).toHaveLength(249);
    expect(fr.body?.countries.find((c) => c.code === "GN")?.name).toBe("Guinée");
    expect(en.body?.countries.find((c) => c.code === "GN")?.name).toBe("Guinea");
    expect(fr.body?.countries.find((c) => c.code === "DE")?.name).toBe("Allemagne");
  });
});

describe("the companies list", () => {
  it("searches by legal name and leaves merged companies out", async () => {
    const kept = await create({ legalName: "Bauxite Conseil SARL" });
    const merged = await create({ legalName: "Bauxite Conseil" });
    await post(admin, merged, { intent: "merge", otherId: String(kept), keep: "other" });
    const answer = await callRoute<{
      rows: { id: number; legalName: string; country: string }[];
      total: number;
    }>(
      (args) => listLoader({ ...args, params: {} } as never),
      pageGet("/admin/companies?q=bauxite", { header: () => moderator.cookie } as never),
      context,
    );
    expect(answer.body?.rows.map((r) => r.id)).toEqual([kept]);
    expect(answer.body?.rows[0]?.country).toBe("Guinée");
    expect(answer.body?.total).toBe(1);
  });
});

describe("a company's contacts", () => {
  it("adds an existing account by its e-mail, whatever its case, and audits it", async () => {
    const id = await create();
    const person = await account("Mariama.Barry@Example.com");
    const answer = await post(moderator, id, { intent: "add-contact", email: "mariama.barry@example.com" });
    expect(answer.status).toBe(302);
    expect(await contactIds(id)).toEqual([person.id]);
    const entries = await auditOf(id);
    expect(entries.at(-1)).toMatchObject({ action: "company_contact_add", before: null });
    expect(entries.at(-1)?.after).toMatchObject({ userId: person.id, email: person.email });
  });

  it("says so when no account has the e-mail, in both languages", async () => {
    const id = await create();
    for (const lang of ["fr", "en"] as const) {
      const answer = await post(moderator, id, { intent: "add-contact", email: "nobody@example.com" }, lang);
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({
        form: "contact",
        notice: { message: getT(lang)("adminCompanies.errors.noAccount") },
      });
    }
    expect(await contactIds(id)).toEqual([]);
  });

  it("refuses an e-mail that is none, and a contact added twice", async () => {
    const id = await create();
    const person = await account();
    const bad = await post(moderator, id, { intent: "add-contact", email: "not an address" }, "en");
    expect(bad.status).toBe(400);
    expect(bad.body?.notice.message).toBe(getT("en")("adminCompanies.errors.contactEmail"));
    await post(moderator, id, { intent: "add-contact", email: person.email });
    const twice = await post(moderator, id, { intent: "add-contact", email: person.email });
    expect(twice.status).toBe(409);
    expect(twice.body?.notice.message).toBe(getT("fr")("adminCompanies.errors.alreadyContact"));
    expect((await auditOf(id)).filter((e) => e.action === "company_contact_add")).toHaveLength(1);
  });

  it("removes a contact (the account stays) and audits it; one that is not a contact is a 404", async () => {
    const id = await create();
    const person = await account();
    await post(moderator, id, { intent: "add-contact", email: person.email });
    const answer = await post(moderator, id, { intent: "remove-contact", userId: person.id });
    expect(answer.status).toBe(302);
    expect(await contactIds(id)).toEqual([]);
    expect((await database.db.select().from(user).where(eq(user.id, person.id))).length).toBe(1);
    expect((await auditOf(id)).at(-1)).toMatchObject({ action: "company_contact_remove", after: null });
    const again = await post(moderator, id, { intent: "remove-contact", userId: person.id }, "en");
    expect(again.status).toBe(404);
    expect(again.body?.notice.message).toBe(getT("en")("adminCompanies.errors.notContact"));
  });
});

describe("merging two companies", () => {
  it("is for admins only: a moderator's merge is refused and changes nothing", async () => {
    const a = await create();
    const b = await create();
    const answer = await post(moderator, a, { intent: "merge", otherId: String(b), keep: "this" });
    expect(answer.status).toBe(403);
    expect((await row(b))?.mergedIntoId).toBeNull();
  });

  it("moves the contacts and pending invitations to the company kept, which the other points at", async () => {
    const kept = await create({ legalName: "Kept" });
    const merged = await create({ legalName: "Merged" });
    const both = await account();
    const onlyMerged = await account();
    await post(moderator, kept, { intent: "add-contact", email: both.email });
    await post(moderator, merged, { intent: "add-contact", email: both.email });
    await post(moderator, merged, { intent: "add-contact", email: onlyMerged.email });
    await database.db.insert(companyInvitations).values({
      companyId: merged,
      email: "colleague@example.com",
      tokenHash: `merge-test-${merged}`,
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    // From the merged company's page: "keep the other".
    const answer = await post(admin, merged, { intent: "merge", otherId: String(kept), keep: "other" });
    expect(answer.status).toBe(302);
    expect(answer.location).toBe(`/admin/companies/${kept}`);
    expect((await row(merged))?.mergedIntoId).toBe(kept);
    expect((await row(kept))?.mergedIntoId).toBeNull();
    expect(await contactIds(kept)).toEqual([both.id, onlyMerged.id].sort());
    expect(await contactIds(merged)).toEqual([]);
    const [invitation] = await database.db
      .select()
      .from(companyInvitations)
      .where(eq(companyInvitations.tokenHash, `merge-test-${merged}`));
    expect(invitation?.companyId).toBe(kept);
    const entry = (await auditOf(merged)).at(-1);
    expect(entry).toMatchObject({ action: "company_merge", actorEmail: admin.email });
    expect(entry?.after).toMatchObject({ mergedIntoId: kept });
  });

  it("keeps this company when asked, and points earlier merges at the survivor", async () => {
    const first = await create();
    const second = await create();
    const survivor = await create();
    await post(admin, second, { intent: "merge", otherId: String(first), keep: "this" });
    expect((await row(first))?.mergedIntoId).toBe(second);
    await post(admin, survivor, { intent: "merge", otherId: String(second), keep: "this" });
    expect((await row(second))?.mergedIntoId).toBe(survivor);
    expect((await row(first))?.mergedIntoId).toBe(survivor);
  });

  it("refuses a merged company's merge, edit and contacts, and a merge with itself or a company gone", async () => {
    const kept = await create();
    const merged = await create();
    await post(admin, merged, { intent: "merge", otherId: String(kept), keep: "other" });
    for (const lang of ["fr", "en"] as const) {
      const again = await post(admin, kept, { intent: "merge", otherId: String(merged), keep: "this" }, lang);
      expect(again.status).toBe(409);
      expect(again.body?.notice.message).toBe(getT(lang)("adminCompanies.errors.merged"));
    }
    expect((await post(admin, merged, valid)).status).toBe(409);
    const person = await account();
    expect((await post(admin, merged, { intent: "add-contact", email: person.email })).status).toBe(409);
    const self = await post(admin, kept, { intent: "merge", otherId: String(kept), keep: "this" });
    expect(self.status).toBe(400);
    const gone = await post(admin, kept, { intent: "merge", otherId: "999999", keep: "this" }, "en");
    expect(gone.status).toBe(404);
    expect(gone.body?.notice.message).toBe(getT("en")("adminCompanies.errors.mergeGone"));
    const noKeep = await post(admin, kept, { intent: "merge", otherId: String(merged), keep: "both" });
    expect(noKeep.status).toBe(400);
  });

  it("shows a merged company's page with the company it went into, and no form", async () => {
    const kept = await create({ legalName: "Survivor SA" });
    const merged = await create();
    await post(admin, merged, { intent: "merge", otherId: String(kept), keep: "other" });
    const page = await callRoute<{
      mergedInto: { id: number; legalName: string } | null;
      candidates: unknown[];
    }>(
      (args) => loader({ ...args, params: { companyId: String(merged) } } as never),
      pageGet(`/admin/companies/${merged}`, { header: () => admin.cookie } as never),
      context,
    );
    expect(page.body?.mergedInto).toEqual({ id: kept, legalName: "Survivor SA" });
    expect(page.body?.candidates).toEqual([]);
  });
});

describe("the audit log", () => {
  it("names a company's entries by its legal name, with a link to its page", async () => {
    const id = await create({ legalName: "Named In The Log SA" });
    const entries = await auditOf(id);
    const { subjects } = await auditSubjects(database.db, entries, "en");
    expect(subjects.get(subjectKey(entries[0]!))).toEqual({
      text: "Named In The Log SA",
      detail: null,
      href: `/en/admin/companies/${id}`,
    });
  });
});
