import type { Database } from "../../../../db/database";
import { localize } from "~/features/catalog/localize";
import { getT } from "~/lib/i18n.server";
import type { Lang } from "~/lib/language";
import { csvResponse } from "../shared/csv.server";
import { exportRegistrationRows, registrationList } from "./registrations.server";
import { shownPaymentStatus } from "../shared/shown-payment-status";

const formatters = new Map<string, Intl.DateTimeFormat>();

/** "YYYY-MM-DD HH:MM" on the wall clock of `timeZone`: a spreadsheet sorts and reads it. */
function isoMinute(date: Date, timeZone = "Africa/Conakry"): string {
  let format = formatters.get(timeZone);
  if (!format) {
    // Swedish writes dates the ISO way.
    format = new Intl.DateTimeFormat("sv-SE", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    formatters.set(timeZone, format);
  }
  return format.format(date);
}

/**
 * The CSV of a filtered registrations list (the page's filters and sort, every row, read by
 * keyset a batch at a time and streamed as it is read): localized headers and statuses, dates as "YYYY-MM-DD HH:MM" (a session's start in
 * its own zone, the registration's in Conakry's) so a spreadsheet sorts them. csvResponse adds the BOM and defuses formula-like cells.
 */
export async function exportRegistrationsCsv(
  db: Database,
  url: URL,
  lang: Lang,
  { batchSize }: { batchSize?: number } = {},
): Promise<Response> {
  const t = getT(lang);
  const { filters, sort } = registrationList.read(url);
  const header = (
    [
      "id",
      "lastName",
      "firstName",
      "email",
      "phone",
      "company",
      "course",
      "session",
      "city",
      "status",
      "payment",
      "registered",
      "reference",
    ] as const
  ).map((key) => t(`adminRegistrations.csv.${key}`));
  async function* rows() {
    for await (const batch of exportRegistrationRows(db, filters, sort, { lang, batchSize }))
      yield batch.map((row) => [
        row.id,
        row.lastName,
        row.firstName,
        row.email,
        row.phone,
        row.company,
        localize(row.courseTitle, lang),
        row.startsAt ? isoMinute(row.startsAt, row.timeZone ?? undefined) : null,
        row.city,
        t(`admin.registrations.statuses.${row.status}`),
        t(`admin.registrations.payments.${shownPaymentStatus(row)}`),
        isoMinute(row.createdAt),
        row.paymentReference,
      ]);
  }
  const day = new Date().toISOString().slice(0, 10);
  return csvResponse(`${t("adminRegistrations.csv.filename")}-${day}.csv`, header, rows(), lang);
}
