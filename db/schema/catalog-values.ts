/**
 * The catalogue's fixed values, without Drizzle: the back-office's forms validate with them in
 * the browser (db/schema/catalog.ts re-exports them).
 */
export const courseCategories = ["marketing", "digital", "qhse", "first-aid", "fire", "driving"] as const;
export type CourseCategory = (typeof courseCategories)[number];
export const courseFormats = ["presentiel", "distanciel"] as const;
export type CourseFormat = (typeof courseFormats)[number];
