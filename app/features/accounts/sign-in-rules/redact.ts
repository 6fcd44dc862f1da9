/**
 * The product's error text redaction (section 5): any word containing password, token, key,
 * secret, auth, supabase, database or sql becomes [REDACTED]. Applied to every text that
 * comes from outside our own catalogue (a library's or a server's error message) before it
 * is logged or shown; the catalogue's own sentences are ours and shown as they are.
 */
const SENSITIVE_WORD =
  /[\p{L}\p{N}_.-]*(?:password|token|key|secret|auth|supabase|database|sql)[\p{L}\p{N}_.-]*/giu;

export function redact(text: unknown): string {
  const value = typeof text === "string" ? text : text instanceof Error ? text.message : String(text ?? "");
  return value.replace(SENSITIVE_WORD, "[REDACTED]");
}
