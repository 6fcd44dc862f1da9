import { jsonb } from "drizzle-orm/pg-core";

/** Localised text as stored: French is required, English falls back to French when empty. */
export interface Localized {
  fr: string;
  en: string;
}

export const localized = (name: string) => jsonb(name).$type<Localized>();
export const localizedList = (name: string) => jsonb(name).$type<Localized[]>();
