import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditLog, courses, newsPosts, renderCacheVersion } from "../../../../db/schema";
import { seedCatalog, seedPosts } from "../../../../db/seed";
import { testAppContext } from "../../../../tests/helpers/app-context";
import { formPost } from "../../../../tests/helpers/form-post";
import { sampleImage, scriptedSvg, textPretendingToBeJpeg } from "../../../../tests/helpers/images";
import { callRoute } from "../../../../tests/helpers/route-calls";
import { staffAccount } from "../../../../tests/helpers/staff";
import { useTestDatabase } from "../../../../tests/helpers/test-database";
import { antiForgeryToken } from "~/features/security/anti-forgery.server";
import { uploadStorage } from "~/features/uploads/storage.server";
import { removeUnusedUploads } from "~/features/uploads/upload-cleanup.server";
import type { AppContext } from "~/lib/app-context";
import { takeFlash } from "~/lib/flash.server";
import { action as createAction, loader as createLoader } from "~/routes/admin.news.new";
import { action as postAction, loader as postLoader } from "~/routes/admin.news.post";
import { loader as listLoader } from "~/routes/admin.news";
import { loader as blogLoader } from "~/routes/blog";
import { loader as careersLoader } from "~/routes/careers";
import { loader as newsLoader } from "~/routes/news";
import { loader as newsPostLoader } from "~/routes/news.post";
import { loader as sitemapLoader } from "~/routes/sitemap";
import { loader as uploadsLoader } from "~/routes/uploads";

/*
 * News from the database: staff write posts in /admin/news (admins only change), the
 * public /news, /news/:slug and the sitemap show the published ones, with Event structured data
 * for dated posts; every change has its audit entry and moves the render cache's version.
 */

const database = useTestDatabase({ prepare: seedCatalog, emptyBeforeEach: [auditLog, newsPosts] });

type Account = NonNullable<Awaited<ReturnType<typeof staffAccount>>>;
let context: AppContext;
let admin: Account;
let moderator: Account;
let uploads: string;
beforeAll(async () => {
  uploads = await mkdtemp(path.join(tmpdir(), "news-uploads-"));
  context = testAppContext(database.db, { env: { UPLOADS_DIR: uploads } });
  admin = (await staffAccount(context, "admin"))!;
  moderator = (await staffAccount(context, "moderator"))!;
});
afterAll(async () => {
  await rm(uploads, { recursive: true, force: true });
});
beforeEach(async () => {
  await seedPosts(database.db, ["news"]);
  await rm(uploads, { recursive: true, force: true });
});

/** The files the upload store holds, as keys. */
async function storedFiles(): Promise<string[]> {
  const entries = await readdir(uploads, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(uploads, path.join(entry.parentPath, entry.name)))
    .sort();
}

const validPost = {
  kind: "news",
  slug: "portes-ouvertes-2026",
  kickerFr: "Événement",
  titleFr: "Portes ouvertes du centre",
  titleEn: "Open day at the centre",
  summaryFr: "Venez découvrir nos salles et nos formateurs le 20 mars 2026.",
  summaryEn: "Come and meet our trainers on 20 March 2026.",
  bodyFr:
    "Une journée pour tout découvrir.\n\n## Au programme\n- Visite des salles\n- Rencontre des formateurs",
  bodyEn: "A day to see everything.",
  detailsFr: "Entrée : libre",
  publishedOn: "2026-02-01",
  eventStart: "2026-03-20",
  eventEnd: "2026-03-20",
  placeFr: "Kaloum, Conakry",
  courseId: "101",
};

