import { data } from "react-router";
import { clientKey, consumeLimit, minutesLeft, type LimitRule } from "~/features/security/rate-limit.server";
import type { AppContext } from "~/lib/app-context";
import { formatDate } from "~/lib/format";
import { getT } from "~/lib/i18n.server";
import { langFromPath, type Lang } from "~/lib/language";
import { formatHours } from "./certificate-links";
import { verifyCertificate, type CertificateVerification } from "./certificates.server";

/**
 * Verification pages per client address: enough for a safety officer checking a whole team at a
 * site's gate, too few to be worth probing codes (they carry 100 random bits anyway).
 */
export const verifyRule: LimitRule = { name: "certificate-verify", points: 60, durationSeconds: 10 * 60 };

/** Crawlers must not index a holder's name: said in the page (meta robots) and in the header. */
const NO_INDEX = { "X-Robots-Tag": "noindex, nofollow", "Cache-Control": "private, no-store" };

/** What the page shows, formatted in its language. */
export interface VerifyView {
  holderName: string;
  courseTitle: string;
  dates: { start: string; end: string } | { day: string };
  hours: { attended: string; planned: string };
  status: { kind: "valid"; until: string | null } | { kind: "expired" | "revoked"; on: string };
}

function viewOf(found: CertificateVerification, lang: Lang): VerifyView {
  const day = (date: Date) => formatDate(date, lang, "long", found.timeZone);
  const start = day(found.startsAt);
  const end = day(found.endsAt);
  const { status } = found;
  return {
    holderName: found.holderName,
    courseTitle: found.courseTitle,
    dates: start === end ? { day: start } : { start, end },
    hours: {
      attended: formatHours(found.minutesAttended, lang),
      planned: formatHours(found.minutesPlanned, lang),
    },
    status:
      status.kind === "valid"
        ? { kind: "valid", until: status.validUntil ? day(status.validUntil) : null }
        : { kind: status.kind, on: day(status.on) },
  };
}

/**
 * /verify/:code: no sign-in, the certificate's few public facts, or a 404 in the page's language;
 * each look-up counts against the client address's limit, found or not.
 */
export async function loadVerifyPage(request: Request, code: string, context: AppContext, now = new Date()) {
  const lang = langFromPath(new URL(request.url).pathname);
  const t = getT(lang);
  const seo = { title: t("certificates.seoTitle"), description: t("certificates.seoDescription"), lang };
  const limit = await consumeLimit(context.db, verifyRule, clientKey(context.clientIp));
  if (!limit.allowed)
    return data(
      { outcome: "limited" as const, seo, minutes: minutesLeft(limit.retryAfterSeconds) },
      { status: 429, headers: { ...NO_INDEX, "Retry-After": String(limit.retryAfterSeconds) } },
    );
  const found = await verifyCertificate(context.db, code, lang, now);
  if (!found) return data({ outcome: "not-found" as const, seo }, { status: 404, headers: NO_INDEX });
  return data({ outcome: "found" as const, seo, view: viewOf(found, lang) }, { headers: NO_INDEX });
}
