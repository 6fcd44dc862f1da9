import { asc, isNull } from "drizzle-orm";
import type { Database } from "../../../db/database";
import { courses } from "../../../db/schema";
import { formatMoney } from "~/lib/format";
import type { Lang } from "~/lib/language";
import { consultingPrice, consultingRates, quoteLink } from "./consulting-rates";
import type { ConsultingPriceRow, CoursePriceRow } from "./pricing-content";

/** Every course's reference price, from the catalogue in one query, in the page's language. */
export async function loadCoursePrices(db: Database, lang: Lang): Promise<CoursePriceRow[]> {
  const rows = await db
    .select({
      id: courses.id,
      title: courses.title,
      priceCents: courses.priceCents,
      currency: courses.currency,
    })
    .from(courses)
    .where(isNull(courses.archivedAt))
    .orderBy(asc(courses.id));
  return rows.map((row) => ({
    id: row.id,
    // English falls back to French when a course has no translation yet.
    title: (lang === "en" ? row.title.en : "") || row.title.fr,
    price:
      row.priceCents == null
        ? null
        : formatMoney(row.priceCents, row.currency === "GNF" ? "GNF" : "EUR", lang),
  }));
}

export function consultingPriceRows(lang: Lang): ConsultingPriceRow[] {
  return consultingRates.map((rate) => ({
    id: rate.id,
    price: consultingPrice(rate.id, lang),
    quoteTo: quoteLink(rate.id),
  }));
}
