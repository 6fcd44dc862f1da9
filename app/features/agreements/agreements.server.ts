import { and, eq, ne } from "drizzle-orm";
import { localize, localizeList } from "~/features/catalog/localize";
import { invoiceNumber, nextSequence } from "~/features/invoicing/issue.server";
import { companyParty, sellerParty } from "~/features/invoicing/mentions";
import { computeTotals } from "~/features/invoicing/totals";
import { enqueueEmail } from "~/features/mail/outbox.server";
import type { RegistrationDeps, Tx } from "~/features/registration/registration-deps";
import { localizePath, type Lang } from "~/lib/language";
import { readContactSettings, readSeller } from "~/lib/settings.server";
import {
  companies,
  companyBookings,
  contactMessages,
  courses,
  quotes,
  registrations,
  trainingAgreements,
  trainingSessions,
  type AgreementKind,
  type AgreementTerms,
  type TrainingAgreement,
} from "../../../db/schema";
import { agreementEmail } from "./agreement-email.server";
import { agreementFileName, buildAgreementPdf } from "./agreement-pdf.server";
import { countryName } from "./document-pdf.server";
import type { Database } from "../../../db/database";
import type { Executor } from "~/features/registration/registration-deps";
import {
  documentTokenHash,
  isDocumentToken,
  newDocumentToken,
  onlineDecision,
} from "./online-acceptance.server";

/**
 * Training agreements: drawn up when a company's booking is made from an accepted quote, with
 * their terms frozen, numbered `C-YYYY-NNNNNN` from the invoices' gapless counters, e-mailed with
 * a link and accepted online like a quote.
 */

/** A French company signs a "convention de formation" (French labour code); any other a contract. */
export function agreementKindFor(country: string): AgreementKind {
  return country.trim().toUpperCase() === "FR" ? "convention" : "contract";
}

export function agreementPath(token: string): string {
  return `/agreements/${token}`;
}

const paymentTerms = {
  fr: (purchaseOrder: string | null) =>
    `Paiement à réception de la facture, par virement bancaire, sous 30 jours${purchaseOrder ? `, en référence au bon de commande ${purchaseOrder}` : ""}.`,
  en: (purchaseOrder: string | null) =>
    `Payment on receipt of the invoice, by bank transfer, within 30 days${purchaseOrder ? `, quoting purchase order ${purchaseOrder}` : ""}.`,
} satisfies Record<Lang, unknown>;

const remote = { fr: "À distance (classe virtuelle)", en: "Remote (virtual classroom)" } satisfies Record<
  Lang,
  string
>;

/** Whole days from the first to the last, counted on the session's own calendar. */
function calendarDays(startsAt: Date, endsAt: Date, timeZone: string): number {
  const day = (date: Date) => new Intl.DateTimeFormat("en-CA", { timeZone }).format(date);
  const first = Date.parse(`${day(startsAt)}T00:00:00Z`);
  const last = Date.parse(`${day(endsAt)}T00:00:00Z`);
  return Math.round((last - first) / 86_400_000) + 1;
}

export interface DrawnUpAgreement {
  agreement: TrainingAgreement;
  /** The link's token: in the e-mail only, never stored. */
  token: string;
}

/**
 * Draws up the agreement of a company booking in the caller's transaction: its kind by the
 * company's country, its terms frozen (the seller with its declaration number, the buyer, the
 * course's title, objectives and programme from the catalogue, duration, dates, place,
 * participants, price and payment terms, the purchase order), the next "C" number, and the
 * e-mail with its link to the company's billing address (and to whoever asked for the quote).
 */
