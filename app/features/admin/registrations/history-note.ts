import type { TFunction } from "~/lib/translator";
import type { HistoryNote } from "../../../../db/schema/registrations";
import type { adminRegistrations } from "~/locales/fr/admin-registrations";

type HistoryKey = keyof typeof adminRegistrations.history;

export interface HistoryNoteFormat {
  t: TFunction;
  /** Minor units (cents, francs) in the reader's language: "49,99 €". */
  money: (amountMinor: number, currency: string) => string;
  /** A moment in the reader's language. */
  when: (date: Date) => string;
  /** A calendar day (YYYY-MM-DD) in the reader's language. */
  day: (isoDay: string) => string;
}

/**
 * A history line's note in the reader's language (adminRegistrations.history.*), amounts and
 * dates formatted for it. Lines written before notes were data keep their text as it was.
 */
export function historyNoteText(note: HistoryNote, { t, money, when, day }: HistoryNoteFormat): string {
  // One plain signature: the typed overloads do not take a union of keys with interpolations.
  const translate = t as unknown as (key: string, values?: Record<string, string>) => string;
  const key = (name: HistoryKey, values: Record<string, string> = {}) =>
    translate(`adminRegistrations.history.${name}`, values);
  const provider = (id: string) => t(`admin.registration.providers.${id}`, { defaultValue: id });
  const main = (() => {
    switch (note.kind) {
      case "registration-of-interest":
      case "offer-expired":
      case "offer-accepted":
      case "waitlist-closed":
      case "hold-expired":
        return key(note.kind);
      case "seat-offered":
        return key(note.kind, { until: when(new Date(note.until)) });
      case "company-participant-named":
      case "company-participant-withdrawn":
        return key(note.kind, { booking: `${note.bookingId}` });
      case "moved":
        return key(note.kind, {
          from: note.fromSessionId === null ? key("noSession") : `${note.fromSessionId}`,
          to: `${note.toSessionId}`,
        });
      case "cancelled":
        return [
          key(note.sessionCancelled ? "sessionCancelled" : "cancelled"),
          ...(note.refundRequested ? [key("refundRequested")] : []),
        ].join(" · ");
      case "payment-succeeded":
      case "payment-restored":
        return key(note.kind === "payment-succeeded" && note.part ? "payment-part" : note.kind, {
          reference: note.reference,
          provider: provider(note.provider),
          amount: money(note.amountMinor, note.currency),
        });
      case "payment-refund-due":
        return key(`payment-refund-due-${note.ended}`, {
          reference: note.reference,
          provider: provider(note.provider),
          amount: money(note.amountMinor, note.currency),
        });
      case "payment-duplicate":
        return key(note.automatic ? "payment-duplicate-automatic" : "payment-duplicate-staff", {
          reference: note.reference,
          provider: provider(note.provider),
          amount: money(note.amountMinor, note.currency),
        });
      case "payment-refunded":
        return [
          key(note.kind, {
            refunded: money(note.refundedMinor, note.currency),
            amount: money(note.amountMinor, note.currency),
            reference: note.reference,
            provider: provider(note.provider),
          }),
          ...(note.totalRefundedMinor !== note.refundedMinor
            ? [key("refundedInAll", { total: money(note.totalRefundedMinor, note.currency) })]
            : []),
        ].join(" · ");
      case "payment-failed":
        return key(note.kind, { reference: note.reference, provider: provider(note.provider) });
    }
  })();
  const source = note.source;
  if (!source) return main;
  return [
    main,
    // The payment scripts record themselves as "command line": said in the reader's language.
    source.by === "command line" ? key("recordedByCommand") : key("recordedBy", { by: source.by }),
    ...(source.receivedOn ? [key("receivedOn", { day: day(source.receivedOn) })] : []),
  ].join(" · ");
}
