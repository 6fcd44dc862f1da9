import { randomBytes } from "node:crypto";

/** Crockford's base32: no I, L, O or U, so a code read aloud or typed is not misread. */
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
export const CODE_LENGTH = 20;
/** Bits of randomness in a code: 20 characters of 5 bits. */
export const CODE_BITS = CODE_LENGTH * 5;

/** A new verification code: 100 random bits, 20 characters. */
export function newCertificateCode(): string {
  const bytes = randomBytes(Math.ceil(CODE_BITS / 8));
  let code = "";
  for (let index = 0; index < CODE_LENGTH; index++) {
    const bit = index * 5;
    const byte = bit >> 3;
    const pair = ((bytes[byte] ?? 0) << 8) | (bytes[byte + 1] ?? 0);
    code += ALPHABET[(pair >> (11 - (bit & 7))) & 31];
  }
  return code;
}

/**
 * The code as typed or read from a link, in its stored form, or null when it cannot be one:
 * case and hyphens do not matter, and I, L (one) and O (zero) are read as Crockford says.
 */
export function normalizeCertificateCode(input: string): string | null {
  const code = input.replace(/-/g, "").toUpperCase().replace(/[IL]/g, "1").replace(/O/g, "0");
  return code.length === CODE_LENGTH && [...code].every((char) => ALPHABET.includes(char)) ? code : null;
}
