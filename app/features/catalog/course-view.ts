import type { CourseCategory, CourseFormat } from "../../../db/schema/catalog";

/**
 * What the catalogue pages receive: text already in the page's language and dates and prices
 * already formatted on the server, so the client renders exactly the server's markup.
 */
export interface CourseCardView {
  id: number;
  title: string;
  description: string;
  category: CourseCategory;
  subcategory: string;
  duration: string;
  formats: CourseFormat[];
  price: string | null;
  isCertified: boolean;
  isNew: boolean;
  isFeatured: boolean;
  image: string;
  /** "mardi 1 décembre 2026" or null when no session is scheduled. */
  nextSession: string | null;
}

export interface TrainerView {
  id: number;
  name: string;
  title: string;
  experience: string;
  bio: string;
  specialties: string[];
  image: string;
}

export interface ModuleView {
  title: string;
  duration: string;
  topics: string[];
}

export interface CourseDetailView extends CourseCardView {
  objectives: string[];
  detailedDuration: string | null;
  hours: number | null;
  audience: string;
  prerequisites: string;
  modules: ModuleView[];
  methodology: string | null;
  expectedOutcomes: string[];
  advantages: string[];
  assessment: string | null;
  accessDelay: string | null;
  accessibility: string | null;
  trainers: TrainerView[];
  /** "21 nov. 2026" */
  updatedAt: string;
  updatedAtIso: string;
  priceCents: number | null;
  currency: "EUR" | "GNF";
}

export const COURSE_IMAGE = { width: 800, height: 450 } as const;
export const TRAINER_IMAGE = { width: 240, height: 240 } as const;
export const FALLBACK_COURSE_IMAGE = "/images/courses/fallback.svg";
