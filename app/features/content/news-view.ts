import type { EventStatus } from "./event-status";
import type { NewsBlock } from "./news-body";

/** A post as its page shows it (/news and /news/:slug, /blog, /careers), in one language. */
export interface NewsPostView {
  slug: string;
  /** Where visitors read it, as a French path: the page localises it. */
  path: string;
  kicker: string | null;
  title: string;
  summary: string;
  body: NewsBlock[];
  details: { label: string; value: string }[];
  image: { src: string; alt: string; width: number | null; height: number | null } | null;
  publishedOn: string;
  /** "YYYY-MM-DD". */
  publishedOnIso: string;
  event: {
    status: EventStatus;
    dates: string;
    startDate: string;
    endDate: string;
    place: string | null;
  } | null;
  /** Where the event is held, or the job offered: with or without dates. */
  place: string | null;
  /** The matching course's page (French path), for the register button. */
  registerTo: string | null;
}
