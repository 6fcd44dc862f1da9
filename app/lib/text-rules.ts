/**
 * The rules for text people give us, one set for every way into the database: the site's
 * forms (sign-up, profile, registration, contact), and better-auth's JSON endpoints, whose
 * hooks apply the same checks (accounts/profile/profile-fields-hook.server.ts). Each check
 * returns the first rule a value breaks, or null; each form says it in its own words, and
 * falls back to the shared messages of `textRuleErrors` for the rules about characters.
 * Pure functions: they run in the browser (Conform) and on the server alike, but for the phone
 * number's possibility, which only the server checks (below).
 */

import { parsePhoneNumberFromString } from "libphonenumber-js/min";

/** The problems a value can have, in the order they are checked. */
export type TextProblem =
  "lineBreak" | "invisible" | "markup" | "formula" | "letters" | "tooShort" | "tooLong" | "format";

/** Translation keys (common namespace) of the rules every field shares. */
export const textRuleErrors = {
  lineBreak: "common.textRules.lineBreak",
  invisible: "common.textRules.invisible",
  markup: "common.textRules.markup",
  formula: "common.textRules.formula",
} as const;

/** Lengths shared by every form that asks for these fields. */
export const textLimits = {
  personName: { min: 2, max: 50 },
  /** A first and a last name together, as the sign-up form asks for it. */
  fullName: { min: 2, max: 100 },
  /** A Guinean number without its +224 is 9 digits. */
  phone: { min: 9, max: 20 },
  company: 100,
  position: 100,
} as const;

/*
 * Control characters (NUL would even be refused by PostgreSQL) and invisible formatting
 * characters: zero-width spaces, direction overrides and isolates (U+202E shows "txt.exe" as
 * "exe.txt"), word joiners, the byte-order mark. Nobody types them on purpose; they make two
 * strings look alike or reorder what a reader sees. The zero-width joiner and non-joiner stay
 * allowed where free text is: emoji sequences and some scripts need them.
 */
const LINE_BREAK = /[\n\v\f\r\u0085\u2028\u2029]/u;
const CONTROL_IN_LINE = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u2028\u2029]/u;
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029]/u;
const INVISIBLE =
  /[\u00ad\u061c\u180e\u200b\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff\ufff9-\ufffb]/u;

/**
 * Letters of any script (with their accents), spaces, and the hyphen and apostrophes of names
 * such as Jean-Pierre or N'Diaye, starting with a letter. "-" stays out of the class so that
 * browsers can use this as an HTML `pattern` too (their "v" mode refuses it unescaped there).
 */
