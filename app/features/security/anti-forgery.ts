/** The hidden field every registration and payment form carries (see anti-forgery.server.ts). */
export const ANTI_FORGERY_FIELD = "csrf";
