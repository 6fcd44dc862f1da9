import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { count } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, contactMessages, newsPosts } from "../../../../db/schema";
import { seedCatalog } from "../../../../db/seed";
import { testAppContext } from "../../../../tests/helpers/app-context";
import { formPost } from "../../../../tests/helpers/form-post";
import { makeSession } from "../../../../tests/helpers/registration";
import { outcomeOf } from "../../../../tests/helpers/signed-in";
import { staffAccount } from "../../../../tests/helpers/staff";
import { usingPostgres, useTestDatabase } from "../../../../tests/helpers/test-database";
import { antiForgeryToken } from "~/features/security/anti-forgery.server";
import type { AppContext } from "~/lib/app-context";
import { getT } from "~/lib/i18n.server";
import { action as courseAction } from "~/routes/admin.course";
import { action as messageAction } from "~/routes/admin.message";
import { action as newsCreateAction } from "~/routes/admin.news.new";
import { action as newsPostAction } from "~/routes/admin.news.post";
import { action as sessionAction } from "~/routes/admin.session";
import { action as newSessionAction } from "~/routes/admin.sessions.new";
import { action as settingsAction } from "~/routes/admin.settings";
import { action as trainerAction } from "~/routes/admin.trainer";

/*
 * Every form of the back-office that takes text, posted by an admin with fuzzed values through
 * its real action (the forms' own routes, in both languages): a field holding a NUL byte or any
 * other control character is refused with a 400 naming the field, in the page's language, and
 * nothing is written; a field sent twice is read once (its first value), and a forged intent of
 * the form library is ignored. Never a 5xx. Other values are left to each form's own tests.
 */
const database = useTestDatabase({ prepare: seedCatalog });
// The PGlite pass tries more values; the PostgreSQL pass checks the same rules with fewer.
const RUNS = usingPostgres ? 4 : 12;

type Fields = Record<string, string | string[]>;
type RouteFn = (args: { request: Request; context: AppContext; params: Record<string, string> }) => unknown;

interface AdminForm {
  name: string;
  path: () => string;
  run: RouteFn;
  params: () => Record<string, string>;
  multipart?: boolean;
  fields: () => Fields;
  /** Names a form sends several times on purpose (checkboxes). */
  lists?: string[];
}

let context: AppContext;
let admin: NonNullable<Awaited<ReturnType<typeof staffAccount>>>;
let uploads: string;
let messageId = 0;
let sessionId = 0;
let postId = 0;
let counter = 0;

beforeAll(async () => {
  uploads = await mkdtemp(path.join(tmpdir(), "admin-fuzz-"));
  context = testAppContext(database.db, { env: { UPLOADS_DIR: uploads, PAYMENTS_TEST_MODE: "true" } });
  admin = (await staffAccount(context, "admin"))!;
  const [message] = await database.db
    .insert(contactMessages)
    .values({ name: "Awa", email: "awa@example.com", subject: "Bonjour", message: "Bonjour", lang: "fr" })
    .returning();
  messageId = message!.id;
  sessionId = await makeSession(database.db, { startsAt: new Date("2027-03-10T08:00:00Z") });
  const [post] = await database.db
    .insert(newsPosts)
    .values({
      slug: "fuzz-post",
      title: { fr: "Titre", en: "" },
      summary: { fr: "Résumé", en: "" },
      body: { fr: "Corps", en: "" },
      publishedOn: "2026-01-01",
    })
    .returning();
  postId = post!.id;
});
afterAll(async () => {
  await rm(uploads, { recursive: true, force: true });
});

const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

const sessionFields = (): Fields => ({
  courseId: "101",
  startsAt: "2027-07-01T09:00",
  endsAt: "2027-07-03T17:00",
  timeZone: "",
  format: "presentiel",
  venueName: "Centre d'affaires",
  streetAddress: "129 rue Servient",
  city: "Lyon",
  country: "FR",
  totalSeats: "12",
  price: "1 500,50",
  currency: "EUR",
  trainerId: "",
  trainerEmail: "",
});

