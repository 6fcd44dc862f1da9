import { adminRegistrations as enAdminRegistrations } from "~/locales/en/pages/admin-registrations";
import { adminRegistrations as frAdminRegistrations } from "~/locales/fr/pages/admin-registrations";
import type { PageMessages } from "~/lib/page-messages";

/** The registrations screens' own strings (adminRegistrations.*), loaded with the page. */
export const adminRegistrationsMessages: PageMessages<"adminRegistrations"> = {
  fr: { adminRegistrations: frAdminRegistrations },
  en: { adminRegistrations: enAdminRegistrations },
};
