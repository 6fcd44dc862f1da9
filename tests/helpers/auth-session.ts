import { clientHeaders, nextClientAddress } from "./accounts";
import { base32 } from "@better-auth/utils/base32";
import { eq } from "drizzle-orm";
import { user } from "../../db/schema";
import type { AppContext } from "../../app/lib/app-context";

/**
 * A browser's cookie jar, for tests that call better-auth or our actions directly: it keeps
 * what Set-Cookie headers set, forgets what they expire, and gives the Cookie header back.
 */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  constructor(initial: Record<string, string> = {}) {
    for (const [name, value] of Object.entries(initial)) this.cookies.set(name, value);
  }

  apply(headers: Headers | null | undefined): this {
    for (const line of headers?.getSetCookie() ?? []) {
      const [pair = "", ...attributes] = line.split(";");
      const separator = pair.indexOf("=");
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute)) || value === "";
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return this;
  }

  has(pattern: RegExp): boolean {
    return [...this.cookies.keys()].some((name) => pattern.test(name));
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  headers(extra: Record<string, string> = {}): Headers {
    return new Headers({ ...extra, Cookie: this.header() });
  }

  copy(): CookieJar {
    return new CookieJar(Object.fromEntries(this.cookies));
  }
}

export interface TestAccount {
  id: string;
  email: string;
  password: string;
  jar: CookieJar;
}

let counter = 0;

/**
 * A verified account signed in with its password. Marking the address verified in the
 * database is this helper's shortcut: the verification e-mail is the accounts core's test.
 */
export async function signedInAccount(
  context: Pick<AppContext, "auth" | "db">,
  { role, email }: { role?: "user" | "moderator" | "admin"; email?: string } = {},
): Promise<TestAccount> {
  counter += 1;
  const address = email ?? `person-${Date.now()}-${counter}@example.com`;
  const password = `un mot de passe solide ${counter}`;
  // Fresh client addresses: the sign-up and sign-in limits count per address.
  await context.auth.api.signUpEmail({
    body: { name: "Fatou Bangoura", email: address, password },
    headers: clientHeaders("", { ip: nextClientAddress() }),
  });
  const [created] = await context.db
    .update(user)
    .set({ emailVerified: true, ...(role ? { role } : {}) })
    .where(eq(user.email, address))
    .returning({ id: user.id });
  if (!created) throw new Error(`no account for ${address}`);
  const jar = new CookieJar();
  const { headers } = await context.auth.api.signInEmail({
    body: { email: address, password },
    headers: clientHeaders("", { ip: nextClientAddress() }),
    returnHeaders: true,
  });
  jar.apply(headers);
  return { id: created.id, email: address, password, jar };
}

/** The secret of an otpauth:// URI, as an authenticator app reads it. */
export function secretOf(totpUri: string): Uint8Array {
  const secret = new URL(totpUri).searchParams.get("secret");
  if (!secret) throw new Error("no secret in the URI");
  return base32.decode(secret);
}

export { codeAt } from "./totp-codes";

/** Starts TOTP set-up for a signed-in account (better-auth's /two-factor/enable). */
export async function enableTotp(context: Pick<AppContext, "auth">, person: TestAccount) {
  const enabled = await context.auth.api.enableTwoFactor({
    body: { password: person.password, method: "totp" },
    headers: person.jar.headers(),
  });
  if (enabled.method !== "totp") throw new Error("not a TOTP set-up");
  return enabled;
}
