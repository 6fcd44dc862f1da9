import { eq } from "drizzle-orm";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { TranslatorContext } from "~/lib/use-translation";
import { createRoutesStub } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { newsletterSubscriptions, newsPosts, session, user } from "../../../../db/schema";
import { seedCatalog } from "../../../../db/seed";
import { testAppContext } from "../../../../tests/helpers/app-context";
import { makeSession } from "../../../../tests/helpers/registration";
import { callRoute } from "../../../../tests/helpers/route-calls";
import { staffAccount } from "../../../../tests/helpers/staff";
import { useTestDatabase } from "../../../../tests/helpers/test-database";
import type { AppContext } from "~/lib/app-context";
import { createI18n } from "~/lib/i18n";
import { en } from "~/locales/en";
import { fr } from "~/locales/fr";
import AdminDashboard, { loader as dashboardLoader } from "~/routes/admin";
import AdminCourse, { loader as courseLoader } from "~/routes/admin.course";
import AdminNewsPost, { loader as newsPostLoader } from "~/routes/admin.news.post";
import AdminNewsletter, { loader as newsletterLoader } from "~/routes/admin.newsletter";
import { loader as newsletterExportLoader } from "~/routes/admin.newsletter.export";
import { loader as registrationsLoader } from "~/routes/admin.registrations";
import { loader as registrationsExportLoader } from "~/routes/admin.registrations.export";
import { loader as sessionLoader } from "~/routes/admin.session";
import { loader as attendanceLoader } from "~/routes/admin.session.attendance";
import AdminTrainer, { loader as trainerLoader } from "~/routes/admin.trainer";
import { CourseEditPage } from "../catalog/course-edit-page";
import type { CourseEditData } from "../catalog/course-edit-data";

/*
 * Each role is shown only what it may do: the loaders say it (staff-access.server.ts) and the
 * pages, rendered from what the loaders return, follow. A moderator reads the catalogue and
 * the dashboard without a control that would answer 403; an export of personal data needs a
 * session opened with two factors, whatever the role.
 */

const database = useTestDatabase({ prepare: seedCatalog });

type Account = NonNullable<Awaited<ReturnType<typeof staffAccount>>>;
let context: AppContext;
let admin: Account;
let moderator: Account;
/** A moderator who turned two-factor on and signed in with a code. */
let securedModerator: Account;
/** A moderator who turned two-factor on, in a session opened before (a password alone). */
let enrolledModerator: Account;
let sessionId: number;
let postId: number;

beforeAll(async () => {
  context = testAppContext(database.db);
  admin = (await staffAccount(context, "admin"))!;
  moderator = (await staffAccount(context, "moderator"))!;
  securedModerator = (await staffAccount(context, "moderator"))!;
  enrolledModerator = (await staffAccount(context, "moderator"))!;
  for (const account of [securedModerator, enrolledModerator])
    await database.db.update(user).set({ twoFactorEnabled: true }).where(eq(user.id, account.userId));
  await database.db.update(session).set({ aal: "aal2" }).where(eq(session.userId, securedModerator.userId));
  sessionId = await makeSession(database.db, { startsAt: new Date("2027-03-10T08:00:00Z") });
  const [post] = await database.db
    .insert(newsPosts)
    .values({
      slug: "portes-ouvertes",
      title: { fr: "Portes ouvertes", en: "" },
      summary: { fr: "Venez.", en: "" },
      body: { fr: "Une journée.", en: "" },
      publishedOn: "2026-01-01",
      courseId: 101,
    })
    .returning();
  postId = post!.id;
  await database.db
    .insert(newsletterSubscriptions)
    .values({ email: "abonne@example.com", lang: "fr", status: "confirmed", confirmedAt: new Date() });
});

type RouteFn = (args: { request: Request; context: AppContext; params: Record<string, string> }) => unknown;

function load<T>(run: RouteFn, path: string, who: Account, params: Record<string, string> = {}) {
  return callRoute<T>(
    (args) => run({ ...args, params }) as Promise<unknown>,
    new Request(`https://site.example${path}`, { headers: { Cookie: who.cookie } }),
    context,
  );
}

