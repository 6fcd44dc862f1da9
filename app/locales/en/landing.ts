import type { Translations } from "../types";

export const landing = {} satisfies Translations["landing"];
