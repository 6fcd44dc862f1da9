import type { Lang } from "~/lib/language";
import type { Company, InvoiceParty } from "../../../db/schema";

/**
 * A company as the documents sent to it state it (a quote's buyer, an agreement's): legal name,
 * billing address, country and the identifiers it has, labelled in the document's language.
 */
export function companyParty(
  company: Pick<
    Company,
    "legalName" | "billingAddress" | "country" | "billingEmail" | "rccm" | "nif" | "siret" | "vatNumber"
  >,
  lang: Lang,
): InvoiceParty {
  return {
    name: company.legalName,
    address: company.billingAddress,
    country: company.country,
    email: company.billingEmail,
    identifiers: [
      { label: "RCCM", value: company.rccm ?? "" },
      { label: "NIF", value: company.nif ?? "" },
      { label: "SIRET", value: company.siret ?? "" },
      { label: lang === "fr" ? "N° TVA" : "VAT no.", value: company.vatNumber ?? "" },
    ].filter((identifier) => identifier.value.trim() !== ""),
  };
}
