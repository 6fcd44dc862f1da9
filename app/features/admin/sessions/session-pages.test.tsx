import { renderToString } from "react-dom/server";
import { TranslatorContext } from "~/lib/use-translation";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { createI18n } from "~/lib/i18n";
import { en } from "~/locales/en";
import { fr } from "~/locales/fr";
import { SessionDetailPage, NewSessionPage, type SessionDetailData } from "./session-detail";
import type { SessionFormValues } from "./session-form";
import { SessionsPage, type SessionsPageData } from "./sessions-page";

/*
 * The sessions screens as the server renders them, in both languages: every string found (no
 * translation key shows through), the form's fields, the registrations linked to their page.
 */

function render(path: string, element: React.ReactNode) {
  const lang = path.startsWith("/en") ? "en" : "fr";
  const i18n = createI18n(lang, lang === "en" ? en : fr);
  const Stub = createRoutesStub([{ path: "*", Component: () => element }]);
  return renderToString(
    <TranslatorContext value={i18n}>
      <Stub initialEntries={[path]} />
    </TranslatorContext>,
  );
}

const values: SessionFormValues = {
  courseId: "101",
  startsAt: "2027-07-01T09:00",
  endsAt: "2027-07-03T17:00",
  timeZone: "Europe/Paris",
  format: "presentiel",
  venueName: "Part-Dieu",
  streetAddress: "129 rue Servient",
  city: "Lyon",
  country: "FR",
  totalSeats: "12",
  price: "",
  currency: "EUR",
  trainerId: "1",
  trainerEmail: "formateur@example.com",
};
const choices = {
  courses: [{ id: 101, title: "Fondamentaux QHSE", price: "1 500,00 €" }],
  trainers: [{ id: 1, name: "Mamadou Lamine Diallo" }],
};
const person = (id: number, status: "confirmed" | "waitlisted") => ({
  id,
  name: `Person ${id}`,
  email: `p${id}@example.com`,
  status,
  paymentStatus: "pending" as const,
  registered: "1 mars 2027",
});
const detail: SessionDetailData = {
  found: true,
  id: 7,
  course: "Fondamentaux QHSE",
  dates: "jeudi 1 juillet 2027 – samedi 3 juillet 2027",
  time: "09:00 – 17:00",
  format: "presentiel",
  place: "Lyon, France",
  trainer: "Mamadou Lamine Diallo",
  price: "1 500,00 €",
  status: "scheduled",
  taken: 1,
  totalSeats: 12,
  fill: 8,
  registrations: [person(31, "confirmed")],
  waitlist: [person(32, "waitlisted")],
  started: false,
  edit: { ...choices, antiForgery: "token", values, toTell: 2, priceNote: "PRICE-NOTE" },
  mayChange: true,
  attendance: { allowed: true },
};

