import { data } from "react-router";
import { activeStatuses } from "../../../../db/schema";
import { localize } from "~/features/catalog/localize";
import { formatMinor } from "~/features/payments/money";
import type { Currency } from "~/features/payments/provider";
import { amountOwed } from "~/features/payments/staff-payments.server";
import { seatHeldUntil } from "~/features/registration/hold-deadline.server";
import { loadRegistrationDetails } from "~/features/registration/registration-details.server";
import type { AppContext } from "~/lib/app-context";
import { antiForgeryToken } from "~/features/security/anti-forgery.server";
import { formatDate, formatTime, zoneCity } from "~/lib/format";
import { getT } from "~/lib/i18n.server";
import { langFromPath, type Lang } from "~/lib/language";
import { registrationMoveChoices } from "./registration-move-choices.server";
import { registrationFromParam, type RegistrationDetail } from "./registrations.server";
import { historyNoteText } from "./history-note";
import { sessionLabel } from "../shared/session-label";
import { shownPaymentStatus } from "../shared/shown-payment-status";
import { dateToWallClock } from "../sessions/session-values.server";
import { requireStaff } from "../shared/staff-access.server";
import { textsOfRegistration } from "~/features/sms/sms-outbox.server";
import { formatPhone } from "~/lib/text-rules";

/** The registration's bank transfers not received yet: the only ones the form may record. */
function pendingTransfers(payments: RegistrationDetail["payments"]) {
  return payments.filter(
    (payment) =>
      payment.provider === "bank-transfer" && ["pending", "failed", "expired"].includes(payment.status),
  );
}

/** How a payment's money goes back: its provider's API, staff by hand, or the provider's own dashboard. */
function refundWay(provider: string): "api" | "manual" | "dashboard" {
  if (provider === "bank-transfer" || provider === "cash") return "manual";
  return provider === "cinetpay" ? "dashboard" : "api";
}

/**
 * A refund request (paid, money owed back): what was paid, what is left to refund, per
 * currency, and how each payment's money goes back.
 */
function refundRequestBlock(
  found: RegistrationDetail,
  money: (amountMinor: number, currency: string) => string,
  when: (date: Date) => string,
) {
  const { registration } = found;
  if (shownPaymentStatus(registration) !== "refund-requested" || !registration.refundRequestedAt) return null;
  const kept = found.payments.filter(
    (payment) => payment.status === "succeeded" || payment.status === "refunded",
  );
  const totals = new Map<string, { paid: number; refunded: number }>();
  for (const payment of kept) {
    const total = totals.get(payment.currency) ?? { paid: 0, refunded: 0 };
    total.paid += payment.amountMinor;
    total.refunded += payment.refundedMinor;
    totals.set(payment.currency, total);
  }
  const sum = (pick: (total: { paid: number; refunded: number }) => number) =>
    [...totals].map(([currency, total]) => money(pick(total), currency)).join(" + ") || money(0, "EUR");
  return {
    requestedAt: registration.refundRequestedAt.toISOString(),
    requested: when(registration.refundRequestedAt),
    paid: sum((total) => total.paid),
    refunded: sum((total) => total.refunded),
    left: sum((total) => total.paid - total.refunded),
    payments: kept
      .filter((payment) => payment.refundedMinor < payment.amountMinor)
      .map((payment) => ({
        reference: payment.reference,
        provider: payment.provider,
        left: money(payment.amountMinor - payment.refundedMinor, payment.currency),
        way: refundWay(payment.provider),
      })),
  };
}

/**
 * /admin/registrations/:id: one registration with its payments and history, for staff, and
 * what each of the page's forms offers to this viewer (money is for admins only).
 */
