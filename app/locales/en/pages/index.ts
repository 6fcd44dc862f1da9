import type { PageTranslations } from "../../types";
import { account } from "./account";
import { admin } from "./admin";
import { adminRegistrations } from "./admin-registrations";
import { auth } from "./auth";
import { catalogSearch } from "./catalog-search";
import { oauth } from "./oauth";
import { payments } from "./payments";
import { profile } from "./profile";
import { registration } from "./registration";
import { twoFactor } from "./two-factor";

export const enPages = {
  account,
  admin,
  adminRegistrations,
  auth,
  catalogSearch,
  oauth,
  payments,
  profile,
  registration,
  twoFactor,
} satisfies PageTranslations;
