import { asc } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  auditLog,
  emailOutbox,
  payments,
  rateLimits,
  registrationHistory,
  registrations,
  renderCacheVersion,
  siteSettings,
  trainingSessions,
} from "../../../../db/schema";
import { seedCatalog } from "../../../../db/seed";
import { startApiListener } from "../../../../tests/helpers/api-listener";
import { testAppContext } from "../../../../tests/helpers/app-context";
import { depsAt, makeSession, requestFor } from "../../../../tests/helpers/registration";
import { callRoute } from "../../../../tests/helpers/route-calls";
import { staffAccount } from "../../../../tests/helpers/staff";
import { readPdf } from "../../../../tests/helpers/pdf";
import { outcomeOf } from "../../../../tests/helpers/signed-in";
import { invoiceTables, useTestDatabase } from "../../../../tests/helpers/test-database";
import { payPageLoader, type PayPageData } from "~/features/payments/pay-page.server";
import { registerForCourse } from "~/features/registration/register.server";
import { antiForgeryToken } from "~/features/security/anti-forgery.server";
import type { AppContext } from "~/lib/app-context";
import { takeFlash } from "~/lib/flash.server";
import { getT } from "~/lib/i18n.server";
import { readSetting, readSettings } from "~/lib/settings.server";
import { action, loader } from "~/routes/admin.settings";
import { loader as aboutLoader } from "~/routes/about";
import { loader as contactLoader } from "~/routes/contact";
import { loader as brochureLoader } from "~/routes/documents.brochure";
import { loader as legalLoader } from "~/routes/legal";
import { loader as termsLoader } from "~/routes/terms";
import { enqueueEmail } from "~/features/mail/outbox.server";
import { textSignature } from "~/features/mail/templates/layout.server";

/*
 * The settings staff change without a deploy (ADR 1104): validated, stored with their
 * history (the audit log), read by every page and job that uses them.
 */

const database = useTestDatabase({
  prepare: seedCatalog,
  emptyBeforeEach: [
    ...invoiceTables,
    auditLog,
    siteSettings,
    payments,
    emailOutbox,
    rateLimits,
    registrationHistory,
    registrations,
    trainingSessions,
  ],
});

type Account = NonNullable<Awaited<ReturnType<typeof staffAccount>>>;
let context: AppContext;
let admin: Account;
let moderator: Account;
beforeAll(async () => {
  context = testAppContext(database.db, { env: { EUR_GNF_RATE: "9350.5", PAYMENT_HOLD_HOURS: "48" } });
  admin = (await staffAccount(context, "admin"))!;
  moderator = (await staffAccount(context, "moderator"))!;
});

const valid = {
  contactPhone: "+224 621 11 22 33",
  contactEmail: "accueil@example.org",
  bankName: "Banque Exemple de Guinée",
  accountHolder: "Groupe Multi-Services Conakry SARL",
  accountNumber: "GN00 0000 0000 0000 0000 0000 000",
  swift: "EXAMGNGN",
  bankAddress: "Avenue de la République, Kaloum, Conakry",
  eurGnfRate: "9350.5",
  paymentHoldHours: "48",
  // The seller as site-config states it: sending it back changes nothing.
  sellerLegalName: "Groupe Multi-Services Conakry SARL",
  sellerAddress: "Quartier Kaloum, Conakry",
  sellerCountry: "GN",
  sellerRccm: "GN.KAL.0000.B.00000",
  sellerNif: "000000000",
  sellerSiret: "",
  sellerVatNumber: "",
  sellerTrainingDeclaration: "00 00 00000 00",
  sellerVatExempt: "yes",
  sellerVatRate: "18",
};