export async function registrationPageLoader({
  request,
  params,
  context,
}: {
  request: Request;
  params: { registrationId?: string };
  context: AppContext;
}) {
  const viewer = await requireStaff(request, context, { need: "read" });
  const lang: Lang = langFromPath(new URL(request.url).pathname);
  const t = getT(lang);
  const match = await registrationFromParam(context.db, params.registrationId);
  if (!match) {
    return data(
      {
        found: false as const,
        seo: { title: t("admin.registration.notFound"), description: t("admin.registration.notFound"), lang },
      },
      { status: 404 },
    );
  }
  const { id, found } = match;
  const { registration } = found;
  const now = new Date();
  const inForce = (activeStatuses as readonly string[]).includes(registration.status);
  const [owed, moves, heldUntil, texts] = await Promise.all([
    viewer.may.change ? amountOwed(context.db, id) : Promise.resolve(null),
    inForce ? registrationMoveChoices(context, found, now) : Promise.resolve([]),
    heldSeatUntil(context, id, now),
    textsOfRegistration(context.db, id),
  ]);
  const when = (date: Date, zone?: string | null) =>
    `${formatDate(date, lang, "medium", zone ?? undefined)} ${formatTime(date, lang, zone ?? undefined)}`;
  const day = (isoDay: string) => formatDate(new Date(`${isoDay}T12:00:00Z`), lang, "medium", "UTC");
  // Minor units: cents for EUR, francs for GNF; any other currency is shown as euros.
  const money = (amountMinor: number, currency: string) =>
    formatMinor(amountMinor, currency === "GNF" ? "GNF" : "EUR", lang);
  return {
    found: true as const,
    seo: {
      title: t("admin.registration.seoTitle", { id }),
      description: t("admin.registration.seoTitle", { id }),
      lang,
    },
    id,
    name: `${registration.firstName} ${registration.lastName}`,
    email: registration.email,
    phone: formatPhone(registration.phone),
    company: registration.company,
    course: localize(found.courseTitle, lang),
    session: found.startsAt ? when(found.startsAt, found.timeZone) : null,
    status: registration.status,
    paymentStatus: shownPaymentStatus(registration),
    refundRequest: refundRequestBlock(found, money, (date) => when(date)),
    // The one reference the registrant quotes (e-mails, Mes inscriptions, transfers, receipts).
    reference: registration.paymentReference,
    // An unpaid seat's deadline, in the session's zone, and the form that extends it.
    hold:
      heldUntil && found.timeZone
        ? {
            until: `${formatDate(heldUntil, lang, "long", found.timeZone)} ${formatTime(heldUntil, lang, found.timeZone)}`,
            extended: registration.holdExtendedUntil !== null,
            value: dateToWallClock(heldUntil, found.timeZone),
            zone: zoneCity(found.timeZone),
          }
        : null,
    payments: found.payments.map((payment) => ({
      id: payment.id,
      reference: payment.reference,
      provider: payment.provider,
      amount: money(payment.amountMinor, payment.currency),
      status: payment.status,
      when: when(payment.createdAt),
    })),
    // Every form of the page carries it (moderators handle: move, cancel, resend).
    antiForgery: antiForgeryToken(viewer.session.id, context.secrets),
    // Recording a payment changes money: admins only (staff-access.server.ts).
    transfer: viewer.may.change
      ? {
          antiForgery: antiForgeryToken(viewer.session.id, context.secrets),
          references: pendingTransfers(found.payments).map((payment) => ({
            reference: payment.reference,
            amount: money(payment.amountMinor, payment.currency),
          })),
          owed:
            owed?.ok && owed.owedMinor > 0
              ? { amount: formatMinor(owed.owedMinor, owed.currency, lang), currency: owed.currency }
              : null,
          today: now.toISOString().slice(0, 10),
        }
      : null,
    move: inForce
      ? moves.map((session) => ({
          id: session.id,
          label: sessionLabel(session, lang),
          seatsLeft: session.seatsLeft,
        }))
      : null,
    cancellable: inForce && !(found.startsAt && found.startsAt.getTime() <= now.getTime()),
    resendable: registration.status === "confirmed",
    // Refunds are money: admins only.
    refundable: viewer.may.change
      ? found.payments
          .filter((payment) => payment.status === "succeeded" && payment.refundedMinor < payment.amountMinor)
          .map((payment) => ({
            reference: payment.reference,
            currency: payment.currency as Currency,
            left: formatMinor(
              payment.amountMinor - payment.refundedMinor,
              payment.currency as Currency,
              lang,
            ),
          }))
      : null,
    texts: texts.map((text) => ({
      id: text.id,
      kind: text.kind,
      // "pending" is what staff call queued.
      status: text.status === "pending" ? ("queued" as const) : text.status,
      parts: text.parts,
      to: formatPhone(text.toNumber),
      body: text.body,
      at: text.createdAt.toISOString(),
      when: when(text.createdAt),
      sent: text.sentAt ? when(text.sentAt) : null,
      receipt: text.receiptAt ? when(text.receiptAt) : null,
      reason: text.status === "failed" || text.status === "suppressed" ? text.lastError : null,
    })),
    history: found.history.map((line) => ({
      id: line.id,
      at: line.at.toISOString(),
      when: when(line.at),
      actor: line.actor,
      fromStatus: line.fromStatus,
      toStatus: line.toStatus,
      fromPaymentStatus: line.fromPaymentStatus,
      toPaymentStatus: line.toPaymentStatus,
      note: line.noteData ? historyNoteText(line.noteData, { t, money, when, day }) : line.note,
    })),
  };
}

/** Until when the registration's unpaid seat is held, or null (no hold, or no such registration). */
async function heldSeatUntil(context: AppContext, id: number, now: Date): Promise<Date | null> {
  const details = await loadRegistrationDetails(context.db, id);
  return details
    ? seatHeldUntil(context.db, details, { envHours: context.env.PAYMENT_HOLD_HOURS, now })
    : null;
}
