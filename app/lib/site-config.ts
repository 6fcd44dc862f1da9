/**
 * The group's public identity in one place. PLACEHOLDER values are marked: replace them
 * with the real name, numbers and accounts before going live.
 */
export const siteConfig = {
  /** PLACEHOLDER: the group's trading name. */
  name: "Groupe Multi-Services Conakry",
  shortName: "GMS Conakry",
  /** PLACEHOLDER phone number (Guinea, +224). */
  phone: "+224 620 00 00 00",
  phoneHref: "tel:+224620000000",
  /** PLACEHOLDER address. */
  email: "contact@example.com",
  address: {
    street: "Quartier Kaloum",
    city: "Conakry",
    country: { fr: "Guinée", en: "Guinea" },
    countryCode: "GN",
  },
  social: {
    /** PLACEHOLDER profile URLs. */
    facebook: "https://www.facebook.com/",
    linkedin: "https://www.linkedin.com/",
  },
} as const;
