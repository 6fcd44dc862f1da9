import type { fr } from "./fr";

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** The shape of a language's resources: exactly the keys of French, every value a string. */
export type Translations = Widen<typeof fr>;
