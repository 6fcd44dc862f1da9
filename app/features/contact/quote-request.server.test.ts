import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contactMessages, courses, emailOutbox, rateLimits } from "../../../db/schema";
import { seedCatalog } from "../../../db/seed";
import { testAppContext } from "../../../tests/helpers/app-context";
import { useTestDatabase } from "../../../tests/helpers/test-database";
import { getT } from "~/lib/i18n.server";
import { quoteRequestAction, quoteRequestLoader, type QuoteRequestActionData } from "./quote-request.server";

/*
 * "Demander un devis" from a course page: the request reaches the staff's inbox and their e-mail,
 * the requester gets an acknowledgement in their language; bad input changes nothing.
 */

const database = useTestDatabase({
  prepare: seedCatalog,
  emptyBeforeEach: [contactMessages, emailOutbox, rateLimits],
});

const context = (clientIp = "203.0.113.20") =>
  testAppContext(database.db, { clientIp, env: { STAFF_EMAIL: "staff@example.com" } });

const good = {
  company: "Société Minière de Boké",
  name: "Mariama Bah",
  email: "Mariama.Bah@Example.com",
  phone: "+224 620 12 34 56",
  people: "12",
  preferredDates: "Semaine du 12 avril",
  place: "theirs",
  city: "Boké",
  message: "Deux groupes de six, si possible.",
};

async function submit(
  fields: Record<string, string>,
  { courseId = "101", lang = "fr" as "fr" | "en", ip = "203.0.113.20" } = {},
) {
  const path = `${lang === "en" ? "/en" : ""}/courses/${courseId}/quote`;
  const result = (await quoteRequestAction({
    request: new Request(`http://localhost${path}`, { method: "POST", body: new URLSearchParams(fields) }),
    context: context(ip),
    params: { courseId },
  })) as unknown;
  if (result instanceof Response)
    return { status: result.status, location: result.headers.get("Location"), body: null };
  const { data, init } = result as { data: QuoteRequestActionData; init: ResponseInit | null };
  return { status: init?.status ?? 200, location: null, body: data };
}

const counts = async () => ({
  messages: (await database.db.select().from(contactMessages)).length,
  mail: (await database.db.select().from(emailOutbox)).length,
});

