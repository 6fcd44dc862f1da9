import { redirect } from "react-router";
import { getViewer } from "~/features/accounts/viewer.server";
import { siteSigningKey } from "~/features/accounts/site-signing-key.server";
import type { AppContext } from "~/lib/app-context";
import { langFromPath, localizePath } from "~/lib/language";
import { rowId } from "~/lib/route-params";
import { badgeFactsOf, openBadgeCredential, signCredential, VC_JWT_MEDIA_TYPE } from "./open-badge.server";

const PRIVATE = { "Cache-Control": "private, no-store" } as const;

/**
 * GET /profile/certificates/{id}/credential.jwt: the holder's certificate as an Open Badges 3.0
 * credential signed by the site, to keep in a wallet or hand to an employer. Signed out: to the
 * sign-in page and back. Anyone else's certificate, a revoked or a missing one: the same 404.
 */
export async function credentialDownloadLoader({
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
  const facts = id === null ? null : await badgeFactsOf(context.db, id);
  if (!facts || facts.userId !== viewer.user.id)
    return new Response("Not Found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", ...PRIVATE },
    });
  const credential = openBadgeCredential(facts, context.env.SITE_URL);
  const token = await signCredential(credential, await siteSigningKey(context.auth, context.env));
  return new Response(token, {
    headers: {
      "Content-Type": VC_JWT_MEDIA_TYPE,
      "Content-Disposition": `attachment; filename="certificate-${facts.certificate.number}.jwt"`,
      ...PRIVATE,
    },
  });
}
