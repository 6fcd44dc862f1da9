import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  auditLog,
  courses,
  courseTrainers,
  registrations,
  renderCacheVersion,
  trainers,
  trainingSessions,
} from "../../../../db/schema";
import { depsAt, makeSession, makeUsers, requestFor } from "../../../../tests/helpers/registration";
import { loadCoursePrices } from "~/features/content/pricing.server";
import { registerForCourse } from "~/features/registration/register.server";
import { listUpcomingSessions } from "~/features/sessions/session-queries.server";
import { testAppContext } from "../../../../tests/helpers/app-context";
import { pngBomb, sampleImage, scriptedSvg, textPretendingToBeJpeg } from "../../../../tests/helpers/images";
import { callRoute } from "../../../../tests/helpers/route-calls";
import { staffAccount } from "../../../../tests/helpers/staff";
import { useTestDatabase } from "../../../../tests/helpers/test-database";
import {
  getCourseDetail,
  listCatalogCourses,
  listCourseSitemapEntries,
  listPopularCourses,
} from "~/features/catalog/course-queries.server";
import { antiForgeryToken } from "~/features/security/anti-forgery.server";
import { uploadStorage } from "~/features/uploads/storage.server";
import { removeUnusedUploads } from "~/features/uploads/upload-cleanup.server";
import { uploadDensities, uploadFormats, uploadOf } from "~/lib/upload-variants";
import type { AppContext } from "~/lib/app-context";
import { action as courseAction, loader as courseLoader } from "~/routes/admin.course";
import { loader as coursesLoader } from "~/routes/admin.courses";
import { action as trainerAction } from "~/routes/admin.trainer";
import { loader as trainersLoader } from "~/routes/admin.trainers";

/*
 * The back-office's courses and trainers: admins create, edit, archive and bring
 * back courses through the route actions, with an image through the pipeline; moderators
 * read; every change has its audit entry; the public catalogue follows at once.
 */

const database = useTestDatabase({
  emptyBeforeEach: [auditLog, registrations, trainingSessions, courseTrainers, courses, trainers],
});
type Account = NonNullable<Awaited<ReturnType<typeof staffAccount>>>;

let context: AppContext;
let admin: Account;
let moderator: Account;
let uploads: string;

beforeAll(async () => {
  uploads = await mkdtemp(path.join(tmpdir(), "course-uploads-"));
  context = testAppContext(database.db, { env: { UPLOADS_DIR: uploads } });
  admin = (await staffAccount(context, "admin"))!;
  moderator = (await staffAccount(context, "moderator"))!;
});
afterAll(async () => {
  await rm(uploads, { recursive: true, force: true });
});
beforeEach(async () => {
  await rm(uploads, { recursive: true, force: true });
});

/** Every file the store holds, as keys. */
async function storedFiles(): Promise<string[]> {
  try {
    const entries = await readdir(uploads, { recursive: true, withFileTypes: true });
    return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
  } catch {
    return [];
  }
}

/** The six keys of the upload `src` (its 1x JPEG's address) belongs to. */
async function storedFilesOf(upload: string, src: string): Promise<string[]> {
  const [, width] = /-(\d+)\.jpg$/.exec(src)!;
  return uploadDensities.flatMap((density) =>
    uploadFormats.map((format) => `${upload}-${Number(width) * density}.${format}`),
  );
}

