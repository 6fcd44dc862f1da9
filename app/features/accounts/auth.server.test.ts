import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailOutbox, session, user } from "../../../db/schema";
import { testAppContext } from "../../../tests/helpers/app-context";
import { useTestDatabase } from "../../../tests/helpers/test-database";
import { getViewer } from "./viewer.server";

const database = useTestDatabase({ emptyBeforeEach: [emailOutbox, user] });

/** The token of the last verification link queued for `email`. */
async function verificationToken(email: string): Promise<string> {
  const rows = await database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
  const text = rows.at(-1)?.textBody ?? "";
  const token = /\/auth\/verify-email\?token=([^\s]+)/.exec(text)?.[1];
  if (!token) throw new Error(`no verification link for ${email}`);
  return decodeURIComponent(token);
}

function cookieHeader(headers: Headers): string {
  return headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

describe("accounts on better-auth", () => {
  it("signs up, refuses sign-in until the address is verified, then signs in with a session the server reads", async () => {
    const context = testAppContext(database.db);
    const { auth } = context;
    await auth.api.signUpEmail({
      body: {
        name: "Awa Diallo",
        email: "awa@example.com",
        password: "un mot de passe solide",
        firstName: "Awa",
        lastName: "Diallo",
        lang: "en",
      },
    });
    const [created] = await database.db.select().from(user);
    expect(created).toMatchObject({
      email: "awa@example.com",
      role: "user",
      lang: "en",
      emailVerified: false,
      firstName: "Awa",
    });

    await expect(
      auth.api.signInEmail({ body: { email: "awa@example.com", password: "un mot de passe solide" } }),
    ).rejects.toMatchObject({ body: { code: "EMAIL_NOT_VERIFIED" } });

    const token = await verificationToken("awa@example.com");
    // The link is in the user's language and points at our page.
    const [mail] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "account-verify"));
    expect(mail?.textBody).toContain("https://site.example/en/auth/verify-email?token=");
    await auth.api.verifyEmail({ query: { token } });

    const { headers } = await auth.api.signInEmail({
      body: { email: "awa@example.com", password: "un mot de passe solide" },
      returnHeaders: true,
    });
    // The cookie is HttpOnly, SameSite=Lax, and Secure with the __Secure- prefix on an https site.
    const setCookie = headers.getSetCookie().find((cookie) => cookie.includes("session_token")) ?? "";
    expect(setCookie).toMatch(/^__Secure-gms\.session_token=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Secure/);

    const request = new Request("https://site.example/profile", {
      headers: { Cookie: cookieHeader(headers) },
    });
    const viewer = await getViewer(request, context);
    expect(viewer?.user).toMatchObject({ email: "awa@example.com", role: "user" });
    expect(viewer?.session).toMatchObject({ aal: "aal1" });
    expect(await database.db.select().from(session)).toHaveLength(1);
  });

  it("never takes a role from a sign-up body", async () => {
    const { auth } = testAppContext(database.db);
    await auth.api
      .signUpEmail({
        body: {
          name: "Mallory",
          email: "mallory@example.com",
          password: "un mot de passe solide",
          role: "admin",
        } as never,
      })
      .catch(() => undefined);
    const rows = await database.db.select({ role: user.role }).from(user);
    expect(rows.every((row) => row.role === "user")).toBe(true);
  });
});
