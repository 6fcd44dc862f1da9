import type { Database } from "../../../../db/database";
import type {
  Payment,
  PaymentRowStatus,
  PaymentStatus,
  Refund,
  RegistrationStatus,
} from "../../../../db/schema";
import type { Tx } from "~/features/mail/outbox.server";
import type { AppContext } from "~/lib/app-context";
import type { Lang } from "~/lib/language";

/** What the route hands the registration page's loader and action, with the rules below. */
export interface RegistrationRouteArgs {
  request: Request;
  params: { registrationId?: string };
  context: AppContext;
}

/** The currencies prices are in (payments/provider.ts). */
export type Currency = "EUR" | "GNF";

/** What the registration rules need: where links point, the secrets that sign them, the clock. */
export interface RegistrationOpsDeps {
  siteUrl: string;
  secrets: readonly string[];
  now: Date;
  /** Where staff notices go (STAFF_EMAIL): a refund request's e-mail. */
  staffEmail?: string;
  /** PAYMENT_HOLD_HOURS: e-mails say until when an unpaid seat is held. */
  holdHours?: number;
}

type StaffActor = { kind: "staff"; userId: string };

/** What is still owed on a registration (payments/staff-payments.server.ts). */
export type Owed =
  | { ok: true; currency: Currency; priceMinor: number; paidMinor: number; owedMinor: number }
  | { ok: false; error: "not-found" | "not-payable" | "no-price" };

export type StaffPaymentOutcome =
  | { ok: true; reference: string; amountMinor: number; currency: Currency; receiptNumber?: string }
  | {
      ok: false;
      error:
        | "not-found"
        | "not-payable"
        | "no-price"
        | "reference"
        | "transfer-amount"
        | "amount"
        | "over-owed"
        | "unchanged";
      owed?: Extract<Owed, { ok: true }>;
      expectedMinor?: number;
    };

export type RefundError =
  | "bad-reference"
  | "not-found"
  | "not-paid"
  | "already-refunded"
  | "bad-amount"
  | "in-flight"
  | "no-provider"
  | "unsupported"
  | "provider-error";

/**
 * The registration and payment rules the registration page's forms go through, handed in by
 * the route (features do not import one another, DESIGN.md section 3;
 * routes/admin.registration.server.ts wires the real ones): the registrant's own move and
 * cancellation, the confirmation e-mail, staff payments, the one refund path, and money as the
 * payments module reads and writes it.
 */
export interface RegistrationOps {
  /** registration/move.server.ts */
  moveRegistration(
    db: Database,
    request: {
      registrationId: number;
      sessionId: number;
      actor: StaffActor;
      onChanged: (
        tx: Tx,
        change: {
          from: { sessionId: number | null; status: RegistrationStatus; paymentStatus: PaymentStatus };
          to: { sessionId: number; status: "confirmed" };
        },
      ) => Promise<void>;
    },
    deps: RegistrationOpsDeps,
  ): Promise<
    | { ok: true; change: { to: { sessionId: number } } }
    | {
        ok: false;
        error:
          "not-found" | "not-movable" | "session-unavailable" | "same-session" | "full" | "session-started";
      }
  >;
  /** registration/cancel.server.ts */
  cancelRegistration(
    db: Database,
    request: {
      registrationId: number;
      actor: StaffActor;
      onChanged: (
        tx: Tx,
        change: {
          from: { status: RegistrationStatus; paymentStatus: PaymentStatus; sessionId: number | null };
          to: { status: "cancelled" | "expired"; refundRequested: boolean };
        },
      ) => Promise<void>;
    },
    deps: RegistrationOpsDeps,
  ): Promise<
    | { ok: true; refundRequested: boolean }
    | { ok: false; error: "not-found" | "not-cancellable" | "session-started" }
  >;
  /** Until when the unpaid seat is held, or null (registration/hold-deadline.server.ts). */
  heldUntil(db: Database, registrationId: number, deps: RegistrationOpsDeps): Promise<Date | null>;
  /** registration/extend-hold.server.ts */
  extendHold(
    db: Database,
    request: {
      registrationId: number;
      until: Date;
      onChanged: (tx: Tx, change: { from: Date; to: Date }) => Promise<void>;
    },
    deps: RegistrationOpsDeps,
  ): Promise<
    | { ok: true; change: { from: Date; to: Date } }
    | { ok: false; error: "not-found" | "not-held" | "in-past" | "after-start" }
  >;
  /** The confirmation e-mail again, through the outbox (registration/notify.server.ts). */
  notifyConfirmed(tx: Tx, registrationId: number, deps: RegistrationOpsDeps): Promise<void>;
  /** payments/staff-payments.server.ts */
  amountOwed(db: Database, registrationId: number): Promise<Owed>;
  /** payments/staff-payments.server.ts */
  recordStaffPayment(
    db: Database,
    request: {
      registrationId: number;
      method: "bank-transfer" | "cash";
      transferReference?: string;
      amountMinor?: number;
      receivedOn: string;
      staffReference?: string;
      by: string;
      now: Date;
      siteUrl: string;
      onChanged: (
        tx: Tx,
        change: { from: PaymentRowStatus; to: PaymentRowStatus; receiptNumber?: string },
        payment: { reference: string; provider: string; amountMinor: number; currency: Currency },
      ) => Promise<void>;
    },
  ): Promise<StaffPaymentOutcome>;
  /** refundPayment of payments/refunds.server.ts, with its provider lookup bound. */
  refundPayment(
    db: Database,
    request: {
      reference: string;
      amountMinor?: number;
      actor: { kind: "staff"; userId: string; by: string };
      onRecorded: (tx: Tx, refund: Refund, payment: Payment) => Promise<void>;
    },
    deps: { siteUrl: string; now: Date },
  ): Promise<
    | { ok: true; refund: Pick<Refund, "id" | "amountMinor" | "status"> }
    | { ok: false; error: RefundError; remainingMinor?: number }
  >;
  /** An amount in minor units, formatted for the page's language (payments/money.ts). */
  formatMinor(amountMinor: number, currency: Currency, lang: Lang): string;
  /** An amount typed by staff → minor units; null when it is not one (payments/money.ts). */
  parseAmount(text: string, currency: Currency): number | null;
}