/** A complete, valid course form (French required, some English missing). */
function courseForm(overrides: Record<string, string | string[]> = {}): Record<string, string | string[]> {
  return {
    category: "qhse",
    "title.fr": "Sécurité incendie",
    "title.en": "Fire safety",
    "subcategory.fr": "Sécurité",
    "subcategory.en": "Safety",
    "description.fr": "Prévenir et combattre un départ de feu.",
    "description.en": "Prevent and fight a fire.",
    "duration.fr": "2 jours",
    "duration.en": "2 days",
    "audience.fr": "Tout salarié",
    "audience.en": "Any employee",
    "prerequisites.fr": "Aucun",
    "prerequisites.en": "None",
    formats: ["presentiel", "distanciel"],
    price: "1 500,50",
    currency: "EUR",
    hours: "14",
    isCertified: "on",
    "objectives.fr": "Identifier les risques\nUtiliser un extincteur",
    "objectives.en": "Identify the risks",
    "modules[0].title.fr": "Le feu",
    "modules[0].title.en": "Fire",
    "modules[0].duration.fr": "3 h",
    "modules[0].topics.fr": "Le triangle du feu\nLes classes de feu",
    "modules[1].title.fr": "",
    "methodology.fr": "Exercices pratiques",
    "expectedOutcomes.fr": "Réagir vite",
    "advantages.fr": "Plateau technique",
    "assessment.fr": "QCM final",
    "accessDelay.fr": "15 jours",
    "accessibility.fr": "Accessible aux personnes handicapées",
    passMark: "80",
    knowledgeOnCertificate: "on",
    ...overrides,
  };
}

/** A complete, valid trainer form. */
const trainerForm = (overrides: Record<string, string> = {}) => ({
  name: "Mariama Bah",
  "title.fr": "Formatrice sécurité",
  "experience.fr": "12 ans",
  "experience.en": "12 years",
  "bio.fr": "Ancienne sapeur-pompier.",
  "specialties.fr": "Incendie\nÉvacuation",
  "specialties.en": "Fire",
  ...overrides,
});

function post(
  who: Account,
  fields: Record<string, string | string[]>,
  { path: target = "/admin/courses/new", file }: { path?: string; file?: File } = {},
  run: typeof courseAction | typeof trainerAction = courseAction,
) {
  const body = new FormData();
  body.set("csrf", antiForgeryToken(who.sessionId, context.secrets));
  for (const [name, value] of Object.entries(fields))
    for (const item of Array.isArray(value) ? value : [value]) body.append(name, item);
  if (file) body.set("image", file);
  const last = target.split("/").pop() ?? "";
  const params =
    last === "new" ? {} : target.includes("/trainers/") ? { trainerId: last } : { courseId: last };
  return callRoute<{ notice: { message: string }; lastResult: { error?: Record<string, string[]> } }>(
    (args) => run({ ...args, params } as never),
    new Request(`https://site.example${target}`, { method: "POST", headers: { Cookie: who.cookie }, body }),
    context,
  );
}

const get = <T>(
  run: typeof courseLoader | typeof coursesLoader | typeof trainersLoader,
  who: Account,
  target: string,
  params: Record<string, string> = {},
) =>
  callRoute<T>(
    (args) => run({ ...args, params } as never),
    new Request(`https://site.example${target}`, { headers: { Cookie: who.cookie } }),
    context,
  );

const audits = () => database.db.select().from(auditLog).orderBy(asc(auditLog.id));
const version = async () => (await database.db.select().from(renderCacheVersion))[0]?.version ?? 0;
const publicIds = async () =>
  (await listCatalogCourses(database.db, { q: "", category: null, format: null } as never)).map(
    (row) => row.id,
  );

async function createCourse(overrides: Record<string, string | string[]> = {}, file?: File) {
  const answer = await post(admin, courseForm(overrides), { file });
  expect(answer.status, JSON.stringify(answer.body)).toBe(302);
  const id = Number(answer.location?.split("/").pop());
  expect(id).toBeGreaterThan(0);
  return id;
}

