import { createHash, randomBytes } from "node:crypto";
import { SignJWT } from "jose";
import type { ResolvedSigningKey } from "better-auth/plugins";
import { localize } from "~/features/catalog/localize";
import { getT } from "~/lib/i18n.server";
import { localizePath } from "~/lib/language";
import { siteConfig } from "~/lib/site-config";
import { verificationUrl } from "./certificate-links";
import type { CertificateRecord } from "./certificate-record.server";

/** The contexts of a W3C Verifiable Credential 2.0 that is an Open Badges 3.0 credential. */
export const CREDENTIAL_CONTEXTS = [
  "https://www.w3.org/ns/credentials/v2",
  "https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json",
] as const;

/** The media type of a credential secured as a JWS (W3C "Securing Verifiable Credentials using JOSE and COSE"). */
export const VC_JWT_MEDIA_TYPE = "application/vc+jwt";

export interface OpenBadgeCredential {
  "@context": readonly string[];
  id: string;
  type: ["VerifiableCredential", "OpenBadgeCredential"];
  issuer: { id: string; type: ["Profile"]; name: string; url: string };
  validFrom: string;
  validUntil?: string;
  name: string;
  credentialSubject: {
    type: ["AchievementSubject"];
    identifier: Array<{
      type: "IdentityObject";
      identityType: "name" | "emailAddress";
      hashed: boolean;
      identityHash: string;
      salt?: string;
    }>;
    achievement: {
      id: string;
      type: ["Achievement"];
      achievementType: "CertificateOfCompletion";
      name: string;
      description: string;
      criteria: { narrative: string };
    };
  };
}

const site = (siteUrl: string) => siteUrl.replace(/\/+$/, "");

/**
 * The e-mail is in the credential only as a salted SHA-256 (Open Badges' IdentityObject): whoever
 * knows the holder's address can check it, nobody can read it off the credential.
 */
function hashedEmail(email: string, salt: string): string {
  return `sha256$${createHash("sha256")
    .update(email.trim().toLowerCase() + salt)
    .digest("hex")}`;
}

/**
 * The Open Badges 3.0 credential of a certificate, in the certificate's language. Its id is the
 * verification page, which also says whether it was revoked since.
 */
export function openBadgeCredential(
  { certificate, holder, course }: CertificateRecord,
  siteUrl: string,
  salt = randomBytes(16).toString("hex"),
): OpenBadgeCredential {
  const lang = certificate.lang;
  const title = localize(course.title, lang);
  const t = getT(lang);
  const hours = (minutes: number) => Math.round((minutes / 60) * 10) / 10;
  return {
    "@context": CREDENTIAL_CONTEXTS,
    id: verificationUrl(siteUrl, certificate.code, lang),
    type: ["VerifiableCredential", "OpenBadgeCredential"],
    issuer: { id: `${site(siteUrl)}/`, type: ["Profile"], name: siteConfig.name, url: `${site(siteUrl)}/` },
    validFrom: certificate.issuedAt.toISOString(),
    ...(certificate.validUntil ? { validUntil: certificate.validUntil.toISOString() } : {}),
    name: t("certificates.badge.name", { course: title, number: certificate.number }),
    credentialSubject: {
      type: ["AchievementSubject"],
      identifier: [
        {
          type: "IdentityObject",
          identityType: "name",
          hashed: false,
          identityHash: `${holder.firstName} ${holder.lastName}`,
        },
        {
          type: "IdentityObject",
          identityType: "emailAddress",
          hashed: true,
          identityHash: hashedEmail(holder.email, salt),
          salt,
        },
      ],
      achievement: {
        id: `${site(siteUrl)}${localizePath(`/courses/${course.id}`, lang)}`,
        type: ["Achievement"],
        achievementType: "CertificateOfCompletion",
        name: title,
        description: localize(course.description, lang),
        criteria: {
          narrative: t("certificates.badge.criteria", {
            attended: hours(certificate.minutesAttended),
            planned: hours(certificate.minutesPlanned),
          }),
        },
      },
    },
  };
}

/**
 * The credential secured as a JWS whose payload is the credential itself, signed with the
 * site's published key (its `kid` names the key in /.well-known/jwks.json).
 */
export async function signCredential(
  credential: OpenBadgeCredential,
  key: ResolvedSigningKey,
): Promise<string> {
  return new SignJWT({ ...credential })
    .setProtectedHeader({ alg: key.alg, kid: key.kid, typ: "vc+jwt", cty: "vc" })
    .sign(key.privateKey);
}
