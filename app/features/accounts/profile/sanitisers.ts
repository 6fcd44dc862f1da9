/*
 * The product's sanitisers (section 5), applied on the server to values the schema has already
 * accepted, before they are stored. They run in the browser too (they are part of the one
 * schema), where their output is simply not used.
 */

/** French accented letters, which the text sanitiser keeps beside word characters. */
const FRENCH_LETTERS = "àâäæçéèêëîïôöœùûüÿÀÂÄÆÇÉÈÊËÎÏÔÖŒÙÛÜŸ";
const NOT_KEPT_IN_TEXT = new RegExp(`[^\\w\\s.@'${FRENCH_LETTERS}-]`, "gu");

function collapseWhitespace(value: string): string {
  return value.replace(/\s+/g, " ").trim();
}

/**
 * Free text (company, position): trimmed, whitespace collapsed, and every character other
 * than word characters, spaces, hyphen, dot, @ and French accented letters removed; the
 * apostrophe is kept too ("Chef d'équipe"), typographic ones made plain
 * (docs/decisions/0811-profile-names-and-sanitisers.md).
 */
export function sanitiseText(value: string): string {
  return collapseWhitespace(value.normalize("NFC").replace(/[’ʼ]/g, "'").replace(NOT_KEPT_IN_TEXT, ""));
}

/**
 * A person's name: the letters (of any script), spaces, hyphens and apostrophes the name rule
 * accepts (app/lib/text-rules.ts), composed (NFC) so "é" is one
 * character whichever keyboard typed it, typographic apostrophes made plain, and whitespace
 * collapsed.
 */
export function sanitiseName(value: string): string {
  return collapseWhitespace(
    value
      .normalize("NFC")
      .replace(/[’ʼ]/g, "'")
      .replace(/[^\p{L}\p{M}' -]/gu, " "),
  );
}

/** Phone: only digits, spaces, plus, hyphen and parentheses, cut to 20 characters. */
export function sanitisePhone(value: string): string {
  return collapseWhitespace(value.replace(/[^\d +()-]/g, ""))
    .slice(0, 20)
    .trim();
}

/** E-mail: lowercased and trimmed. */
export function sanitiseEmail(value: string): string {
  return value.trim().toLowerCase();
}
