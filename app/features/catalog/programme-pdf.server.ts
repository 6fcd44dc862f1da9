import { eq } from "drizzle-orm";
import type { Database } from "../../../db/database";
import { courses, type CourseModule } from "../../../db/schema";
import type { Localized } from "../../../db/schema/localized";
import type { Lang } from "~/lib/language";
import { createPdf, pdfColors, type PdfContact } from "~/lib/pdf/document.server";
import { localize, localizeList } from "./localize";

/**
 * A course's programme as a PDF, in one language: what the catalogue publishes of it (audience,
 * prerequisites, objectives, duration, modules and their topics, methods, assessment, access and
 * accessibility), archived course or not: a session's file keeps the programme it was run on.
 */

const words = {
  fr: {
    title: "Programme de formation",
    audience: "Public",
    prerequisites: "Prérequis",
    duration: "Durée",
    hours: (hours: number) => `${hours} heures`,
    objectives: "Objectifs pédagogiques",
    programme: "Programme",
    noModules: "Le programme détaillé n'est pas renseigné dans le catalogue.",
    methodology: "Méthodes pédagogiques",
    expectedOutcomes: "Résultats attendus",
    assessment: "Modalités d'évaluation",
    accessDelay: "Modalités et délai d'accès",
    accessibility: "Accessibilité aux personnes en situation de handicap",
  },
  en: {
    title: "Course programme",
    audience: "Audience",
    prerequisites: "Prerequisites",
    duration: "Duration",
    hours: (hours: number) => `${hours} hours`,
    objectives: "Learning objectives",
    programme: "Programme",
    noModules: "The detailed programme is not in the catalogue.",
    methodology: "Teaching methods",
    expectedOutcomes: "Expected outcomes",
    assessment: "Assessment",
    accessDelay: "Access terms and lead time",
    accessibility: "Accessibility for people with disabilities",
  },
} satisfies Record<Lang, unknown>;

/** What the programme prints of a course. */
export interface ProgrammeCourse {
  id: number;
  title: Localized;
  description: Localized;
  audience: Localized;
  prerequisites: Localized;
  duration: Localized;
  detailedDuration: Localized | null;
  hours: number | null;
  objectives: Localized[];
  modules: CourseModule[];
  methodology: Localized | null;
  expectedOutcomes: Localized[];
  assessment: Localized | null;
  accessDelay: Localized | null;
  accessibility: Localized | null;
}

export async function loadProgrammeCourse(db: Database, courseId: number): Promise<ProgrammeCourse | null> {
  const [course] = await db
    .select({
      id: courses.id,
      title: courses.title,
      description: courses.description,
      audience: courses.audience,
      prerequisites: courses.prerequisites,
      duration: courses.duration,
      detailedDuration: courses.detailedDuration,
      hours: courses.hours,
      objectives: courses.objectives,
      modules: courses.modules,
      methodology: courses.methodology,
      expectedOutcomes: courses.expectedOutcomes,
      assessment: courses.assessment,
      accessDelay: courses.accessDelay,
      accessibility: courses.accessibility,
    })
    .from(courses)
    .where(eq(courses.id, courseId));
  return course ?? null;
}

export function programmeFileName(courseId: number, lang: Lang): string {
  return lang === "en" ? `programme-course-${courseId}.pdf` : `programme-formation-${courseId}.pdf`;
}

/** `date`: the file's date, so that one file made twice the same moment gives the same bytes. */
export async function buildProgrammePdf(
  course: ProgrammeCourse,
  lang: Lang,
  contact: PdfContact,
  date = new Date(),
): Promise<Buffer> {
  const w = words[lang];
  const pdf = createPdf({
    title: `${w.title} - ${localize(course.title, lang)}`,
    subject: localize(course.title, lang),
    lang,
    contact,
    date,
    font: "unicode",
  });
  // The catalogue's text is typed by staff: keep what the embedded font can print.
  const printable = (text: string) => pdf.printable(text);
  const section = (heading: string, text: string | null) => {
    if (!text?.trim()) return;
    pdf.heading(heading, 3);
    pdf.paragraph(printable(text), { gap: 10 });
  };
  const list = (heading: string, items: string[]) => {
    if (items.length === 0) return;
    pdf.heading(heading, 3);
    pdf.list(items.map(printable), { gap: 10 });
  };

  pdf.addPage({ title: w.title });
  pdf.heading(printable(localize(course.title, lang)), 2, { gap: 8 });
  pdf.paragraph(printable(localize(course.description, lang)), { gap: 12 });
  const duration = [localize(course.duration, lang), localize(course.detailedDuration, lang)]
    .filter((text): text is string => Boolean(text?.trim()))
    .concat(course.hours ? [w.hours(course.hours)] : [])
    .join(" - ");
  section(w.audience, localize(course.audience, lang));
  section(w.prerequisites, localize(course.prerequisites, lang));
  section(w.duration, duration);
  list(w.objectives, localizeList(course.objectives, lang));
  pdf.heading(w.programme, 3);
  if (course.modules.length === 0) pdf.paragraph(w.noModules, { color: pdfColors.muted, gap: 10 });
  for (const module of course.modules) {
    const title = localize(module.title, lang);
    const length = localize(module.duration, lang);
    pdf.paragraph(printable(length?.trim() ? `${title} (${length})` : title), { bold: true, gap: 2 });
    pdf.list(localizeList(module.topics, lang).map(printable), { gap: 8 });
  }
  section(w.methodology, localize(course.methodology, lang));
  list(w.expectedOutcomes, localizeList(course.expectedOutcomes, lang));
  section(w.assessment, localize(course.assessment, lang));
  section(w.accessDelay, localize(course.accessDelay, lang));
  section(w.accessibility, localize(course.accessibility, lang));
  return pdf.toBuffer();
}
