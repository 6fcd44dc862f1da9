import type { PageMessages } from "~/lib/page-messages";
import { adminSessions as en } from "~/locales/en/pages/admin-sessions";
import { adminSessions as fr } from "~/locales/fr/pages/admin-sessions";

/** The sessions screens' own strings, loaded by their pages (lib/page-messages.ts). */
export const adminSessionsMessages: PageMessages<"adminSessions"> = {
  fr: { adminSessions: fr },
  en: { adminSessions: en },
};
