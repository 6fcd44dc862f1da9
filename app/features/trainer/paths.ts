// Relative, not "~/": the service worker imports this file and is bundled without the app's aliases.
import { localizePath, type Lang } from "../../lib/language";

/** The trainer's page, in French and in English (a trailing slash tolerated). */
export const TRAINER_PAGE_PATH = /^(?:\/en)?\/trainer\/?$/;

export const trainerPaths = (lang: Lang) => ({
  page: localizePath("/trainer", lang),
  marks: localizePath("/trainer/marks", lang),
  sheets: localizePath("/trainer/sheets", lang),
  serviceWorker: localizePath("/trainer/sw.js", lang),
  manifest: localizePath("/trainer/manifest.webmanifest", lang),
});
