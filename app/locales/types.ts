import type { fr } from "./fr";
import type { frPages } from "./fr/pages";

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** The shape of a language's resources: exactly the keys of French, every value a string. */
export type Translations = Widen<typeof fr>;

/**
 * Strings of pages few visitors open (accounts, back-office): not in the bundle every page
 * downloads, but in the page's own module (see lib/page-messages.ts).
 */
export type PageTranslations = Widen<typeof frPages>;

/** One page namespace in English, shaped exactly like the French one. */
export type EnglishOf<T> = Widen<T>;
