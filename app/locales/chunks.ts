import type { Namespace, Translations } from "./types";

type Chunks = { readonly [N in Namespace]: () => Promise<Translations[N]> };

/**
 * Each namespace of each language as its own chunk, imported on demand: the browser downloads
 * only the namespaces of the pages it shows, in their language (lib/i18n-loading.ts). A
 * namespace missing here in either language fails the typecheck.
 */
export const localeChunks: { readonly fr: Chunks; readonly en: Chunks } = {
  fr: {
    common: () => import("./fr/common").then((m) => m.common),
    home: () => import("./fr/home").then((m) => m.home),
    catalog: () => import("./fr/catalog").then((m) => m.catalog),
    landing: () => import("./fr/landing").then((m) => m.landing),
    contact: () => import("./fr/contact").then((m) => m.contact),
    newsletter: () => import("./fr/newsletter").then((m) => m.newsletter),
    content: () => import("./fr/content").then((m) => m.content),
    account: () => import("./fr/account").then((m) => m.account),
    admin: () => import("./fr/admin").then((m) => m.admin),
    adminCatalog: () => import("./fr/admin-catalog").then((m) => m.adminCatalog),
    adminRegistrations: () => import("./fr/admin-registrations").then((m) => m.adminRegistrations),
    adminSessions: () => import("./fr/admin-sessions").then((m) => m.adminSessions),
    adminInbox: () => import("./fr/admin-inbox").then((m) => m.adminInbox),
    adminPeople: () => import("./fr/admin-people").then((m) => m.adminPeople),
    adminNews: () => import("./fr/admin-news").then((m) => m.adminNews),
    adminSettings: () => import("./fr/admin-settings").then((m) => m.adminSettings),
    auth: () => import("./fr/auth").then((m) => m.auth),
    catalogSearch: () => import("./fr/catalog-search").then((m) => m.catalogSearch),
    live: () => import("./fr/live").then((m) => m.live),
    oauth: () => import("./fr/oauth").then((m) => m.oauth),
    payments: () => import("./fr/payments").then((m) => m.payments),
    profile: () => import("./fr/profile").then((m) => m.profile),
    registration: () => import("./fr/registration").then((m) => m.registration),
    twoFactor: () => import("./fr/two-factor").then((m) => m.twoFactor),
    certificates: () => import("./fr/certificates").then((m) => m.certificates),
    trainer: () => import("./fr/trainer").then((m) => m.trainer),
  },
  en: {
    common: () => import("./en/common").then((m) => m.common),
    home: () => import("./en/home").then((m) => m.home),
    catalog: () => import("./en/catalog").then((m) => m.catalog),
    landing: () => import("./en/landing").then((m) => m.landing),
    contact: () => import("./en/contact").then((m) => m.contact),
    newsletter: () => import("./en/newsletter").then((m) => m.newsletter),
    content: () => import("./en/content").then((m) => m.content),
    account: () => import("./en/account").then((m) => m.account),
    admin: () => import("./en/admin").then((m) => m.admin),
    adminCatalog: () => import("./en/admin-catalog").then((m) => m.adminCatalog),
    adminRegistrations: () => import("./en/admin-registrations").then((m) => m.adminRegistrations),
    adminSessions: () => import("./en/admin-sessions").then((m) => m.adminSessions),
    adminInbox: () => import("./en/admin-inbox").then((m) => m.adminInbox),
    adminPeople: () => import("./en/admin-people").then((m) => m.adminPeople),
    adminNews: () => import("./en/admin-news").then((m) => m.adminNews),
    adminSettings: () => import("./en/admin-settings").then((m) => m.adminSettings),
    auth: () => import("./en/auth").then((m) => m.auth),
    catalogSearch: () => import("./en/catalog-search").then((m) => m.catalogSearch),
    live: () => import("./en/live").then((m) => m.live),
    oauth: () => import("./en/oauth").then((m) => m.oauth),
    payments: () => import("./en/payments").then((m) => m.payments),
    profile: () => import("./en/profile").then((m) => m.profile),
    registration: () => import("./en/registration").then((m) => m.registration),
    twoFactor: () => import("./en/two-factor").then((m) => m.twoFactor),
    certificates: () => import("./en/certificates").then((m) => m.certificates),
    trainer: () => import("./en/trainer").then((m) => m.trainer),
  },
};
