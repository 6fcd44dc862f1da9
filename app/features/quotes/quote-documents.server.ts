import { eq } from "drizzle-orm";
import { localize } from "~/features/catalog/localize";
import { formatDate } from "~/lib/format";
import type { Lang } from "~/lib/language";
import { readContactSettings } from "~/lib/settings.server";
import { courses, trainingSessions, type Quote } from "../../../db/schema";
import type { Executor } from "~/features/invoicing/db-types";
import { buildQuotePdf, quoteFileName } from "./quote-pdf.server";
import { linesOfQuote } from "./quotes.server";

/** What a quote is about, as its page and PDF say it: the course, the session's days, the place. */
export async function quoteSubject(db: Executor, quote: Quote, lang: Lang) {
  const [course] = await db
    .select({ title: courses.title })
    .from(courses)
    .where(eq(courses.id, quote.courseId));
  const [session] =
    quote.sessionId === null
      ? []
      : await db.select().from(trainingSessions).where(eq(trainingSessions.id, quote.sessionId));
  const day = (date: Date, zone: string) => formatDate(date, lang, "long", zone);
  const sessionDates = session
    ? day(session.startsAt, session.timeZone) === day(session.endsAt, session.timeZone)
      ? day(session.startsAt, session.timeZone)
      : `${day(session.startsAt, session.timeZone)} – ${day(session.endsAt, session.timeZone)}`
    : (quote.preferredDates ?? null);
  const place = session
    ? [session.venueName, session.city].filter(Boolean).join(", ") || quote.place
    : quote.place;
  return { courseTitle: course ? localize(course.title, lang) : "", sessionDates, place };
}

/** The quote's PDF as it prints now (its decision included), with its file name. */
export async function quotePdfOf(db: Executor, quote: Quote): Promise<{ filename: string; content: Buffer }> {
  const lang: Lang = quote.lang === "en" ? "en" : "fr";
  const [lines, subject, contact] = await Promise.all([
    linesOfQuote(db, quote.id),
    quoteSubject(db, quote, lang),
    readContactSettings(db),
  ]);
  const content = await buildQuotePdf({ quote, lines, ...subject, contact });
  return { filename: quoteFileName(quote), content };
}

/** A PDF as a download no cache keeps. */
export function pdfDownload({ filename, content }: { filename: string; content: Buffer }): Response {
  return new Response(new Uint8Array(content), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