export async function drawUpAgreement(
  tx: Tx,
  bookingId: number,
  deps: Pick<RegistrationDeps, "siteUrl" | "now">,
  token = newDocumentToken(),
): Promise<DrawnUpAgreement> {
  const now = deps.now;
  const [booking] = await tx.select().from(companyBookings).where(eq(companyBookings.id, bookingId));
  if (!booking) throw new Error("no such booking");
  const [company] = await tx.select().from(companies).where(eq(companies.id, booking.companyId));
  const [session] = await tx
    .select()
    .from(trainingSessions)
    .where(eq(trainingSessions.id, booking.sessionId));
  if (!company || !session) throw new Error("the booking's company or session is gone");
  const [course] = await tx.select().from(courses).where(eq(courses.id, session.courseId));
  if (!course) throw new Error("the session's course is gone");
  const [quote] = booking.quoteId ? await tx.select().from(quotes).where(eq(quotes.id, booking.quoteId)) : [];
  const lang: Lang = quote?.lang ?? booking.lang;
  const seller = await readSeller(tx);
  const { email } = await readContactSettings(tx);
  const names = await tx
    .select({ firstName: registrations.firstName, lastName: registrations.lastName })
    .from(registrations)
    .where(and(eq(registrations.companyBookingId, booking.id), ne(registrations.status, "cancelled")));
  // Priced by its quote when it comes from one; else by the seat's frozen price, at the seller's rate.
  const price = quote
    ? { net: quote.totalNetMinor, vat: quote.totalVatMinor, total: quote.totalMinor }
    : (() => {
        const totals = computeTotals(
          [
            {
              description: "",
              quantityThousandths: booking.seats * 1000,
              unitPriceMinor: booking.unitPriceMinor ?? 0,
              vatRateBasisPoints: seller.vatExemptTraining ? 0 : seller.vatRateBasisPoints,
            },
          ],
          booking.currency as "EUR" | "GNF",
        );
        return { net: totals.totalNetMinor, vat: totals.totalVatMinor, total: totals.totalMinor };
      })();
  const place =
    session.format === "distanciel"
      ? remote[lang]
      : [
          session.venueName,
          session.streetAddress,
          session.city,
          session.country && countryName(session.country, lang),
        ]
          .filter(Boolean)
          .join(", ");
  const purchaseOrder = booking.purchaseOrder ?? quote?.purchaseOrder ?? null;
  const terms: AgreementTerms = {
    seller: {
      ...sellerParty(seller, email, lang),
      declarationNumber: seller.trainingDeclaration.trim() || null,
    },
    buyer: companyParty(company, lang),
    courseTitle: localize(course.title, lang),
    objectives: localizeList(course.objectives, lang),
    programme: course.modules.map((module) => {
      const topics = module.topics.map((topic) => localize(topic, lang)).filter(Boolean);
      const title = localize(module.title, lang);
      return topics.length > 0 ? `${title}${lang === "fr" ? "\u00a0:" : ":"} ${topics.join("; ")}` : title;
    }),
    durationHours: course.hours ?? calendarDays(session.startsAt, session.endsAt, session.timeZone) * 7,
    startsAt: session.startsAt.toISOString(),
    endsAt: session.endsAt.toISOString(),
    timeZone: session.timeZone,
    place,
    participants: booking.seats,
    participantNames: names.map((name) => `${name.firstName} ${name.lastName}`),
    currency: booking.currency,
    totalNetMinor: price.net,
    totalVatMinor: price.vat,
    totalMinor: price.total,
    paymentTerms: paymentTerms[lang](purchaseOrder),
    purchaseOrder,
  };
  const kind = agreementKindFor(company.country);
  const year = now.getUTCFullYear();
  const number = invoiceNumber("C", year, await nextSequence(tx, "C", year));
  const [request] =
    quote?.requestId != null
      ? await tx
          .select({ email: contactMessages.email })
          .from(contactMessages)
          .where(eq(contactMessages.id, quote.requestId))
      : [];
  const recipients = [
    ...new Set(
      [company.billingEmail, request?.email]
        .filter((to): to is string => Boolean(to))
        .map((to) => to.toLowerCase()),
    ),
  ];
  const [agreement] = await tx
    .insert(trainingAgreements)
    .values({
      number,
      kind,
      status: "sent",
      companyId: company.id,
      bookingId: booking.id,
      quoteId: quote?.id ?? null,
      lang,
      terms,
      tokenHash: documentTokenHash(token),
      sentTo: recipients.join(", "),
      sentAt: now,
      createdAt: now,
    })
    .returning();
  if (!agreement) throw new Error("the agreement was not written");
  const link = `${deps.siteUrl.replace(/\/+$/, "")}${localizePath(agreementPath(token), lang)}`;
  for (const to of recipients) {
    await enqueueEmail(
      tx,
      agreementEmail({
        to,
        lang,
        kind,
        number,
        company: company.legalName,
        course: terms.courseTitle,
        link,
        siteUrl: deps.siteUrl,
        replyTo: email,
      }),
      now,
    );
  }
  return { agreement, token };
}

export type AgreementDecision =
  | { kind: "accepted"; agreement: TrainingAgreement }
  | { kind: "refused"; agreement: TrainingAgreement }
  | { kind: "unknown" }
  | { kind: "decided"; agreement: TrainingAgreement };

/** The agreement a link's token names (its hash is looked up), or null. */
export async function agreementByToken(db: Executor, token: string): Promise<TrainingAgreement | null> {
  if (!isDocumentToken(token)) return null;
  const [row] = await db
    .select()
    .from(trainingAgreements)
    .where(eq(trainingAgreements.tokenHash, documentTokenHash(token)));
  return row ?? null;
}

/**
 * The company accepts or refuses its agreement online, exactly as a quote: the row locked, a
 * decided agreement left as it is, the decision (name, title, time, address, browser) recorded.
 */
export async function decideAgreement(
  db: Database,
  input: {
    token: string;
    ip: string;
    userAgent: string | null;
    now?: Date;
  } & ({ accept: true; signerName: string; signerTitle: string } | { accept: false; reason: string }),
): Promise<AgreementDecision> {
  if (!isDocumentToken(input.token)) return { kind: "unknown" };
  const now = input.now ?? new Date();
  return db.transaction(async (tx): Promise<AgreementDecision> => {
    const [row] = await tx
      .select()
      .from(trainingAgreements)
      .where(eq(trainingAgreements.tokenHash, documentTokenHash(input.token)))
      .for("update");
    if (!row) return { kind: "unknown" };
    if (row.status !== "sent") return { kind: "decided", agreement: row };
    const decision = input.accept
      ? onlineDecision({ ...input, now })
      : onlineDecision({ ...input, signerName: "", signerTitle: "", now });
    const [agreement] = await tx
      .update(trainingAgreements)
      .set({
        status: input.accept ? "accepted" : "refused",
        decision,
        refusalReason: input.accept ? null : input.reason.trim(),
      })
      .where(eq(trainingAgreements.id, row.id))
      .returning();
    if (!agreement) throw new Error("the agreement was not decided");
    return input.accept ? { kind: "accepted", agreement } : { kind: "refused", agreement };
  });
}

/** The agreement's PDF as it prints now (its decision included), with its file name. */
export async function agreementPdfOf(
  db: Executor,
  agreement: TrainingAgreement,
): Promise<{ filename: string; content: Buffer }> {
  const content = await buildAgreementPdf(agreement, await readContactSettings(db));
  return { filename: agreementFileName(agreement), content };
}
