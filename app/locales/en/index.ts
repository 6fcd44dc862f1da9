import type { Translations } from "../types";
import { common } from "./common";
import { home } from "./home";

export const en = { common, home } satisfies Translations;
