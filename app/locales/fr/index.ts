import { catalog } from "./catalog";
import { common } from "./common";
import { contact } from "./contact";
import { content } from "./content";
import { home } from "./home";
import { landing } from "./landing";
import { newsletter } from "./newsletter";

/** French UI strings: the reference shape every other language must match. */
export const fr = { common, home, catalog, landing, contact, newsletter, content };
