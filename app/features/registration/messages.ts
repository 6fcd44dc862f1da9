import { registration as en } from "~/locales/en/pages/registration";
import { registration as fr } from "~/locales/fr/pages/registration";

/** The registration pages' own strings, for usePageMessages (not in the bundle every page loads). */
export const registrationMessages = { fr: { registration: fr }, en: { registration: en } };
