import { siteConfig } from "~/lib/site-config";
import { localizePath, type Lang } from "~/lib/language";
import type { CertificateRecord } from "./certificate-record.server";

/** A course title cut to keep the text within one SMS part (160 GSM-7 characters). */
const TITLE_MAX = 30;

/** The text saying a certificate is ready, in each language, with the link to the holder's page. */
export function certificateReadySms(record: CertificateRecord, siteUrl: string): Record<Lang, string> {
  const text = (lang: Lang) => {
    const full = record.course.title[lang];
    const title = full.length <= TITLE_MAX ? full : `${full.slice(0, TITLE_MAX - 1).trimEnd()}…`;
    const link = `${siteUrl}${localizePath("/profile/certificates", lang)}`;
    return lang === "fr"
      ? `${siteConfig.shortName} : votre certificat "${title}" est prêt. Téléchargez-le : ${link}`
      : `${siteConfig.shortName}: your certificate "${title}" is ready. Download it: ${link}`;
  };
  return { fr: text("fr"), en: text("en") };
}
