import type { PageMessages } from "~/lib/page-messages";
import { adminCatalog as enCatalog } from "~/locales/en/pages/admin-catalog";
import { adminCatalog as frCatalog } from "~/locales/fr/pages/admin-catalog";

/** The catalogue screens' strings (courses, trainers), loaded by their pages. */
export const catalogMessages: PageMessages<"adminCatalog"> = {
  fr: { adminCatalog: frCatalog },
  en: { adminCatalog: enCatalog },
};
