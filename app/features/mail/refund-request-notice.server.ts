import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { courses, payments, registrations, trainingSessions, user } from "../../../db/schema";
import { localize } from "~/features/catalog/localize";
import { formatDate, formatMoney, formatTime } from "~/lib/format";
import { localizePath, type Lang } from "~/lib/language";
import { readContactSettings } from "~/lib/settings.server";
import { enqueueEmail, type Tx } from "./outbox.server";
import { refundRequestStaffEmail, type RefundRequestCause } from "./templates/refund-request.server";

/** Minor units (cents, francs) as the page would show them. */
function money(amountMinor: number, currency: string, lang: Lang): string {
  const known = currency === "GNF" ? "GNF" : "EUR";
  return formatMoney(known === "GNF" ? amountMinor * 100 : amountMinor, known, lang);
}

/**
 * The staff's language: the one of the staff account that owns the address, if any (staff
 * accounts carry a language), else French, the team's working language.
 */
async function staffLanguage(tx: Tx, address: string): Promise<Lang> {
  const [account] = await tx
    .select({ lang: user.lang })
    .from(user)
    .where(
      and(sql`lower(${user.email}) = ${address.toLowerCase()}`, inArray(user.role, ["admin", "moderator"])),
    )
    .limit(1);
  return account?.lang === "en" ? "en" : "fr";
}

/**
 * Queues the staff's e-mail about a refund request, in the transaction that made the request
 * (the message exists if and only if the request does). It goes where contact-form messages go
 * (STAFF_EMAIL, handed in as `staffEmail`), else to the contact address set in the settings.
 * Nothing is queued when the registration has no succeeded payment left to refund.
 */
export async function enqueueRefundRequestNotice(
  tx: Tx,
  {
    registrationId,
    cause,
    staffEmail,
    siteUrl,
    now,
  }: { registrationId: number; cause: RefundRequestCause; staffEmail?: string; siteUrl: string; now: Date },
): Promise<number | null> {
  const [row] = await tx
    .select({
      firstName: registrations.firstName,
      lastName: registrations.lastName,
      email: registrations.email,
      reference: registrations.paymentReference,
      courseTitle: courses.title,
      startsAt: trainingSessions.startsAt,
      timeZone: trainingSessions.timeZone,
    })
    .from(registrations)
    .innerJoin(courses, eq(courses.id, registrations.courseId))
    .leftJoin(trainingSessions, eq(trainingSessions.id, registrations.sessionId))
    .where(eq(registrations.id, registrationId));
  if (!row) return null;
  const paid = await tx
    .select({
      reference: payments.reference,
      amountMinor: payments.amountMinor,
      refundedMinor: payments.refundedMinor,
      currency: payments.currency,
    })
    .from(payments)
    .where(and(eq(payments.registrationId, registrationId), eq(payments.status, "succeeded")))
    .orderBy(asc(payments.id));
  const owed = new Map<string, number>();
  for (const payment of paid) {
    const left = payment.amountMinor - payment.refundedMinor;
    if (left > 0) owed.set(payment.currency, (owed.get(payment.currency) ?? 0) + left);
  }
  if (owed.size === 0) return null;

  const to = staffEmail ?? (await readContactSettings(tx)).email;
  const lang = await staffLanguage(tx, to);
  const session = row.startsAt
    ? `${formatDate(row.startsAt, lang, "medium", row.timeZone ?? undefined)} ${formatTime(row.startsAt, lang, row.timeZone ?? undefined)}`
    : null;
  const email = refundRequestStaffEmail(
    {
      registrationId,
      name: `${row.firstName} ${row.lastName}`.trim(),
      email: row.email,
      course: localize(row.courseTitle, lang),
      session,
      amount: [...owed].map(([currency, minor]) => money(minor, currency, lang)).join(" + "),
      reference: row.reference,
      payments: paid.map((payment) => payment.reference),
      cause,
      link: new URL(localizePath(`/admin/registrations/${registrationId}`, lang), siteUrl).toString(),
    },
    lang,
    siteUrl,
  );
  return enqueueEmail(tx, { kind: "refund-request-staff", to, ...email }, now);
}