/** The page as the server renders it, in the language of `path`. */
function render(path: string, element: ReactNode) {
  const lang = path.startsWith("/en") ? "en" : "fr";
  const i18n = createI18n(lang, lang === "en" ? en : fr);
  const Stub = createRoutesStub([{ path: "*", Component: () => element }]);
  return renderToString(
    <TranslatorContext value={i18n}>
      <Stub initialEntries={[path]} />
    </TranslatorContext>,
  );
}

/** A route module's page with its loader's data, as React Router would render it. */
function renderPage(
  path: string,
  Page: (props: Record<string, unknown>) => ReactNode,
  loaderData: unknown,
  params: Record<string, string> = {},
) {
  return render(path, <Page loaderData={loaderData} actionData={undefined} params={params} matches={[]} />);
}

describe("the dashboard's quick actions", () => {
  it("offers “Plan a session” to admins only (a moderator would get 403 there)", async () => {
    for (const [who, shown] of [
      [admin, true],
      [moderator, false],
    ] as const) {
      for (const path of ["/admin", "/en/admin"]) {
        const answer = await load<Record<string, unknown>>(dashboardLoader as RouteFn, path, who);
        expect(answer.status).toBe(200);
        expect(answer.body?.mayChange).toBe(shown);
        const html = renderPage(path, AdminDashboard as never, answer.body);
        const label = path.startsWith("/en") ? "Plan a session" : "Planifier une session";
        expect(html.includes(label), `${path} for ${shown ? "an admin" : "a moderator"}`).toBe(shown);
        expect(html.includes(`href="${path === "/admin" ? "" : "/en"}/admin/sessions/new"`)).toBe(shown);
        // What a moderator may open stays.
        expect(html).toContain(`href="${path === "/admin" ? "" : "/en"}/admin/courses"`);
      }
    }
  });
});

describe("the course and trainer editors", () => {
  it.each([
    ["/admin/courses/101", AdminCourse, courseLoader, { courseId: "101" }],
    ["/en/admin/trainers/1", AdminTrainer, trainerLoader, { trainerId: "1" }],
  ] as const)(
    "%s: an image picker for admins, the current image alone for moderators",
    async (path, Page, run, params) => {
      for (const [who, picker] of [
        [admin, true],
        [moderator, false],
      ] as const) {
        const answer = await load(run as RouteFn, path, who, params);
        expect(answer.status).toBe(200);
        const html = renderPage(path, Page as never, answer.body, params);
        expect(html.includes('type="file"'), `${path} for ${picker ? "an admin" : "a moderator"}`).toBe(
          picker,
        );
        expect(html).toContain(path.startsWith("/en") ? "Current image" : "Image actuelle");
      }
    },
  );

  it("the news post's form: a picker per language's image and a course list by title for admins, neither for moderators", async () => {
    const params = { postId: String(postId) };
    for (const [who, isAdmin] of [
      [admin, true],
      [moderator, false],
    ] as const) {
      const answer = await load(newsPostLoader as RouteFn, `/admin/news/${postId}`, who, params);
      const html = renderPage(`/admin/news/${postId}`, AdminNewsPost as never, answer.body, params);
      expect((html.match(/type="file"/g) ?? []).length).toBe(isAdmin ? 2 : 0);
      if (isAdmin) {
        expect(html).toContain("Nouvelle image de la page française");
        expect(html).toContain("Nouvelle image de la page anglaise");
      }
      // The course list, by title, in a select (disabled with the rest of the form when read-only).
      expect(html).toMatch(/<select[^>]*name="courseId"/);
      expect(html).toContain('<option value="101"');
      expect(html).not.toMatch(/name="courseId"[^>]*inputmode/);
    }
  });

  it("renders a refused form whatever was posted: a field sent as a list shows no crash", async () => {
    const refused = {
      notice: { title: "x", message: "Corrigez les champs signalés." },
      lastResult: {
        status: "error",
        initialValue: { title: { fr: ["Un", "Deux"], en: ["One"] }, category: ["qhse", "x"] },
        error: { "title.fr": ["adminCatalog.errors.frenchRequired"] },
      },
    };
    const page = await load<CourseEditData>(courseLoader as RouteFn, "/admin/courses/new", admin);
    expect(render("/admin/courses/new", <CourseEditPage data={page.body!} refused={refused} />)).toContain(
      "Corrigez les champs signalés.",
    );
  });
});

