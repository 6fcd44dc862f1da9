import { eq } from "drizzle-orm";
import type { Database } from "../../../db/database";
import { quotes, type Quote, type TrainingAgreement } from "../../../db/schema";
import { drawUpAgreement } from "~/features/agreements/agreements.server";
import {
  documentTokenHash,
  isDocumentToken,
  onlineDecision,
} from "~/features/agreements/online-acceptance.server";
import type { RegistrationDeps, Tx } from "~/features/registration/registration-deps";
import type { Lang } from "~/lib/language";
import { validityPassed } from "./quote-status";

/** What booking a company's seats takes and answers (companies/group-booking.server.ts). */
export interface CompanySeatsRequest {
  companyId: number;
  sessionId: number;
  seats: number;
  purchaseOrder: string | null;
  bookedBy: string | null;
  lang: Lang;
  quoteId: number | null;
  unitPriceMinor: number | null;
  currency: string;
}
export type CompanySeatsBooked =
  { ok: true; bookingId: number; status: "confirmed" | "waitlisted" } | { ok: false; error: string };
export type BookSeatsForCompany = (
  tx: Tx,
  request: CompanySeatsRequest,
  deps: RegistrationDeps,
) => Promise<CompanySeatsBooked>;

export type QuoteDecision =
  | {
      kind: "accepted";
      quote: Quote;
      bookingId: number;
      bookingStatus: "confirmed" | "waitlisted";
      agreement: TrainingAgreement;
      agreementToken: string;
    }
  | { kind: "refused"; quote: Quote }
  | { kind: "unknown" }
  | { kind: "expired"; quote: Quote }
  | { kind: "decided"; quote: Quote }
  | { kind: "not-bookable"; error: string };

/** Raised inside the transaction to roll back an acceptance the booking refused. */
class BookingRefused extends Error {
  constructor(readonly error: string) {
    super(`the booking was refused: ${error}`);
  }
}

interface Who {
  token: string;
  ip: string;
  userAgent: string | null;
}

/**
 * Locks the quote a token names, sent and not yet decided: two decisions at once (two tabs, two
 * people) wait for each other, and the second sees the first's.
 */
async function lockOpenQuote(tx: Tx, token: string, now: Date) {
  const [quote] = await tx
    .select()
    .from(quotes)
    .where(eq(quotes.tokenHash, documentTokenHash(token)))
    .for("update");
  if (!quote || quote.status === "draft") return { kind: "unknown" } as const;
  if (quote.status !== "sent") return { kind: "decided", quote } as const;
  if (validityPassed(quote.validUntil, now)) return { kind: "expired", quote } as const;
  return { kind: "open", quote } as const;
}

/**
 * The customer accepts a sent quote before its validity date: the decision (name, title, time,
 * address, browser) and the purchase order recorded, and in the same transaction the company's
 * seats booked on the quote's session and the training agreement drawn up and e-mailed. A
 * booking refused (the session gone) rolls it all back and says so.
 */
export async function acceptQuote(
  db: Database,
  input: Who & { signerName: string; signerTitle: string; purchaseOrder: string | null },
  { deps, bookSeats }: { deps: RegistrationDeps; bookSeats: BookSeatsForCompany },
): Promise<QuoteDecision> {
  if (!isDocumentToken(input.token)) return { kind: "unknown" };
  const now = deps.now;
  try {
    return await db.transaction(async (tx): Promise<QuoteDecision> => {
      const locked = await lockOpenQuote(tx, input.token, now);
      if (locked.kind !== "open") return locked;
      const purchaseOrder = input.purchaseOrder?.trim() || null;
      const [quote] = await tx
        .update(quotes)
        .set({
          status: "accepted",
          decision: onlineDecision({ ...input, now }),
          purchaseOrder,
          updatedAt: now,
        })
        .where(eq(quotes.id, locked.quote.id))
        .returning();
      if (!quote || quote.sessionId === null) throw new Error("an accepted quote names its session");
      const booked = await bookSeats(
        tx,
        {
          companyId: quote.companyId,
          sessionId: quote.sessionId,
          seats: quote.participants,
          purchaseOrder,
          bookedBy: null,
          lang: quote.lang,
          quoteId: quote.id,
          unitPriceMinor: null,
          currency: quote.currency,
        },
        deps,
      );
      if (!booked.ok) throw new BookingRefused(booked.error);
      const { agreement, token } = await drawUpAgreement(tx, booked.bookingId, deps);
      return {
        kind: "accepted",
        quote,
        bookingId: booked.bookingId,
        bookingStatus: booked.status,
        agreement,
        agreementToken: token,
      };
    });
  } catch (error) {
    if (error instanceof BookingRefused) return { kind: "not-bookable", error: error.error };
    throw error;
  }
}

/** The customer refuses a sent quote, with a reason; who and when are recorded as for an acceptance. */
export async function refuseQuote(
  db: Database,
  input: Who & { reason: string },
  now = new Date(),
): Promise<QuoteDecision> {
  if (!isDocumentToken(input.token)) return { kind: "unknown" };
  return db.transaction(async (tx): Promise<QuoteDecision> => {
    const locked = await lockOpenQuote(tx, input.token, now);
    // An expired quote needs no answer, but a refusal of it is still worth keeping.
    if (locked.kind === "unknown" || locked.kind === "decided") return locked;
    const [quote] = await tx
      .update(quotes)
      .set({
        status: "refused",
        decision: onlineDecision({ signerName: "", signerTitle: "", ...input, now }),
        refusalReason: input.reason.trim(),
        updatedAt: now,
      })
      .where(eq(quotes.id, locked.quote.id))
      .returning();
    if (!quote) throw new Error("the quote was not refused");
    return { kind: "refused", quote };
  });
}
