import { describe, expect, it } from "vitest";
import { contactMessages, emailOutbox, rateLimits } from "../../../db/schema";
import { testAppContext } from "../../../tests/helpers/app-context";
import { useTestDatabase } from "../../../tests/helpers/test-database";
import { contactAction, type ContactActionData } from "./contact-action.server";

const database = useTestDatabase({ emptyBeforeEach: [contactMessages, emailOutbox, rateLimits] });

function context(clientIp = "203.0.113.10") {
  return testAppContext(database.db, { clientIp, env: { STAFF_EMAIL: "staff@example.com" } });
}

const good = {
  name: "Aïssata Camara",
  email: "Aissata@Example.com",
  phone: "+224 620 12 34 56",
  subject: "Demande de devis",
  message: "Bonjour,\nje voudrais un devis.",
  service: "consulting",
};

function post(fields: Record<string, string>, path = "/contact") {
  return new Request(`http://localhost${path}`, { method: "POST", body: new URLSearchParams(fields) });
}

/** The action answers with data() (bad input, limit) or a redirect Response (success). */
async function submit(fields: Record<string, string>, { path = "/contact", ip = "203.0.113.10" } = {}) {
  const result = (await contactAction({ request: post(fields, path), context: context(ip) })) as unknown;
  if (result instanceof Response)
    return { status: result.status, location: result.headers.get("Location"), body: null };
  const { data, init } = result as { data: ContactActionData; init: ResponseInit | null };
  return { status: init?.status ?? 200, location: null, body: data };
}

async function counts() {
  return {
    messages: (await database.db.select().from(contactMessages)).length,
    mail: (await database.db.select().from(emailOutbox)).length,
  };
}

