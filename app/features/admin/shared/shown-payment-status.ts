import { paymentStatuses, type PaymentStatus } from "../../../../db/schema/registrations";

/**
 * The payment status staff see: the stored one, except that a paid registration whose money is
 * owed back (refund_requested_at set) shows as a refund request until its refund completes
 * (the payment status becomes "refunded"). Derived, never stored: ADR 1008.
 */
export const shownPaymentStatuses = [...paymentStatuses, "refund-requested"] as const;
export type ShownPaymentStatus = (typeof shownPaymentStatuses)[number];

export function shownPaymentStatus(registration: {
  paymentStatus: PaymentStatus;
  refundRequestedAt: Date | string | null;
}): ShownPaymentStatus {
  return registration.refundRequestedAt !== null && registration.paymentStatus === "paid"
    ? "refund-requested"
    : registration.paymentStatus;
}
