import { createEmailVerificationToken } from "better-auth/api";
import { resolveSecrets } from "../../server/secrets";
import { e2eDataDir } from "./e2e-env";

/*
 * Accounts ready for journeys that are not about the e-mails: the e2e server runs in its own
 * process over an embedded database no other process may open, so what a test needs is made
 * with the product's own functions and the server's own secret, then handed to its HTTP API.
 */

/**
 * The secret the e2e server signs with: SESSION_SECRET when the tests pass it on, else the one
 * the server generated at its first start and keeps in DATA_DIR (the same function reads it).
 */
export function e2eServerSecret(): string {
  const [secret] = resolveSecrets(process.env.SESSION_SECRET, e2eDataDir);
  if (!secret) throw new Error(`no session secret in ${e2eDataDir}`);
  return secret;
}

/**
 * The path of the link the sign-up e-mail to `email` carries: better-auth's own token, signed
 * as the server signs it, so a journey confirms an address without waiting for the outbox.
 * Journeys about that e-mail read the real one (tests/e2e/auth.spec.ts).
 */
export async function verificationPath(email: string): Promise<string> {
  const token = await createEmailVerificationToken(e2eServerSecret(), email);
  return `/api/auth/verify-email?token=${encodeURIComponent(token)}`;
}
