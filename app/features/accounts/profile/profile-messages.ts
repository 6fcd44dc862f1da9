import type { PageMessages } from "~/lib/page-messages";
import { profile as en } from "~/locales/en/pages/profile";
import { profile as fr } from "~/locales/fr/pages/profile";

/** The strings of /profile and /profile/delete, shipped with those pages only. */
export const profileMessages: PageMessages<"profile"> = { fr: { profile: fr }, en: { profile: en } };
