import type { PageTranslations } from "../../types";
import { account } from "./account";
import { admin } from "./admin";
import { adminSessions } from "./admin-sessions";
import { adminInbox } from "./admin-inbox";
import { adminPeople } from "./admin-people";
import { adminCatalog } from "./admin-catalog";
import { adminRegistrations } from "./admin-registrations";
import { adminNews } from "./admin-news";
import { adminSettings } from "./admin-settings";
import { auth } from "./auth";
import { catalogSearch } from "./catalog-search";
import { live } from "./live";
import { oauth } from "./oauth";
import { payments } from "./payments";
import { profile } from "./profile";
import { registration } from "./registration";
import { twoFactor } from "./two-factor";

export const enPages = {
  account,
  admin,
  adminCatalog,
  adminRegistrations,
  adminSessions,
  adminInbox,
  adminPeople,
  adminNews,
  adminSettings,
  auth,
  catalogSearch,
  live,
  oauth,
  payments,
  profile,
  registration,
  twoFactor,
} satisfies PageTranslations;
