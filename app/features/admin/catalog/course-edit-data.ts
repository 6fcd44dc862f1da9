import type { FormMetadata } from "@conform-to/react";
import type { CourseCategory, CourseFormat } from "../../../../db/schema/catalog-values";
import type { CatalogEditData, CatalogImage } from "./catalog-editor";

type Pair = { fr: string; en: string };

/** The course as the form edits it: strings, lists as text (one item per line). */
export type CourseFormDefaults = {
  category: CourseCategory | "";
  subcategory: Pair;
  title: Pair;
  description: Pair;
  duration: Pair;
  detailedDuration: Pair;
  hours: string;
  audience: Pair;
  prerequisites: Pair;
  formats: CourseFormat[];
  price: string;
  currency: string;
  isCertified: string;
  isNew: string;
  isFeatured: string;
  objectives: Pair;
  modules: { title: Pair; duration: Pair; topics: Pair }[];
  methodology: Pair;
  expectedOutcomes: Pair;
  advantages: Pair;
  assessment: Pair;
  accessDelay: Pair;
  accessibility: Pair;
  passMark: string;
  knowledgeOnCertificate: string;
  attendanceThreshold: string;
  certificateValidity: string;
  trainers: string[];
};

export type CourseEditData = CatalogEditData<
  CourseFormDefaults,
  {
    archived: boolean;
    /** By the price field: how many registrations in force keep their price if it changes. */
    priceNote: string | null;
    trainers: { id: number; name: string }[];
    categories: readonly CourseCategory[];
    formats: readonly CourseFormat[];
  }
>;

/** What the form needs of a course that exists (or is new). */
export type CourseFormData = Extract<CourseEditData, { found: true }>;

/** Conform's fields of the course form, as its sections take them. */
export type CourseFields = ReturnType<FormMetadata<CourseFormDefaults & CatalogImage>["getFieldset"]>;
