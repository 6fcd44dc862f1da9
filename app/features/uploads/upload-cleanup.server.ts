import type { Database } from "../../../db/database";
import { courses, newsPosts, trainers } from "../../../db/schema";
import { uploadOf } from "~/lib/upload-variants";
import type { UploadStorage } from "./storage.server";

/**
 * How long an image no course, trainer or news post uses stays stored. A replaced image may still be asked
 * for by a page rendered before the change (the render cache and HTTP caches in front keep
 * pages up to 6 minutes), and an upload is stored just before the transaction that records it:
 * a day covers both with a wide margin.
 */
export const UNUSED_UPLOAD_GRACE_MS = 24 * 60 * 60 * 1000;

/**
 * Removes the files of uploaded images that no course, trainer or news post uses any more (a
 * photo replaced, a trainer deleted) and were written more than `graceMs` ago; returns their keys.
 * Files that are not an upload's are never touched. Several processes may run it at once:
 * removing a file already gone does nothing.
 */
export async function removeUnusedUploads(
  db: Database,
  storage: UploadStorage,
  { now = new Date(), graceMs = UNUSED_UPLOAD_GRACE_MS }: { now?: Date; graceMs?: number } = {},
): Promise<string[]> {
  const [courseImages, trainerImages, newsImages] = await Promise.all([
    db.select({ image: courses.image }).from(courses),
    db.select({ image: trainers.image }).from(trainers),
    db.select({ image: newsPosts.imageKey }).from(newsPosts),
  ]);
  const used = new Set(
    [
      ...courseImages.map((row) => row.image),
      ...trainerImages.map((row) => row.image),
      // A post has an image per language (English falls back to French).
      ...newsImages.flatMap((row) => [row.image?.fr, row.image?.en]),
    ].map((image) => (image ? uploadOf(image) : null)),
  );
  // Listed after the images in use were read: an image that became used since was stored just
  // before (an upload is written before the row that records it), so it is too young to go. Only
  // the same bytes uploaded again within the milliseconds between this list and the removal
  // could lose a file; the editor would then show it missing and staff upload it again.
  const stored = await storage.list();
  const removed: string[] = [];
  for (const { key, writtenAt } of stored) {
    const upload = uploadOf(key);
    if (!upload || used.has(upload) || now.getTime() - writtenAt.getTime() < graceMs) continue;
    await storage.delete(key);
    removed.push(key);
  }
  return removed;
}