describe("creating and editing a course", () => {
  it("creates a course with every field, its audit entry, and shows it in the public catalogue at once", async () => {
    const before = await version();
    const id = await createCourse();
    const [row] = await database.db.select().from(courses).where(eq(courses.id, id));
    expect(row).toMatchObject({
      category: "qhse",
      title: { fr: "Sécurité incendie", en: "Fire safety" },
      priceCents: 150_050,
      currency: "EUR",
      hours: 14,
      isCertified: true,
      isNew: false,
      formats: ["presentiel", "distanciel"],
      objectives: [
        { fr: "Identifier les risques", en: "Identify the risks" },
        { fr: "Utiliser un extincteur", en: "" },
      ],
      modules: [
        {
          title: { fr: "Le feu", en: "Fire" },
          duration: { fr: "3 h", en: "" },
          topics: [
            { fr: "Le triangle du feu", en: "" },
            { fr: "Les classes de feu", en: "" },
          ],
        },
      ],
      methodology: { fr: "Exercices pratiques", en: "" },
      detailedDuration: null,
      passMarkPercent: 80,
      knowledgeOnCertificate: true,
      archivedAt: null,
      image: null,
    });
    const entries = await audits();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: "course_create",
      entityType: "course",
      entityId: String(id),
      actorEmail: admin.email,
      before: null,
    });
    expect(entries[0]?.after).toMatchObject({ priceCents: 150_050, trainerIds: [] });
    // The render cache's version moved (trigger of migration 0007): cached pages are dropped.
    expect(await version()).toBeGreaterThan(before);
    expect(await publicIds()).toContain(id);
    const page = await getCourseDetail(database.db, id, "en");
    expect(page?.title).toBe("Fire safety");
    expect(page?.objectives).toEqual(["Identify the risks", "Utiliser un extincteur"]);
    expect(page?.assessment).toBe("QCM final");
  });

  it("edits a course, records before and after, and the public page shows the change", async () => {
    const id = await createCourse();
    const answer = await post(admin, courseForm({ "title.fr": "Incendie : niveau 2", price: "" }), {
      path: `/admin/courses/${id}`,
    });
    expect(answer.status).toBe(302);
    expect(answer.location).toBe(`/admin/courses/${id}`);
    const [entry] = (await audits()).filter((row) => row.action === "course_update");
    expect(entry?.before).toMatchObject({ title: { fr: "Sécurité incendie" }, priceCents: 150_050 });
    expect(entry?.after).toMatchObject({ title: { fr: "Incendie : niveau 2" }, priceCents: null });
    expect((await getCourseDetail(database.db, id, "fr"))?.title).toBe("Incendie : niveau 2");
    expect((await getCourseDetail(database.db, id, "fr"))?.price).toBeNull();
  });

  it("sets the attendance threshold and the certificate's validity, audited with the other fields; empty means all half-days and no expiry", async () => {
    const id = await createCourse();
    const [created] = await database.db.select().from(courses).where(eq(courses.id, id));
    expect(created).toMatchObject({ attendanceThresholdPercent: 100, certificateValidityMonths: null });
    const answer = await post(admin, courseForm({ attendanceThreshold: "80", certificateValidity: "24" }), {
      path: `/admin/courses/${id}`,
    });
    expect(answer.status).toBe(302);
    const [row] = await database.db.select().from(courses).where(eq(courses.id, id));
    expect(row).toMatchObject({ attendanceThresholdPercent: 80, certificateValidityMonths: 24 });
    const [entry] = (await audits()).filter((audit) => audit.action === "course_update");
    expect(entry?.before).toMatchObject({ attendanceThresholdPercent: 100, certificateValidityMonths: null });
    expect(entry?.after).toMatchObject({ attendanceThresholdPercent: 80, certificateValidityMonths: 24 });
    // Emptied: back to all half-days, no expiry.
    await post(admin, courseForm({ attendanceThreshold: "", certificateValidity: "" }), {
      path: `/admin/courses/${id}`,
    });
    const [emptied] = await database.db.select().from(courses).where(eq(courses.id, id));
    expect(emptied).toMatchObject({ attendanceThresholdPercent: 100, certificateValidityMonths: null });
  });

  it.each([
    ["a threshold of 0", { attendanceThreshold: "0" }, "attendanceThreshold", "adminCatalog.errors.threshold"],
    ["a threshold over 100", { attendanceThreshold: "101" }, "attendanceThreshold", "adminCatalog.errors.threshold"],
    ["a threshold with decimals", { attendanceThreshold: "75.5" }, "attendanceThreshold", "adminCatalog.errors.threshold"],
    ["a validity of 0 months", { certificateValidity: "0" }, "certificateValidity", "adminCatalog.errors.validity"],
    ["a validity over 120 months", { certificateValidity: "121" }, "certificateValidity", "adminCatalog.errors.validity"],
    ["a validity that is not a number", { certificateValidity: "deux ans" }, "certificateValidity", "adminCatalog.errors.validity"],
  ])("refuses %s with the field's message, writing nothing", async (_name, fields, field, message) => {
    const id = await createCourse();
    const entriesBefore = (await audits()).length;
    const answer = await post(admin, courseForm(fields), { path: `/admin/courses/${id}` });
    expect(answer.status).toBe(400);
    expect(answer.body?.lastResult.error?.[field]).toEqual([message]);
    expect(answer.body?.notice.message).toBe("Rien n'a été enregistré");
    const [row] = await database.db.select().from(courses).where(eq(courses.id, id));
    expect(row).toMatchObject({ attendanceThresholdPercent: 100, certificateValidityMonths: null });
    expect(await audits()).toHaveLength(entriesBefore);
  });

  it("refuses a form without its French, with field errors in the page's language and nothing written", async () => {
    const answer = await post(
      admin,
      courseForm({ "title.fr": "", formats: [], price: "abc", "objectives.en": "a\nb\nc" }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body?.lastResult.error).toMatchObject({
      "title.fr": ["adminCatalog.errors.frenchRequired"],
      formats: ["adminCatalog.errors.formats"],
      price: ["adminCatalog.errors.price"],
      "objectives.en": ["adminCatalog.errors.moreEnglishLines"],
    });
    expect(answer.body?.notice.message).toBe("Rien n'a été enregistré");
    const english = await post(admin, courseForm({ "title.fr": "" }), { path: "/en/admin/courses/new" });
    expect(english.body?.notice.message).toBe("Nothing was saved");
    expect(await database.db.select().from(courses)).toHaveLength(0);
    expect(await audits()).toHaveLength(0);
  });

  it("ignores forged fields: an id, an archived state, dates", async () => {
    const id = await createCourse({
      id: "999",
      archivedAt: "2020-01-01T00:00:00Z",
      archived: "on",
      createdAt: "2000-01-01T00:00:00Z",
    });
    expect(id).not.toBe(999);
    const [row] = await database.db.select().from(courses).where(eq(courses.id, id));
    expect(row?.archivedAt).toBeNull();
    expect(row?.createdAt.getFullYear()).toBeGreaterThan(2020);
    expect(await publicIds()).toContain(id);
  });

  it("lets a moderator read the form but not change a price: 403, nothing written", async () => {
    const id = await createCourse();
    const read = await get<{ antiForgery: string | null }>(courseLoader, moderator, `/admin/courses/${id}`, {
      courseId: String(id),
    });
    expect(read.status).toBe(200);
    expect(read.body?.antiForgery).toBeNull();
    const forged = await post(moderator, courseForm({ price: "1", role: "admin" }), {
      path: `/admin/courses/${id}`,
    });
    expect(forged.status).toBe(403);
    const archive = await post(moderator, { intent: "archive" }, { path: `/admin/courses/${id}` });
    expect(archive.status).toBe(403);
    const [row] = await database.db.select().from(courses).where(eq(courses.id, id));
    expect(row?.priceCents).toBe(150_050);
    expect(row?.archivedAt).toBeNull();
    expect((await audits()).map((entry) => entry.action)).toEqual(["course_create"]);
  });

  it("refuses a form without the anti-forgery token", async () => {
    const answer = await callRoute(
      (args) => courseAction({ ...args, params: {} } as never),
      new Request("https://site.example/admin/courses/new", {
        method: "POST",
        headers: { Cookie: admin.cookie, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(courseForm() as Record<string, string>),
      }),
      context,
    );
    expect(answer.status).toBe(403);
    expect(await database.db.select().from(courses)).toHaveLength(0);
  });
});

