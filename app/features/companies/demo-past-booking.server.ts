import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../../../db/database";
import { certificates, companies, companyBookings, registrations, user } from "../../../db/schema";
import { DEMO_PAST_SESSION_ID } from "~/features/certificates/demo-certificates.server";
import { DEMO_COMPANY_NAME } from "~/features/invoicing/demo-booking-invoice.server";

/**
 * On a try-out machine, after the demo certificate and the demo company exist: the demo user's
 * seat on the past demo session becomes a one-seat booking of the demo company, so the company
 * space shows a booking with its participant's attendance and certificate. The registration
 * keeps its seat (a booking's seat replaces an individual's: the count is unchanged) and its
 * certificate. No invoice: the demo user already paid that seat. Does nothing without the
 * certificate or the company; idempotent.
 */
export async function bookDemoPastSession(
  db: Database,
  accounts: ReadonlyArray<{ email: string; role: string }>,
  { now = new Date() }: { now?: Date } = {},
): Promise<void> {
  const holderEmail = accounts.find((account) => account.role === "user")?.email;
  if (!holderEmail) return;
  await db.transaction(async (tx) => {
    const [company] = await tx
      .select({ id: companies.id, legalName: companies.legalName })
      .from(companies)
      .where(eq(companies.legalName, DEMO_COMPANY_NAME))
      .limit(1);
    if (!company) return;
    const [seat] = await tx
      .select({ registrationId: registrations.id, confirmedAt: registrations.confirmedAt })
      .from(registrations)
      .innerJoin(user, eq(user.id, registrations.userId))
      .innerJoin(certificates, eq(certificates.registrationId, registrations.id))
      .where(
        and(
          eq(user.email, holderEmail),
          eq(registrations.sessionId, DEMO_PAST_SESSION_ID),
          eq(registrations.status, "confirmed"),
          isNull(registrations.companyBookingId),
        ),
      )
      .for("update", { of: registrations })
      .limit(1);
    if (!seat) return;
    const bookedAt = seat.confirmedAt ?? now;
    const [booking] = await tx
      .insert(companyBookings)
      .values({
        companyId: company.id,
        sessionId: DEMO_PAST_SESSION_ID,
        seats: 1,
        status: "confirmed",
        namingDeadline: bookedAt,
        currency: "EUR",
        purchaseOrder: "BC-DEMO-000",
        lang: "fr",
        confirmedAt: bookedAt,
        createdAt: bookedAt,
        updatedAt: bookedAt,
      })
      .returning({ id: companyBookings.id });
    await tx
      .update(registrations)
      .set({ companyBookingId: booking!.id, payer: "company", company: company.legalName, updatedAt: now })
      .where(eq(registrations.id, seat.registrationId));
  });
}
