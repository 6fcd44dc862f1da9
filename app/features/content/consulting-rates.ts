import { formatMoney } from "~/lib/format";
import type { Lang } from "~/lib/language";

export type ConsultingServiceId =
  "project-setup" | "field-studies" | "business-plan" | "feasibility" | "cleaning";

/**
 * Indicative "from" prices of the consulting services, in GNF minor units
 * like every amount in the database; cleaning is quoted case by case.
 */
export const consultingRates: { id: ConsultingServiceId; fromCents: number | null }[] = [
  { id: "project-setup", fromCents: 500_000 * 100 },
  { id: "field-studies", fromCents: 750_000 * 100 },
  { id: "business-plan", fromCents: 1_000_000 * 100 },
  { id: "feasibility", fromCents: 1_250_000 * 100 },
  { id: "cleaning", fromCents: null },
];

/** The formatted amount of a service's starting price, or null when it is on quote. */
export function consultingPrice(id: ConsultingServiceId, lang: Lang): string | null {
  const rate = consultingRates.find((entry) => entry.id === id);
  return rate?.fromCents == null ? null : formatMoney(rate.fromCents, "GNF", lang);
}

/** Where a service's "request a quote" link goes: the contact form, preselected. */
export function quoteLink(id: ConsultingServiceId): string {
  return `/contact?service=${id === "cleaning" ? "cleaning" : "consulting"}`;
}