describe("archiving", () => {
  it("takes a course out of the catalogue, home, sitemap and course page at once, and brings it back", async () => {
    const id = await createCourse();
    const keep = await createCourse({ "title.fr": "Autre formation" });
    const before = await version();
    const archived = await post(admin, { intent: "archive" }, { path: `/admin/courses/${id}` });
    expect(archived.status).toBe(302);
    expect(await version()).toBeGreaterThan(before);
    expect(await publicIds()).toEqual([keep]);
    expect((await listPopularCourses(database.db)).map((row) => row.id)).toEqual([keep]);
    expect((await listCourseSitemapEntries(database.db)).map((row) => row.id)).toEqual([keep]);
    expect(await getCourseDetail(database.db, id, "fr")).toBeNull();
    // Its sessions leave the home page, its price the pricing page, and nobody can register.
    const now = new Date("2027-03-01T10:00:00Z");
    const session = await makeSession(database.db, { courseId: id });
    expect(await listUpcomingSessions(database.db, { now })).toEqual([]);
    expect((await loadCoursePrices(database.db, "fr")).map((row) => row.id)).toEqual([keep]);
    const [userId] = await makeUsers(database.db, 1);
    expect(
      await registerForCourse(
        database.db,
        requestFor(userId!, { courseId: id, sessionId: session }),
        depsAt(now),
      ),
    ).toEqual({
      ok: false,
      error: "course-not-found",
    });
    // Staff still find it, under "archived".
    const list = await get<{ rows: { id: number; archived: boolean }[] }>(
      coursesLoader,
      moderator,
      "/admin/courses?state=archived",
    );
    expect(list.body?.rows).toEqual([expect.objectContaining({ id, archived: true })]);
    // Archiving twice changes nothing and writes nothing.
    await post(admin, { intent: "archive" }, { path: `/admin/courses/${id}` });
    const unarchived = await post(admin, { intent: "unarchive" }, { path: `/en/admin/courses/${id}` });
    expect(unarchived.location).toBe(`/en/admin/courses/${id}`);
    expect((await publicIds()).sort()).toEqual([id, keep].sort());
    expect((await listUpcomingSessions(database.db, { now })).map((row) => row.id)).toEqual([session]);
    const entries = (await audits()).filter((entry) => entry.entityId === String(id));
    expect(entries.map((entry) => entry.action)).toEqual([
      "course_create",
      "course_archive",
      "course_unarchive",
    ]);
    expect(entries[1]?.before).toEqual({ archivedAt: null });
    expect(entries[1]?.after).toEqual({ archivedAt: expect.any(String) });
  });
});

