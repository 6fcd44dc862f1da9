import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import { and, eq } from "drizzle-orm";
import { data } from "react-router";
import { courses } from "../../../db/schema";
import { localize } from "~/features/catalog/localize";
import { publishedCourse } from "~/features/catalog/course-queries.server";
import type { AppContext } from "~/lib/app-context";
import { redirectWithFlash } from "~/lib/flash.server";
import { getT } from "~/lib/i18n.server";
import { langFromPath, localizePath, type Lang } from "~/lib/language";
import { rowId } from "~/lib/route-params";
import { readForm } from "../security/form-data.server";
import { clientKey, consumeLimit, contactRule, minutesLeft } from "../security/rate-limit.server";
import { HONEYPOT_FIELD } from "./honeypot";
import { saveContactMessage } from "./contact.server";
import { quoteRequestSchema } from "./quote-request-schema";

export interface QuoteRequestActionData {
  result: SubmissionResult<string[]>;
  /** A message about the whole form, already translated (rate limit, unreadable form). */
  notice?: string;
}

type Args = { request: Request; context: AppContext; params: { courseId?: string } };

/** The published course a quote is asked for, in the page's language, or null. */
async function courseFor(context: AppContext, courseIdParam: string | undefined, lang: Lang) {
  const id = rowId(courseIdParam);
  if (id === null) return null;
  const [row] = await context.db
    .select({ id: courses.id, title: courses.title })
    .from(courses)
    .where(and(eq(courses.id, id), publishedCourse()));
  return row ? { id: row.id, title: localize(row.title, lang) } : null;
}

/** GET /courses/{id}/quote: the form, or a 404 in the page's language for an unknown course. */
export async function quoteRequestLoader({ request, context, params }: Args) {
  const lang = langFromPath(new URL(request.url).pathname);
  const t = getT(lang);
  const course = await courseFor(context, params.courseId, lang);
  if (!course)
    return data(
      {
        course: null,
        seo: {
          title: t("catalog.course.notFound.title"),
          description: t("catalog.course.notFound.text"),
          lang,
        },
      },
      { status: 404 },
    );
  return data({
    course,
    seo: {
      title: t("quoteRequest.seo.title", { course: course.title }),
      description: t("quoteRequest.seo.description"),
      lang,
    },
  });
}

/**
 * The quote request's POST: 400 with field errors and nothing written for bad input; 429 past the
 * contact form's limit (the same budget per address); otherwise the request reaches the staff's
 * inbox with its two e-mails, and a redirect to the course page says so.
 */
export async function quoteRequestAction({ request, context, params }: Args) {
  const lang = langFromPath(new URL(request.url).pathname);
  const t = getT(lang);
  const course = await courseFor(context, params.courseId, lang);
  if (!course) return new Response(null, { status: 404 });

  const read = await readForm(request);
  if (!read.ok)
    return data<QuoteRequestActionData>(
      { result: { status: "error", error: { "": [] } }, notice: t("quoteRequest.errors.unreadable") },
      { status: read.status },
    );
  const submission = parseWithZod(read.formData, { schema: quoteRequestSchema });
  if (submission.status !== "success")
    return data<QuoteRequestActionData>({ result: submission.reply() }, { status: 400 });

  const limit = await consumeLimit(context.db, contactRule, clientKey(context.clientIp));
  if (!limit.allowed)
    return data<QuoteRequestActionData>(
      {
        result: submission.reply(),
        notice: t("quoteRequest.errors.tooMany", { count: minutesLeft(limit.retryAfterSeconds) }),
      },
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );

  const back = localizePath(`/courses/${course.id}`, lang);
  const thanks = { kind: "success" as const, message: t("quoteRequest.success") };
  const honeypot = read.formData.get(HONEYPOT_FIELD);
  if (typeof honeypot === "string" && honeypot.trim() !== "") {
    context.logger.warn({ event: "quote.honeypot", ip: context.clientIp }, "quote request honeypot filled");
    return redirectWithFlash(back, thanks, context);
  }

  const value = submission.value;
  const id = await saveContactMessage(
    context.db,
    {
      name: value.name,
      email: value.email,
      phone: value.phone,
      subject: t("quoteRequest.subject", { course: course.title }),
      message: value.message ?? "",
      service: "training",
      lang,
      quote: {
        courseId: course.id,
        courseTitle: course.title,
        company: value.company,
        people: value.people,
        preferredDates: value.preferredDates,
        place: value.place,
        city: value.place === "theirs" ? (value.city ?? null) : null,
      },
    },
    { staffEmail: context.env.STAFF_EMAIL, siteUrl: context.env.SITE_URL },
  );
  context.logger.info({ event: "quote.request", id, course: course.id }, "quote request stored");
  return redirectWithFlash(back, thanks, context);
}
