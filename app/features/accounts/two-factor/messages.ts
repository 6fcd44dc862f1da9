import type { PageMessages } from "~/lib/page-messages";
import { twoFactor as en } from "~/locales/en/pages/two-factor";
import { twoFactor as fr } from "~/locales/fr/pages/two-factor";

/** The two-factor pages' strings, brought by their own modules (see lib/page-messages.ts). */
export const twoFactorMessages: PageMessages<"twoFactor"> = { fr: { twoFactor: fr }, en: { twoFactor: en } };