describe("the course list", () => {
  it("searches titles in either language, filters untranslated courses, sorts and pages on the server", async () => {
    const fire = await createCourse();
    const first = await createCourse({
      "title.fr": "Premiers secours",
      "title.en": "",
      category: "first-aid",
      price: "90",
    });
    const answer = await get<{ rows: { id: number; untranslated: boolean }[]; total: number }>(
      coursesLoader,
      moderator,
      "/admin/courses?q=fire",
    );
    expect(answer.body?.rows.map((row) => row.id)).toEqual([fire]);
    const french = await get<{ rows: { id: number }[] }>(
      coursesLoader,
      moderator,
      "/admin/courses?q=SECOURS",
    );
    expect(french.body?.rows.map((row) => row.id)).toEqual([first]);
    const untranslated = await get<{ rows: { id: number; untranslated: boolean }[] }>(
      coursesLoader,
      moderator,
      "/admin/courses?untranslated=1",
    );
    expect(untranslated.body?.rows).toEqual([expect.objectContaining({ id: first, untranslated: true })]);
    const byPrice = await get<{ rows: { id: number }[] }>(
      coursesLoader,
      moderator,
      "/admin/courses?sort=price&dir=asc",
    );
    expect(byPrice.body?.rows.map((row) => row.id)).toEqual([first, fire]);
    const wild = await get<{ rows: unknown[] }>(
      coursesLoader,
      moderator,
      "/admin/courses?q=%25&sort=nope&page=x",
    );
    expect(wild.status).toBe(200);
    expect(wild.body?.rows).toEqual([]);
  });
});