const forms: AdminForm[] = [
  {
    name: "settings",
    path: () => "/admin/settings",
    params: () => ({}),
    run: settingsAction as RouteFn,
    fields: () => ({
      contactPhone: "+224 621 11 22 33",
      contactEmail: "accueil@example.org",
      bankName: "Banque Exemple de Guinée",
      accountHolder: "Groupe Multi-Services Conakry SARL",
      accountNumber: "GN00 0000 0000 0000 0000 0000 000",
      swift: "EXAMGNGN",
      bankAddress: "Avenue de la République, Kaloum, Conakry",
      eurGnfRate: "9350.5",
      paymentHoldHours: "48",
    }),
  },
  {
    name: "news (new)",
    path: () => "/admin/news/new",
    params: () => ({}),
    run: newsCreateAction as RouteFn,
    multipart: true,
    fields: () => ({
      intent: "save",
      kind: "news",
      slug: `fuzz-${unique()}`,
      kickerFr: "Événement",
      kickerEn: "",
      titleFr: "Portes ouvertes",
      titleEn: "Open day",
      summaryFr: "Venez découvrir nos salles.",
      summaryEn: "",
      bodyFr: "Une journée.",
      bodyEn: "",
      detailsFr: "",
      detailsEn: "",
      imageAltFr: "",
      imageAltEn: "",
      publishedOn: "2026-02-01",
      eventStart: "",
      eventEnd: "",
      placeFr: "",
      placeEn: "",
      courseId: "",
    }),
  },
  {
    name: "news (edit)",
    path: () => `/admin/news/${postId}`,
    params: () => ({ postId: String(postId) }),
    run: newsPostAction as RouteFn,
    multipart: true,
    fields: () => ({
      intent: "save",
      kind: "news",
      slug: "fuzz-post",
      titleFr: "Titre",
      summaryFr: "Résumé",
      bodyFr: "Corps",
      publishedOn: "2026-01-01",
    }),
  },
  {
    name: "course (new)",
    path: () => "/admin/courses/new",
    params: () => ({}),
    run: courseAction as RouteFn,
    multipart: true,
    lists: ["formats", "trainers"],
    fields: () => ({
      category: "qhse",
      "title.fr": "Sécurité incendie",
      "title.en": "Fire safety",
      "subcategory.fr": "Sécurité",
      "description.fr": "Prévenir un départ de feu.",
      "duration.fr": "2 jours",
      "audience.fr": "Tout salarié",
      "prerequisites.fr": "Aucun",
      formats: ["presentiel", "distanciel"],
      price: "1 500,50",
      currency: "EUR",
      hours: "14",
      "objectives.fr": "Identifier les risques",
      "modules[0].title.fr": "Le feu",
      "modules[0].topics.fr": "Le triangle du feu",
      "methodology.fr": "Exercices",
      passMark: "80",
    }),
  },
  {
    name: "trainer (new)",
    path: () => "/admin/trainers/new",
    params: () => ({}),
    run: trainerAction as RouteFn,
    multipart: true,
    fields: () => ({
      name: "Mariama Bah",
      "title.fr": "Formatrice sécurité",
      "experience.fr": "12 ans",
      "bio.fr": "Ancienne sapeur-pompier.",
      "specialties.fr": "Incendie\nÉvacuation",
    }),
  },
  {
    name: "message reply",
    path: () => `/admin/messages/${messageId}`,
    params: () => ({ messageId: String(messageId) }),
    run: messageAction as RouteFn,
    fields: () => ({ intent: "reply", reply: "Bonjour,\nvoici nos tarifs." }),
  },
  {
    name: "session (new)",
    path: () => "/admin/sessions/new",
    params: () => ({}),
    run: newSessionAction as RouteFn,
    fields: sessionFields,
  },
  {
    name: "session (edit)",
    path: () => `/admin/sessions/${sessionId}`,
    params: () => ({ sessionId: String(sessionId) }),
    run: sessionAction as RouteFn,
    fields: () => ({ ...sessionFields(), intent: "save" }),
  },
];

