import { and, eq } from "drizzle-orm";
import type { Lang } from "~/lib/language";
import { readSeller } from "~/lib/settings.server";
import { invoices, invoiceSettlements, registrations, type Invoice, type Payment } from "../../../db/schema";
import type { Tx } from "./db-types";
import { isoDay, issueInvoice } from "./issue.server";
import { linesForPaidAmount } from "./totals";

const rounding: Record<Lang, string> = { fr: "Arrondi", en: "Rounding" };
const attention: Record<Lang, string> = { fr: "À l'attention de", en: "For the attention of" };

/**
 * The invoice of a payment that has just succeeded, in the transaction that issues its receipt
 * (the payment's row is locked by the caller): the buyer as the registration states it (the
 * company when the company pays), one line for what was paid, VAT included, and the payment
 * recorded against it in full. A payment has one invoice: a second call returns it.
 */
export async function issuePaymentInvoice(tx: Tx, payment: Payment, now: Date): Promise<Invoice | null> {
  if (payment.registrationId === null) return null;
  const [existing] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.paymentId, payment.id), eq(invoices.kind, "invoice")))
    .limit(1);
  if (existing) return existing;
  const [registration] = await tx
    .select({
      firstName: registrations.firstName,
      lastName: registrations.lastName,
      email: registrations.email,
      company: registrations.company,
      payer: registrations.payer,
    })
    .from(registrations)
    .where(eq(registrations.id, payment.registrationId));
  if (!registration) return null;
  const person = `${registration.firstName} ${registration.lastName}`.trim();
  const byCompany = registration.payer === "company" && registration.company;
  const lang: Lang = payment.lang === "en" ? "en" : "fr";
  const seller = await readSeller(tx);
  const rate = seller.vatExemptTraining ? 0 : seller.vatRateBasisPoints;
  const invoice = await issueInvoice(tx, {
    issuedAt: now,
    dueOn: isoDay(now),
    currency: payment.currency === "GNF" ? "GNF" : "EUR",
    lang,
    // Registrations record no postal address: the invoice names the payer and its e-mail.
    buyer: {
      name: byCompany ? registration.company! : person,
      address: "",
      country: "",
      email: registration.email,
      identifiers: byCompany ? [{ label: attention[lang], value: person }] : [],
    },
    lines: linesForPaidAmount(payment.amountMinor, rate, payment.productName, rounding[lang]),
    paymentId: payment.id,
    registrationId: payment.registrationId,
    seller,
  });
  await tx.insert(invoiceSettlements).values({
    invoiceId: invoice.id,
    amountMinor: invoice.totalMinor,
    receivedOn: isoDay(now),
    method: payment.provider,
    reference: payment.reference,
    recordedBy: "system",
    recordedAt: now,
  });
  return invoice;
}