function save(fields: Record<string, string>, who: Account = admin, path = "/admin/settings") {
  return callRoute(
    (args) => action({ ...args, params: {} } as never),
    new Request(`https://site.example${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: who.cookie },
      body: new URLSearchParams({ csrf: antiForgeryToken(who.sessionId, context.secrets), ...fields }),
    }),
    context,
  );
}

async function toast(setCookie: string | null) {
  const request = new Request("https://site.example/", {
    headers: { Cookie: (setCookie ?? "").split(";")[0]! },
  });
  return (await takeFlash(request, context)).flash;
}

const history = () => database.db.select().from(auditLog).orderBy(asc(auditLog.id));

describe("the settings screen", () => {
  it("shows the defaults (environment, site-config) until staff store a value; moderators read only", async () => {
    const page = await callRoute<Awaited<ReturnType<typeof loader>>>(
      (args) => loader({ ...args, params: {} } as never),
      new Request("https://site.example/admin/settings", { headers: { Cookie: moderator.cookie } }),
      context,
    );
    expect(page.status).toBe(200);
    expect(page.body?.page).toMatchObject({
      values: {
        contactPhone: "+224 620 00 00 00",
        contactEmail: "contact@example.com",
        // Written the French way on the French page.
        eurGnfRate: "9350,5",
        paymentHoldHours: "48",
      },
      defaults: ["contactPhone", "contactEmail", "bankTransfer", "eurGnfRate", "paymentHoldHours", "seller"],
      history: [],
      antiForgery: null,
    });
    const refused = await save(valid, moderator);
    expect(refused.status).toBe(403);
    expect(await database.db.select().from(siteSettings)).toEqual([]);
  });

  it("stores only what changed, one history entry each (who, before, after), and moves the render cache's version", async () => {
    const version = async () => (await database.db.select().from(renderCacheVersion))[0]?.version ?? 0;
    const before = await version();
    const done = await save({
      ...valid,
      // Forged: none of these is a field of the form.
      role: "admin",
      userId: moderator.userId,
      key: "paymentHoldHours",
      value: "1",
    });
    expect(done.status).toBe(302);
    expect(done.location).toBe("/admin/settings");
    expect(await toast(done.headers.get("Set-Cookie"))).toMatchObject({
      kind: "success",
      message: "2 paramètres modifiés : ils s'appliquent dès maintenant.",
    });
    const rows = await database.db.select().from(siteSettings).orderBy(asc(siteSettings.key));
    expect(rows.map((row) => [row.key, row.value, row.updatedBy])).toEqual([
      ["contactEmail", { value: "accueil@example.org" }, admin.userId],
      ["contactPhone", { value: "+224 621 11 22 33" }, admin.userId],
    ]);
    const entries = await history();
    expect(
      entries.map((entry) => [
        entry.action,
        entry.entityType,
        entry.entityId,
        entry.actorId,
        entry.before,
        entry.after,
      ]),
    ).toEqual([
      [
        "setting_update",
        "setting",
        "contactPhone",
        admin.userId,
        { value: "+224 620 00 00 00" },
        { value: "+224 621 11 22 33" },
      ],
      [
        "setting_update",
        "setting",
        "contactEmail",
        admin.userId,
        { value: "contact@example.com" },
        { value: "accueil@example.org" },
      ],
    ]);
    expect(await version()).toBeGreaterThan(before);

    // Saving the same values again changes nothing and says so.
    const again = await save({ ...valid, swift: "examgngn" });
    expect((await toast(again.headers.get("Set-Cookie")))?.message).toBe("Aucune valeur n'a changé.");
    expect(await history()).toHaveLength(2);

    // The screen shows the history, newest first, in the page's language.
    const page = await callRoute<Awaited<ReturnType<typeof loader>>>(
      (args) => loader({ ...args, params: {} } as never),
      new Request("https://site.example/en/admin/settings", { headers: { Cookie: admin.cookie } }),
      context,
    );
    expect(page.body?.page.defaults).toEqual(["bankTransfer", "eurGnfRate", "paymentHoldHours", "seller"]);
    expect(page.body?.page.history.map((row) => [row.key, row.who, row.before, row.after])).toEqual([
      ["contactEmail", admin.email, "contact@example.com", "accueil@example.org"],
      ["contactPhone", admin.email, "+224 620 00 00 00", "+224 621 11 22 33"],
    ]);
    expect(page.body?.page.antiForgery).toEqual(expect.any(String));
  });

  it.each([
    [
      "a phone with letters",
      { contactPhone: "call me" },
      "contactPhone",
      "fr",
      "Saisissez un numéro au format international, par exemple +224 620 00 00 00.",
    ],
    [
      "a phone too short",
      { contactPhone: "+22" },
      "contactPhone",
      "en",
      "Enter a number in international format, for example +224 620 00 00 00.",
    ],
    [
      "an e-mail without a domain",
      { contactEmail: "contact@" },
      "contactEmail",
      "fr",
      "Saisissez une adresse e-mail valide, par exemple contact@exemple.com.",
    ],
    [
      "a negative rate",
      { eurGnfRate: "-5" },
      "eurGnfRate",
      "fr",
      "Un nombre entre 100 et 100 000, avec 6 décimales au plus, par exemple 9350,5 ou 9 350,5.",
    ],
    [
      "a zero rate",
      { eurGnfRate: "0" },
      "eurGnfRate",
      "en",
      "A number between 100 and 100,000, with at most 6 decimals, for example 9350.5 or 9,350.5.",
    ],
    [
      "a rate out of bounds",
      { eurGnfRate: "1000000" },
      "eurGnfRate",
      "fr",
      "Un nombre entre 100 et 100 000, avec 6 décimales au plus, par exemple 9350,5 ou 9 350,5.",
    ],
    [
      "a French decimal comma on the English page",
      { eurGnfRate: "9350,5" },
      "eurGnfRate",
      "en",
      "A number between 100 and 100,000, with at most 6 decimals, for example 9350.5 or 9,350.5.",
    ],
    [
      "English thousands commas on the French page",
      { eurGnfRate: "9,350.5" },
      "eurGnfRate",
      "fr",
      "Un nombre entre 100 et 100 000, avec 6 décimales au plus, par exemple 9350,5 ou 9 350,5.",
    ],
    [
      "spaces that do not group thousands",
      { eurGnfRate: "93 50,5" },
      "eurGnfRate",
      "fr",
      "Un nombre entre 100 et 100 000, avec 6 décimales au plus, par exemple 9350,5 ou 9 350,5.",
    ],
    [
      "hold hours of 0",
      { paymentHoldHours: "0" },
      "paymentHoldHours",
      "fr",
      "Un nombre entier d'heures entre 1 et 1440.",
    ],
    [
      "hold hours too long",
      { paymentHoldHours: "1441" },
      "paymentHoldHours",
      "en",
      "A whole number of hours between 1 and 1440.",
    ],
    [
      "fractional hold hours",
      { paymentHoldHours: "2.5" },
      "paymentHoldHours",
      "fr",
      "Un nombre entier d'heures entre 1 et 1440.",
    ],
    [
      "a bad SWIFT code",
      { swift: "EXA" },
      "swift",
      "fr",
      "Un code SWIFT / BIC a 8 ou 11 caractères, par exemple EXAMGNGN.",
    ],
    ["no bank name", { bankName: "" }, "bankName", "en", "This field is required."],
    ["no seller legal name", { sellerLegalName: "  " }, "sellerLegalName", "fr", "Ce champ est obligatoire."],
    ["no seller address", { sellerAddress: "" }, "sellerAddress", "en", "This field is required."],
    [
      "a seller country of three letters",
      { sellerCountry: "GIN" },
      "sellerCountry",
      "fr",
      "Un code pays de deux lettres, par exemple GN ou FR.",
    ],
    [
      "a SIRET of 13 digits",
      { sellerSiret: "123 456 789 0001" },
      "sellerSiret",
      "en",
      "A SIRET has 14 digits, for example 123 456 789 00012.",
    ],
    [
      "a SIRET with a letter",
      { sellerSiret: "1234567890001A" },
      "sellerSiret",
      "fr",
      "Un SIRET a 14 chiffres, par exemple 123 456 789 00012.",
    ],
    [
      "a VAT number without its country",
      { sellerVatNumber: "12345678901" },
      "sellerVatNumber",
      "fr",
      "Deux lettres de pays puis 2 à 13 lettres ou chiffres, par exemple FR12345678901.",
    ],
    [
      "an RCCM with symbols",
      { sellerRccm: "GN<script>" },
      "sellerRccm",
      "en",
      "Up to 40 letters, digits, dots, slashes or dashes.",
    ],
    [
      "a NIF too long",
      { sellerNif: "1".repeat(31) },
      "sellerNif",
      "fr",
      "Jusqu'à 30 lettres, chiffres, points, barres obliques ou tirets.",
    ],
    [
      "a declaration number with symbols",
      { sellerTrainingDeclaration: "11 75 <12345>" },
      "sellerTrainingDeclaration",
      "fr",
      "Jusqu'à 40 lettres, chiffres, espaces, points ou tirets.",
    ],
    [
      "an exemption that is neither yes nor no",
      { sellerVatExempt: "maybe" },
      "sellerVatExempt",
      "en",
      "Say whether training is exempt from VAT.",
    ],
    [
      "a VAT rate over 100 %",
      { sellerVatRate: "120" },
      "sellerVatRate",
      "fr",
      "Un pourcentage entre 0 et 100, avec au plus 2 décimales, par exemple 18 ou 5,5.",
    ],
    [
      "a VAT rate with three decimals",
      { sellerVatRate: "5.555" },
      "sellerVatRate",
      "en",
      "A percentage between 0 and 100, with at most 2 decimals, for example 18 or 5.5.",
    ],
  ] as const)(
    "refuses %s with a field error in the page's language, storing nothing",
    async (_name, change, field, lang, message) => {
      const answer = await save(
        { ...valid, ...change },
        admin,
        `${lang === "en" ? "/en" : ""}/admin/settings`,
      );
      expect(answer.status).toBe(400);
      const body = answer.body as {
        notice: { message: string };
        lastResult: { error: Record<string, string[]> };
      };
      expect(body.lastResult.error[field]!.map((key) => getT(lang)(key as never))).toEqual([message]);
      expect(await database.db.select().from(siteSettings)).toEqual([]);
      expect(await history()).toEqual([]);
    },
  );

  it.each([
    ["/admin/settings", "9350,5", "9350.5"],
    ["/admin/settings", "9 350,5", "9350.5"],
    // A no-break space and a narrow one, as a French keyboard or a copied amount gives them.
    ["/admin/settings", "9\u00a0350,25", "9350.25"],
    ["/admin/settings", "10\u202f000", "10000"],
    ["/admin/settings", "9350.5", "9350.5"],
    ["/en/admin/settings", "9,350.5", "9350.5"],
    ["/en/admin/settings", "9350.5", "9350.5"],
  ])("%s takes the rate %j as %s", async (path, written, stored) => {
    const answer = await save({ ...valid, eurGnfRate: written }, admin, path);
    expect(answer.status).toBe(302);
    expect((await readSettings(database.db, context.env)).eurGnfRate).toBe(stored);
  });

  it("stores the seller of the invoices as one audited setting, identifiers tidied, and shows it back", async () => {
    const done = await save(
      {
        ...valid,
        sellerLegalName: "GMS Formation SAS",
        sellerAddress: "12 rue de la Paix, 75002 Paris",
        sellerCountry: "fr",
        sellerSiret: "123\u00a0456 789 00012",
        sellerVatNumber: "fr 12 345678901",
        sellerTrainingDeclaration: "11 75 12345 75",
        sellerVatExempt: "no",
        sellerVatRate: "5.5",
      },
      admin,
      "/en/admin/settings",
    );
    expect(done.status).toBe(302);
    expect((await readSettings(database.db, context.env)).seller).toEqual({
      legalName: "GMS Formation SAS",
      address: "12 rue de la Paix, 75002 Paris",
      country: "FR",
      rccm: "GN.KAL.0000.B.00000",
      nif: "000000000",
      siret: "12345678900012",
      vatNumber: "FR12345678901",
      trainingDeclaration: "11 75 12345 75",
      vatExemptTraining: false,
      vatRateBasisPoints: 550,
    });
    // The contact in `valid` differs from the defaults too: one entry each, the seller's among them.
    const entries = (await history()).filter((entry) => entry.entityId === "seller");
    expect(entries.map((entry) => entry.actorId)).toEqual([admin.userId]);
    expect(entries[0]?.before).toMatchObject({ value: { legalName: "Groupe Multi-Services Conakry SARL" } });
    const page = await callRoute<Awaited<ReturnType<typeof loader>>>(
      (args) => loader({ ...args, params: {} } as never),
      new Request("https://site.example/admin/settings", { headers: { Cookie: admin.cookie } }),
      context,
    );
    expect(page.body?.page.values).toMatchObject({
      sellerCountry: "FR",
      sellerSiret: "12345678900012",
      sellerVatExempt: "no",
      // Written the French way on the French page.
      sellerVatRate: "5,5",
    });
    expect(page.body?.page.defaults).not.toContain("seller");
    // The history joins the seller's details (in the order jsonb keeps them), empty identifiers
    // left out, yes and no in words.
    const after = page.body?.page.history.find((row) => row.key === "seller")?.after ?? "";
    expect(after.split(" · ").sort()).toEqual(
      [
        "GMS Formation SAS",
        "12 rue de la Paix, 75002 Paris",
        "FR",
        "GN.KAL.0000.B.00000",
        "000000000",
        "12345678900012",
        "FR12345678901",
        "11 75 12345 75",
        "Non",
        "550",
      ].sort(),
    );
  });

  it("shows the stored rate the page's language's way, and the French form sent back as shown changes nothing", async () => {
    await save({ ...valid, eurGnfRate: "9 480,75" });
    const shown = async (path: string) =>
      (
        await callRoute<Awaited<ReturnType<typeof loader>>>(
          (args) => loader({ ...args, params: {} } as never),
          new Request(`https://site.example${path}`, { headers: { Cookie: admin.cookie } }),
          context,
        )
      ).body!.page.values;
    expect((await shown("/admin/settings")).eurGnfRate).toBe("9480,75");
    expect((await shown("/en/admin/settings")).eurGnfRate).toBe("9480.75");
    const entries = (await history()).length;
    const again = await save({ ...(await shown("/admin/settings")) });
    expect((await toast(again.headers.get("Set-Cookie")))?.message).toBe("Aucune valeur n'a changé.");
    expect(await history()).toHaveLength(entries);
  });
});

