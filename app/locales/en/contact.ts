import type { Translations } from "../types";

export const contact = {} satisfies Translations["contact"];
