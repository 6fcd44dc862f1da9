import { eq } from "drizzle-orm";
import { user } from "../../../db/schema";
import { clientKey, consumeLimit, type LimitRule } from "~/features/security/rate-limit.server";
import type { AppContext } from "~/lib/app-context";
import { JWT_ERRORS, JwtVerificationError, siteJwtVerifier } from "./jwt-verifier.server";
import { isRole } from "./roles";

/** Spec section 9: 10 API calls per minute per client; the block lasts the rest of the window. */
export const apiRule: LimitRule = { name: "api", points: 10, durationSeconds: 60 };

const REALM = "api";
/** Longer than any token we issue: anything beyond is refused before it is parsed. */
const MAX_TOKEN_LENGTH = 4096;

function json(body: unknown, status: number, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { "Cache-Control": "no-store", ...headers } });
}

/** RFC 6750 section 3: a quoted-string cannot carry `"` or `\`; our messages have neither. */
function invalidToken(description: string): Response {
  return json({ error: "invalid_token", error_description: description }, 401, {
    "WWW-Authenticate": `Bearer realm="${REALM}", error="invalid_token", error_description="${description}"`,
  });
}

/** The token of `Authorization: Bearer <token>`, or null when the header is absent or another scheme. */
function bearerToken(request: Request): string | null {
  const match = /^Bearer +([A-Za-z0-9\-._~+/]+=*) *$/i.exec(request.headers.get("Authorization") ?? "");
  return match?.[1] ?? null;
}

/**
 * GET /api/me for other clients: `Authorization: Bearer <jwt>` (a token from
 * GET /api/auth/token) → the account's id, name, e-mail and role, read from the database (a
 * role changed since the token was issued shows at once). Every call counts against the
 * client's limit, refused ones too, so the endpoint cannot be used to try tokens at speed.
 */
export async function apiMe({
  request,
  context,
  more,
}: {
  request: Request;
  context: Pick<AppContext, "auth" | "db" | "env" | "clientIp">;
  /** What other features add about the account (its registrations), composed by the route. */
  more?: (userId: string) => Promise<Record<string, unknown>>;
}): Promise<Response> {
  const limit = await consumeLimit(context.db, apiRule, clientKey(context.clientIp));
  if (!limit.allowed) {
    return json(
      {
        error: "rate_limited",
        error_description: `Too many requests: at most ${apiRule.points} per minute. Retry after ${limit.retryAfterSeconds} seconds.`,
      },
      429,
      { "Retry-After": String(limit.retryAfterSeconds) },
    );
  }

  const header = request.headers.get("Authorization");
  if (!header) {
    // RFC 6750 section 3.1: a request without credentials gets the challenge, no error code.
    return json({ error: "unauthorized", error_description: "Bearer token required" }, 401, {
      "WWW-Authenticate": `Bearer realm="${REALM}"`,
    });
  }
  const token = header.length <= MAX_TOKEN_LENGTH + 7 ? bearerToken(request) : null;
  if (!token) return invalidToken(JWT_ERRORS.malformed);

  let subject: string;
  try {
    subject = (await siteJwtVerifier(context)(token)).sub;
  } catch (error) {
    if (error instanceof JwtVerificationError) return invalidToken(error.message);
    throw error;
  }

  const [account] = await context.db
    .select({ id: user.id, name: user.name, email: user.email, role: user.role })
    .from(user)
    .where(eq(user.id, subject))
    .limit(1);
  // The account was deleted after the token was issued.
  if (!account) return invalidToken("Unknown account");
  const extra = more ? await more(account.id) : {};
  return json({ ...account, role: isRole(account.role) ? account.role : "user", ...extra }, 200);
}
