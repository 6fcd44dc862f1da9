import { eq } from "drizzle-orm";
import type { Database } from "../../../db/database";
import { companies, companyBookings, trainingSessions } from "../../../db/schema";
import { invoiceCompanyBooking } from "./booking-invoice.server";

/** The demo's company: its name finds it again, so a second start adds nothing. */
export const DEMO_COMPANY_NAME = "Compagnie Minière de Démonstration SA";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * On a try-out machine: a company with a booking of its own intra-company session (6 seats of
 * the QHSE course, six weeks ahead, so no public session's seats are taken) and the booking's
 * invoice, unpaid, so `/admin/invoices` has money due to record and a company space to show it
 * once staff add a contact. Idempotent.
 */
export async function issueDemoBookingInvoice(
  db: Database,
  { siteUrl, now = new Date() }: { siteUrl: string; now?: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.legalName, DEMO_COMPANY_NAME))
      .limit(1);
    if (existing) return;
    const [company] = await tx
      .insert(companies)
      .values({
        legalName: DEMO_COMPANY_NAME,
        country: "GN",
        rccm: "GN.TCC.2021.B.04321",
        nif: "765432109",
        billingAddress: "Quartier Almamya, Kaloum\nConakry",
        billingEmail: "comptabilite@example.com",
        lang: "fr",
      })
      .returning({ id: companies.id });
    const startDay = new Date(now.getTime() + 42 * DAY_MS).toISOString().slice(0, 10);
    const startsAt = new Date(`${startDay}T08:30:00Z`);
    const [session] = await tx
      .insert(trainingSessions)
      .values({
        courseId: 101,
        companyId: company!.id,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 2 * DAY_MS + 8 * 60 * 60 * 1000),
        format: "presentiel",
        venueName: "Site de la compagnie",
        streetAddress: "Quartier Almamya",
        city: "Conakry",
        country: "GN",
        timeZone: "Africa/Conakry",
        totalSeats: 6,
        priceCents: 45_000,
        currency: "EUR",
      })
      .returning({ id: trainingSessions.id });
    const [booking] = await tx
      .insert(companyBookings)
      .values({
        companyId: company!.id,
        sessionId: session!.id,
        seats: 6,
        status: "confirmed",
        namingDeadline: new Date(startsAt.getTime() - 3 * DAY_MS),
        unitPriceMinor: 45_000,
        currency: "EUR",
        purchaseOrder: "BC-DEMO-001",
        confirmedAt: now,
      })
      .returning({ id: companyBookings.id });
    await invoiceCompanyBooking(tx, booking!.id, { now, siteUrl });
  });
}
