import { common } from "./common";
import { home } from "./home";

/** French UI strings: the reference shape every other language must match. */
export const fr = { common, home };
