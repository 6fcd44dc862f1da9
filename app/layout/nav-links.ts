/** The header's destinations (French paths; the layout localises them). */
export const primaryLinks = [
  { to: "/", key: "home" },
  { to: "/about", key: "about" },
] as const;

export const serviceLinks = [
  { to: "/real-estate", key: "realEstate", hint: "realEstateHint" },
  { to: "/consulting", key: "consulting", hint: "consultingHint" },
  { to: "/courses", key: "training", hint: "trainingHint" },
] as const;

export const secondaryLinks = [
  { to: "/partners", key: "partners" },
  { to: "/news", key: "news" },
  { to: "/contact", key: "contact" },
] as const;
