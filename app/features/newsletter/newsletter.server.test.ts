import { describe, expect, it } from "vitest";
import { emailOutbox, newsletterSubscriptions, rateLimits } from "../../../db/schema";
import { testAppContext } from "../../../tests/helpers/app-context";
import { useTestDatabase } from "../../../tests/helpers/test-database";
import { html } from "../mail/html.server";
import { newsletterIssueEmail } from "../mail/templates/newsletter.server";
import { loader as confirmLoader } from "~/routes/newsletter.confirm";
import { action as unsubscribeAction, loader as unsubscribeLoader } from "~/routes/newsletter.unsubscribe";
import { newsletterAction } from "./newsletter-action.server";
import { RESEND_AFTER_MS, subscribe } from "./subscriptions.server";
import { signToken } from "./tokens.server";

const secret = "k".repeat(32);
const database = useTestDatabase({ emptyBeforeEach: [newsletterSubscriptions, emailOutbox, rateLimits] });

function context(clientIp = "203.0.113.20") {
  return testAppContext(database.db, { clientIp, secret });
}

type DataResult = { data: unknown; init: ResponseInit | null };

async function signUp(fields: Record<string, string>, { path = "/newsletter", ip = "203.0.113.20" } = {}) {
  const request = new Request(`http://localhost${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
  });
  const result = (await newsletterAction({ request, context: context(ip) })) as unknown;
  if (result instanceof Response) {
    return {
      status: result.status,
      location: result.headers.get("Location"),
      cookie: result.headers.get("Set-Cookie"),
      data: null,
    };
  }
  const { data, init } = result as DataResult;
  return { status: init?.status ?? 200, location: null, cookie: null, data };
}

const outbox = () => database.db.select().from(emailOutbox);
const subscriptions = () => database.db.select().from(newsletterSubscriptions);
const links = { siteUrl: "https://site.example", secret };

function linkIn(text: string): string {
  const match = /https:\/\/site\.example(\S*\/newsletter\/confirm\?token=\S+)/.exec(text);
  if (!match?.[1]) throw new Error("no confirmation link");
  return match[1];
}

async function load(loader: (args: never) => unknown, path: string) {
  const request = new Request(`http://localhost${path}`);
  const result = (await loader({ request, context: context(), params: {} } as never)) as Record<string, unknown>;
  if ("init" in result && "data" in result) {
    const { data, init } = result as unknown as DataResult;
    return { status: init?.status ?? 200, data: data as Record<string, unknown> };
  }
  return { status: 200, data: result };
}

describe("newsletter sign-up", () => {
  it("stores the address with its language and queues a signed confirmation link in that language", async () => {
    const answer = await signUp({ email: " Ami@Example.com ", via: "fetch" }, { path: "/en/newsletter" });
    expect(answer).toMatchObject({ status: 200, data: { status: "subscribed" } });
    expect(await subscriptions()).toMatchObject([
      { email: "ami@example.com", lang: "en", status: "pending" },
    ]);
    const [mail] = await outbox();
    expect(mail).toMatchObject({ kind: "newsletter-confirm", toAddress: "ami@example.com" });
    expect(mail?.subject).toBe("Please confirm your newsletter subscription");
    expect(linkIn(mail!.textBody)).toMatch(/^\/en\/newsletter\/confirm\?token=/);
    expect(mail?.htmlBody).toContain("/en/newsletter/confirm?token=");
  });

  it("gives the same answer for a new, a pending and a confirmed address, and sends no duplicate", async () => {
    const first = await signUp({ email: "known@example.com", via: "fetch" });
    const again = await signUp({ email: "known@example.com", via: "fetch" });
    await database.db.update(newsletterSubscriptions).set({ status: "confirmed" });
    const confirmed = await signUp({ email: "known@example.com", via: "fetch" });
    const fresh = await signUp({ email: "new@example.com", via: "fetch" });
    for (const answer of [again, confirmed, fresh]) expect(answer).toEqual(first);
    expect((await outbox()).map((row) => row.toAddress)).toEqual(["known@example.com", "new@example.com"]);
  });

  it("sends a confirmation again to a pending address after a while, and to one that unsubscribed", async () => {
    const start = new Date();
    await subscribe(database.db, { email: "a@example.com", lang: "fr", now: start }, links);
    const soon = await subscribe(
      database.db,
      { email: "a@example.com", lang: "fr", now: new Date(start.getTime() + 60_000) },
      links,
    );
    expect(soon).toBe("recently-sent");
    const later = new Date(start.getTime() + RESEND_AFTER_MS + 1);
    expect(await subscribe(database.db, { email: "a@example.com", lang: "en", now: later }, links)).toBe(
      "resent",
    );
    await database.db.update(newsletterSubscriptions).set({ status: "unsubscribed" });
    expect(await subscribe(database.db, { email: "a@example.com", lang: "fr", now: later }, links)).toBe(
      "resent",
    );
    expect(await outbox()).toHaveLength(3);
    expect(await subscriptions()).toMatchObject([{ status: "pending", lang: "fr" }]);
  });

  it("refuses a missing or malformed address with 400 and a message in the page's language", async () => {
    expect(await signUp({ email: "", via: "fetch" })).toMatchObject({
      status: 400,
      data: { status: "error", error: "Veuillez indiquer votre adresse e-mail." },
    });
    expect(await signUp({ email: "<script>@x", via: "fetch" }, { path: "/en/newsletter" })).toMatchObject({
      status: 400,
      data: { status: "error", error: "Invalid e-mail address (for example: name@domain.com)." },
    });
    expect((await signUp({ email: `${"a".repeat(300)}@example.com` })).status).toBe(400);
    expect(await subscriptions()).toHaveLength(0);
    expect(await outbox()).toHaveLength(0);
  });

  it("without JavaScript, redirects back to the page with a flash, never to another site", async () => {
    const back = await signUp(
      { email: "nojs@example.com", redirectTo: "/en/courses?category=sst" },
      { path: "/en/newsletter" },
    );
    expect(back.status).toBe(302);
    expect(back.location).toBe("/en/courses?category=sst");
    expect(back.cookie).toContain("flash=");
    for (const redirectTo of ["https://evil.example/", "//evil.example", "/\\evil.example", "/\t/evil.example"]) {
      expect((await signUp({ email: "nojs@example.com", redirectTo })).location).toBe("/");
    }
    // A character a Location header cannot hold comes back percent-encoded, not as a 500.
    const unicode = await signUp({ email: "nojs2@example.com", redirectTo: "/courses?q=ε→" });
    expect(unicode).toMatchObject({ status: 302, location: "/courses?q=%CE%B5%E2%86%92" });
  });

  it("limits sign-ups per client address with 429", async () => {
    for (let i = 0; i < 10; i++)
      await signUp({ email: `u${i}@example.com`, via: "fetch" }, { ip: "198.51.100.9" });
    const limited = await signUp({ email: "u10@example.com", via: "fetch" }, { ip: "198.51.100.9" });
    expect(limited.status).toBe(429);
    expect(limited.data).toMatchObject({ error: "Trop de demandes. Veuillez réessayer dans 10 minutes." });
  });
});

describe("confirmation and unsubscribe pages", () => {
  it("confirms with the e-mailed link and offers an unsubscribe link that works", async () => {
    await signUp({ email: "ami@example.com", via: "fetch" });
    const [mail] = await outbox();
    const confirmed = await load(confirmLoader, linkIn(mail!.textBody));
    expect(confirmed).toMatchObject({ status: 200, data: { state: "confirmed" } });
    expect(await subscriptions()).toMatchObject([{ status: "confirmed" }]);
    // Opening it again is harmless.
    expect((await load(confirmLoader, linkIn(mail!.textBody))).data.state).toBe("already-confirmed");

    const unsubscribeHref = confirmed.data.unsubscribeHref as string;
    expect(unsubscribeHref).toMatch(/^\/newsletter\/unsubscribe\?token=/);
    const asked = await load(unsubscribeLoader, unsubscribeHref);
    expect(asked.data).toMatchObject({ state: "ask", email: "ami@example.com" });
    expect(await subscriptions()).toMatchObject([{ status: "confirmed" }]);

    // The form posts the token in its body, to the bare address.
    const request = new Request("http://localhost/newsletter/unsubscribe", {
      method: "POST",
      body: new URLSearchParams({ token: asked.data.token as string }),
    });
    const answer = (await unsubscribeAction({ request, context: context(), params: {} } as never)) as Response;
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe(unsubscribeHref);
    expect(await subscriptions()).toMatchObject([{ status: "unsubscribed" }]);
    // The page it leads to says so, with a 200.
    expect(await load(unsubscribeLoader, unsubscribeHref)).toMatchObject({
      status: 200,
      data: { state: "done", email: "ami@example.com" },
    });
  });

  it("supports one-click unsubscribe from mail clients (token in the URL)", async () => {
    await subscribe(database.db, { email: "one@example.com", lang: "fr" }, links);
    const token = signToken(secret, "unsubscribe", "one@example.com");
    const request = new Request(`http://localhost/newsletter/unsubscribe?token=${token}`, {
      method: "POST",
      body: new URLSearchParams({ "List-Unsubscribe": "One-Click" }),
    });
    await unsubscribeAction({ request, context: context(), params: {} } as never);
    expect(await subscriptions()).toMatchObject([{ status: "unsubscribed" }]);
  });

  it("refuses forged and expired links with a 4xx page and changes nothing", async () => {
    await subscribe(database.db, { email: "ami@example.com", lang: "fr" }, links);
    const forged = signToken("f".repeat(32), "confirm", "ami@example.com", { validDays: 7 });
    expect(await load(confirmLoader, `/newsletter/confirm?token=${forged}`)).toMatchObject({
      status: 400,
      data: { state: "invalid" },
    });
    expect((await load(confirmLoader, "/en/newsletter/confirm")).status).toBe(400);
    const expired = signToken(secret, "confirm", "ami@example.com", {
      now: new Date(Date.now() - 8 * 86_400_000),
      validDays: 7,
    });
    expect(await load(confirmLoader, `/newsletter/confirm?token=${expired}`)).toMatchObject({
      status: 410,
      data: { state: "expired" },
    });
    const forgedUnsubscribe = signToken("f".repeat(32), "unsubscribe", "ami@example.com");
    expect((await load(unsubscribeLoader, `/newsletter/unsubscribe?token=${forgedUnsubscribe}`)).status).toBe(
      400,
    );
    const request = new Request(`http://localhost/newsletter/unsubscribe`, {
      method: "POST",
      body: new URLSearchParams({ token: forgedUnsubscribe }),
    });
    const refused = (await unsubscribeAction({
      request,
      context: context(),
      params: {},
    } as never)) as unknown as DataResult;
    expect(refused.init?.status).toBe(400);
    expect(await subscriptions()).toMatchObject([{ status: "pending" }]);
  });
});

describe("newsletter issue e-mails", () => {
  it("always carry the unsubscribe link, in the body and in the List-Unsubscribe headers", () => {
    const url = "https://site.example/en/newsletter/unsubscribe?token=abc";
    const mail = newsletterIssueEmail({
      lang: "en",
      subject: "October news",
      text: "News <b>",
      body: html`<p>${"News <b>"}</p>`,
      unsubscribeUrl: url,
      siteUrl: "https://site.example",
    });
    expect(mail.text).toContain(`Unsubscribe: ${url}`);
    expect(mail.html).toContain(`href="${url}"`);
    expect(mail.html).toContain("News &lt;b&gt;");
    expect(mail.headers).toEqual({
      "List-Unsubscribe": `<${url}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
  });
});
