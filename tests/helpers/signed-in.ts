import type { AppContext } from "../../app/lib/app-context";

/**
 * A verified account signed in through better-auth's own API, for calling loaders and actions
 * directly: its id, its session's id and the Cookie header a browser would send.
 */
export async function signedInAccount(
  context: AppContext,
  {
    email = `person-${Math.random().toString(36).slice(2, 10)}@example.com`,
    firstName = "Awa",
    lastName = "Diallo",
    lang = "fr" as "fr" | "en",
  } = {},
): Promise<{ userId: string; sessionId: string; cookie: string; email: string }> {
  const password = "un mot de passe de test solide";
  const internals = await context.auth.$context;
  const created = await internals.internalAdapter.createUser(
    { email, name: `${firstName} ${lastName}`, emailVerified: true, firstName, lastName, lang },
    { method: "admin" },
  );
  await internals.internalAdapter.linkAccount({
    userId: created.id,
    providerId: "credential",
    accountId: created.id,
    password: await internals.password.hash(password),
  });
  const { headers, response } = await context.auth.api.signInEmail({
    body: { email, password },
    returnHeaders: true,
  });
  const cookie = headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");
  const session = await context.auth.api.getSession({ headers: new Headers({ Cookie: cookie }) });
  if (!session) throw new Error("no session after signing in");
  return { userId: response.user.id, sessionId: session.session.id, cookie, email };
}

/** What a loader or action returned (or threw): its status, Location, headers and data. */
export async function outcomeOf(run: () => Promise<unknown>): Promise<{
  status: number;
  location: string | null;
  headers: Headers;
  data: unknown;
}> {
  let value: unknown;
  try {
    value = await run();
  } catch (thrown) {
    value = thrown;
  }
  if (value instanceof Response) {
    return {
      status: value.status,
      location: value.headers.get("Location"),
      headers: value.headers,
      data: null,
    };
  }
  // React Router's data(): { type: "DataWithResponseInit", data, init }.
  const wrapped = value as { type?: string; data?: unknown; init?: ResponseInit | null };
  if (wrapped && wrapped.type === "DataWithResponseInit") {
    return {
      status: wrapped.init?.status ?? 200,
      location: null,
      headers: new Headers(wrapped.init?.headers),
      data: wrapped.data,
    };
  }
  if (value instanceof Error) throw value;
  return { status: 200, location: null, headers: new Headers(), data: value };
}
