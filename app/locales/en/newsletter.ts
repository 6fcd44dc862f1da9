import type { Translations } from "../types";

export const newsletter = {} satisfies Translations["newsletter"];
