import { localize } from "~/features/catalog/localize";
import { sessionPlace, sessionWhen } from "~/features/sessions/session-queries.server";
import { formatDate, formatMoney } from "~/lib/format";
import { getT } from "~/lib/i18n.server";
import { localizePath, type Lang } from "~/lib/language";
import { LIVE_OPENS_BEFORE_MS, liveRoomOpen } from "~/lib/live-window";
import { eq } from "drizzle-orm";
import type { Database } from "../../../db/database";
import { FRENCH_SESSION_TIME_ZONE } from "~/features/sessions/withdrawal-period";
import { certificates, payments, receipts } from "../../../db/schema";
import { latestInvoiceOfRegistration } from "~/features/invoicing/invoice-queries.server";
import { registrationAllowance, type RegistrationAllowance } from "./payment-allowance.server";
import { momentIn } from "./moment.server";
import { DEFAULT_PAYMENT_HOLD_HOURS, heldUntilSentence, seatHeldUntil } from "./hold-deadline.server";
import { offerLinkPath, signOfferToken } from "./offer-link.server";
import {
  findActiveRegistration,
  listRegistrationDetailsOf,
  registrationPrice,
  waitlistPosition,
  type RegistrationDetails,
} from "./registration-details.server";
import type { RegistrationView } from "./registration-view";

/** The law's line for Mes inscriptions and the course page (ADR 1006), or null. */
function paymentNoteOf(
  owed: RegistrationAllowance | null,
  currency: "EUR" | "GNF",
  lang: Lang,
): string | null {
  if (!owed) return null;
  const t = getT(lang);
  const { allowance, dueCents } = owed;
  const day = (date: Date) => formatDate(date, lang, "long", FRENCH_SESSION_TIME_ZONE);
  const amount = formatMoney(dueCents, currency, lang);
  switch (allowance.rule) {
    case "none":
      return null;
    case "withdrawal":
      return t("registration.mine.law.withdrawal", { date: day(allowance.payableFrom) });
    case "deposit":
      return dueCents > 0
        ? t("registration.mine.law.deposit", { amount })
        : t("registration.mine.law.depositPaid", { date: day(allowance.balanceFrom) });
    case "balance":
      return dueCents > 0
        ? t("registration.mine.law.balance", { amount })
        : t("registration.mine.law.balanceLater");
  }
}

/** Whether a payment of the registration has a receipt (the payments feature issues them). */
async function hasReceipt(db: Database, registrationId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: receipts.id })
    .from(receipts)
    .innerJoin(payments, eq(payments.id, receipts.paymentId))
    .where(eq(payments.registrationId, registrationId))
    .limit(1);
  return row !== undefined;
}

/** The registration's certificate, if it has one (the certificates feature issues them). */
async function certificateOf(db: Database, registrationId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: certificates.id })
    .from(certificates)
    .where(eq(certificates.registrationId, registrationId));
  return row?.id ?? null;
}

