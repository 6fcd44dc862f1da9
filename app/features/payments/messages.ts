import { payments as en } from "~/locales/en/pages/payments";
import { payments as fr } from "~/locales/fr/pages/payments";

/** The payment pages' own strings, for usePageMessages. */
export const paymentMessages = { fr: { payments: fr }, en: { payments: en } };
