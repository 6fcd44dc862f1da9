import { z } from "zod";
import { postKinds } from "../../../../db/schema/post-kinds";

// Zod 4 probes `new Function` to compile faster parsers; our CSP forbids eval, and the refused
// probe shows up as a CSP violation in the browser. The interpreted parsers are fast enough.
z.config({ jitless: true });

/**
 * A post's form (/admin/news/new and /admin/news/:id), for the browser and the server alike: its
 * kind (news, blog article, job offer), French required, English optional. `published` is not a field: publishing is its own action,
 * and the images are files the action takes through the image pipeline (news-images.server.ts).
 * Messages are translation keys (adminNews.errors.*).
 */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const isDay = (value: string) => DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

const required = (max: number) =>
  z
    .string({ error: "adminNews.errors.required" })
    .trim()
    .min(1, { error: "adminNews.errors.required" })
    .max(max, { error: "adminNews.errors.tooLong" });
const optional = (max: number) =>
  z.string().trim().max(max, { error: "adminNews.errors.tooLong" }).optional().default("");
const day = z
  .string()
  .trim()
  .optional()
  .default("")
  .refine((value) => value === "" || isDay(value), { error: "adminNews.errors.date" });

export const newsPostSchema = z
  .object({
    kind: z.enum(postKinds, { error: "adminNews.errors.kind" }),
    slug: z
      .string({ error: "adminNews.errors.required" })
      .trim()
      .toLowerCase()
      .min(3, { error: "adminNews.errors.slug" })
      .max(80, { error: "adminNews.errors.slug" })
      .regex(SLUG, { error: "adminNews.errors.slug" }),
    kickerFr: optional(80),
    kickerEn: optional(80),
    titleFr: required(200),
    titleEn: optional(200),
    summaryFr: required(400),
    summaryEn: optional(400),
    bodyFr: required(20_000),
    bodyEn: optional(20_000),
    detailsFr: optional(2000),
    detailsEn: optional(2000),
    imageAltFr: optional(400),
    imageAltEn: optional(400),
    publishedOn: z
      .string({ error: "adminNews.errors.required" })
      .trim()
      .refine(isDay, { error: "adminNews.errors.date" }),
    eventStart: day,
    eventEnd: day,
    placeFr: optional(200),
    placeEn: optional(200),
    courseId: z
      .string()
      .trim()
      .optional()
      .default("")
      .refine((value) => value === "" || /^[1-9]\d{0,8}$/.test(value), {
        error: "adminNews.errors.courseId",
      }),
  })
  .superRefine((value, context) => {
    if ((value.eventStart === "") !== (value.eventEnd === "")) {
      const path = value.eventStart === "" ? "eventStart" : "eventEnd";
      context.addIssue({ code: "custom", path: [path], message: "adminNews.errors.eventBoth" });
    } else if (value.eventStart && value.eventEnd && value.eventEnd < value.eventStart) {
      context.addIssue({ code: "custom", path: ["eventEnd"], message: "adminNews.errors.eventOrder" });
    }
  });

export type NewsPostForm = z.output<typeof newsPostSchema>;
