import { sql } from "drizzle-orm";
import {
  boolean,
  char,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { courseSearchRankVector, courseSearchVector, tsvector } from "./catalog-search";
import { localized, localizedList, type Localized } from "./localized";

import { courseCategories } from "./catalog-values";
import type { CourseCategory, CourseFormat } from "./catalog-values";

export { courseCategories, courseFormats, type CourseCategory, type CourseFormat } from "./catalog-values";

export interface CourseModule {
  title: Localized;
  duration: Localized;
  topics: Localized[];
}

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  // Edits through the app move it: the course page publishes it as its last update.
  updatedAt: timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

export const trainers = pgTable("trainers", {
  id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
  name: text("name").notNull(),
  title: localized("title").notNull(),
  experience: localized("experience").notNull(),
  bio: localized("bio").notNull(),
  specialties: localizedList("specialties").notNull().default([]),
  image: text("image"),
  ...timestamps,
});

export const courses = pgTable(
  "courses",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    category: text("category").$type<CourseCategory>().notNull(),
    subcategory: localized("subcategory").notNull(),
    title: localized("title").notNull(),
    description: localized("description").notNull(),
    objectives: localizedList("objectives").notNull().default([]),
    duration: localized("duration").notNull(),
    detailedDuration: localized("detailed_duration"),
    hours: integer("hours"),
    audience: localized("audience").notNull(),
    prerequisites: localized("prerequisites").notNull(),
    formats: text("formats").array().$type<CourseFormat[]>().notNull(),
    priceCents: integer("price_cents"),
    currency: char("currency", { length: 3 }).notNull().default("EUR"),
    isCertified: boolean("is_certified").notNull().default(false),
    isNew: boolean("is_new").notNull().default(false),
    isFeatured: boolean("is_featured").notNull().default(false),
    modules: jsonb("modules").$type<CourseModule[]>().notNull().default([]),
    methodology: localized("methodology"),
    expectedOutcomes: localizedList("expected_outcomes").notNull().default([]),
    advantages: localizedList("advantages").notNull().default([]),
    assessment: localized("assessment"),
    accessDelay: localized("access_delay"),
    accessibility: localized("accessibility"),
    image: text("image"),
    /** Set when staff archive the course: it leaves the public catalogue, its row and history stay. */
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    /** The share of a session's half-days a participant must attend to earn the certificate. */
    attendanceThresholdPercent: integer("attendance_threshold_percent").notNull().default(100),
    /** How long a certificate of this course stays valid (SST first aid: 24); null = no expiry. */
    certificateValidityMonths: integer("certificate_validity_months"),
    /** Whether the certificate shows the knowledge check's scores, before and after (when the course has one). */
    knowledgeOnCertificate: boolean("knowledge_on_certificate").notNull().default(false),
    /** The knowledge check's score after the session at or above which a trainee counts as passing. */
    passMarkPercent: integer("pass_mark_percent").notNull().default(70),
    /**
     * The course's words for full-text search: French and English stems of both languages'
     * text, accents removed, weighted title (A), subcategory (B), description and objectives
     * (C), programme (D). Computed by SQL functions of migration 0003 (docs/decisions/1501).
     */
    searchVector: tsvector("search_vector").notNull().generatedAlwaysAs(courseSearchVector),
    /**
     * The same without the programme, for ranking: small enough to stay in the row, so ranking
     * thousands of matches does not read the large vector back from TOAST (docs/decisions/1504).
     */
    searchRankVector: tsvector("search_rank_vector").notNull().generatedAlwaysAs(courseSearchRankVector),
    ...timestamps,
  },
  (table) => [
    index("courses_category_idx").on(table.category),
    index("courses_popular_idx").on(table.isFeatured, table.createdAt),
    index("courses_search_idx").using("gin", table.searchVector),
    check("courses_price_check", sql`${table.priceCents} IS NULL OR ${table.priceCents} >= 0`),
    check("courses_currency_check", sql`${table.currency} IN ('EUR', 'GNF')`),
    check(
      "courses_category_check",
      sql.raw(`category IN (${courseCategories.map((c) => `'${c}'`).join(", ")})`),
    ),
    check(
      "courses_formats_check",
      sql`cardinality(${table.formats}) > 0 AND ${table.formats} <@ ARRAY['presentiel', 'distanciel']::text[]`,
    ),
    check(
      "courses_attendance_threshold_check",
      sql`${table.attendanceThresholdPercent} BETWEEN 1 AND 100`,
    ),
    check(
      "courses_certificate_validity_check",
      sql`${table.certificateValidityMonths} IS NULL OR ${table.certificateValidityMonths} > 0`,
    ),
    check("courses_pass_mark_check", sql`${table.passMarkPercent} BETWEEN 1 AND 100`),
    check("courses_hours_check", sql`${table.hours} IS NULL OR ${table.hours} > 0`),
  ],
);

export const courseTrainers = pgTable(
  "course_trainers",
  {
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    trainerId: integer("trainer_id")
      .notNull()
      .references(() => trainers.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.courseId, table.trainerId] }),
    index("course_trainers_trainer_idx").on(table.trainerId),
  ],
);
