import type { Lang } from "~/lib/language";
import type { IconName } from "./icons";

/** Page content is data in both languages; a loader returns one language's version. */
export type Bilingual<T> = Record<Lang, T>;

export interface PageIntro {
  /** Server-rendered <title> and meta description. */
  seoTitle: string;
  seoDescription: string;
  eyebrow?: string;
  title: string;
  lead: string;
}

export interface Card {
  icon?: IconName;
  title: string;
  text: string;
  bullets?: string[];
}

/** A link to a page of the site, given as its French path (the page localises it). */
export interface Cta {
  title: string;
  text: string;
  label: string;
  to: string;
}

/** One section of a document-like page (legal notice, privacy, terms, cookies). */
export interface DocSection {
  id: string;
  title: string;
  paragraphs?: string[];
  items?: string[];
  /** A definition list, for identities (publisher, host) and cookie tables. */
  facts?: { label: string; value: string }[];
  /** A data table with a caption, e.g. the list of cookies. */
  table?: { caption: string; head: string[]; rows: string[][] };
  after?: string[];
}

export interface DocPage extends PageIntro {
  updated: string;
  sections: DocSection[];
}

export interface Testimonial {
  name: string;
  role: string;
  company: string;
  /** Local image under /images/testimonials/, square. */
  image: string;
  text: string;
  /** 1 to 5. */
  rating: number;
}
