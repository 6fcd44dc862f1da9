import { live as en } from "~/locales/en/pages/live";
import { live as fr } from "~/locales/fr/pages/live";
import type { PageMessages } from "~/lib/page-messages";

/** The live page's strings, loaded with it (lib/page-messages.ts). */
export const livePageMessages: PageMessages<"live"> = { fr: { live: fr }, en: { live: en } };
