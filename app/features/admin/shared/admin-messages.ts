import { admin as enAdmin } from "~/locales/en/pages/admin";
import { adminNews as enAdminNews } from "~/locales/en/pages/admin-news";
import { adminSettings as enAdminSettings } from "~/locales/en/pages/admin-settings";
import { admin as frAdmin } from "~/locales/fr/pages/admin";
import { adminNews as frAdminNews } from "~/locales/fr/pages/admin-news";
import { adminSettings as frAdminSettings } from "~/locales/fr/pages/admin-settings";
import type { PageMessages } from "~/lib/page-messages";

/*
 * One bundle per namespace: usePageMessages adds a bundle when its first key is missing, so a
 * screen calls it once per namespace it uses (the shared "admin" one may be there already).
 */
export const sharedAdminMessages: PageMessages<"admin"> = { fr: { admin: frAdmin }, en: { admin: enAdmin } };

export const adminNewsMessages: PageMessages<"adminNews"> = {
  fr: { adminNews: frAdminNews },
  en: { adminNews: enAdminNews },
};

export const adminSettingsMessages: PageMessages<"adminSettings"> = {
  fr: { adminSettings: frAdminSettings },
  en: { adminSettings: enAdminSettings },
};