describe("a quote request", () => {
  it("reaches the inbox as a quote request with its facts, and queues the staff e-mail and the acknowledgement", async () => {
    const answer = await submit(good);
    expect(answer).toMatchObject({ status: 302, location: "/courses/101" });
    const [stored] = await database.db.select().from(contactMessages);
    const [course] = await database.db
      .select({ title: courses.title })
      .from(courses)
      .where(eq(courses.id, 101));
    expect(stored).toMatchObject({
      kind: "quote_request",
      service: "training",
      name: "Mariama Bah",
      email: "mariama.bah@example.com",
      lang: "fr",
      subject: `Demande de devis : ${course!.title.fr}`,
      message: "Deux groupes de six, si possible.",
      quote: {
        courseId: 101,
        courseTitle: course!.title.fr,
        company: "Société Minière de Boké",
        people: 12,
        preferredDates: "Semaine du 12 avril",
        place: "theirs",
        city: "Boké",
      },
    });
    const mail = await database.db.select().from(emailOutbox).orderBy(emailOutbox.id);
    expect(mail.map((row) => [row.kind, row.toAddress])).toEqual([
      ["contact-staff", "staff@example.com"],
      ["contact-ack", "mariama.bah@example.com"],
    ]);
    expect(mail[0]?.subject).toMatch(/^\[Devis #\d+\] Demande de devis : /);
    for (const fact of ["Entreprise : Société Minière de Boké", "Participants : 12", "Chez le client, Boké"])
      expect(mail[0]?.textBody).toContain(fact);
    expect(mail[0]?.replyTo).toBe("mariama.bah@example.com");
  });

  it("in English: the acknowledgement, the subject and the way back are English; at our premises no city is kept", async () => {
    const answer = await submit({ ...good, place: "ours", city: "Ignorée", message: "" }, { lang: "en" });
    expect(answer).toMatchObject({ status: 302, location: "/en/courses/101" });
    const [stored] = await database.db.select().from(contactMessages);
    expect(stored?.subject).toMatch(/^Quote request: /);
    expect(stored?.quote).toMatchObject({ place: "ours", city: null });
    expect(stored?.message).toBe("");
    const [, ack] = await database.db.select().from(emailOutbox).orderBy(emailOutbox.id);
    expect(ack?.subject).toBe("We have received your message");
  });

  it("refuses bad input with 400 and the field's message in the page's language, writing nothing", async () => {
    const answer = await submit({
      company: " ",
      name: "",
      email: "nope",
      people: "0",
      preferredDates: "",
      place: "theirs",
      message: "x".repeat(3001),
    });
    expect(answer.status).toBe(400);
    expect(answer.body?.result.error).toMatchObject({
      company: ["quoteRequest.errors.companyRequired"],
      name: ["quoteRequest.errors.nameRequired"],
      email: ["quoteRequest.errors.emailInvalid"],
      people: ["quoteRequest.errors.peopleInvalid"],
      preferredDates: ["quoteRequest.errors.datesRequired"],
      city: ["quoteRequest.errors.cityRequired"],
      message: ["quoteRequest.errors.messageTooLong"],
    });
    expect((await submit({ ...good, place: "moon" })).body?.result.error).toMatchObject({
      place: ["quoteRequest.errors.placeInvalid"],
    });
    for (const people of ["501", "2.5", "douze", "-3"])
      expect((await submit({ ...good, people })).body?.result.error).toMatchObject({
        people: ["quoteRequest.errors.peopleInvalid"],
      });
    // At the company's premises, the city is required.
    expect((await submit({ ...good, city: "" })).body?.result.error).toMatchObject({
      city: ["quoteRequest.errors.cityRequired"],
    });
    expect(await counts()).toEqual({ messages: 0, mail: 0 });
    // Every message the form can show exists in both languages.
    for (const lang of ["fr", "en"] as const)
      for (const key of Object.values(answer.body!.result.error!).flat())
        expect(getT(lang)(key as never)).not.toBe(key);
  });

  it("shares the contact form's limit per address: 429 with Retry-After, nothing stored past it", async () => {
    let last = await submit(good, { ip: "198.51.100.7" });
    for (let i = 0; i < 20 && last.status === 302; i++) last = await submit(good, { ip: "198.51.100.7" });
    expect(last.status).toBe(429);
    expect(last.body?.notice).toMatch(/Trop d'envois depuis votre connexion/);
    const stored = (await counts()).messages;
    expect((await submit(good, { ip: "198.51.100.7" })).status).toBe(429);
    expect((await counts()).messages).toBe(stored);
  });

  it("a robot filling the hidden field is thanked and nothing is stored", async () => {
    const answer = await submit({ ...good, website: "http://spam.example" });
    expect(answer.status).toBe(302);
    expect(await counts()).toEqual({ messages: 0, mail: 0 });
  });

  it("an unknown, archived or malformed course: 404, nothing stored", async () => {
    await database.db.update(courses).set({ archivedAt: new Date() }).where(eq(courses.id, 102));
    for (const courseId of ["999999", "102", "abc"]) {
      expect((await submit(good, { courseId })).status).toBe(404);
      const page = (await quoteRequestLoader({
        request: new Request(`http://localhost/courses/${courseId}/quote`),
        context: context(),
        params: { courseId },
      })) as unknown as { init: ResponseInit | null; data: { course: unknown } };
      expect([page.init?.status, page.data.course]).toEqual([404, null]);
    }
    await database.db.update(courses).set({ archivedAt: null }).where(eq(courses.id, 102));
    expect(await counts()).toEqual({ messages: 0, mail: 0 });
  });
});
