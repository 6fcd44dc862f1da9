import { z } from "zod";
import type { CourseModule } from "../../../../db/schema/catalog";
import { courseCategories, courseFormats } from "../../../../db/schema/catalog-values";
import { optionalText, requiredText, textList } from "../shared/bilingual-fields";

// Zod 4 probes `new Function` to compile faster parsers; our CSP forbids eval, and the refused
// probe shows up as a CSP violation in the browser. The interpreted parsers are fast enough.
z.config({ jitless: true });

/** Empty module slots the form offers below the course's modules (more after saving). */
export const EXTRA_MODULE_SLOTS = 2;
export const MAX_MODULES = 30;
/** The knowledge check's pass mark when staff set none: a trainee passes with 70 % right after the session. */
export const DEFAULT_PASS_MARK = 70;

const moduleSchema = z.preprocess(
  (value) => value ?? {},
  z.object({
    title: optionalText(300),
    duration: optionalText(100),
    topics: textList(40),
  }),
);

/** "1500", "1 500", "1500,50", "1500.50" in the currency's units; stored in hundredths. */
const price = z
  .string()
  .trim()
  .transform((value) => value.replace(/[\s\u00a0\u202f]/g, "").replace(",", "."))
  .pipe(z.string().regex(/^\d{1,9}(\.\d{1,2})?$/, { error: "adminCatalog.errors.price" }))
  .transform((value) => Math.round(Number(value) * 100))
  .optional();

/**
 * The course form: every field of the catalogue's course (db/schema/catalog.ts) and its
 * trainers. Nothing else is read from the form: not the id, not the archived state (own
 * actions), not the dates. Messages are translation keys.
 */
export const courseSchema = z
  .object({
    category: z.enum(courseCategories, { error: "adminCatalog.errors.category" }),
    subcategory: requiredText(120),
    title: requiredText(200),
    description: requiredText(2000),
    duration: requiredText(100),
    detailedDuration: optionalText(300),
    hours: z
      .number({ error: "adminCatalog.errors.hours" })
      .int({ error: "adminCatalog.errors.hours" })
      .min(1, { error: "adminCatalog.errors.hours" })
      .max(2000, { error: "adminCatalog.errors.hours" })
      .optional(),
    audience: requiredText(1000),
    prerequisites: requiredText(1000),
    formats: z
      .array(z.enum(courseFormats, { error: "adminCatalog.errors.formats" }), {
        error: "adminCatalog.errors.formats",
      })
      .min(1, { error: "adminCatalog.errors.formats" }),
    price,
    currency: z.enum(["EUR", "GNF"], { error: "adminCatalog.errors.currency" }),
    isCertified: z.boolean().optional().default(false),
    isNew: z.boolean().optional().default(false),
    isFeatured: z.boolean().optional().default(false),
    objectives: textList(),
    modules: z
      .array(moduleSchema)
      .max(MAX_MODULES + EXTRA_MODULE_SLOTS)
      .optional()
      .default([]),
    methodology: optionalText(2000),
    expectedOutcomes: textList(),
    advantages: textList(),
    assessment: optionalText(2000),
    accessDelay: optionalText(500),
    accessibility: optionalText(1000),
    /** Share of the half-days a participant must attend for the certificate; empty is all of them. */
    attendanceThreshold: z
      .number({ error: "adminCatalog.errors.threshold" })
      .int({ error: "adminCatalog.errors.threshold" })
      .min(1, { error: "adminCatalog.errors.threshold" })
      .max(100, { error: "adminCatalog.errors.threshold" })
      .optional(),
    /** Months a certificate stays valid; empty: it never expires. */
    certificateValidity: z
      .number({ error: "adminCatalog.errors.validity" })
      .int({ error: "adminCatalog.errors.validity" })
      .min(1, { error: "adminCatalog.errors.validity" })
      .max(120, { error: "adminCatalog.errors.validity" })
      .optional(),
    /** The knowledge check's pass mark after the session, in percent; empty is the default. */
    passMark: z
      .number({ error: "adminCatalog.errors.passMark" })
      .int({ error: "adminCatalog.errors.passMark" })
      .min(1, { error: "adminCatalog.errors.passMark" })
      .max(100, { error: "adminCatalog.errors.passMark" })
      .optional(),
    knowledgeOnCertificate: z.boolean().optional().default(false),
    trainers: z.array(z.number().int().positive()).max(50).optional().default([]),
  })
  .superRefine((value, context) => {
    value.modules.forEach((module, index) => {
      if (!module.title && (module.duration || module.topics.length))
        context.addIssue({
          code: "custom",
          path: ["modules", index, "title", "fr"],
          message: "adminCatalog.errors.moduleTitle",
        });
    });
  })
  .transform((value) => ({
    ...value,
    priceCents: value.price ?? null,
    hours: value.hours ?? null,
    passMarkPercent: value.passMark ?? DEFAULT_PASS_MARK,
    attendanceThresholdPercent: value.attendanceThreshold ?? 100,
    certificateValidityMonths: value.certificateValidity ?? null,
    formats: [...new Set(value.formats)],
    trainers: [...new Set(value.trainers)],
    modules: value.modules.flatMap((module): CourseModule[] =>
      module.title
        ? [{ title: module.title, duration: module.duration ?? { fr: "", en: "" }, topics: module.topics }]
        : [],
    ),
  }));

export type CourseInput = z.output<typeof courseSchema>;