describe("course images", () => {
  const file = (bytes: Uint8Array, name: string, type: string) =>
    new File([bytes as Uint8Array<ArrayBuffer>], name, { type });

  it("re-encodes an uploaded photo, stores its six files and the course shows it", async () => {
    const id = await createCourse({}, file(await sampleImage("png"), "photo.png", "image/png"));
    const [row] = await database.db.select().from(courses).where(eq(courses.id, id));
    expect(row?.image).toMatch(/^\/uploads\/courses\/[a-f0-9]{20}-800\.jpg$/);
    expect((await storedFiles()).length).toBe(6);
    expect((await getCourseDetail(database.db, id, "fr"))?.image).toBe(row?.image);
    // Saving again without a file keeps the image.
    await post(admin, courseForm(), { path: `/admin/courses/${id}` });
    const [kept] = await database.db.select().from(courses).where(eq(courses.id, id));
    expect(kept?.image).toBe(row?.image);
  });

  it("removes a replaced photo's six files a day later, keeping the new photo's and the trainers'", async () => {
    const trainer = await post(
      admin,
      trainerForm(),
      { path: "/admin/trainers/new", file: file(await sampleImage("jpeg"), "p.jpg", "image/jpeg") },
      trainerAction,
    );
    expect(trainer.status).toBe(302);
    const id = await createCourse({}, file(await sampleImage("png"), "photo.png", "image/png"));
    const [before] = await database.db.select().from(courses).where(eq(courses.id, id));
    const replaced = await post(admin, courseForm(), {
      path: `/admin/courses/${id}`,
      file: file(await sampleImage("webp", 800, 600), "new.webp", "image/webp"),
    });
    expect(replaced.status).toBe(302);
    const [after] = await database.db.select().from(courses).where(eq(courses.id, id));
    expect(after?.image).not.toBe(before?.image);
    expect(await storedFiles()).toHaveLength(18);

    const storage = uploadStorage(context.env);
    // Pages rendered before the change may still ask for the old photo: it stays for a day.
    expect(
      await removeUnusedUploads(database.db, storage, { now: new Date(Date.now() + 23 * 3600_000) }),
    ).toEqual([]);
    const removed = await removeUnusedUploads(database.db, storage, {
      now: new Date(Date.now() + 25 * 3600_000),
    });
    const old = uploadOf(before!.image!)!;
    expect(removed.sort()).toEqual((await storedFilesOf(old, before!.image!)).sort());
    expect(await storedFiles()).toHaveLength(12);
    expect((await storage.list()).every((stored) => uploadOf(stored.key) !== old)).toBe(true);
    expect(await storage.get(after!.image!.replace(/^\/uploads\//, ""))).not.toBeNull();
  });

  const refusals: [string, () => Promise<File>, number, string, string][] = [
    [
      "text renamed .jpg",
      async () => file(textPretendingToBeJpeg, "photo.jpg", "image/jpeg"),
      400,
      "Fichier refusé : ce n'est pas une image lisible, quel que soit son nom.",
      "File refused: it is not a readable image, whatever its name.",
    ],
    [
      "a 50 MB file",
      async () => file(new Uint8Array(50 * 1024 * 1024), "huge.jpg", "image/jpeg"),
      413,
      "Fichier refusé : il dépasse 10 Mo.",
      "File refused: it is larger than 10 MB.",
    ],
    [
      "an SVG with a script",
      async () => file(scriptedSvg, "logo.png", "image/png"),
      400,
      "Fichier refusé : les images SVG ne sont pas acceptées (elles peuvent contenir du code).",
      "File refused: SVG images are not accepted (they can contain code).",
    ],
    [
      "a decompression bomb",
      async () => file(await pngBomb(), "bomb.png", "image/png"),
      400,
      "Fichier refusé : l'image est trop grande en pixels (40 mégapixels au plus).",
      "File refused: the image has too many pixels (40 megapixels at most).",
    ],
  ];

  for (const [name, make, status, french, english] of refusals) {
    it(`refuses ${name} with a message in the page's language, storing nothing`, async () => {
      const id = await createCourse();
      const auditCount = (await audits()).length;
      for (const [prefix, message] of [
        ["", french],
        ["/en", english],
      ] as const) {
        const answer = await post(admin, courseForm({ "title.fr": "Changé" }), {
          path: `${prefix}/admin/courses/${id}`,
          file: await make(),
        });
        expect(answer.status).toBe(status);
        expect(answer.body?.notice.message).toBe(message);
      }
      expect(await storedFiles()).toEqual([]);
      const [row] = await database.db.select().from(courses).where(eq(courses.id, id));
      expect(row?.title.fr).toBe("Sécurité incendie");
      expect(row?.image).toBeNull();
      expect(await audits()).toHaveLength(auditCount);
    });
  }
});

describe("trainers", () => {
  it("creates a trainer with a photo, links it from the course form, and the course page lists it", async () => {
    const created = await post(
      admin,
      trainerForm(),
      {
        path: "/admin/trainers/new",
        file: new File([(await sampleImage("jpeg")) as Uint8Array<ArrayBuffer>], "p.jpg"),
      },
      trainerAction,
    );
    expect(created.status, JSON.stringify(created.body)).toBe(302);
    const [trainer] = await database.db.select().from(trainers);
    expect(trainer).toMatchObject({
      name: "Mariama Bah",
      title: { fr: "Formatrice sécurité", en: "" },
      specialties: [
        { fr: "Incendie", en: "Fire" },
        { fr: "Évacuation", en: "" },
      ],
    });
    expect(trainer?.image).toMatch(/^\/uploads\/trainers\/[a-f0-9]{20}-240\.jpg$/);
    const id = await createCourse({ trainers: [String(trainer?.id), "987654"] });
    const links = await database.db.select().from(courseTrainers);
    expect(links).toEqual([{ courseId: id, trainerId: trainer?.id, position: 0 }]);
    const page = await getCourseDetail(database.db, id, "en");
    expect(page?.trainers.map((item) => [item.name, item.title, item.specialties])).toEqual([
      ["Mariama Bah", "Formatrice sécurité", ["Fire", "Évacuation"]],
    ]);
    expect((await audits()).map((entry) => entry.action)).toEqual(["trainer_create", "course_create"]);

    const edited = await post(
      admin,
      trainerForm({ name: "" }),
      { path: `/admin/trainers/${trainer?.id}` },
      trainerAction,
    );
    expect(edited.status).toBe(400);
    expect(edited.body?.lastResult.error).toMatchObject({ name: ["adminCatalog.errors.name"] });
    await post(
      admin,
      trainerForm({ "bio.en": "Former firefighter." }),
      { path: `/admin/trainers/${trainer?.id}` },
      trainerAction,
    );
    const [update] = (await audits()).filter((entry) => entry.action === "trainer_update");
    expect(update?.before).toMatchObject({ bio: { fr: "Ancienne sapeur-pompier.", en: "" } });
    expect(update?.after).toMatchObject({ bio: { en: "Former firefighter." } });

    const list = await get<{ rows: { name: string; courses: number; untranslated: boolean }[] }>(
      trainersLoader,
      moderator,
      "/admin/trainers?q=mariama&sort=courses&dir=desc",
    );
    expect(list.body?.rows).toEqual([
      expect.objectContaining({ name: "Mariama Bah", courses: 1, untranslated: true }),
    ]);
    const refused = await post(moderator, trainerForm(), { path: "/admin/trainers/new" }, trainerAction);
    expect(refused.status).toBe(403);
  });
});
