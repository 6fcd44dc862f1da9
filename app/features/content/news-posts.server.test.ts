import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { newsPosts } from "../../../db/schema";
import { seedPosts } from "../../../db/seed";
import { seedBlogPosts, seedCareerPosts } from "../../../db/seed/posts";
import { testAppContext } from "../../../tests/helpers/app-context";
import { callRoute } from "../../../tests/helpers/route-calls";
import { useTestDatabase } from "../../../tests/helpers/test-database";
import type { AppContext } from "~/lib/app-context";
import { loader as blogLoader } from "~/routes/blog";
import { loader as careersLoader } from "~/routes/careers";
import { loader as newsLoader } from "~/routes/news";
import { loader as newsPostLoader } from "~/routes/news.post";
import { loader as sitemapLoader } from "~/routes/sitemap";
import {
  findPublishedPost,
  listNewsSitemapEntries,
  listPostPagesLastChanged,
  listPublishedPosts,
} from "./news-posts.server";

/*
 * The posts of each kind from one table: /news, /blog and /careers each list their own kind's
 * published posts; only news posts have a page of their own and a place in the sitemap; each
 * list page's date in the sitemap follows its posts.
 */

const database = useTestDatabase({ prepare: (db) => seedPosts(db, ["news", "blog", "career"]) });
const context = (): AppContext => testAppContext(database.db);

const get = (path: string) => new Request(`https://site.example${path}`);

async function load<T>(loader: (args: never) => unknown, path: string, params = {}) {
  return callRoute<T>(async (args) => loader({ ...args, params } as never), get(path), context());
}

beforeEach(async () => {
  // Every test starts from the seed's posts, all published.
  await database.db.delete(newsPosts);
  await seedPosts(database.db, ["news", "blog", "career"]);
});

describe("posts by kind", () => {
  it("lists one kind's published posts, newest first, in the order the pages showed them from code", async () => {
    expect((await listPublishedPosts(database.db, "news")).map((post) => post.slug)).toEqual([
      "formation-internationale-hsst-2025",
    ]);
    expect((await listPublishedPosts(database.db, "blog")).map((post) => post.slug)).toEqual(
      seedBlogPosts.map((post) => post.slug),
    );
    expect((await listPublishedPosts(database.db, "career")).map((post) => post.slug)).toEqual([
      "formateur-hse",
      "conseiller-immobilier",
      "consultant-junior",
    ]);

    await database.db.update(newsPosts).set({ published: false }).where(eq(newsPosts.slug, "formateur-hse"));
    expect((await listPublishedPosts(database.db, "career")).map((post) => post.slug)).toEqual([
      "conseiller-immobilier",
      "consultant-junior",
    ]);
  });

  it("finds only a published news post by its slug: an article or an offer has no page of its own", async () => {
    expect(await findPublishedPost(database.db, "formation-internationale-hsst-2025")).toMatchObject({
      kind: "news",
    });
    expect(await findPublishedPost(database.db, "kaloum-business-center")).toBeNull();
    expect(await findPublishedPost(database.db, "formateur-hse")).toBeNull();
    const answer = await load(newsPostLoader, "/news/formateur-hse", { slug: "formateur-hse" });
    expect(answer.status).toBe(404);
  });

  it("keeps blog articles and job offers off /news and its Event data, even when dated", async () => {
    await database.db
      .update(newsPosts)
      .set({ eventStart: "2026-12-01", eventEnd: "2026-12-02" })
      .where(eq(newsPosts.slug, "kaloum-business-center"));
    const page = await load<{ posts: { slug: string }[]; jsonLd: string }>(newsLoader, "/news");
    expect(page.body!.posts.map((post) => post.slug)).toEqual(["formation-internationale-hsst-2025"]);
    expect((JSON.parse(page.body!.jsonLd) as { url: string }[]).map((event) => event.url)).toEqual([
      "https://site.example/news/formation-internationale-hsst-2025",
    ]);
  });
});

