import type { Translations } from "../types";
import { catalog } from "./catalog";
import { common } from "./common";
import { contact } from "./contact";
import { content } from "./content";
import { home } from "./home";
import { landing } from "./landing";
import { newsletter } from "./newsletter";

export const en = { common, home, catalog, landing, contact, newsletter, content } satisfies Translations;