function post(who: Account, path: string, fields: Record<string, string>) {
  return new Request(`https://site.example${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: who.cookie },
    body: new URLSearchParams({ csrf: antiForgeryToken(who.sessionId, context.secrets), ...fields }),
  });
}

const get = (path: string, who?: Account) =>
  new Request(`https://site.example${path}`, { headers: who ? { Cookie: who.cookie } : {} });

type Fields = Record<string, string | Blob>;

/**
 * A form as the page sends it: the post's form as multipart (its images are files), the
 * publish and unpublish buttons' forms as plain ones.
 */
function send(who: Account, path: string, fields: Fields) {
  if (fields.intent === "publish" || fields.intent === "unpublish")
    return post(who, path, fields as Record<string, string>);
  return formPost(
    path,
    { csrf: antiForgeryToken(who.sessionId, context.secrets), ...fields },
    { cookie: who.cookie, contentType: "multipart" },
  );
}

async function create(fields: Fields, who = admin, path = "/admin/news/new") {
  return callRoute(
    (args) => createAction({ ...args, params: {} } as never),
    send(who, path, fields),
    context,
  );
}

async function edit(id: number, fields: Fields, who = admin, lang = "") {
  return callRoute(
    (args) => postAction({ ...args, params: { postId: String(id) } } as never),
    send(who, `${lang}/admin/news/${id}`, fields),
    context,
  );
}

/** An image file as a browser sends it. */
const file = async (bytes: Uint8Array | Promise<Uint8Array>, name = "affiche.png", type = "image/png") =>
  new File([new Uint8Array(await bytes)], name, { type });

async function toast(setCookie: string | null) {
  const request = new Request("https://site.example/", {
    headers: { Cookie: (setCookie ?? "").split(";")[0]! },
  });
  return (await takeFlash(request, context)).flash;
}

async function publicNews(path = "/news") {
  const answer = await callRoute<Awaited<ReturnType<typeof newsLoader>>>(
    (args) => newsLoader({ ...args, params: {} } as never),
    get(path),
    context,
  );
  return answer.body!;
}

async function sitemap() {
  const response = (await sitemapLoader({
    request: get("/sitemap.xml"),
    context,
    params: {},
  } as never)) as Response;
  return response.text();
}

const version = async () =>
  (await database.db.select().from(renderCacheVersion).where(eq(renderCacheVersion.id, 1)))[0]?.version ?? 0;

const audit = () => database.db.select().from(auditLog).orderBy(asc(auditLog.id));

describe("the public news page from the database", () => {
  it("shows the seed's October 2025 training with its dates, place, register link and Event JSON-LD", async () => {
    const page = await publicNews();
    expect(page.posts).toHaveLength(1);
    const [featured] = page.posts;
    expect(featured).toMatchObject({
      slug: "formation-internationale-hsst-2025",
      title: "Hygiène, santé et sécurité au travail : formation à double certification",
      registerTo: "/courses/105",
      image: { src: "/images/news/poster-hsst-2025.svg", width: 600, height: 850 },
      event: { startDate: "2025-10-09", endDate: "2025-10-12", place: "Conakry, Guinée" },
    });
    expect(featured!.event!.dates).toMatch(/^9\s?[–-]\s?12 octobre 2025$/);
    expect(featured!.details).toContainEqual({ label: "Durée", value: "4 jours, 32 heures" });
    expect(featured!.body).toContainEqual({ kind: "heading", text: "Pourquoi participer" });
    const events = JSON.parse(page.jsonLd!) as Record<string, unknown>[];
    expect(events).toEqual([
      expect.objectContaining({
        "@type": "Event",
        name: featured!.title,
        startDate: "2025-10-09",
        endDate: "2025-10-12",
        url: "https://site.example/news/formation-internationale-hsst-2025",
        image: ["https://site.example/images/news/poster-hsst-2025.svg"],
        location: expect.objectContaining({ "@type": "Place", name: "Conakry, Guinée" }),
      }),
    ]);

    const english = await publicNews("/en/news");
    expect(english.posts[0]).toMatchObject({
      title: "Occupational hygiene, health and safety: double-certification course",
      image: { src: "/images/news/poster-hsst-2025.en.svg" },
    });
    expect(english.posts[0]!.event!.dates).toMatch(/^9\s?[–-]\s?12 October 2025$/);
  });

  it("escapes the JSON-LD so that no text can close its script element", async () => {
    await database.db
      .update(newsPosts)
      .set({ title: { fr: "</script><script>alert(1)</script>", en: "" } })
      .where(eq(newsPosts.id, 1));
    const page = await publicNews();
    expect(page.jsonLd).not.toContain("</script>");
    expect((JSON.parse(page.jsonLd!) as { name: string }[])[0]!.name).toBe(
      "</script><script>alert(1)</script>",
    );
  });
});

describe("writing news from the back-office", () => {
  it("creates a draft (hidden from /news and the sitemap), publishes it (shown, dated Event), unpublishes it (gone)", async () => {
    const before = await version();
    const created = await create({ ...validPost, published: "true", id: "1", actorId: moderator.userId });
    expect(created.status).toBe(302);
    const [row] = await database.db.select().from(newsPosts).where(eq(newsPosts.slug, validPost.slug));
    expect(row).toMatchObject({
      published: false,
      title: { fr: validPost.titleFr, en: validPost.titleEn },
      eventStart: "2026-03-20",
      courseId: 101,
      kicker: { fr: "Événement", en: "" },
      imageKey: null,
    });
    // The forged id changed nothing: the seed's post is still post 1, and a new id was given.
    expect(row!.id).not.toBe(1);
    expect(created.location).toBe(`/admin/news/${row!.id}`);
    expect(await toast(created.headers.get("Set-Cookie"))).toMatchObject({
      kind: "success",
      message: "Brouillon « Portes ouvertes du centre » créé.",
    });
    expect(await version()).toBeGreaterThan(before);

    // A draft: not on /news, not at its address, not in the sitemap.
    expect((await publicNews()).posts.map((p) => p.slug)).toEqual(["formation-internationale-hsst-2025"]);
    const hidden = await callRoute(
      (args) => newsPostLoader({ ...args, params: { slug: validPost.slug } } as never),
      get(`/news/${validPost.slug}`),
      context,
    );
    expect(hidden.status).toBe(404);
    expect(await sitemap()).not.toContain(validPost.slug);
    expect(await sitemap()).toContain("https://site.example/news/formation-internationale-hsst-2025");

    const published = await edit(row!.id, { intent: "publish" }, admin, "/en");
    expect(published.status).toBe(302);
    expect(published.location).toBe(`/en/admin/news/${row!.id}`);
    expect((await toast(published.headers.get("Set-Cookie")))?.message).toBe(
      'Post "Portes ouvertes du centre" published: it is online.',
    );
    const page = await publicNews();
    expect(page.posts.map((p) => p.slug)).toEqual([validPost.slug, "formation-internationale-hsst-2025"]);
    const events = JSON.parse(page.jsonLd!) as {
      name: string;
      startDate: string;
      location: { name: string };
    }[];
    expect(events.map((event) => event.startDate)).toEqual(["2026-03-20", "2025-10-09"]);
    expect(events[0]!.location.name).toBe("Kaloum, Conakry");
    const single = await callRoute<{ found: boolean; jsonLd: string; post: { title: string } }>(
      (args) => newsPostLoader({ ...args, params: { slug: validPost.slug } } as never),
      get(`/en/news/${validPost.slug}`),
      context,
    );
    expect(single.status).toBe(200);
    expect(single.body).toMatchObject({ found: true, post: { title: "Open day at the centre" } });
    expect(JSON.parse(single.body!.jsonLd)).toMatchObject({ "@type": "Event", inLanguage: "en" });
    const xml = await sitemap();
    expect(xml).toContain(`<loc>https://site.example/news/${validPost.slug}</loc>`);
    expect(xml).toContain(`<loc>https://site.example/en/news/${validPost.slug}</loc>`);

    const unpublished = await edit(row!.id, { intent: "unpublish" });
    expect(unpublished.status).toBe(302);
    expect((await publicNews()).posts.map((p) => p.slug)).not.toContain(validPost.slug);
    expect(await sitemap()).not.toContain(validPost.slug);

    expect((await audit()).map((entry) => [entry.action, entry.entityId, entry.actorId])).toEqual([
      ["news_create", String(row!.id), admin.userId],
      ["news_publish", String(row!.id), admin.userId],
      ["news_unpublish", String(row!.id), admin.userId],
    ]);
    const entries = await audit();
    expect(entries[0]).toMatchObject({ before: null, after: { slug: validPost.slug, published: false } });
    expect(entries[1]).toMatchObject({ before: { published: false }, after: { published: true } });
    expect(entries[2]).toMatchObject({ before: { published: true }, after: { published: false } });
  });

  it("edits a post: a dated post without dates has no Event; publication and id are not form fields", async () => {
    const before = await version();
    const answer = await edit(1, {
      intent: "save",
      ...validPost,
      slug: "formation-internationale-hsst-2025",
      eventStart: "",
      eventEnd: "",
      // The seed's post keeps its posters: their text alternative stays required.
      imageAltFr: "Affiche de la formation",
      published: "false",
      id: "99",
    });
    expect(answer.status).toBe(302);
    const [row] = await database.db.select().from(newsPosts).where(eq(newsPosts.id, 1));
    expect(row).toMatchObject({ published: true, eventStart: null, title: { fr: validPost.titleFr } });
    expect(await version()).toBeGreaterThan(before);
    const page = await publicNews();
    expect(page.posts[0]).toMatchObject({ title: validPost.titleFr, event: null });
    expect(page.jsonLd).toBeNull();
    const [entry] = await audit();
    expect(entry).toMatchObject({
      action: "news_update",
      entityType: "news_post",
      before: { title: { fr: "Hygiène, santé et sécurité au travail : formation à double certification" } },
      after: { title: { fr: validPost.titleFr }, eventStart: null },
    });

    // The same form again: nothing changes, no audit entry, and the toast says so.
    const again = await edit(1, {
      intent: "save",
      ...validPost,
      slug: "formation-internationale-hsst-2025",
      eventStart: "",
      eventEnd: "",
      imageAltFr: "Affiche de la formation",
    });
    expect((await toast(again.headers.get("Set-Cookie")))?.message).toBe("Rien n'a changé.");
    expect(await audit()).toHaveLength(1);
  });

  it("takes each language's image through the image pipeline, whole, and keeps, replaces or removes it", async () => {
    const created = await create({
      ...validPost,
      imageFr: await file(sampleImage("png", 600, 850)),
      imageAltFr: "Affiche du programme",
      imageEn: await file(sampleImage("jpeg", 600, 850), "poster.jpg", "image/jpeg"),
      // Not a field any more: an address typed or forged is never read.
      imageKeyFr: "/images/../secret",
    });
    expect(created.status).toBe(302);
    const row = async () =>
      (await database.db.select().from(newsPosts).where(eq(newsPosts.slug, validPost.slug)))[0]!;
    const first = await row();
    expect(first.imageKey).toEqual({
      fr: expect.stringMatching(/^news\/[a-f0-9]{20}-800\.jpg$/),
      en: expect.stringMatching(/^news\/[a-f0-9]{20}-800\.jpg$/),
    });
    // Scaled whole into the frame, never cropped: the page reserves the poster's own shape.
    expect(first).toMatchObject({ imageWidth: 800, imageHeight: 1133 });
    expect(await storedFiles()).toHaveLength(12);
    // Served like the catalogue's images.
    const served = (await uploadsLoader({
      request: get(`/uploads/${first.imageKey!.fr}`),
      params: { "*": first.imageKey!.fr },
      context,
    } as never)) as Response;
    expect([served.status, served.headers.get("Content-Type")]).toEqual([200, "image/jpeg"]);
    await edit(first.id, { intent: "publish" });
    const english = (await publicNews("/en/news")).posts.find((p) => p.slug === validPost.slug);
    // English falls back to the French text alternative.
    expect(english?.image).toEqual({
      src: `/uploads/${first.imageKey!.en}`,
      alt: "Affiche du programme",
      width: 800,
      height: 1133,
    });

    // Saved again with no file chosen: both images kept, nothing changed.
    const kept = await edit(first.id, { intent: "save", ...validPost, imageAltFr: "Affiche du programme" });
    expect((await toast(kept.headers.get("Set-Cookie")))?.message).toBe("Rien n'a changé.");
    // The English image removed: the English page shows the French one.
    await edit(first.id, {
      intent: "save",
      ...validPost,
      imageAltFr: "Affiche du programme",
      removeImageEn: "on",
    });
    expect((await row()).imageKey).toEqual({ fr: first.imageKey!.fr, en: "" });
    const fallback = (await publicNews("/en/news")).posts.find((p) => p.slug === validPost.slug);
    expect(fallback?.image?.src).toBe(`/uploads/${first.imageKey!.fr}`);
    // A wide photo replaces the French poster, with its own size.
    await edit(first.id, {
      intent: "save",
      ...validPost,
      imageAltFr: "Photo de la salle",
      imageFr: await file(sampleImage("jpeg", 1200, 600), "salle.jpg", "image/jpeg"),
    });
    const replaced = await row();
    expect(replaced.imageKey?.fr).not.toBe(first.imageKey!.fr);
    expect(replaced).toMatchObject({ imageWidth: 800, imageHeight: 400 });

    // The clean-up keeps what a post uses and removes, a day later, what none does any more.
    const later = { now: new Date(Date.now() + 2 * 86_400_000) };
    const removed = await removeUnusedUploads(database.db, uploadStorage(context.env), later);
    const hashOf = (key: string) => /([a-f0-9]{20})/.exec(key)![1]!;
    expect(new Set(removed.map(hashOf))).toEqual(
      new Set([hashOf(first.imageKey!.fr), hashOf(first.imageKey!.en)]),
    );
    expect((await storedFiles()).every((key) => key.includes(hashOf(replaced.imageKey!.fr)))).toBe(true);
    expect(await storedFiles()).toHaveLength(6);
  });

  it.each([
    [
      "a file that is not an image",
      textPretendingToBeJpeg,
      "Fichier refusé : ce n'est pas une image lisible, quel que soit son nom.",
    ],
    [
      "an SVG",
      scriptedSvg,
      "Fichier refusé : les images SVG ne sont pas acceptées (elles peuvent contenir du code).",
    ],
  ])("refuses %s as the image, storing and writing nothing", async (_name, bytes, message) => {
    const answer = await create({ ...validPost, imageAltFr: "Affiche", imageFr: await file(bytes) });
    expect(answer.status).toBe(400);
    const body = answer.body as {
      notice: { message: string };
      lastResult: { error: Record<string, string[]> };
    };
    expect(body.notice.message).toBe(message);
    const { getT } = await import("~/lib/i18n.server");
    expect(body.lastResult.error.imageFr!.map((key) => getT("fr")(key as never))).toEqual([message]);
    expect(await database.db.select().from(newsPosts)).toHaveLength(1);
    expect(await storedFiles()).toEqual([]);
  });

  it("removes the files it stored when the post is then refused (a slug already taken)", async () => {
    const answer = await create({
      ...validPost,
      slug: "formation-internationale-hsst-2025",
      imageAltFr: "Affiche",
      imageFr: await file(sampleImage("png", 300, 400)),
    });
    expect(answer.status).toBe(409);
    expect(await storedFiles()).toEqual([]);
  });

  it.each([
    ["no French title", { titleFr: "" }, "titleFr", "Ce champ est obligatoire."],
    [
      "a bad slug",
      { slug: "Pas Bon!" },
      "slug",
      "Lettres minuscules, chiffres et tirets seulement (3 à 80 caractères).",
    ],
    [
      "a taken slug",
      { slug: "formation-internationale-hsst-2025" },
      "slug",
      "Une autre actualité utilise déjà cette adresse.",
    ],
    [
      "only a first day",
      { eventEnd: "" },
      "eventEnd",
      "Saisissez le premier et le dernier jour, ou aucun des deux.",
    ],
    [
      "a last day before the first",
      { eventEnd: "2026-03-19" },
      "eventEnd",
      "Le dernier jour ne peut pas précéder le premier.",
    ],
    ["an impossible date", { publishedOn: "2026-02-31x" }, "publishedOn", "Saisissez une date valide."],
    [
      "an image with no text alternative",
      { imageFr: new File([new Uint8Array([1])], "a.png", { type: "image/png" }) },
      "imageAltFr",
      "Décrivez l'image pour les personnes qui ne la voient pas.",
    ],
    [
      "an English image with no text alternative in either language",
      { imageEn: new File([new Uint8Array([1])], "a.png", { type: "image/png" }) },
      "imageAltEn",
      "Décrivez l'image pour les personnes qui ne la voient pas.",
    ],
    ["an unknown course", { courseId: "999999" }, "courseId", "Choisissez une formation de la liste."],
    [
      "an unknown kind",
      { kind: "podcast" },
      "kind",
      "Choisissez un type de la liste : actualité, article de blog ou offre d'emploi.",
    ],
    [
      "no kind",
      { kind: "" },
      "kind",
      "Choisissez un type de la liste : actualité, article de blog ou offre d'emploi.",
    ],
    [
      "a course that is not a number",
      { courseId: "101 OR 1=1" },
      "courseId",
      "Choisissez une formation de la liste.",
    ],
  ] as [string, Fields, string, string][])(
    "refuses %s with a field error in the page's language, writing nothing",
    async (_name, change, field, message) => {
      const answer = await create({ ...validPost, ...change });
      expect([400, 409]).toContain(answer.status);
      const body = answer.body as { lastResult: { error: Record<string, string[]> } };
      const { getT } = await import("~/lib/i18n.server");
      expect(body.lastResult.error[field]!.map((key) => getT("fr")(key as never))).toEqual([message]);
      expect(await database.db.select().from(newsPosts)).toHaveLength(1);
      expect(await audit()).toHaveLength(0);
      expect(await storedFiles()).toEqual([]);
    },
  );

  it("offers the courses to link by title, an archived one only to the post that links to it", async () => {
    const choices = async (path: string, postId?: string) => {
      const answer = await callRoute<{ page: { courses: { id: number; title: string }[] } }>(
        (args) =>
          (postId ? postLoader : createLoader)({ ...args, params: postId ? { postId } : {} } as never),
        get(path, admin),
        context,
      );
      return answer.body!.page.courses;
    };
    await database.db.update(courses).set({ archivedAt: new Date() }).where(eq(courses.id, 102));
    await database.db.update(newsPosts).set({ courseId: 102 }).where(eq(newsPosts.id, 1));
    try {
      const fresh = await choices("/admin/news/new");
      expect(fresh.length).toBeGreaterThan(5);
      expect(fresh.map((course) => course.id)).not.toContain(102);
      const titles = fresh.map((course) => course.title);
      expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, "fr")));
      expect(fresh).toContainEqual({ id: 101, title: expect.stringMatching(/\S/) });
      expect((await choices("/admin/news/1", "1")).map((course) => course.id)).toContain(102);
      const english = await choices("/en/admin/news/new");
      expect(english.find((course) => course.id === 101)?.title).not.toBe(
        fresh.find((course) => course.id === 101)?.title,
      );
    } finally {
      await database.db.update(courses).set({ archivedAt: null }).where(eq(courses.id, 102));
    }
  });

  it("refuses moderators (403) and a missing anti-forgery token, writing nothing", async () => {
    const refused = await create(validPost, moderator);
    expect(refused.status).toBe(403);
    const noToken = await callRoute(
      (args) => createAction({ ...args, params: {} } as never),
      new Request("https://site.example/admin/news/new", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: admin.cookie },
        body: new URLSearchParams(validPost),
      }),
      context,
    );
    expect(noToken.status).toBe(403);
    const unpublish = await edit(1, { intent: "unpublish" }, moderator);
    expect(unpublish.status).toBe(403);
    expect(await database.db.select().from(newsPosts)).toMatchObject([{ id: 1, published: true }]);
    expect(await audit()).toHaveLength(0);
  });

  it("lists every post for staff (drafts included, filtered by status) and shows a moderator the post read-only", async () => {
    await create(validPost);
    const list = await callRoute<{ rows: { slug: string; published: boolean }[]; canChange: boolean }>(
      (args) => listLoader({ ...args, params: {} } as never),
      get("/admin/news", moderator),
      context,
    );
    expect(list.body?.canChange).toBe(false);
    expect(list.body?.rows.map((row) => [row.slug, row.published])).toEqual([
      [validPost.slug, false],
      ["formation-internationale-hsst-2025", true],
    ]);
    const drafts = await callRoute<{ rows: { slug: string }[] }>(
      (args) => listLoader({ ...args, params: {} } as never),
      get("/admin/news?status=draft&sort=title&dir=asc", admin),
      context,
    );
    expect(drafts.body?.rows.map((row) => row.slug)).toEqual([validPost.slug]);
    const page = await callRoute<{
      found: boolean;
      page: { antiForgery: string | null; values: { titleFr: string } };
    }>(
      (args) => postLoader({ ...args, params: { postId: "1" } } as never),
      get("/admin/news/1", moderator),
      context,
    );
    expect(page.body).toMatchObject({ found: true, page: { antiForgery: null } });
    const missing = await callRoute(
      (args) => postLoader({ ...args, params: { postId: "424242" } } as never),
      get("/admin/news/424242", admin),
      context,
    );
    expect(missing.status).toBe(404);
    const form = await callRoute<{ page: { antiForgery: string | null } }>(
      (args) => createLoader({ ...args, params: {} } as never),
      get("/admin/news/new", admin),
      context,
    );
    expect(form.body?.page.antiForgery).toEqual(expect.any(String));
  });

  it("saves the kind staff choose: the post moves to the blog or the careers page, and the list filters by kind", async () => {
    const created = await create({ ...validPost, kind: "blog", eventStart: "", eventEnd: "" });
    expect(created.status).toBe(302);
    const [row] = await database.db.select().from(newsPosts).where(eq(newsPosts.slug, validPost.slug));
    expect(row).toMatchObject({ kind: "blog", published: false });
    expect(await audit()).toMatchObject([{ action: "news_create", after: { kind: "blog" } }]);

    const before = await version();
    const published = await edit(row!.id, { intent: "publish" });
    expect((await toast(published.headers.get("Set-Cookie")))?.message).toBe(
      "Article « Portes ouvertes du centre » publié : il est en ligne.",
    );
    expect(await version()).toBeGreaterThan(before);
    // On /blog, not on /news nor at a page of its own.
    const blog = await callRoute<{ posts: { slug: string }[] }>(
      (args) => blogLoader({ ...args, params: {} } as never),
      get("/blog"),
      context,
    );
    expect(blog.body!.posts.map((p) => p.slug)).toEqual([validPost.slug]);
    expect((await publicNews()).posts.map((p) => p.slug)).toEqual(["formation-internationale-hsst-2025"]);
    expect(await sitemap()).not.toContain(validPost.slug);

    // The editor shows the kind and leads to where the article is read.
    const editor = await callRoute<{ page: { values: { kind: string }; path: string } }>(
      (args) => postLoader({ ...args, params: { postId: String(row!.id) } } as never),
      get(`/admin/news/${row!.id}`, admin),
      context,
    );
    expect(editor.body!.page).toMatchObject({
      values: { kind: "blog" },
      path: `/blog#news-${validPost.slug}`,
    });

    // Now a job offer: off /blog, on /careers.
    const moved = await edit(row!.id, {
      intent: "save",
      ...validPost,
      kind: "career",
      eventStart: "",
      eventEnd: "",
    });
    expect((await toast(moved.headers.get("Set-Cookie")))?.message).toBe(
      "Offre « Portes ouvertes du centre » enregistrée.",
    );
    expect((await audit()).at(-1)).toMatchObject({
      action: "news_update",
      before: { kind: "blog" },
      after: { kind: "career" },
    });
    const careers = await callRoute<{ jobs: { slug: string; place: string }[] }>(
      (args) => careersLoader({ ...args, params: {} } as never),
      get("/careers"),
      context,
    );
    expect(careers.body!.jobs).toMatchObject([{ slug: validPost.slug, place: "Kaloum, Conakry" }]);
    const blogAfter = await callRoute<{ posts: unknown[] }>(
      (args) => blogLoader({ ...args, params: {} } as never),
      get("/blog"),
      context,
    );
    expect(blogAfter.body!.posts).toEqual([]);

    const list = async (query: string) =>
      (
        await callRoute<{
          rows: { slug: string; kind: string; path: string }[];
          filters: { kind: string | null };
        }>((args) => listLoader({ ...args, params: {} } as never), get(`/admin/news${query}`, admin), context)
      ).body!;
    expect((await list("?kind=career")).rows).toEqual([
      expect.objectContaining({
        slug: validPost.slug,
        kind: "career",
        path: `/careers#job-${validPost.slug}`,
      }),
    ]);
    expect((await list("?kind=news")).rows.map((r) => r.slug)).toEqual([
      "formation-internationale-hsst-2025",
    ]);
    expect((await list("?kind=blog")).rows).toEqual([]);
    // An unknown kind in the address is no filter.
    expect((await list("?kind=podcast")).filters.kind).toBeNull();

    // "New post" from the careers list starts a job offer.
    const fresh = await callRoute<{ page: { values: { kind: string } } }>(
      (args) => createLoader({ ...args, params: {} } as never),
      get("/admin/news/new?kind=career", admin),
      context,
    );
    expect(fresh.body!.page.values.kind).toBe("career");
  });
});