describe("contact action", () => {
  it("stores the message and queues the staff e-mail and the acknowledgement in the sender's language", async () => {
    const answer = await submit(good, { path: "/en/contact" });
    expect(answer.status).toBe(302);
    expect(answer.location).toBe("/en/contact");
    const [stored] = await database.db.select().from(contactMessages);
    expect(stored).toMatchObject({
      name: "Aïssata Camara",
      email: "aissata@example.com",
      service: "consulting",
      lang: "en",
      message: "Bonjour,\nje voudrais un devis.",
    });
    const mail = await database.db.select().from(emailOutbox);
    expect(mail.map((row) => [row.kind, row.toAddress])).toEqual([
      ["contact-staff", "staff@example.com"],
      ["contact-ack", "aissata@example.com"],
    ]);
    expect(mail[0]?.replyTo).toBe("aissata@example.com");
    expect(mail[1]?.subject).toBe("We have received your message");
  });

  it("refuses bad input with 400 and a key under each faulty field, writing nothing", async () => {
    const answer = await submit({
      name: " ",
      email: "not-an-address",
      subject: "",
      message: "",
      service: "mining",
    });
    expect(answer.status).toBe(400);
    expect(answer.body?.result.error).toMatchObject({
      name: ["contact.errors.nameRequired"],
      email: ["contact.errors.emailInvalid"],
      subject: ["contact.errors.subjectRequired"],
      message: ["contact.errors.messageRequired"],
      service: ["contact.errors.serviceInvalid"],
    });
    expect(await counts()).toEqual({ messages: 0, mail: 0 });
  });

  it("refuses a 100 KB message, line breaks in one-line fields and NUL bytes", async () => {
    const huge = await submit({ ...good, message: "x".repeat(100 * 1024) });
    expect(huge.status).toBe(400);
    expect(huge.body?.result.error?.message).toEqual(["contact.errors.messageTooLong"]);

    const injected = await submit({
      ...good,
      name: "Eve\r\nBcc: victim@example.com",
      subject: "Hi\nBcc: x@example.com",
    });
    expect(injected.status).toBe(400);
    expect(injected.body?.result.error).toMatchObject({
      name: ["contact.errors.singleLine"],
      subject: ["contact.errors.singleLine"],
    });

    const nul = await submit({ ...good, message: "a\u0000b" });
    expect(nul.status).toBe(400);
    expect(await counts()).toEqual({ messages: 0, mail: 0 });
  });

  it("refuses malformed e-mail addresses", async () => {
    for (const email of [
      "a@b",
      "a@@example.com",
      "a b@example.com",
      "<a@example.com>",
      "a@example.com\nBcc: b@example.com",
    ]) {
      const answer = await submit({ ...good, email });
      expect(answer.status, email).toBe(400);
    }
    expect(await counts()).toEqual({ messages: 0, mail: 0 });
  });

  it("refuses markup in one-line fields; stores a message's markup as plain text and escapes it in the HTML e-mail", async () => {
    const script = `<script>alert("x")</script>`;
    const refused = await submit({ ...good, name: `${script}Eve`, subject: `<b>${script}</b>` });
    expect(refused.status).toBe(400);
    expect(refused.body?.result.error).toMatchObject({
      name: ["common.textRules.markup"],
      subject: ["common.textRules.markup"],
    });
    expect(await counts()).toEqual({ messages: 0, mail: 0 });
    await submit({ ...good, message: `<img src=x onerror=alert(1)> ${script}` });
    const [stored] = await database.db.select().from(contactMessages);
    expect(stored?.message).toBe(`<img src=x onerror=alert(1)> ${script}`);
    const mail = await database.db.select().from(emailOutbox);
    for (const row of mail) {
      expect(row.htmlBody).not.toContain("<script>");
      expect(row.htmlBody).not.toContain("<img src=x");
    }
    expect(mail[0]?.htmlBody).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
  });

  it("refuses invisible characters (direction overrides, zero-width spaces) and formula starts with the shared messages", async () => {
    const answer = await submit(
      {
        ...good,
        name: "Awa\u202eetnom",
        subject: "Devis\u200bformation",
        message: "Bonjour\u202e, je voudrais un devis.",
        phone: "+224\u200b620 12 34 56",
      },
      { path: "/en/contact" },
    );
    expect(answer.status).toBe(400);
    expect(answer.body?.result.error).toEqual({
      name: ["common.textRules.invisible"],
      subject: ["common.textRules.invisible"],
      message: ["common.textRules.invisible"],
      phone: ["common.textRules.invisible"],
    });
    const formula = await submit({ ...good, subject: '=HYPERLINK("https://evil.example","Devis")' });
    expect(formula.body?.result.error).toEqual({ subject: ["common.textRules.formula"] });
    expect(await counts()).toEqual({ messages: 0, mail: 0 });
  });

  it("pretends to accept a filled honeypot but stores and sends nothing", async () => {
    const answer = await submit({ ...good, website: "http://spam.example" });
    expect(answer.status).toBe(302);
    expect(await counts()).toEqual({ messages: 0, mail: 0 });
  });

  it("accepts 5 messages per 10 minutes per address, then answers 429 with the minutes left", async () => {
    for (let i = 0; i < 5; i++) expect((await submit(good, { ip: "198.51.100.1" })).status).toBe(302);
    const limited = await submit(good, { ip: "198.51.100.1" });
    expect(limited.status).toBe(429);
    expect(limited.body?.notice).toBe("Trop de messages envoyés. Veuillez réessayer dans 10 minutes.");
    const english = await submit(good, { ip: "198.51.100.1", path: "/en/contact" });
    expect(english.body?.notice).toBe("Too many messages sent. Please try again in 10 minutes.");
    expect((await counts()).messages).toBe(5);
    // Someone else is not affected.
    expect((await submit(good, { ip: "198.51.100.2" })).status).toBe(302);
  });

  it("answers 400, not 500, to a body that is not a form, and 413 to a huge one", async () => {
    const json = new Request("http://localhost/contact", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(good),
    });
    const notForm = (await contactAction({ request: json, context: context() })) as unknown as {
      init: ResponseInit;
    };
    expect(notForm.init.status).toBe(400);
    const big = post({ ...good, message: "x".repeat(400 * 1024) });
    const tooBig = (await contactAction({ request: big, context: context() })) as unknown as {
      init: ResponseInit;
    };
    expect(tooBig.init.status).toBe(413);
    expect(await counts()).toEqual({ messages: 0, mail: 0 });
  });
});
