import { createHmac, timingSafeEqual } from "node:crypto";
import { ANTI_FORGERY_FIELD } from "./anti-forgery";

export { ANTI_FORGERY_FIELD };

/**
 * Anti-forgery tokens for the forms that commit a signed-in visitor (registration, payment):
 * an HMAC-SHA256 of the session's id with the server secret, 32 bytes as hex.
 * Nothing is stored: the token is the same for the whole session and dies with it (sign-out,
 * expiry, revocation), and another session, or a page of another site that cannot read ours,
 * cannot produce it. SameSite=Lax cookies and the same-origin check on every POST already stop
 * most forgeries; this one also binds the form to the session that rendered it.
 */
const PURPOSE = "anti-forgery.v1";

function mac(secret: string, sessionId: string): Buffer {
  return createHmac("sha256", secret).update(`${PURPOSE}:${sessionId}`).digest();
}

/** The token to put in the forms shown to this session (signed with the first secret). */
export function antiForgeryToken(sessionId: string, secrets: readonly string[]): string {
  const [secret] = secrets;
  if (!secret) throw new Error("no secret to sign anti-forgery tokens with");
  return mac(secret, sessionId).toString("hex");
}

/** True when `given` is this session's token under any of the secrets (rotation keeps forms working). */
export function isValidAntiForgeryToken(
  given: unknown,
  sessionId: string,
  secrets: readonly string[],
): boolean {
  if (typeof given !== "string" || !/^[0-9a-f]{64}$/.test(given)) return false;
  const bytes = Buffer.from(given, "hex");
  return secrets.some((secret) => timingSafeEqual(bytes, mac(secret, sessionId)));
}

/** The token a posted form carries. */
export function postedAntiForgeryToken(formData: FormData): unknown {
  return formData.get(ANTI_FORGERY_FIELD);
}
