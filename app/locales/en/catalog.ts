import type { Translations } from "../types";

export const catalog = {} satisfies Translations["catalog"];
