import { redirect } from "react-router";
import { requireStaff } from "~/features/accounts/guards.server";
import { hasRole } from "~/features/accounts/roles";
import { siteSigningKey } from "~/features/accounts/site-signing-key.server";
import { getViewer } from "~/features/accounts/viewer.server";
import type { AppContext } from "~/lib/app-context";
import { getT } from "~/lib/i18n.server";
import { langFromPath, localizePath } from "~/lib/language";
import { rowId } from "~/lib/route-params";
import { readContactSettings } from "~/lib/settings.server";
import { buildCertificatePdf, certificateFileName } from "./certificate-pdf.server";
import { loadCertificateRecord, type CertificateRecord } from "./certificate-record.server";
import { openBadgeCredential, signCredential, VC_JWT_MEDIA_TYPE } from "./open-badge.server";

const PRIVATE = { "Cache-Control": "private, no-store" } as const;

interface DownloadArgs {
  request: Request;
  params: { certificateId?: string };
  context: AppContext;
}

/**
 * The certificate a download asks for, if the viewer may have it: its holder, and staff when
 * `staff` allows (through the back-office's guard: an admin signed in with two factors). Signed
 * out: to the sign-in page and back. Anyone else, a missing or (`revoked: false`) a revoked
 * certificate: the same 404, so a number tells nothing about who holds what.
 */
async function certificateToDownload(
  { request, params, context }: DownloadArgs,
  { staff, revoked }: { staff: boolean; revoked: boolean },
): Promise<CertificateRecord | Response> {
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const viewer = await getViewer(request, context);
  if (!viewer)
    throw redirect(`${localizePath("/auth", lang)}?redirectTo=${encodeURIComponent(url.pathname)}`);
  const id = rowId(params.certificateId);
  const record = id === null ? null : await loadCertificateRecord(context.db, id);
  const holder = record !== null && record.holder.userId === viewer.user.id;
  const asStaff = staff && record !== null && !holder && hasRole(viewer.user.role, "moderator");
  if (asStaff) await requireStaff(request, context, "moderator");
  if (!record || !(holder || asStaff) || (!revoked && record.certificate.revokedAt)) {
    return new Response(getT(lang)("certificates.mine.notFound"), {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", ...PRIVATE },
    });
  }
  return record;
}

/**
 * GET /profile/certificates/{id}/certificate.pdf: the PDF, in the certificate's language, for its
 * holder and for staff (whose certificate screens link here), revoked or not: it says what was
 * issued; the verification page says what holds now.
 */
export async function certificatePdfLoader(args: DownloadArgs): Promise<Response> {
  const record = await certificateToDownload(args, { staff: true, revoked: true });
  if (record instanceof Response) return record;
  const pdf = await buildCertificatePdf(record, {
    contact: await readContactSettings(args.context.db),
    siteUrl: args.context.env.SITE_URL,
  });
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${certificateFileName(record)}"`,
      ...PRIVATE,
    },
  });
}

/**
 * GET /profile/certificates/{id}/credential.jwt: the holder's certificate as an Open Badges 3.0
 * credential signed by the site, to keep in a wallet or hand to an employer. Only for its holder,
 * and none for a revoked certificate.
 */
export async function credentialLoader(args: DownloadArgs): Promise<Response> {
  const record = await certificateToDownload(args, { staff: false, revoked: false });
  if (record instanceof Response) return record;
  const { context } = args;
  const credential = openBadgeCredential(record, context.env.SITE_URL);
  const token = await signCredential(credential, await siteSigningKey(context.auth, context.env));
  return new Response(token, {
    headers: {
      "Content-Type": VC_JWT_MEDIA_TYPE,
      "Content-Disposition": `attachment; filename="certificate-${record.certificate.number}.jwt"`,
      ...PRIVATE,
    },
  });
}