describe("exports of personal data", () => {
  const exports = [
    [
      "/admin/registrations/export.csv?status=confirmed",
      registrationsExportLoader,
      {},
      "/admin/registrations?status=confirmed",
    ],
    [
      "/en/admin/newsletter/export.csv?status=confirmed",
      newsletterExportLoader,
      {},
      "/en/admin/newsletter?status=confirmed",
    ],
  ] as const;

  it.each(exports)(
    "%s: a moderator without a two-factor session is sent back to the list's notice",
    async (path, run, params, list) => {
      for (const who of [moderator, enrolledModerator]) {
        const answer = await load(run as RouteFn, path, who, params);
        expect(answer.status).toBe(302);
        expect(answer.location).toBe(`${list}#export-two-factor`);
      }
    },
  );

  it.each(exports)(
    "%s: a moderator and an admin signed in with two factors download it",
    async (path, run, params) => {
      for (const who of [securedModerator, admin]) {
        const answer = await load(run as RouteFn, path, who, params);
        expect(answer.status).toBe(200);
        expect(answer.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
      }
    },
  );

  it("the attendance sheet (names and companies) is an export too", async () => {
    const path = `/admin/sessions/${sessionId}/attendance.pdf`;
    const params = { sessionId: String(sessionId) };
    const refused = await load(attendanceLoader as RouteFn, path, moderator, params);
    expect(refused.location).toBe(`/admin/sessions/${sessionId}#export-two-factor`);
    const allowed = await load(attendanceLoader as RouteFn, path, securedModerator, params);
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get("Content-Type")).toBe("application/pdf");
    const page = await load<{ attendance: unknown }>(
      sessionLoader as RouteFn,
      `/admin/sessions/${sessionId}`,
      moderator,
      params,
    );
    expect(page.body?.attendance).toEqual({ allowed: false, reauth: false, href: "/profile/two-factor" });
  });

  it("the lists offer the export, or say how to get a two-factor session (set it up, or sign in again with the code)", async () => {
    const access = async (who: Account, path: string, run: RouteFn) =>
      (await load<{ exportAccess: unknown }>(run, path, who)).body?.exportAccess;
    expect(await access(admin, "/admin/registrations", registrationsLoader as RouteFn)).toEqual({
      allowed: true,
    });
    expect(await access(securedModerator, "/admin/newsletter", newsletterLoader as RouteFn)).toEqual({
      allowed: true,
    });
    expect(
      await access(moderator, "/en/admin/registrations?status=confirmed", registrationsLoader as RouteFn),
    ).toEqual({
      allowed: false,
      reauth: false,
      href: "/en/profile/two-factor",
    });
    expect(
      await access(enrolledModerator, "/admin/newsletter?status=pending", newsletterLoader as RouteFn),
    ).toEqual({
      allowed: false,
      reauth: true,
      href: `/profile/two-factor?required=1&redirectTo=${encodeURIComponent("/admin/newsletter?status=pending")}`,
    });

    const list = await load(newsletterLoader as RouteFn, "/admin/newsletter", moderator);
    const html = renderPage("/admin/newsletter", AdminNewsletter as never, list.body);
    expect(html).not.toContain("export.csv");
    expect(html).toContain('id="export-two-factor"');
    expect(html).toContain("Activer la validation en deux étapes");
    expect(html).toContain('href="/profile/two-factor"');
    const secured = await load(newsletterLoader as RouteFn, "/admin/newsletter", securedModerator);
    const securedHtml = renderPage("/admin/newsletter", AdminNewsletter as never, secured.body);
    expect(securedHtml).toContain("/admin/newsletter/export.csv");
    expect(securedHtml).not.toContain('id="export-two-factor"');
  });
});
