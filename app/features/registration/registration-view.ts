import type { PaymentStatus } from "../../../db/schema/registrations";
import type { SessionView } from "~/features/sessions/session-view";

/** The offer link's token (?token=) travels in this hidden field on the confirmation POST. */
export const OFFER_TOKEN_FIELD = "token";

/**
 * A registration as pages show it: formatted on the server in the page's language (dates and
 * times in the session's own zone), so the browser renders exactly the server's markup.
 */
export interface RegistrationView {
  id: number;
  courseId: number;
  courseTitle: string;
  /** confirmed, waitlisted (with a session), interest (waitlisted without one), offered, cancelled, expired. */
  status: "confirmed" | "waitlisted" | "interest" | "offered" | "cancelled" | "expired";
  paymentStatus: PaymentStatus;
  refundRequested: boolean;
  /** "du lundi 10 mars 2027 au mercredi 12 mars 2027", or null without a session. */
  dates: string | null;
  /** "lundi 10 mars 2027": the first day, for sentences ("la session du ..."). */
  startDate: string | null;
  /** "08:00 – 17:00 (heure de Conakry, GMT)". */
  time: string | null;
  /** "Centre de formation de Kaloum, Conakry (Guinée)", the online wording, or null without a session. */
  place: string | null;
  price: string | null;
  reference: string;
  position: number | null;
  /** While offered: the end of the hold, formatted, and the page that confirms it. */
  offerUntil: string | null;
  offerHref: string | null;
  /** The session has not started: the registration can still be cancelled. */
  cancellable: boolean;
  hasCalendar: boolean;
  /** A confirmed seat in a remote session not over: its live page, else null. */
  liveHref: string | null;
  /** Before the live room opens: when it will (the place's time). */
  liveOpensAt: string | null;
  /** A payment of it succeeded: its PDF receipt downloads from /profile/registrations/{id}/receipt.pdf. */
  hasReceipt: boolean;
  /** A payment of it was invoiced: the payer downloads the invoice beside the receipt. */
  hasInvoice: boolean;
  /** Its certificate, shown on /profile/certificates#certificate-{id}; null when it has none. */
  certificateId: number | null;
  /** Holds a seat, has a price, is not paid yet: the pay button leads to /pay/{id}. */
  payable: boolean;
  /**
   * French law for someone paying their own session in France (ADR 1006): from when payment is
   * possible, the deposit, the balance. Null when the rule does not apply.
   */
  paymentNote: string | null;
  /** An unpaid seat: until when it is held, as a sentence (the session's zone); else null. */
  holdNote: string | null;
}

/** What /register/{courseId} renders (registration-page.server.ts builds it). */
export interface RegistrationPageData {
  seo: { title: string; description: string; lang: "fr" | "en" };
  course: {
    id: number;
    title: string;
    description: string;
    image: string;
    duration: string;
    audience: string;
    price: string | null;
    isCertified: boolean;
    isNew: boolean;
    isFeatured: boolean;
  };
  sessions: SessionView[];
  /** From ?session= when it is one of the sessions, else the first with a seat left. */
  selectedSessionId: number | null;
  /** The signed-in visitor: the form's token and the profile's details; null when signed out. */
  viewer: {
    antiForgery: string;
    prefill: {
      firstName: string;
      lastName: string;
      email: string;
      phone: string;
      company: string;
      position: string;
    };
  } | null;
  /** A registration in force for this course: the page says so instead of showing the form. */
  existing: RegistrationView | null;
  signInHref: string;
  courseHref: string;
}

/**
 * What "Mes inscriptions" says of a registration's payment, or null when there is nothing to
 * say: money received or returned always shows; an unpaid or failed payment only for a seat
 * that is confirmed, since the waiting list, a request and a cancelled registration owe nothing.
 */
export function paymentLine(
  registration: Pick<RegistrationView, "status" | "paymentStatus" | "refundRequested">,
): "pending" | "paid" | "failed" | "refunded" | "refundRequested" | null {
  const { status, paymentStatus, refundRequested } = registration;
  if (paymentStatus === "paid") return refundRequested ? "refundRequested" : "paid";
  if (paymentStatus === "refunded") return "refunded";
  return status === "confirmed" ? paymentStatus : null;
}

/** The withdrawal link's words: leaving a queue or a request is not cancelling a seat. */
export function withdrawalWords(status: RegistrationView["status"]) {
  if (status === "waitlisted") return { text: "leaveWaitlist", label: "leaveWaitlistLabel" } as const;
  if (status === "interest") return { text: "withdrawInterest", label: "withdrawInterestLabel" } as const;
  return { text: "cancel", label: "cancelLabel" } as const;
}