describe("the blog and careers pages from the table", () => {
  it("/blog shows the articles with their category, date, text and closing link, in each language", async () => {
    type Blog = {
      page: { title: string };
      posts: {
        slug: string;
        kicker: string;
        publishedOn: string;
        publishedOnIso: string;
        path: string;
        body: unknown[];
      }[];
    };
    const french = (await load<Blog>(blogLoader, "/blog")).body!;
    expect(french.page.title).toBe("Actualités et articles");
    expect(french.posts).toHaveLength(5);
    const [first] = french.posts;
    expect(first).toMatchObject({
      slug: "sessions-hse-2027",
      kicker: "Formation",
      publishedOnIso: "2026-10-20",
      path: "/blog#news-sessions-hse-2027",
    });
    expect(first!.publishedOn).toMatch(/20 octobre 2026/);
    expect(first!.body).toEqual([
      { kind: "paragraph", text: expect.stringMatching(/^Après le succès de la formation internationale/) },
      { kind: "paragraph", text: expect.stringMatching(/^Cinq jours pour maîtriser/) },
      { kind: "link", label: "Voir la formation et les dates", to: "/courses/105" },
    ]);

    const english = (await load<Blog>(blogLoader, "/en/blog")).body!;
    expect(english.page.title).toBe("News and articles");
    expect(english.posts[0]).toMatchObject({ kicker: "Training" });
    expect(english.posts[0]!.body.at(-1)).toEqual({
      kind: "link",
      label: "See the course and dates",
      to: "/courses/105",
    });
  });

  it("/careers shows the offers with their place, contract, text and the two lists, in each language", async () => {
    type Careers = {
      page: { jobsTitle: string };
      jobs: {
        slug: string;
        title: string;
        place: string;
        details: unknown[];
        summary: string;
        body: unknown[];
      }[];
    };
    const french = (await load<Careers>(careersLoader, "/careers")).body!;
    expect(french.page.jobsTitle).toBe("Nos offres d'emploi");
    expect(french.jobs[0]).toMatchObject({
      slug: "formateur-hse",
      title: "Formateur·rice HSE / QHSE",
      place: "Conakry, déplacements sur sites",
      details: [{ label: "Contrat", value: "CDI, temps plein" }],
    });
    expect(french.jobs[0]!.body).toEqual([
      { kind: "heading", text: "Missions" },
      { kind: "list", items: expect.arrayContaining(["Animer des formations inter et intra-entreprise"]) },
      { kind: "heading", text: "Profil" },
      { kind: "list", items: expect.arrayContaining(["Bac+3 minimum en HSE, QHSE ou ingénierie"]) },
    ]);
    const english = (await load<Careers>(careersLoader, "/en/careers")).body!;
    expect(english.jobs.map((job) => job.title)).toEqual(seedCareerPosts.map((post) => post.title.en));
    expect(english.jobs[2]).toMatchObject({
      place: "Conakry",
      details: [{ label: "Contract", value: "12-month contract, may become permanent" }],
    });
  });

  it("shows no offer once every offer is withdrawn", async () => {
    await database.db.update(newsPosts).set({ published: false }).where(eq(newsPosts.kind, "career"));
    const answer = await load<{ jobs: unknown[] }>(careersLoader, "/careers");
    expect(answer.body!.jobs).toEqual([]);
  });
});

describe("the sitemap", () => {
  it("lists the news posts' own pages only, and dates /news, /blog and /careers by their latest published change", async () => {
    expect((await listNewsSitemapEntries(database.db)).map((entry) => entry.path)).toEqual([
      "/news/formation-internationale-hsst-2025",
    ]);
    await database.db
      .update(newsPosts)
      .set({ updatedAt: new Date("2027-02-03T10:00:00Z") })
      .where(eq(newsPosts.slug, "consultant-junior"));
    await database.db
      .update(newsPosts)
      .set({ updatedAt: new Date("2027-05-06T10:00:00Z"), published: false })
      .where(eq(newsPosts.slug, "kaloum-business-center"));
    const changed = await listPostPagesLastChanged(database.db);
    expect(changed["/careers"]).toBe("2027-02-03");
    // The withdrawn article's change does not date the blog.
    expect(changed["/blog"]).not.toBe("2027-05-06");

    const response = (await sitemapLoader({
      request: get("/sitemap.xml"),
      context: context(),
      params: {},
    } as never)) as Response;
    const xml = await response.text();
    const entry = (loc: string) =>
      xml.split("<url>").find((part) => part.includes(`<loc>${loc}</loc>`)) ?? "";
    expect(entry("https://site.example/careers")).toContain("<lastmod>2027-02-03</lastmod>");
    expect(entry("https://site.example/en/careers")).toContain("<lastmod>2027-02-03</lastmod>");
    expect(xml).not.toContain("kaloum-business-center");
    expect(xml).not.toContain("formateur-hse");
  });
});