describe("the sessions screens", () => {
  it.each(["/admin/sessions/7", "/en/admin/sessions/7"])(
    "%s: details, registrations and waiting list linked, edit form and cancel confirmation",
    (path) => {
      const html = render(path, <SessionDetailPage data={detail} refused={null} />);
      expect(html).not.toMatch(/adminSessions\.|admin\.nav/);
      const prefix = path.startsWith("/en") ? "/en" : "";
      expect(html).toContain(`href="${prefix}/admin/registrations/31"`);
      expect(html).toContain(`href="${prefix}/admin/registrations/32"`);
      expect(html).toContain(`href="${prefix}/admin/sessions/7/attendance.pdf"`);
      for (const name of [
        "courseId",
        "startsAt",
        "endsAt",
        "timeZone",
        "format",
        "city",
        "totalSeats",
        "price",
        "currency",
        "trainerId",
        "trainerEmail",
        "csrf",
      ])
        expect(html).toContain(`name="${name}"`);
      // The trainer's account shows as its e-mail, with what it is for.
      expect(html).toContain('value="formateur@example.com"');
      expect(html).toContain(
        path.startsWith("/en")
          ? "This account leads the session&#x27;s live video room (remote sessions)."
          : "Ce compte anime la salle de visioconférence de la session (sessions à distance).",
      );
      // The loader's note on the price (how many registrations keep theirs), by the price field.
      expect(html).toMatch(/id="[^"]*price-hint"[^>]*>[^<]*PRICE-NOTE</);
      expect(html).toContain('type="datetime-local"');
      expect(html).toContain('value="2027-07-01T09:00"');
      expect(html).toContain('name="intent" value="cancel"');
      // Each field's form owner is a form: the first element of that id (the browser's lookup),
      // and the only one. A heading of the same id left the fields ownerless and unsent.
      const elements = [...html.matchAll(/<(\w+)\b[^>]*\sid="([^"]+)"/g)].map(([, tag, id]) => ({ tag, id }));
      const owners = new Set([...html.matchAll(/\sform="([^"]+)"/g)].map(([, id]) => id));
      expect(owners.size).toBeGreaterThan(0);
      for (const owner of owners) {
        expect(
          elements.filter((element) => element.id === owner).map((element) => element.tag),
          owner,
        ).toEqual(["form"]);
      }
      expect(html).toContain(
        path.startsWith("/en") ? "2 people (registered or waiting)" : "2 personnes (inscrites ou en attente)",
      );
    },
  );

  it.each([
    ["/admin/sessions/7", "ni en attente : aucun e-mail ne sera envoyé."],
    ["/en/admin/sessions/7", "No one is registered or waiting: no e-mail will be sent."],
  ])("%s: cancelling a session with no one on it says so, not “0 person”", (path, sentence) => {
    const html = render(
      path,
      <SessionDetailPage data={{ ...detail, edit: { ...detail.edit!, toTell: 0 } }} refused={null} />,
    );
    expect(html).toContain(sentence);
    expect(html).not.toMatch(/>0 (personne|person)/);
  });

  it("shows a moderator no form, and a refused edit's field error in the page's language", () => {
    const moderator = render(
      "/admin/sessions/7",
      <SessionDetailPage data={{ ...detail, edit: null, mayChange: false }} refused={null} />,
    );
    expect(moderator).not.toContain('name="intent"');
    expect(moderator).toContain("Seuls les administrateurs planifient et modifient les sessions.");
    const refused = render(
      "/en/admin/sessions/new",
      <NewSessionPage
        data={{ ...choices, values, antiForgery: "token" }}
        refused={{
          intent: "save",
          notice: { title: "The session was not saved", message: "Correct the fields marked." },
          lastResult: {
            status: "error",
            initialValue: { ...values, endsAt: "2027-06-01T09:00" },
            error: { endsAt: ["adminSessions.errors.endBeforeStart"] },
          },
        }}
      />,
    );
    expect(refused).toContain("The end must come after the start.");
    const unknownAccount = render(
      "/admin/sessions/new",
      <NewSessionPage
        data={{ ...choices, values, antiForgery: "token" }}
        refused={{
          intent: "save",
          notice: { title: "La session n'a pas été enregistrée", message: "Corrigez les champs signalés." },
          lastResult: {
            status: "error",
            initialValue: { ...values, trainerEmail: "personne@example.com" },
            error: { trainerEmail: ["adminSessions.errors.trainerAccount"] },
          },
        }}
      />,
    );
    expect(unknownAccount).toContain("Aucun compte avec cette adresse.");
    expect(unknownAccount).toContain('value="personne@example.com"');
    expect(refused).toContain("Correct the fields marked.");
    expect(refused).not.toMatch(/adminSessions\./);
  });

  it.each(["/admin/sessions", "/en/admin/sessions"])(
    "%s: the list with its sortable columns keeping the filters",
    (path) => {
      const data: SessionsPageData = {
        rows: [
          {
            id: 7,
            course: "Fondamentaux QHSE",
            start: "1 juil. 2027 09:00",
            startIso: "2027-07-01T07:00:00.000Z",
            city: null,
            format: "distanciel",
            trainer: null,
            taken: 3,
            totalSeats: 12,
            fill: 25,
            waiting: 0,
            status: "scheduled",
          },
        ],
        total: 1,
        page: 1,
        pageCount: 1,
        filters: { course: 101, when: "upcoming", status: null, sort: "start", dir: "asc" },
        courses: [{ id: 101, title: "Fondamentaux QHSE" }],
        whens: ["upcoming", "past"],
        statuses: ["scheduled", "cancelled"],
        mayChange: true,
      };
      const html = render(path, <SessionsPage {...data} />);
      expect(html).not.toMatch(/adminSessions\.|admin\.(nav|table)/);
      const prefix = path.startsWith("/en") ? "/en" : "";
      expect(html).toContain(
        `href="${prefix}/admin/sessions?course=101&amp;when=upcoming&amp;sort=fill&amp;dir=asc"`,
      );
      expect(html).toContain('aria-sort="ascending"');
      expect(html).toContain("3 / 12");
      expect(html).toContain("25 %");
      expect(html).toContain(`href="${prefix}/admin/sessions/new"`);
      // A remote session has no city: it says so, never "not given".
      expect(html).toContain(prefix ? "Online" : "À distance (visioconférence)");
      const past = render(
        path,
        <SessionsPage {...data} rows={data.rows.map((row) => ({ ...row, status: "completed" as const }))} />,
      );
      expect(past).toContain(prefix ? "Completed" : "Terminée");
      expect(past).not.toContain(prefix ? "Scheduled</td>" : "Planifiée</td>");
    },
  );

  it.each(["/admin/sessions/7", "/en/admin/sessions/7"])(
    "%s: a remote session past its end reads online and completed",
    (path) => {
      const html = render(
        path,
        <SessionDetailPage
          data={{
            ...detail,
            format: "distanciel",
            place: null,
            status: "completed",
            started: true,
            edit: null,
          }}
          refused={null}
        />,
      );
      const english = path.startsWith("/en");
      expect(html).toContain(english ? "Online" : "À distance (visioconférence)");
      expect(html).toMatch(
        english
          ? /data-session-status="completed"[^>]*>Completed</
          : /data-session-status="completed"[^>]*>Terminée</,
      );
    },
  );
});
