import { adminInbox as enInbox } from "~/locales/en/pages/admin-inbox";
import { adminPeople as enPeople } from "~/locales/en/pages/admin-people";
import { adminInbox as frInbox } from "~/locales/fr/pages/admin-inbox";
import { adminPeople as frPeople } from "~/locales/fr/pages/admin-people";
import type { PageMessages } from "~/lib/page-messages";

/** The strings of the people screens, loaded by their pages only (usePageMessages). */
export const peopleMessages: PageMessages<"adminPeople"> = {
  fr: { adminPeople: frPeople },
  en: { adminPeople: enPeople },
};

/** The strings of the messages and newsletter screens. */
export const inboxMessages: PageMessages<"adminInbox"> = {
  fr: { adminInbox: frInbox },
  en: { adminInbox: enInbox },
};
