import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import { and, eq } from "drizzle-orm";
import { data, redirect } from "react-router";
import { courses } from "../../../db/schema";
import { requireUser } from "~/features/accounts/guards.server";
import { getViewer } from "~/features/accounts/viewer.server";
import { publishedCourse } from "~/features/catalog/course-queries.server";
import { localize } from "~/features/catalog/localize";
import {
  ANTI_FORGERY_FIELD,
  antiForgeryToken,
  isValidAntiForgeryToken,
} from "~/features/security/anti-forgery.server";
import { readForm } from "~/features/security/form-data.server";
import { listUpcomingSessions, toSessionView } from "~/features/sessions/session-queries.server";
import type { AppContext } from "~/lib/app-context";
import { redirectWithFlash } from "~/lib/flash.server";
import { getT } from "~/lib/i18n.server";
import { langFromPath, localizePath } from "~/lib/language";
import { rowId } from "~/lib/route-params";
import { bookSeatsSchema } from "./booking-schema";
import { companiesOfContact } from "./company-space.server";
import type { Tx } from "~/features/registration/registration-deps";
import { bookSeatsForCompany } from "./group-booking.server";

type Args = { request: Request; context: AppContext; params: { courseId?: string }; now?: Date };

/**
 * Draws up the booking's training agreement in the booking's transaction. The agreements
 * feature is built on this one, so the route hands it in rather than this module importing it.
 */
export type DrawUpAgreement = (
  tx: Tx,
  bookingId: number,
  deps: { siteUrl: string; now: Date },
) => Promise<unknown>;

const PRIVATE = { "Cache-Control": "private, no-store" } as const;

export interface CompanyBookingActionData {
  result: SubmissionResult<string[]> | null;
  notice: { title: string; message: string };
}

async function courseFor(context: AppContext, courseIdParam: string | undefined) {
  const id = rowId(courseIdParam);
  if (id === null) return null;
  const [row] = await context.db
    .select({ id: courses.id, title: courses.title })
    .from(courses)
    .where(and(eq(courses.id, id), publishedCourse()));
  return row ?? null;
}

/**
 * GET /courses/{id}/company-booking: a company's contact books seats on one of the course's
 * sessions (the public ones, and the intra-company sessions of their companies). Signed out: to
 * the sign-in page and back here; an account that acts for no company is sent to the quote form.
 */
export async function companyBookingLoader({ request, context, params, now = new Date() }: Args) {
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  // The course page links here for everyone: a signed-out visitor signs in and comes back.
  if (!(await getViewer(request, context)))
    throw redirect(
      `${localizePath("/auth", lang)}?redirectTo=${encodeURIComponent(url.pathname + url.search)}`,
    );
  const viewer = await requireUser(request, context);
  const t = getT(lang);
  const course = await courseFor(context, params.courseId);
  if (!course) throw data(null, { status: 404 });
  const title = localize(course.title, lang);
  const seo = { title: t("companyBookings.book.seoTitle", { course: title }), description: title, lang };
  const mine = await companiesOfContact(context.db, viewer.user.id);
  const rows = await listUpcomingSessions(context.db, {
    courseId: course.id,
    now,
    intraOf: mine.map((company) => company.id),
  });
  const asked = rowId(url.searchParams.get("session"));
  return data(
    {
      seo,
      course: { id: course.id, title },
      companies: mine.map((company) => ({ id: company.id, legalName: company.legalName })),
      sessions: rows.map((row) => ({
        ...toSessionView(row, lang),
        intraOf: mine.find((company) => company.id === row.companyId)?.legalName ?? null,
      })),
      chosenSession: rows.some((row) => row.id === asked) ? asked : (rows[0]?.id ?? null),
      antiForgery: antiForgeryToken(viewer.session.id, context.secrets),
    },
    { headers: PRIVATE },
  );
}

/**
 * POST: books the seats in one transaction (group-booking.server.ts), then opens the booking's
 * page to name the participants. The company must be one of the account's; every number is
 * checked again on the server.
 */
export async function companyBookingAction({
  request,
  context,
  params,
  now = new Date(),
  drawUpAgreement,
}: Args & { drawUpAgreement: DrawUpAgreement }) {
  const viewer = await requireUser(request, context);
  const lang = langFromPath(new URL(request.url).pathname);
  const t = getT(lang);
  const title = t("companyBookings.errors.title");
  const refuse = (status: number, message: string, result: SubmissionResult<string[]> | null = null) =>
    data<CompanyBookingActionData>({ notice: { title, message }, result }, { status });
  const course = await courseFor(context, params.courseId);
  if (!course) return refuse(404, t("companyBookings.errors.session"));
  const read = await readForm(request);
  if (!read.ok) return refuse(read.status, t("companyBookings.errors.unreadable"));
  if (!isValidAntiForgeryToken(read.formData.get(ANTI_FORGERY_FIELD), viewer.session.id, context.secrets))
    return refuse(403, t("companyBookings.errors.antiForgery"));
  const submission = parseWithZod(read.formData, { schema: bookSeatsSchema });
  if (submission.status !== "success") {
    const first = Object.values(submission.error ?? {}).flat()[0] ?? "companyBookings.errors.unreadable";
    return refuse(400, t(first as "companyBookings.errors.unreadable"), submission.reply());
  }
  const companyId = rowId(submission.value.company);
  const mine = await companiesOfContact(context.db, viewer.user.id);
  if (companyId === null || !mine.some((company) => company.id === companyId))
    return refuse(403, t("companyBookings.errors.company"));
  const sessionId = rowId(submission.value.session)!;
  const deps = {
    siteUrl: context.env.SITE_URL,
    secrets: context.secrets,
    now,
    holdHours: context.env.PAYMENT_HOLD_HOURS,
  };
  const outcome = await context.db.transaction(async (tx) => {
    const booked = await bookSeatsForCompany(
      tx,
      {
        companyId,
        // The session must be one of this course's (checked under the session's lock).
        courseId: course.id,
        sessionId,
        seats: submission.value.seats,
        purchaseOrder: submission.value.purchaseOrder ?? null,
        bookedBy: viewer.user.id,
        lang,
      },
      deps,
    );
    if (booked.ok) await drawUpAgreement(tx, booked.bookingId, deps);
    return booked;
  });
  if (!outcome.ok) {
    const message = {
      "company-not-found": t("companyBookings.errors.company"),
      "session-unavailable": t("companyBookings.errors.session"),
      "seats-out-of-range": t("companyBookings.errors.seats"),
    }[outcome.error];
    return refuse(409, message, submission.reply());
  }
  context.logger.info(
    { event: "company.booking_made", bookingId: outcome.bookingId, status: outcome.status },
    "company booking made",
  );
  return redirectWithFlash(
    localizePath(`/company/bookings/${outcome.bookingId}`, lang),
    {
      kind: "success",
      title: t(
        outcome.status === "confirmed"
          ? "companyBookings.done.bookedTitle"
          : "companyBookings.done.waitlistedTitle",
      ),
      message: t(
        outcome.status === "confirmed" ? "companyBookings.done.booked" : "companyBookings.done.waitlisted",
        {
          seats: String(submission.value.seats),
        },
      ),
    },
    context,
  );
}
