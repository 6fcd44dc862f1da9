/**
 * Shapes of the built-in catalogue content. The seed turns these into rows of
 * `trainers`, `courses`, `course_trainers` and `training_sessions`.
 * Localised text is `{ fr, en }`: French is required, English is the translation.
 */
export interface Localized {
  fr: string;
  en: string;
}

/** Values the catalogue filters on. `digital` is listed under the Marketing tab. */
export type CourseCategory = "marketing" | "digital" | "qhse" | "first-aid" | "fire" | "driving";
export type CourseFormat = "presentiel" | "distanciel";

export interface SeedTrainer {
  id: number;
  name: string;
  title: Localized;
  /** e.g. { fr: "15 ans d'expérience", en: "15 years of experience" } */
  experience: Localized;
  bio: Localized;
  specialties: Localized[];
  /** Public path of a local image, e.g. "/images/trainers/trainer-1.svg" (width and height below). */
  image: string;
}

export interface SeedModule {
  title: Localized;
  duration: Localized;
  topics: Localized[];
}

export interface SeedCourse {
  /** The product's ids: 5-10 marketing and digital, 101-105 QHSE/first aid/fire/HSE, 106 defensive driving. */
  id: number;
  category: CourseCategory;
  subcategory: Localized;
  title: Localized;
  description: Localized;
  objectives: Localized[];
  /** Short, e.g. { fr: "3 jours", en: "3 days" } */
  duration: Localized;
  /** e.g. { fr: "21 heures (3 jours de 7 h)", en: "21 hours (3 days of 7 h)" } */
  detailedDuration: Localized;
  /** Total hours, used for the schema.org courseWorkload (ISO 8601 duration is derived from it). */
  hours: number;
  audience: Localized;
  prerequisites: Localized;
  formats: CourseFormat[];
  /** Price in euro cents (49.99 € is 4999). */
  priceCents: number;
  isCertified: boolean;
  isNew: boolean;
  isFeatured: boolean;
  modules: SeedModule[];
  methodology: Localized;
  expectedOutcomes: Localized[];
  advantages: Localized[];
  /** Teaching and assessment methods (Qualiopi indicator 1). */
  assessment: Localized;
  /** Access conditions and delay, e.g. registration closes 7 days before the session. */
  accessDelay: Localized;
  /** Accessibility for people with disabilities. */
  accessibility: Localized;
  trainerIds: number[];
  /** Public path of a local image, e.g. "/images/courses/course-101.svg". */
  image: string;
  /** ISO date the course was created, drives "newest" ordering. */
  createdAt: string;
}
