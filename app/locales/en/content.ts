import type { Translations } from "../types";

export const content = {} satisfies Translations["content"];