describe("where the settings are used", () => {
  it("the contact page's loader and the root show the phone and e-mail staff set", async () => {
    const contactPage = async () =>
      (
        await callRoute<{ contact: { phone: string; phoneHref: string; email: string } }>(
          (args) => contactLoader({ ...args, params: {} } as never),
          new Request("https://site.example/contact"),
          context,
        )
      ).body!.contact;
    expect(await contactPage()).toEqual({
      phone: "+224 620 00 00 00",
      phoneHref: "tel:+224620000000",
      email: "contact@example.com",
    });
    await save({ ...valid, contactPhone: "+224 655 44 33 22" });
    expect(await contactPage()).toEqual({
      phone: "+224 655 44 33 22",
      phoneHref: "tel:+224655443322",
      email: "accueil@example.org",
    });
  });

  it("the about page and the payment e-mails give the bank details staff set", async () => {
    await save({ ...valid, accountNumber: "GN12 3456 7890 1234", bankName: "Banque Centrale Test" });
    const about = await callRoute<{
      page: { payment: { methods: { id: string; facts?: { value: string }[] }[] } };
    }>(
      (args) => aboutLoader({ ...args, params: {} } as never),
      new Request("https://site.example/en/about"),
      context,
    );
    const transfer = about.body!.page.payment.methods.find((method) => method.id === "bank-transfer");
    expect(transfer?.facts?.map((fact) => fact.value)).toEqual([
      "Banque Centrale Test",
      valid.accountHolder,
      "GN12 3456 7890 1234",
      valid.swift,
      valid.bankAddress,
    ]);
  });

  it("the pay page converts a euro price at the rate staff set, and the jobs read the hold hours", async () => {
    const api = await startApiListener(() => undefined);
    try {
      const payContext = testAppContext(database.db, {
        env: {
          PAYMENTS_TEST_MODE: "false",
          CINETPAY_API_KEY: "key",
          CINETPAY_SITE_ID: "105899583",
          CINETPAY_SECRET_KEY: "secret",
          CINETPAY_API_BASE_URL: api.url,
          EUR_GNF_RATE: "9350.5",
        },
      });
      const sessionId = await makeSession(database.db, {
        priceCents: 32000,
        startsAt: new Date(Date.now() + 30 * 86_400_000),
      });
      const outcome = await registerForCourse(
        database.db,
        requestFor(admin.userId, { sessionId }),
        depsAt(new Date()),
      );
      if (!outcome.ok) throw new Error(outcome.error);
      const payPage = async () =>
        (
          await outcomeOf(() =>
            payPageLoader({
              request: new Request(`https://site.example/pay/${outcome.registrationId}`, {
                headers: { Cookie: admin.cookie },
              }),
              params: { registrationId: String(outcome.registrationId) },
              context: payContext,
            }),
          )
        ).data as PayPageData;
      // The environment's rate first: 320 € × 9350.5 = 2,992,160 GNF.
      expect((await payPage()).convertedAmounts).toEqual({
        cinetpay: expect.stringMatching(/^2\s992\s160\sGNF$/),
      });
      const saved = await save({ ...valid, eurGnfRate: "10000", paymentHoldHours: "24" });
      expect([saved.status, saved.body]).toEqual([302, null]);
      // 320 € × 10,000 = 3,200,000 GNF, at once.
      expect((await payPage()).convertedAmounts).toEqual({
        cinetpay: expect.stringMatching(/^3\s200\s000\sGNF$/),
      });
      // No rate: no conversion, so no CinetPay for a euro price.
      await save({ ...valid, eurGnfRate: "", paymentHoldHours: "24" });
      expect((await payPage()).methods).toEqual(["bank-transfer"]);
      expect(await readSetting(database.db, context.env, "paymentHoldHours")).toBe(24);
      expect((await readSettings(database.db, context.env)).eurGnfRate).toBeNull();
    } finally {
      await api.close();
    }
  });

  it("e-mails queued after a change give the new phone and e-mail (signature, tel: and mailto: links)", async () => {
    await save({ ...valid, contactPhone: "+224 655 44 33 22", contactEmail: "accueil@example.org" });
    await enqueueEmail(database.db, {
      kind: "test",
      to: "someone@example.com",
      subject: "Bonjour",
      text: textSignature("fr", "https://site.example"),
      html: `<a href="tel:+224620000000">+224 620 00 00 00</a> <a href="mailto:contact@example.com">contact@example.com</a>`,
    });
    const [queued] = await database.db.select().from(emailOutbox);
    expect(queued!.textBody).toContain("+224 655 44 33 22 · accueil@example.org");
    expect(queued!.textBody).not.toContain("contact@example.com");
    expect(queued!.htmlBody).toBe(
      `<a href="tel:+224655443322">+224 655 44 33 22</a> <a href="mailto:accueil@example.org">accueil@example.org</a>`,
    );
  });

  it("a calendar invitation names the e-mail staff set as its organizer; binary attachments are left whole", async () => {
    await save({ ...valid, contactPhone: "+224 655 44 33 22", contactEmail: "accueil@example.org" });
    const pdf = {
      filename: "recu.pdf",
      contentType: "application/pdf",
      content: "Y29udGFjdEBleGFtcGxlLmNvbQ==",
      encoding: "base64" as const,
    };
    await enqueueEmail(database.db, {
      kind: "test",
      to: "someone@example.com",
      subject: "Invitation",
      text: "",
      html: "",
      attachments: [
        {
          filename: "session.ics",
          contentType: "text/calendar; method=REQUEST",
          content: "ORGANIZER;CN=GMS:mailto:contact@example.com",
        },
        pdf,
      ],
    });
    const [queued] = await database.db.select().from(emailOutbox);
    expect(queued!.attachments).toEqual([
      {
        filename: "session.ics",
        contentType: "text/calendar; method=REQUEST",
        content: "ORGANIZER;CN=GMS:mailto:accueil@example.org",
      },
      pdf,
    ]);
  });

  it("the legal notice and the terms show the phone and e-mail staff set", async () => {
    await save({ ...valid, contactPhone: "+224 655 44 33 22", contactEmail: "accueil@example.org" });
    for (const run of [legalLoader, termsLoader]) {
      const answer = await callRoute<{ page: unknown }>(
        (args) => run({ ...args, params: {} } as never),
        new Request("https://site.example/en/legal"),
        context,
      );
      const text = JSON.stringify(answer.body!.page);
      expect(text).toContain("accueil@example.org");
      expect(text).not.toContain("contact@example.com");
    }
  });

  it("the consulting brochure gives the phone and e-mail staff set, made again when they change", async () => {
    const brochure = (headers: Record<string, string> = {}) =>
      brochureLoader({
        request: new Request("https://site.example/documents/brochure-conseil.pdf", { headers }),
        context,
        params: {},
      } as never);
    await save({ ...valid, contactPhone: "+224 655 44 33 22", contactEmail: "accueil@example.org" });
    const first = await brochure();
    expect(first.status).toBe(200);
    expect(first.headers.get("Content-Type")).toBe("application/pdf");
    expect(first.headers.get("Cache-Control")).toBe("public, no-cache");
    const etag = first.headers.get("ETag")!;
    const pages = (await readPdf(new Uint8Array(await first.arrayBuffer()))).pages;
    expect(pages).toHaveLength(2);
    for (const page of pages) expect(page).toContain("+224 655 44 33 22 · accueil@example.org");
    // The same file while nothing changes: a browser revalidating gets a 304.
    expect((await brochure({ "If-None-Match": etag })).status).toBe(304);
    expect((await brochure({ "If-None-Match": `"other", W/${etag}` })).status).toBe(304);
    expect((await brochure({ "If-None-Match": `"other"` })).status).toBe(200);

    await save({ ...valid, contactPhone: "+224 666 77 88 99", contactEmail: "conseil@example.org" });
    const changed = await brochure({ "If-None-Match": etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("ETag")).not.toBe(etag);
    const text = (await readPdf(new Uint8Array(await changed.arrayBuffer()))).pages.join(" ");
    expect(text).toContain("+224 666 77 88 99 · conseil@example.org");
    expect(text).not.toContain("+224 655 44 33 22");
  });

  it("a stored value that is not valid is ignored: the default applies", async () => {
    await database.db.insert(siteSettings).values([
      { key: "paymentHoldHours", value: { value: "lots" } },
      { key: "contactPhone", value: { value: 42 } },
      { key: "eurGnfRate", value: { other: "10000" } as never },
      { key: "unknown", value: { value: "x" } },
    ]);
    const settings = await readSettings(database.db, context.env);
    expect(settings.paymentHoldHours).toBe(48);
    expect(settings.contactPhone).toBe("+224 620 00 00 00");
    expect(settings.eurGnfRate).toBe("9350.5");
  });
});