/** The form posted by the admin, on the page of `language`; a thrown error is what makes a 500. */
async function send(form: AdminForm, fields: Fields, language: "fr" | "en") {
  const request = formPost(
    `${language === "en" ? "/en" : ""}${form.path()}`,
    { csrf: antiForgeryToken(admin.sessionId, context.secrets), ...fields },
    { cookie: admin.cookie, contentType: form.multipart ? "multipart" : "urlencoded" },
  );
  return outcomeOf(async () => form.run({ request, context, params: form.params() })).catch(
    (error: unknown) => ({ status: 500, data: error, location: null, headers: new Headers() }),
  );
}

/** Control characters other than tab, line feed and carriage return (a text area's own). */
const controlCharacter = fc.oneof(
  fc.constant("\u0000"),
  fc
    .integer({ min: 0, max: 0x9f })
    .filter((code) => (code < 0x20 ? ![0x09, 0x0a, 0x0d].includes(code) : code >= 0x7f))
    .map((code) => String.fromCharCode(code)),
);
const withControl = fc
  .tuple(fc.string({ maxLength: 20 }), controlCharacter, fc.string({ maxLength: 20 }))
  .map(([before, control, after]) => before + control + after);
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const anything = fc.oneof(fc.string({ unit: "binary", maxLength: 60 }), withControl);
const lang = fc.constantFrom("fr" as const, "en" as const);

const audited = async () => (await database.db.select({ n: count() }).from(auditLog))[0]?.n ?? 0;

/** The form's text fields: the ones fuzzed (not the intent, not a group of checkboxes). */
const textFields = (form: AdminForm) =>
  Object.keys(form.fields()).filter((name) => name !== "intent" && !form.lists?.includes(name));

interface Refusal {
  notice?: { message: string };
  lastResult?: { error?: Record<string, string[] | null> } | null;
}

describe("every back-office form, fuzzed with control characters and repeated fields", () => {
  for (const form of forms) {
    it(`${form.name}: a control character in any field is a 400 naming it, in the page's language; nothing written`, async () => {
      for (const name of textFields(form)) {
        await fc.assert(
          fc.asyncProperty(withControl, lang, async (value, language) => {
            const before = await audited();
            const outcome = await send(form, { ...form.fields(), [name]: value }, language);
            expect(outcome.status, `${name}: ${String(outcome.data)}`).toBe(400);
            const refusal = outcome.data as Refusal;
            expect(refusal.notice?.message).toBe(getT(language)("admin.form.controlSummary"));
            expect(refusal.lastResult?.error?.[name]).toContain("admin.form.control");
            expect(await audited()).toBe(before);
          }),
          { numRuns: RUNS },
        );
      }
    }, 300_000);

    it(`${form.name}: a field sent twice is read once, by its first value; never a 5xx`, async () => {
      for (const name of textFields(form)) {
        await fc.assert(
          fc.asyncProperty(
            fc.array(anything, { minLength: 1, maxLength: 3 }),
            lang,
            async (others, language) => {
              const fields = form.fields();
              const outcome = await send(
                form,
                { ...fields, [name]: [String(fields[name]), ...others] },
                language,
              );
              expect(outcome.status, `${name}: ${String(outcome.data)}`).toBeLessThan(500);
              // The first value is the valid one: whatever came after it, the field is not refused.
              expect((outcome.data as Refusal | null)?.lastResult?.error?.[name] ?? null).toBeNull();
            },
          ),
          { numRuns: RUNS },
        );
      }
    }, 300_000);

    it(`${form.name}: any value, a forged form-library intent or a field name with a NUL is never a 5xx`, async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...textFields(form)),
          anything,
          lang,
          async (name, value, language) => {
            const outcome = await send(form, { ...form.fields(), [name]: value }, language);
            expect(outcome.status, `${name}=${JSON.stringify(value)}: ${String(outcome.data)}`).toBeLessThan(
              500,
            );
            if (CONTROL.test(value)) expect(outcome.status).toBe(400);
          },
        ),
        { numRuns: RUNS * 5 },
      );
      const extras: Fields[] = [
        { __intent__: "{not json" },
        { __intent__: '{"type":"reset"}' },
        { "ti\u0000tle": "x" },
      ];
      for (const extra of extras) {
        const outcome = await send(form, { ...form.fields(), ...extra }, "fr");
        expect(outcome.status, `${JSON.stringify(extra)}: ${String(outcome.data)}`).toBeLessThan(500);
      }
    }, 300_000);
  }
});
