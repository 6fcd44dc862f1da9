import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import { and, eq, inArray } from "drizzle-orm";
import { data } from "react-router";
import { certificates, companyBookings } from "../../../db/schema";
import { requireUser } from "~/features/accounts/guards.server";
import { localize } from "~/features/catalog/localize";
import { durationText } from "~/features/attendance/duration";
import { attendanceSummaries } from "~/features/attendance/attendance.server";
import {
  ANTI_FORGERY_FIELD,
  antiForgeryToken,
  isValidAntiForgeryToken,
} from "~/features/security/anti-forgery.server";
import { readForm } from "~/features/security/form-data.server";
import { sessionWhen } from "~/features/sessions/session-queries.server";
import type { AppContext } from "~/lib/app-context";
import { redirectWithFlash } from "~/lib/flash.server";
import { formatDate } from "~/lib/format";
import { getT } from "~/lib/i18n.server";
import { langFromPath, localizePath } from "~/lib/language";
import { rowId } from "~/lib/route-params";
import { participantSchema, removeSchema } from "./booking-schema";
import { companiesOfContact } from "./company-space.server";
import { bookingsOfCompany } from "./group-booking.server";
import { nameParticipant, removeParticipant, replaceParticipant } from "./participants.server";

type Args = { request: Request; context: AppContext; params: { bookingId?: string }; now?: Date };

const PRIVATE = { "Cache-Control": "private, no-store" } as const;

export interface BookingPageRefusal {
  result: SubmissionResult<string[]> | null;
  notice: { title: string; message: string };
  /** The participant being replaced when the refused form was a replacement. */
  replaces: number | null;
}

/** The booking asked for, if it is one of a company the account acts for. */
async function bookingOfViewer(context: AppContext, userId: string, bookingParam: string | undefined) {
  const bookingId = rowId(bookingParam);
  if (bookingId === null) return null;
  const [row] = await context.db
    .select({ companyId: companyBookings.companyId })
    .from(companyBookings)
    .where(eq(companyBookings.id, bookingId));
  if (!row) return null;
  const mine = await companiesOfContact(context.db, userId);
  const company = mine.find((candidate) => candidate.id === row.companyId);
  if (!company) return null;
  const booking = (await bookingsOfCompany(context.db, company.id)).find(
    (candidate) => candidate.id === bookingId,
  );
  return booking ? { booking, company } : null;
}

/**
 * GET /company/bookings/{id}: a booking of the viewer's company: its session and seats, its
 * participants with their confirmation, attendance and certificate, and the forms that name,
 * replace and remove them until the deadline. Another company's booking is a 404.
 */
export async function bookingPageLoader({ request, context, params, now = new Date() }: Args) {
  const viewer = await requireUser(request, context);
  const lang = langFromPath(new URL(request.url).pathname);
  const t = getT(lang);
  const found = await bookingOfViewer(context, viewer.user.id, params.bookingId);
  if (!found) throw data(null, { status: 404 });
  const { booking, company } = found;
  const ids = booking.participants.map((participant) => participant.id);
  const [summaries, issued] = await Promise.all([
    attendanceSummaries(context.db, booking.sessionId),
    ids.length
      ? context.db
          .select({
            registrationId: certificates.registrationId,
            code: certificates.code,
            number: certificates.number,
          })
          .from(certificates)
          .where(and(inArray(certificates.registrationId, ids)))
      : Promise.resolve([]),
  ]);
  const started = booking.startsAt.getTime() <= now.getTime();
  const when = sessionWhen(booking, lang);
  return data(
    {
      seo: {
        title: t("companyBookings.booking.seoTitle", { id: booking.id }),
        description: company.legalName,
        lang,
      },
      company: { id: company.id, legalName: company.legalName },
      booking: {
        id: booking.id,
        status: booking.status,
        seats: booking.seats,
        courseTitle: localize(booking.courseTitle, lang),
        dates: when.endDate ? `${when.startDate} – ${when.endDate}` : when.startDate,
        time: when.time,
        city: booking.city,
        purchaseOrder: booking.purchaseOrder,
        paymentReference: booking.paymentReference,
        deadline: formatDate(booking.namingDeadline, lang, "long", booking.timeZone),
        changeable: booking.status === "confirmed" && now.getTime() < booking.namingDeadline.getTime(),
      },
      participants: booking.participants.map((participant) => {
        const summary = summaries.find((row) => row.registrationId === participant.id);
        const certificate = issued.find((row) => row.registrationId === participant.id);
        return {
          id: participant.id,
          name: `${participant.firstName} ${participant.lastName}`,
          email: participant.email,
          confirmed: participant.confirmedAt ? formatDate(participant.confirmedAt, lang, "medium") : null,
          attendance:
            started && summary
              ? t("companyBookings.booking.attended", {
                  attended: durationText(summary.minutesAttended, lang),
                  planned: durationText(summary.minutesPlanned, lang),
                })
              : null,
          certificate: certificate
            ? { number: certificate.number, href: localizePath(`/verify/${certificate.code}`, lang) }
            : null,
        };
      }),
      antiForgery: antiForgeryToken(viewer.session.id, context.secrets),
    },
    { headers: PRIVATE },
  );
}