export const NAME_PATTERN = /^\p{L}(?:[\p{L}\p{M}' ’ʼ]|-)*$/u;
/** Optional plus, a first digit 1-9, then 8 to 18 digits, spaces, dashes or parentheses. */
export const PHONE_PATTERN = /^\+?[1-9](?:[\d ]|\(|\)|-){8,18}$/;
/** What a spreadsheet would take for a formula at the start of a cell. */
const FORMULA_START = /^[=+\-@]/;
const MARKUP = /[<>]/;

/** One line as stored: composed (NFC), runs of whitespace made one space, trimmed. */
export function normaliseLine(value: string): string {
  return value.normalize("NFC").replace(/\s+/g, " ").trim();
}

/** Free text with line breaks as stored: composed, Windows line ends made plain, trimmed. */
export function normaliseText(value: string): string {
  return value.normalize("NFC").replace(/\r\n?/g, "\n").trim();
}

/** Whether a value holds a character no field accepts (line breaks too, unless `multiline`). */
export function hasForbiddenCharacters(value: string, { multiline = false } = {}): boolean {
  return (multiline ? CONTROL_IN_TEXT : CONTROL_IN_LINE).test(value) || INVISIBLE.test(value);
}

/** The first rule about characters a one-line value breaks: a line break, then the others. */
function lineCharacterProblem(value: string): TextProblem | null {
  if (LINE_BREAK.test(value)) return "lineBreak";
  return hasForbiddenCharacters(value) ? "invisible" : null;
}

/** A first or last name (or both, with `textLimits.fullName`). */
export function personNameProblem(
  raw: string,
  { min, max }: { min: number; max: number } = textLimits.personName,
): TextProblem | null {
  const characters = lineCharacterProblem(raw);
  if (characters) return characters;
  const value = normaliseLine(raw);
  if (value !== "" && !NAME_PATTERN.test(value)) return "letters";
  if (value.length < min) return "tooShort";
  if (value.length > max) return "tooLong";
  return null;
}

/**
 * A full name as the sign-up form asks for it: the first name up to the first space, the rest
 * the last name (which may be empty), each a name by the rule above, 100 characters at most.
 */
export function fullNameProblem(raw: string): TextProblem | null {
  const whole = personNameProblem(raw, textLimits.fullName);
  if (whole) return whole;
  const [first = "", ...rest] = normaliseLine(raw).split(" ");
  const last = rest.join(" ");
  return personNameProblem(first) ?? (last ? personNameProblem(last) : null);
}

/** Numbers written without a country code are Guinean (+224). */
export const DEFAULT_PHONE_COUNTRY = "GN";

/**
 * libphonenumber's data (30 KB compressed) stays on the server: the browser's check mirrors the
 * characters and lengths, and the server refuses a number no line can have, with the same
 * message, before anything is stored. Vite makes this false in the browser's build, so the data
 * is left out of it; scripts run outside Vite (no import.meta.env) are on the server.
 */
const onServer = typeof import.meta.env === "undefined" || import.meta.env.SSR;

/** The number as libphonenumber reads it, when its country can have it (server only). */
function validPhoneNumber(value: string) {
  const parsed = parsePhoneNumberFromString(value, DEFAULT_PHONE_COUNTRY);
  return parsed?.isValid() ? parsed : null;
}

/**
 * A phone number, Guinean without a country code (620 12 34 56), international otherwise
 * (+33 6…): a number libphonenumber's data says no line of its country can have (wrong length,
 * unassigned prefix) is refused as "format", so a text message never goes to an impossible number.
 */
export function phoneProblem(raw: string): TextProblem | null {
  const characters = lineCharacterProblem(raw);
  if (characters) return characters;
  const value = normaliseLine(raw);
  if (value.length < textLimits.phone.min) return "tooShort";
  if (value.length > textLimits.phone.max) return "tooLong";
  if (!PHONE_PATTERN.test(value)) return "format";
  if (onServer && !validPhoneNumber(value)) return "format";
  return null;
}

/**
 * A phone number as stored: E.164 (+224620123456), the one form providers take and numbers
 * are compared in. A value phoneProblem refuses comes back as the line it was (a caller only
 * stores what passed it), and so does every value in the browser, which stores nothing.
 */
export function phoneToE164(raw: string): string {
  const value = normaliseLine(raw);
  return (onServer && validPhoneNumber(value)?.number) || value;
}

/** A stored number as people read it: +224 620 12 34 56. */
export function formatPhone(stored: string): string {
  return parsePhoneNumberFromString(stored, DEFAULT_PHONE_COUNTRY)?.formatInternational() ?? stored;
}

/**
 * One line of free text (a company, a position, a subject): no markup, and no formula start,
 * since these end up in the back-office's spreadsheets. `min` 1 makes it required.
 */
export function lineProblem(
  raw: string,
  { min = 0, max }: { min?: number; max: number },
): TextProblem | null {
  const characters = lineCharacterProblem(raw);
  if (characters) return characters;
  const value = normaliseLine(raw);
  if (value.length < min) return "tooShort";
  if (value.length > max) return "tooLong";
  if (MARKUP.test(value)) return "markup";
  if (FORMULA_START.test(value)) return "formula";
  return null;
}

/** A message: line breaks and tabs allowed, nothing else invisible. */
export function textProblem(
  raw: string,
  { min = 0, max }: { min?: number; max: number },
): TextProblem | null {
  if (hasForbiddenCharacters(raw, { multiline: true })) return "invisible";
  const value = normaliseText(raw);
  if (value.length < min) return "tooShort";
  if (value.length > max) return "tooLong";
  return null;
}

/**
 * The message for a problem: the form's own words where it has them, else the shared message
 * of a rule about characters (the forms word their length and letter rules themselves).
 */
export function problemMessage(problem: TextProblem, messages: Partial<Record<TextProblem, string>>): string {
  const own = messages[problem];
  if (own) return own;
  if (problem === "lineBreak" || problem === "invisible" || problem === "markup" || problem === "formula")
    return textRuleErrors[problem];
  return messages.format ?? messages.letters ?? textRuleErrors.invisible;
}

/** A Zod `superRefine` that adds the first problem `check` finds, in the form's words. */
export function refineText(
  check: (value: string) => TextProblem | null,
  messages: Partial<Record<TextProblem, string>>,
) {
  return (value: string, context: { addIssue: (issue: { code: "custom"; message: string }) => void }) => {
    const problem = check(value);
    if (problem) context.addIssue({ code: "custom", message: problemMessage(problem, messages) });
  };
}
