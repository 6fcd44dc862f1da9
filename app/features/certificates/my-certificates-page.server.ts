import { data, redirect } from "react-router";
import { requireStaff, requireUser } from "~/features/accounts/guards.server";
import { hasRole } from "~/features/accounts/roles";
import { getViewer } from "~/features/accounts/viewer.server";
import { localize } from "~/features/catalog/localize";
import { sessionWhen } from "~/features/sessions/session-queries.server";
import type { AppContext } from "~/lib/app-context";
import { formatDate } from "~/lib/format";
import { getT } from "~/lib/i18n.server";
import { langFromPath, localizePath, type Lang } from "~/lib/language";
import { rowId } from "~/lib/route-params";
import { readContactSettings } from "~/lib/settings.server";
import { certificatePdfPath, credentialPath, verificationUrl } from "./certificate-links";
import { buildCertificatePdf, certificateFileName } from "./certificate-pdf.server";
import {
  listCertificatesOfUser,
  loadCertificateRecord,
  type CertificateRecord,
} from "./certificate-record.server";

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

/**
 * GET /profile/certificates/{id}/certificate.pdf: the PDF, in the certificate's language, for its
 * holder and for staff (whose certificate screens link here). Signed out: to the sign-in page and back. Anyone else: a 404, the same
 * answer as a missing certificate, so a number tells nothing about who holds what.
 */
export async function certificateDownloadLoader({
  request,
  params,
  context,
}: {
  request: Request;
  params: { certificateId?: string };
  context: AppContext;
}): Promise<Response> {
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const viewer = await getViewer(request, context);
  if (!viewer)
    throw redirect(`${localizePath("/auth", lang)}?redirectTo=${encodeURIComponent(url.pathname)}`);
  const id = rowId(params.certificateId);
  const record = id === null ? null : await loadCertificateRecord(context.db, id);
  const holder = record !== null && record.holder.userId === viewer.user.id;
  // Staff open anyone's, through the back-office's guard (an admin signed in with two factors).
  const staff = record !== null && !holder && hasRole(viewer.user.role, "moderator");
  if (staff) await requireStaff(request, context, "moderator");
  if (!record || !(holder || staff)) {
    return new Response(getT(lang)("certificates.mine.notFound"), {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", ...PRIVATE },
    });
  }
  const pdf = await buildCertificatePdf(record, {
    contact: await readContactSettings(context.db),
    siteUrl: context.env.SITE_URL,
  });
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${certificateFileName(record)}"`,
      ...PRIVATE,
    },
  });
}
