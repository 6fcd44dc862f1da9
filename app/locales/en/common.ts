import type { Translations } from "../types";

export const common = {
  skipToContent: "Skip to main content",
  logoAlt: "{{name}}, home",
  nav: {
    label: "Main navigation",
    home: "Home",
    about: "About",
    services: "Services",
    realEstate: "Real estate",
    realEstateHint: "Sale, rental, management",
    consulting: "Consulting & Services",
    consultingHint: "Support for companies",
    training: "Training",
    trainingHint: "Professional training",
    partners: "Partners",
    news: "News",
    contact: "Contact",
    signIn: "Sign in",
    signOut: "Sign out",
    profile: "My profile",
    myRegistrations: "My registrations",
    backOffice: "Administration",
    accountMenu: "My account menu",
    adminBadge: "Admin",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    menu: "Menu",
  },
  language: {
    switchTo: "Version française",
    short: "FR",
    name: "Français",
  },
  theme: {
    toggle: "Dark theme",
    toggleHint: "Switch between the light and dark themes",
  },
  footer: {
    about:
      "A multi-service group based in Conakry: professional training, real estate, consulting and services, in Africa and France.",
    social: "Social networks",
    quickLinks: "Quick links",
    trainingCategories: "Our training",
    categories: {
      sst: "Occupational Health and Safety",
      qhse: "QHSE",
      firstAid: "First Aid",
      driving: "Defensive Driving",
      fire: "Fire Risks",
    },
    contactTitle: "Contact",
    phone: "Phone",
    email: "E-mail",
    address: "Address",
    rights: "All rights reserved.",
    privacy: "Privacy policy",
    terms: "Terms of use",
    opensInNewTab: "(opens in a new tab)",
  },
  textRules: {
    lineBreak: "This field must fit on one line.",
    invisible:
      "This field contains an invisible or control character (a zero-width space, a text direction override…): please type it again.",
    markup: "The characters < and > are not accepted in this field.",
    formula: "This field cannot start with =, +, - or @.",
    fieldMessage: "{{field}}: {{message}}",
    nul: "The request contains a NUL character: nothing was saved.",
  },
  /** What every form says above its fields when a post was refused (app/ui/form). */
  form: {
    refused: "The form has errors: please correct the fields marked.",
  },
  toast: {
    close: "Close",
    notifications: "Notifications",
  },
  guard: {
    signedOutTitle: "Sign-in required",
    signedOut: "You must be signed in to access this page.",
    signIn: "Sign in",
    forbiddenTitle: "Access denied",
    forbidden: "You do not have the permissions needed to access this page. Required role: {{role}}",
    checking: "Checking permissions...",
  },
  roles: {
    user: "User",
    moderator: "Moderator",
    admin: "Administrator",
  },
  notFound: {
    title: "Page not found",
    description: "The page you are looking for does not exist or has moved.",
    backHome: "Back to home",
  },
  error: {
    title: "Something went wrong",
    description:
      "We could not display this page. Please try again in a moment; if the problem persists, contact us.",
    retry: "Try again",
    backHome: "Back to home",
  },
  unavailable: {
    title: "Service temporarily unavailable",
    description: "We cannot display this page right now. Please try again in a moment.",
    retry: "Try again",
  },
} satisfies Translations["common"];
