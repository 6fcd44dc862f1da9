import { and, eq, notLike } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { expect } from "vitest";
import type { Database } from "../../db/database";
import { emailOutbox, user } from "../../db/schema";
import type { Auth } from "../../app/features/accounts/auth.server";
import { CLIENT_IP_HEADER } from "../../app/features/accounts/client-ip";
import type { AppContext } from "../../app/lib/app-context";

/*
 * Accounts for action-level tests: signed up, verified and signed in through better-auth's
 * server API, as the e2e helpers do over HTTP (tests/e2e/accounts.ts).
 */

export const DESKTOP_CHROME =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";
export const IPHONE_SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";

let addressCounter = 0;

/** A client address no other sign-in of this test run used (the 198.18.0.0/15 test range). */
export function nextClientAddress(): string {
  addressCounter++;
  return `198.18.${Math.floor(addressCounter / 250) % 250}.${(addressCounter % 250) + 1}`;
}

/** The headers a browser of this client sends: the cookie, and the address our server writes. */
export function clientHeaders(
  cookie: string,
  { ip = "203.0.113.10", userAgent = DESKTOP_CHROME }: { ip?: string; userAgent?: string } = {},
): Headers {
  const headers = new Headers({ [CLIENT_IP_HEADER]: ip, "User-Agent": userAgent });
  if (cookie) headers.set("Cookie", cookie);
  return headers;
}

/** "name=value; name2=value2" from a response's Set-Cookie headers (cleared cookies left out). */
export function cookieFrom(headers: Headers): string {
  return headers
    .getSetCookie()
    .filter((cookie) => !/Max-Age=0/i.test(cookie))
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/** The token of the last verification link queued for `email` (sign-up or e-mail change). */
export async function lastVerificationToken(db: Database, email: string): Promise<string> {
  const rows = await db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.kind, "account-verify")));
  const token = /\/auth\/verify-email\?token=([^\s]+)/.exec(rows.at(-1)?.textBody ?? "")?.[1];
  if (!token) throw new Error(`no verification link for ${email}`);
  return decodeURIComponent(token);
}

export interface TestAccount {
  id: string;
  email: string;
  password: string;
  /** The Cookie header of its first session. */
  cookie: string;
}

/** Signs in and returns the session's Cookie header. */
export async function signIn(
  context: AppContext,
  { email, password }: { email: string; password: string },
  client: { ip?: string; userAgent?: string } = {},
): Promise<string> {
  const { headers } = await context.auth.api.signInEmail({
    body: { email, password },
    // A fresh client address unless the test names one: the sign-in limit counts per address,
    // and a file's set-ups sign in far more than five times in fifteen minutes.
    headers: clientHeaders("", { ip: nextClientAddress(), ...client }),
    returnHeaders: true,
  });
  const cookie = cookieFrom(headers);
  expect(cookie).toMatch(/session_token=/);
  return cookie;
}

/** A verified account with one session. */
export async function createAccount(
  context: AppContext,
  {
    email,
    password = "un mot de passe solide",
    firstName = "Awa",
    lastName = "Diallo",
    lang = "fr",
  }: { email: string; password?: string; firstName?: string; lastName?: string; lang?: "fr" | "en" },
  client: { ip?: string; userAgent?: string } = {},
): Promise<TestAccount> {
  const { user } = await context.auth.api.signUpEmail({
    body: { name: `${firstName} ${lastName}`, email, password, firstName, lastName, lang },
    headers: clientHeaders("", { ip: nextClientAddress() }),
  });
  await context.auth.api.verifyEmail({ query: { token: await lastVerificationToken(context.db, email) } });
  const cookie = await signIn(context, { email, password }, client);
  return { id: user.id, email, password, cookie };
}

/** A form post to `path` from a signed-in client (or signed out, with an empty cookie). */
export function formPost(
  path: string,
  fields: Record<string, string | string[]>,
  cookie: string,
  client: { ip?: string; userAgent?: string } = {},
): Request {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) body.append(name, item);
  }
  const headers = clientHeaders(cookie, client);
  headers.set("Content-Type", "application/x-www-form-urlencoded");
  return new Request(`https://site.example${path}`, { method: "POST", body, headers });
}

export interface ActionAnswer<T> {
  status: number;
  location: string | null;
  headers: Headers;
  body: T | null;
}

/**
 * What an action answered: a Response (a redirect), data() (a refusal), or a thrown
 * Response or data() (a guard). Anything else thrown is a bug and fails the test.
 */
export async function answerOf<T>(run: () => Promise<unknown>): Promise<ActionAnswer<T>> {
  let result: unknown;
  try {
    result = await run();
  } catch (thrown) {
    result = thrown;
  }
  if (result instanceof Response) {
    return {
      status: result.status,
      location: result.headers.get("Location"),
      headers: result.headers,
      body: null,
    };
  }
  const shaped = result as { type?: string; data?: T; init?: ResponseInit | null };
  if (shaped && shaped.type === "DataWithResponseInit") {
    return {
      status: shaped.init?.status ?? 200,
      location: null,
      headers: new Headers(shaped.init?.headers),
      body: shaped.data ?? null,
    };
  }
  throw result;
}

/** Headers of a request from `ip`, as the server would hand them to better-auth. */
export function fromClient(ip: string, extra: Record<string, string> = {}): Headers {
  return new Headers({ [CLIENT_IP_HEADER]: ip, "user-agent": "vitest", ...extra });
}

export const STRONG_PASSWORD = "Baobab sous la pluie 42";

/**
 * An account ready to sign in: signed up through better-auth, then marked verified in the
 * database (a test shortcut; the verification link itself is tested on its own).
 */
export async function verifiedAccount(
  auth: Auth,
  db: Database,
  {
    email,
    password = STRONG_PASSWORD,
    lang = "fr",
    name = "Awa Diallo",
  }: {
    email: string;
    password?: string;
    lang?: "fr" | "en";
    name?: string;
  },
) {
  await auth.api.signUpEmail({
    body: {
      name,
      email,
      password,
      lang,
      firstName: name.split(" ")[0],
      lastName: name.split(" ").slice(1).join(" "),
    },
    headers: fromClient("192.0.2.250"),
  });
  const [row] = await db.update(user).set({ emailVerified: true }).where(eq(user.email, email)).returning();
  if (!row) throw new Error(`no account for ${email}`);
  return { id: row.id, email, password };
}

/** The messages queued for `to`, oldest first, optionally of one kind. */
export async function queuedMail(db: Database, to: string, kind?: string) {
  const rows = await db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, to))
    .orderBy(emailOutbox.id);
  return kind ? rows.filter((row) => row.kind === kind) : rows;
}

/** The token of the last link to `path` (say "/auth/reset-password") queued for `to`. */
export async function linkToken(db: Database, to: string, path: string): Promise<string> {
  const rows = await queuedMail(db, to);
  const pattern = new RegExp(`${path.replace(/[/.]/g, "\\$&")}\\?token=([^\\s"<&]+)`);
  for (const row of rows.reverse()) {
    const match = pattern.exec(row.textBody);
    if (match?.[1]) return decodeURIComponent(match[1]);
  }
  throw new Error(`no ${path} link queued for ${to}`);
}

/**
 * A condition for the security events a test is about: every sign-in of a test's set-up is
 * recorded too (sign_in_success...), which tests of other events leave out.
 */
export function notSignInEvent(type: PgColumn) {
  return notLike(type, "sign_in_%");
}
