import { createHash } from "node:crypto";
import { buildBrochurePdf } from "~/features/content/brochure-pdf.server";
import { readContactSettings } from "~/lib/settings.server";
import type { Route } from "./+types/documents.brochure";

/**
 * The brochure last made, with the contact it was made for. Making it takes tens of milliseconds
 * and the same contact gives the same bytes, so it is made again only when staff change the
 * phone or e-mail: one small file per process, whatever the traffic.
 */
let made: { contact: string; pdf: Uint8Array<ArrayBuffer>; etag: string } | undefined;

/**
 * GET /documents/brochure-conseil.pdf: the consulting brochure with the phone and e-mail staff
 * set. Browsers and caches in front revalidate every time (a changed phone shows at once) and
 * get a 304 while it is the same file.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const contact = await readContactSettings(context.db);
  const key = JSON.stringify(contact);
  if (made?.contact !== key) {
    const pdf = await buildBrochurePdf(contact);
    made = {
      contact: key,
      pdf: new Uint8Array(pdf),
      etag: `"${createHash("sha256").update(pdf).digest("base64url")}"`,
    };
  }
  const headers = {
    "Content-Type": "application/pdf",
    "Content-Disposition": 'inline; filename="brochure-conseil.pdf"',
    "Cache-Control": "public, no-cache",
    ETag: made.etag,
  };
  if (knownTo(request.headers.get("If-None-Match"), made.etag)) {
    return new Response(null, { status: 304, headers });
  }
  return new Response(made.pdf, { headers });
}

/** If-None-Match compares weakly (RFC 9110): a cache in front may have turned our tag into W/"…". */
function knownTo(ifNoneMatch: string | null, etag: string): boolean {
  return (
    ifNoneMatch?.split(",").some((tag) => {
      const trimmed = tag.trim();
      return trimmed === "*" || trimmed.replace(/^W\//, "") === etag;
    }) ?? false
  );
}
