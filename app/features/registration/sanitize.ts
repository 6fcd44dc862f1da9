/**
 * The registration form's e-mail as stored: composed, trimmed and lower-cased. Invisible
 * and control characters are not removed: the address rule refuses them, as every form refuses
 * them elsewhere (app/lib/text-rules.ts), rather than store a changed value.
 */
export function sanitizeEmail(value: string): string {
  return value.normalize("NFC").trim().toLowerCase();
}
