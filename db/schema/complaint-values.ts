/**
 * What a complaint can be about, in the form's order, without Drizzle: the complaint form
 * validates with it in the browser (db/schema/complaints.ts re-exports it).
 */
export const complaintCategories = [
  "content",
  "organisation",
  "trainer",
  "payment",
  "accessibility",
  "other",
] as const;
export type ComplaintCategory = (typeof complaintCategories)[number];