/** Turns a registration into what the pages show, in `lang`. */
export async function toRegistrationView(
  db: Database,
  details: RegistrationDetails,
  {
    lang,
    secrets,
    now,
    holdHours = DEFAULT_PAYMENT_HOLD_HOURS,
  }: {
    lang: Lang;
    secrets: readonly string[];
    now: Date;
    /** PAYMENT_HOLD_HOURS, the default of the hold staff set: the deadline of an unpaid seat. */
    holdHours?: number;
  },
): Promise<RegistrationView> {
  const { registration, session, course } = details;
  const t = getT(lang);
  const when = session ? sessionWhen(session, lang) : null;
  const place = session ? sessionPlace(session, lang) : null;
  const price = registrationPrice(details);
  const status = registration.status === "waitlisted" && !session ? "interest" : registration.status;
  const offerExpiresAt = registration.status === "offered" && session ? registration.offerExpiresAt : null;
  const unpaid =
    registration.status === "confirmed" &&
    (registration.paymentStatus === "pending" || registration.paymentStatus === "failed") &&
    price !== null &&
    price.cents > 0;
  const owed = unpaid ? await registrationAllowance(db, details, now) : null;
  const heldUntil = unpaid ? await seatHeldUntil(db, details, { envHours: holdHours, now }) : null;
  // A remote session still to come or under way, for a confirmed registration: it has a live room.
  const liveAhead =
    session?.format === "distanciel" &&
    session.status === "scheduled" &&
    registration.status === "confirmed" &&
    session.endsAt.getTime() > now.getTime()
      ? session
      : null;
  return {
    id: registration.id,
    courseId: course.id,
    courseTitle: localize(course.title, lang),
    status,
    paymentStatus: registration.paymentStatus,
    refundRequested: registration.refundRequestedAt !== null,
    dates: when
      ? when.endDate
        ? t("registration.sessions.dates", { start: when.startDate, end: when.endDate })
        : when.startDate
      : null,
    startDate: when?.startDate ?? null,
    time: when
      ? `${when.time} (${t("registration.sessions.zone", { city: when.zone.city, offset: when.zone.offset })})`
      : null,
    place: session
      ? place
        ? [place.venue, place.city].filter(Boolean).join(", ") + (place.country ? ` (${place.country})` : "")
        : t("registration.sessions.online")
      : null,
    price: price ? formatMoney(price.cents, price.currency, lang) : null,
    reference: registration.paymentReference,
    position: await waitlistPosition(db, registration),
    offerUntil: offerExpiresAt && session ? momentIn(offerExpiresAt, session.timeZone, lang) : null,
    // The owner's own page: the same signed link as the offer e-mail's.
    offerHref: offerExpiresAt
      ? offerLinkPath(lang, signOfferToken(secrets, registration.id, offerExpiresAt))
      : null,
    cancellable:
      (["confirmed", "waitlisted", "offered"] as const).some((value) => value === registration.status) &&
      (!session || session.startsAt.getTime() > now.getTime()),
    hasCalendar: session !== null && registration.status === "confirmed",
    // The join link while the room is open; before, when it will open.
    liveHref:
      liveAhead && liveRoomOpen(liveAhead, now) ? localizePath(`/sessions/${liveAhead.id}/live`, lang) : null,
    liveOpensAt:
      liveAhead && !liveRoomOpen(liveAhead, now)
        ? momentIn(new Date(liveAhead.startsAt.getTime() - LIVE_OPENS_BEFORE_MS), liveAhead.timeZone, lang)
        : null,
    hasReceipt: await hasReceipt(db, registration.id),
    hasInvoice: (await latestInvoiceOfRegistration(db, registration.id)) !== null,
    certificateId: await certificateOf(db, registration.id),
    payable: unpaid && (owed === null || owed.dueCents > 0),
    paymentNote: price ? paymentNoteOf(owed, price.currency, lang) : null,
    holdNote: heldUntil && session ? heldUntilSentence(heldUntil, session.timeZone, lang) : null,
  };
}

/** The signed-in user's registration in force for a course, for the course and registration pages. */
export async function registrationStatusFor(
  db: Database,
  userId: string,
  courseId: number,
  options: { lang: Lang; secrets: readonly string[]; now: Date; holdHours?: number },
): Promise<RegistrationView | null> {
  const details = await findActiveRegistration(db, userId, courseId);
  return details ? toRegistrationView(db, details, options) : null;
}

/**
 * Every registration of a user, newest first, as "Mes inscriptions" shows them: the query the
 * /profile page includes (with MyRegistrationsSection) and /api/me reads (registrationsForApi).
 */
export async function listRegistrationsOf(
  db: Database,
  userId: string,
  options: { lang: Lang; secrets: readonly string[]; now?: Date; holdHours?: number },
): Promise<RegistrationView[]> {
  const rows = await listRegistrationDetailsOf(db, userId);
  const now = options.now ?? new Date();
  return Promise.all(rows.map((details) => toRegistrationView(db, details, { ...options, now })));
}

/** "Mes inscriptions" in the page's language. */
export const myRegistrationsPath = (lang: Lang) => localizePath("/profile/registrations", lang);
