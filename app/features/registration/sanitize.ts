/**
 * The spec's sanitisers (section 5), run before the rules on both sides. What could never be
 * typed on purpose goes: control characters (NUL would even be refused by PostgreSQL), and
 * invisible formatting characters (zero-width spaces, direction overrides) that make two
 * different strings look alike. Runs of whitespace become one space; ends are trimmed.
 */
const INVISIBLE =
  /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u206f\ufeff\ufff9-\ufffb]/g;

export function sanitizeText(value: string): string {
  return value.normalize("NFC").replace(INVISIBLE, " ").replace(/\s+/g, " ").trim();
}

/** Lower-cased and trimmed (spec); nothing invisible kept. */
export function sanitizeEmail(value: string): string {
  return value.normalize("NFC").replace(INVISIBLE, "").trim().toLowerCase();
}

/** Only digits, spaces, plus, hyphen and parentheses (spec), spaces collapsed. */
export function sanitizePhone(value: string): string {
  return value
    .replace(/[^0-9 +()-]/g, "")
    .replace(/ +/g, " ")
    .trim();
}
