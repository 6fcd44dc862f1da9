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

/** One section of a legal page: its heading, and its body as HTML made on the server from Markdown. */
export interface LegalSection {
  id: string;
  title: string;
  html: string;
}

/** The legal notice, privacy policy, terms and cookie policy, as their loaders return them. */
export interface LegalPage extends PageIntro {
  updated: string;
  sections: LegalSection[];
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
