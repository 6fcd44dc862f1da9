import { createHmac, timingSafeEqual } from "node:crypto";

/*
 * After a complaint is filed, the form redirects to its confirmation (?ref=…&sig=…), so a reload
 * shows the confirmation again instead of filing the complaint twice. The signature makes the
 * page show only references this site gave out.
 */
const PURPOSE = "complaint-confirmation";

function mac(secret: string, reference: string): Buffer {
  return createHmac("sha256", secret).update(`${PURPOSE}.${reference}`).digest();
}

/** The query string of the confirmation of `reference`. */
export function confirmationQuery(secrets: readonly string[], reference: string): string {
  const [secret] = secrets;
  if (!secret) throw new Error("no secret to sign complaint confirmations with");
  return new URLSearchParams({
    ref: reference,
    sig: mac(secret, reference).toString("base64url"),
  }).toString();
}

/** The reference a confirmation address names, or null when its signature is not ours. */
export function confirmedReference(secrets: readonly string[], params: URLSearchParams): string | null {
  const reference = params.get("ref");
  const signature = params.get("sig");
  if (!reference || !signature || !/^REC-\d{4}-\d{5,10}$/.test(reference)) return null;
  if (!/^[A-Za-z0-9_-]{43}$/.test(signature)) return null;
  const given = Buffer.from(signature, "base64url");
  return secrets.some((secret) => {
    const expected = mac(secret, reference);
    return given.length === expected.length && timingSafeEqual(given, expected);
  })
    ? reference
    : null;
}
