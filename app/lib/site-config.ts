/**
 * The group's public identity in one place. Until the real values are set, the contact, bank and
 * legal values are neutral examples that reach nobody (example.com addresses, all-zero numbers):
 * they read as ordinary examples in the pages, never as "(PLACEHOLDER)". `goLiveSettings` below
 * lists what to set before going live (README, "Before going live"); social links left at null
 * are not shown. The back-office issue moves these values into settings that staff edit.
 */

/** A social profile's address, or null while the group has none configured (the link is hidden). */
type SocialUrl = string | null;

export const siteConfig = {
  name: "Groupe Multi-Services Conakry",
  shortName: "GMS Conakry",
  phone: "+224 620 00 00 00",
  phoneHref: "tel:+224620000000",
  email: "contact@example.com",
  address: {
    street: "Quartier Kaloum",
    city: "Conakry",
    country: { fr: "Guinée", en: "Guinea" },
    countryCode: "GN",
  },
  social: {
    facebook: null as SocialUrl,
    linkedin: null as SocialUrl,
  },
  /** Payment methods listed on /about#payment-methods (card payment itself goes through the provider). */
  payment: {
    bankTransfer: {
      bankName: "Banque Exemple de Guinée",
      accountHolder: "Groupe Multi-Services Conakry SARL",
      accountNumber: "GN00 0000 0000 0000 0000 0000 000",
      swift: "EXAMGNGN",
      bankAddress: "Avenue de la République, Kaloum, Conakry",
    },
    paypal: { email: "paiements@example.com" },
    orangeMoney: { merchantNumber: "+224 610 00 00 00", merchantName: "GMS CONAKRY" },
  },
  /** Legal notice (/legal): the registered company's identifiers. */
  legal: {
    companyName: "Groupe Multi-Services Conakry SARL",
    legalForm: { fr: "Société à responsabilité limitée (SARL)", en: "Limited liability company (SARL)" },
    shareCapital: "10 000 000 GNF",
    registration: "RCCM/GN.KAL.0000.B.00000",
    taxId: "NIF 000000000",
    /** French training-provider declaration number (NDA), required in France. */
    trainingDeclaration: "00 00 00000 00",
    publicationDirector: {
      name: "Mamadou Bah",
      role: { fr: "Gérant", en: "Managing Director" },
    },
    host: {
      name: "Hébergeur Exemple SAS",
      address: "1 rue de l'Exemple, 75000 Paris, France",
      phone: "+33 1 00 00 00 00",
      website: "https://www.example.com/",
    },
    /** Contact for personal-data requests (privacy policy). */
    privacyEmail: "donnees-personnelles@example.com",
    /** Disability referent for trainees with specific needs. */
    disabilityReferent: { name: "Fatoumata Camara", email: "handicap@example.com" },
    careersEmail: "recrutement@example.com",
  },
  /** Support hours stated on /support. */
  supportHours: {
    fr: "du lundi au samedi, de 8 h à 18 h (heure de Conakry)",
    en: "Monday to Saturday, 8 am to 6 pm (Conakry time)",
  },
} as const;

/**
 * The values to set before going live, once each (the README lists the same paths): every one
 * still holds a neutral example until then.
 */
export const goLiveSettings = [
  "name",
  "phone",
  "phoneHref",
  "email",
  "address",
  "social.facebook",
  "social.linkedin",
  "payment.bankTransfer",
  "payment.paypal.email",
  "payment.orangeMoney",
  "legal.companyName",
  "legal.shareCapital",
  "legal.registration",
  "legal.taxId",
  "legal.trainingDeclaration",
  "legal.publicationDirector.name",
  "legal.host",
  "legal.privacyEmail",
  "legal.disabilityReferent",
  "legal.careersEmail",
] as const;

export type SocialNetwork = keyof typeof siteConfig.social;

/** The social profiles that are configured, in display order: unset ones are not shown. */
export function configuredSocialLinks(
  social: Record<SocialNetwork, SocialUrl> = siteConfig.social,
): { network: SocialNetwork; label: string; href: string }[] {
  const labels: Record<SocialNetwork, string> = { facebook: "Facebook", linkedin: "LinkedIn" };
  return (Object.keys(labels) as SocialNetwork[]).flatMap((network) => {
    const href = social[network];
    return href ? [{ network, label: labels[network], href }] : [];
  });
}
