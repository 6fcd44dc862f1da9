/** The name of the hidden field that only robots fill in (the contact and quote forms). */
export const HONEYPOT_FIELD = "website";