/**
 * POST: name a participant (intent "name", with `replaces` to replace one) or remove one
 * (intent "remove"). The rules (seats, deadline, one person once) are group-booking.server.ts's.
 */
export async function bookingPageAction({ request, context, params, now = new Date() }: Args) {
  const viewer = await requireUser(request, context);
  const lang = langFromPath(new URL(request.url).pathname);
  const t = getT(lang);
  const title = t("companyBookings.errors.title");
  const refuse = (
    status: number,
    message: string,
    result: SubmissionResult<string[]> | null = null,
    replaces: number | null = null,
  ) => data<BookingPageRefusal>({ notice: { title, message }, result, replaces }, { status });
  const read = await readForm(request);
  if (!read.ok) return refuse(read.status, t("companyBookings.errors.unreadable"));
  if (!isValidAntiForgeryToken(read.formData.get(ANTI_FORGERY_FIELD), viewer.session.id, context.secrets))
    return refuse(403, t("companyBookings.errors.antiForgery"));
  const found = await bookingOfViewer(context, viewer.user.id, params.bookingId);
  if (!found) return refuse(404, t("companyBookings.errors.notFound"));
  const { booking, company } = found;
  const deps = { siteUrl: context.env.SITE_URL, secrets: context.secrets, now };
  const back = localizePath(`/company/bookings/${booking.id}`, lang);

  if (read.formData.get("intent") === "remove") {
    const submission = parseWithZod(read.formData, { schema: removeSchema });
    if (submission.status !== "success") return refuse(400, t("companyBookings.errors.unreadable"));
    const outcome = await removeParticipant(
      context.db,
      {
        companyId: company.id,
        bookingId: booking.id,
        registrationId: rowId(submission.value.participant)!,
        actorUserId: viewer.user.id,
      },
      deps,
    );
    if (!outcome.ok) return refuse(409, t(`companyBookings.errors.${outcome.error}`));
    return redirectWithFlash(
      back,
      {
        kind: "success",
        title: t("companyBookings.done.removedTitle"),
        message: t("companyBookings.done.removed"),
      },
      context,
    );
  }

  const submission = parseWithZod(read.formData, { schema: participantSchema });
  const replacesParam = rowId(String(read.formData.get("replaces") ?? ""));
  if (submission.status !== "success") {
    const first = Object.values(submission.error ?? {}).flat()[0] ?? "companyBookings.errors.unreadable";
    return refuse(400, t(first as "companyBookings.errors.unreadable"), submission.reply(), replacesParam);
  }
  const { firstName, lastName, email, phone, replaces } = submission.value;
  const person = { firstName, lastName, email, phone };
  const replaced = replaces === undefined ? null : rowId(replaces);
  const outcome =
    replaced === null
      ? await nameParticipant(
          context.db,
          { companyId: company.id, bookingId: booking.id, actorUserId: viewer.user.id, person },
          deps,
        )
      : await replaceParticipant(
          context.db,
          {
            companyId: company.id,
            bookingId: booking.id,
            registrationId: replaced,
            actorUserId: viewer.user.id,
            person,
          },
          deps,
        );
  if (!outcome.ok) {
    const field =
      outcome.error === "already-named" || outcome.error === "already-registered" ? "email" : null;
    return refuse(
      409,
      t(`companyBookings.errors.${outcome.error}`),
      field
        ? submission.reply({ fieldErrors: { email: [`companyBookings.errors.${outcome.error}`] } })
        : submission.reply(),
      replaced,
    );
  }
  context.logger.info(
    { event: "company.participant_named", bookingId: booking.id },
    "company participant named",
  );
  return redirectWithFlash(
    back,
    {
      kind: "success",
      title: t(replaced === null ? "companyBookings.done.namedTitle" : "companyBookings.done.replacedTitle"),
      message: t("companyBookings.done.named", { name: `${firstName} ${lastName}` }),
    },
    context,
  );
}
