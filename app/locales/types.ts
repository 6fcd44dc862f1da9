import type { fr } from "./fr";

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/**
 * The shape of a language's resources: exactly the keys of French, every value a string. Each
 * top-level key is a namespace ("common", "registration"…), loaded on its own in the
 * browser; a key is written with its namespace first, `t("registration.heading")`.
 */
export type Translations = Widen<typeof fr>;

/** A namespace: the strings of one page or of one part of the site, in one chunk per language. */
export type Namespace = keyof Translations;

/** One namespace in English, shaped exactly like the French one. */
export type EnglishOf<T> = Widen<T>;
