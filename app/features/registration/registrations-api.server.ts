import type { Database } from "../../../db/database";
import type { PaymentStatus, RegistrationStatus } from "../../../db/schema";
import { listRegistrationDetailsOf, registrationPrice } from "./registration-details.server";

/** A registration as `GET /api/me` returns it: plain JSON, instants in ISO 8601 with the session's zone beside them. */
export interface ApiRegistration {
  id: number;
  reference: string;
  course: { id: number; title: { fr: string; en: string } };
  /** Without a session: a registration of interest (status "waitlisted"). */
  session: {
    id: number;
    startsAt: string;
    endsAt: string;
    timeZone: string;
    format: "presentiel" | "distanciel";
    place: { venue: string | null; street: string | null; city: string; country: string | null } | null;
  } | null;
  status: RegistrationStatus;
  paymentStatus: PaymentStatus;
  payer: "self" | "company";
  price: { amountCents: number; currency: "EUR" | "GNF" } | null;
  offerExpiresAt: string | null;
  refundRequested: boolean;
  createdAt: string;
}

/** The user's registrations, newest first, for `GET /api/me` (the accounts issue's endpoint adds them). */
export async function registrationsForApi(db: Database, userId: string): Promise<ApiRegistration[]> {
  const rows = await listRegistrationDetailsOf(db, userId);
  return rows.map((details) => {
    const { registration, session, course } = details;
    const price = registrationPrice(details);
    return {
      id: registration.id,
      reference: registration.paymentReference,
      course: { id: course.id, title: course.title },
      session: session && {
        id: session.id,
        startsAt: session.startsAt.toISOString(),
        endsAt: session.endsAt.toISOString(),
        timeZone: session.timeZone,
        format: session.format,
        place: session.city
          ? {
              venue: session.venueName,
              street: session.streetAddress,
              city: session.city,
              country: session.country?.trim() ?? null,
            }
          : null,
      },
      status: registration.status,
      paymentStatus: registration.paymentStatus,
      payer: registration.payer,
      price: price && { amountCents: price.cents, currency: price.currency },
      offerExpiresAt: registration.offerExpiresAt?.toISOString() ?? null,
      refundRequested: registration.refundRequestedAt !== null,
      createdAt: registration.createdAt.toISOString(),
    };
  });
}
