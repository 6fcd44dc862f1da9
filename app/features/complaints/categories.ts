/**
 * What a complaint can be about, in the form's order. The table's CHECK list
 * (db/schema/complaints.ts) must stay the same; complaints.server.ts fails to compile otherwise.
 * Kept apart from the schema so the browser does not load the database's table definitions.
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
