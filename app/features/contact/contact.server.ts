import type { Database } from "../../../db/database";
import {
  contactMessages,
  type contactServices as storedServices,
  type QuoteRequestDetails,
} from "../../../db/schema";
import { getT } from "~/lib/i18n.server";
import type { Lang } from "~/lib/language";
import { enqueueEmail } from "../mail/outbox.server";
import { contactAcknowledgementEmail, contactStaffEmail } from "../mail/templates/contact.server";
import type { ContactInput } from "./contact-schema";
import { contactServices } from "./services";

// The form's list and the table's CHECK list must stay the same.
const sameServices: typeof storedServices = contactServices;
void sameServices;

/**
 * Stores a contact message (or, with `quote`, a quote request) and, in the same transaction,
 * queues the e-mail to the staff and the acknowledgement to the sender in their language: all
 * three exist, or none.
 */
export async function saveContactMessage(
  db: Database,
  input: ContactInput & { lang: Lang; quote?: QuoteRequestDetails },
  { staffEmail, siteUrl }: { staffEmail: string; siteUrl: string },
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({
        name: input.name,
        email: input.email,
        phone: input.phone || null,
        subject: input.subject,
        message: input.message,
        service: input.service,
        lang: input.lang,
        kind: input.quote ? "quote_request" : "message",
        quote: input.quote ?? null,
      })
      .returning();
    if (!row) throw new Error("contact insert returned no row");
    const serviceLabel = getT("fr")(`contact.services.${row.service}`);
    const staff = contactStaffEmail({ ...row, serviceLabel, details: quoteRows(row.quote) }, siteUrl);
    await enqueueEmail(
      tx,
      { kind: "contact-staff", to: staffEmail, replyTo: row.email, ...staff },
      row.createdAt,
    );
    const ack = contactAcknowledgementEmail({ ...row, serviceLabel }, siteUrl);
    await enqueueEmail(tx, { kind: "contact-ack", to: row.email, ...ack }, row.createdAt);
    return row.id;
  });
}

/** A quote request's facts as the staff e-mail lists them, in French. */
function quoteRows(quote: QuoteRequestDetails | null): [string, string][] {
  if (!quote) return [];
  return [
    ["Entreprise", quote.company],
    ["Formation", `${quote.courseTitle} (n° ${quote.courseId})`],
    ["Participants", String(quote.people)],
    ["Dates souhaitées", quote.preferredDates],
    ["Lieu", quote.place === "ours" ? "Dans nos locaux" : `Chez le client, ${quote.city ?? ""}`],
  ];
}
