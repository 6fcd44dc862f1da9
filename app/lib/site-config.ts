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
  /** Payment methods listed on /about#payment-methods (card payment itself goes through the provider). */
  payment: {
    /** PLACEHOLDER bank account: replace with the group's real account before going live. */
    bankTransfer: {
      bankName: "Banque Exemple de Guinée (PLACEHOLDER)",
      accountHolder: "Groupe Multi-Services Conakry SARL",
      accountNumber: "GN00 0000 0000 0000 0000 0000 000",
      swift: "XXXXGNGN",
      bankAddress: "Avenue de la République, Kaloum, Conakry",
    },
    /** PLACEHOLDER PayPal account. */
    paypal: { email: "paiements@example.com" },
    /** PLACEHOLDER Orange Money merchant number (Guinea). */
    orangeMoney: { merchantNumber: "+224 610 00 00 00", merchantName: "GMS CONAKRY" },
  },
  /** Legal notice (/legal). PLACEHOLDER identifiers: replace with the registered company's. */
  legal: {
    companyName: "Groupe Multi-Services Conakry SARL",
    legalForm: { fr: "Société à responsabilité limitée (SARL)", en: "Limited liability company (SARL)" },
    shareCapital: "10 000 000 GNF",
    registration: "RCCM/GN.KAL.0000.B.00000 (PLACEHOLDER)",
    taxId: "NIF 000000000 (PLACEHOLDER)",
    /** PLACEHOLDER: French training-provider declaration number (NDA), required in France. */
    trainingDeclaration: "00 00 00000 00 (PLACEHOLDER)",
    publicationDirector: {
      name: "Mamadou Bah (PLACEHOLDER)",
      role: { fr: "Gérant", en: "Managing Director" },
    },
    host: {
      name: "Hébergeur Exemple SAS (PLACEHOLDER)",
      address: "1 rue de l'Exemple, 75000 Paris, France",
      phone: "+33 1 00 00 00 00",
      website: "https://www.example.com/",
    },
    /** Contact for personal-data requests (privacy policy). */
    privacyEmail: "donnees-personnelles@example.com",
    /** PLACEHOLDER: disability referent for trainees with specific needs. */
    disabilityReferent: { name: "Fatoumata Camara (PLACEHOLDER)", email: "handicap@example.com" },
    careersEmail: "recrutement@example.com",
  },
  /** Support hours stated on /support. */
  supportHours: {
    fr: "du lundi au samedi, de 8 h à 18 h (heure de Conakry)",
    en: "Monday to Saturday, 8 am to 6 pm (Conakry time)",
  },
} as const;
