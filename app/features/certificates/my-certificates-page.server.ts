import { data } from "react-router";
import { requireUser } from "~/features/accounts/guards.server";
import { localize } from "~/features/catalog/localize";
import { sessionWhen } from "~/features/sessions/session-queries.server";
import type { AppContext } from "~/lib/app-context";
import { formatDate } from "~/lib/format";
import { getT } from "~/lib/i18n.server";
import { langFromPath, type Lang } from "~/lib/language";
import { certificatePdfPath, credentialPath, verificationUrl } from "./certificate-links";
import { listCertificatesOfUser, type CertificateRecord } from "./certificate-record.server";

const PRIVATE = { "Cache-Control": "private, no-store" } as const;

/** One of the holder's certificates, formatted on the server in the page's language. */
export interface MyCertificateView {
  id: number;
  registrationId: number;
  courseTitle: string;
  dates: { start: string; end: string } | { day: string };
  number: string;
  status: { kind: "valid"; until: string | null } | { kind: "expired" | "revoked"; on: string };
  pdfHref: string;
  /** The signed Open Badges credential; none for a revoked certificate. */
  credentialHref: string | null;
  /** The public verification page, absolute: what the holder shares. */
  shareUrl: string;
}

export function myCertificateView(
  record: CertificateRecord,
  { lang, siteUrl, now }: { lang: Lang; siteUrl: string; now: Date },
): MyCertificateView {
  const { certificate, session } = record;
  const day = (date: Date) => formatDate(date, lang, "long", session.timeZone);
  const when = sessionWhen(session, lang);
  return {
    id: certificate.id,
    registrationId: certificate.registrationId,
    courseTitle: localize(record.course.title, lang),
    dates: when.endDate ? { start: when.startDate, end: when.endDate } : { day: when.startDate },
    number: certificate.number,
    status: certificate.revokedAt
      ? { kind: "revoked", on: day(certificate.revokedAt) }
      : certificate.validUntil && certificate.validUntil <= now
        ? { kind: "expired", on: day(certificate.validUntil) }
        : { kind: "valid", until: certificate.validUntil ? day(certificate.validUntil) : null },
    pdfHref: certificatePdfPath(certificate.id, lang),
    credentialHref: certificate.revokedAt ? null : credentialPath(certificate.id, lang),
    // The page's language: who the holder shares with reads it as the holder does.
    shareUrl: verificationUrl(siteUrl, certificate.code, lang),
  };
}

/** GET /profile/certificates: the signed-in person's certificates (those of their registrations). */
export async function myCertificatesLoader({
  request,
  context,
  now = new Date(),
}: {
  request: Request;
  context: AppContext;
  now?: Date;
}) {
  const viewer = await requireUser(request, context);
  const lang = langFromPath(new URL(request.url).pathname);
  const t = getT(lang);
  const records = await listCertificatesOfUser(context.db, viewer.user.id);
  return data(
    {
      seo: { title: t("certificates.mine.seoTitle"), description: t("certificates.mine.intro"), lang },
      certificates: records.map((record) =>
        myCertificateView(record, { lang, siteUrl: context.env.SITE_URL, now }),
      ),
    },
    { headers: PRIVATE },
  );
}
