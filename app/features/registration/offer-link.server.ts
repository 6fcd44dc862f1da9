import { createHmac, timingSafeEqual } from "node:crypto";
import { localizePath, type Lang } from "~/lib/language";

/**
 * The link of a seat offer: the registration's id and the offer's end, signed with HMAC-SHA256
 * (the first secret signs, every secret verifies). It expires with the offer; the database
 * decides the rest (the offer is still open, the visitor is its registrant).
 */
const PURPOSE = "registration-offer";
const MAX_TOKEN_LENGTH = 200;

function mac(secret: string, body: string): Buffer {
  return createHmac("sha256", secret).update(`${PURPOSE}.${body}`).digest();
}

export function signOfferToken(secrets: readonly string[], registrationId: number, expiresAt: Date): string {
  const [secret] = secrets;
  if (!secret) throw new Error("no secret to sign offer links with");
  const body = `${registrationId}.${Math.floor(expiresAt.getTime() / 1000)}`;
  return `${body}.${mac(secret, body).toString("base64url")}`;
}

export type OfferTokenCheck =
  { ok: true; registrationId: number; expiresAt: Date } | { ok: false; reason: "invalid" | "expired" };

export function verifyOfferToken(secrets: readonly string[], token: unknown, now: Date): OfferTokenCheck {
  const invalid = { ok: false, reason: "invalid" } as const;
  if (typeof token !== "string" || token.length > MAX_TOKEN_LENGTH) return invalid;
  const match = /^([1-9]\d{0,9})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match?.[1] || !match[2] || !match[3]) return invalid;
  const body = `${match[1]}.${match[2]}`;
  const given = Buffer.from(match[3], "base64url");
  const signed = secrets.some((secret) => {
    const expected = mac(secret, body);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!signed) return invalid;
  const expiresAt = new Date(Number(match[2]) * 1000);
  if (expiresAt.getTime() <= now.getTime()) return { ok: false, reason: "expired" };
  return { ok: true, registrationId: Number(match[1]), expiresAt };
}

/** The page that confirms an offered seat, in `lang`: a path on this site... */
export function offerLinkPath(lang: Lang, token: string): string {
  return `${localizePath("/register/confirm", lang)}?token=${encodeURIComponent(token)}`;
}

/** ...and the absolute link e-mails carry, in the registrant's language. */
export function offerLink(siteUrl: string, lang: Lang, token: string): string {
  return `${siteUrl}${offerLinkPath(lang, token)}`;
}
