import { randomInt } from "node:crypto";

// Crockford's base 32: no I, L, O or U, so a reference read over the phone or copied onto a
// bank transfer form cannot be mistaken.
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** A new payment reference, GMS-XXXXX-XXXXX: 50 random bits, unique by the database's index. */
export function newPaymentReference(): string {
  const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
  return `GMS-${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** The shape of a reference, to refuse anything else before it reaches a query. */
export function isPaymentReference(value: unknown): value is string {
  return typeof value === "string" && /^GMS-[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/.test(value);
}
