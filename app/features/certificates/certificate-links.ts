import { intlLocale, localizePath, type Lang } from "~/lib/language";

/**
 * The absolute addresses a certificate is reached by: printed on the PDF, put in the QR code and
 * in e-mails, shared by the holder. `siteUrl` is SITE_URL (no trailing slash needed).
 */
export function verificationUrl(siteUrl: string, code: string, lang: Lang): string {
  return `${siteUrl.replace(/\/+$/, "")}${localizePath(`/verify/${code}`, lang)}`;
}

/** The holder's own list of certificates, in `lang`. */
export const MY_CERTIFICATES_PATH = "/profile/certificates";

/** The PDF of one certificate (a resource route: only its holder and staff get it). */
export function certificatePdfPath(certificateId: number, lang: Lang): string {
  return localizePath(`${MY_CERTIFICATES_PATH}/${certificateId}/certificate.pdf`, lang);
}

/** The certificate as a signed Open Badges credential (a resource route: only its holder gets it). */
export function credentialPath(certificateId: number, lang: Lang): string {
  return localizePath(`${MY_CERTIFICATES_PATH}/${certificateId}/credential.jwt`, lang);
}

/** Hours as people read them: "14 heures", "10,5 hours". */
export function formatHours(minutes: number, lang: Lang): string {
  return new Intl.NumberFormat(intlLocale[lang], {
    style: "unit",
    unit: "hour",
    unitDisplay: "long",
    maximumFractionDigits: 1,
  }).format(minutes / 60);
}
