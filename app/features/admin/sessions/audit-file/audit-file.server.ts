import { Readable } from "node:stream";
import yazl from "yazl";
import type { Database } from "../../../../../db/database";
import type { Lang } from "~/lib/language";
import type { PdfContact } from "~/lib/pdf/document.server";
import { indexPage } from "./index-page.server";
import { auditSections } from "./sections.server";
import { auditWords } from "./audit-file-words";

/**
 * A session's audit file: one ZIP of the evidence a training centre's auditor asks for (the
 * programme, the convocations sent, the positioning answers, the signed attendance, the
 * certificates, the surveys and their results), with an index page in the staff member's
 * language. Each section lists its files from the database first (cheap), and each file's bytes
 * are made only when the archive reaches it: PDFs are drawn one at a time as the download is
 * read, so the memory a file takes is one document's, whatever the session's size.
 */

/** What every section reads: the session, the reader's language and what the documents print. */
export interface AuditSource {
  db: Database;
  sessionId: number;
  courseId: number;
  /** The session's zone: every time in the file is read in it. */
  timeZone: string;
  lang: Lang;
  contact: PdfContact;
  siteUrl: string;
  /** The sender of the site's e-mails, as their copies show it. */
  mailFrom: string;
  now: Date;
}

/** One file of the archive; `content` runs when the archive reaches it. */
export interface AuditEntry {
  /** Inside the section's folder. */
  name: string;
  /** What the index says of it, in the reader's language. */
  description: string;
  content: () => Promise<Buffer | string>;
  /** False for what is compressed already (PDF): stored as is. */
  compress?: boolean;
}

/** One part of the file: its folder, its heading in the index, and its files. */
export interface AuditSection {
  key: string;
  folder: (lang: Lang) => string;
  title: (lang: Lang) => string;
  /** Lists the section's files (queries only; their bytes come later). */
  entries: (source: AuditSource) => Promise<AuditEntry[]>;
}

export interface ListedSection {
  section: AuditSection;
  folder: string;
  entries: AuditEntry[];
}

/** Every section's files, listed in order; the archive's index is made from this list. */
export async function listAuditFile(
  source: AuditSource,
  sections: readonly AuditSection[] = auditSections,
): Promise<ListedSection[]> {
  const listed: ListedSection[] = [];
  for (const section of sections)
    listed.push({ section, folder: section.folder(source.lang), entries: await section.entries(source) });
  return listed;
}

export function auditFileName(sessionId: number, lang: Lang): string {
  return auditWords[lang].zipName(sessionId);
}

/**
 * The archive as a stream: yazl asks for each file's bytes only when the previous one has been
 * written through (its pipe follows the reader's pace), so files are made one at a time.
 */
export function auditZip(source: AuditSource, listed: ListedSection[], heading: IndexHeading): Readable {
  const zip = new yazl.ZipFile();
  const output = zip.outputStream as Readable;
  // A file that cannot be made ends the download in error: the reader gets no truncated archive
  // that looks whole (the central directory is written last).
  zip.on("error", (error: unknown) =>
    output.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  const mtime = source.now;
  const add = (path: string, content: () => Promise<Buffer | string>, compress: boolean) =>
    zip.addReadStreamLazy(path, { mtime, compress }, (done) => {
      content().then(
        (bytes) =>
          done(null, Readable.from([typeof bytes === "string" ? Buffer.from(bytes, "utf8") : bytes])),
        (error: unknown) => done(error, Readable.from([])),
      );
    });
  add(auditWords[source.lang].indexName, async () => indexPage(source, listed, heading), true);
  for (const { folder, entries } of listed)
    for (const entry of entries) add(`${folder}/${entry.name}`, entry.content, entry.compress ?? true);
  zip.end();
  return output;
}

/** What the index's heading says of the session and of who made the file. */
export interface IndexHeading {
  course: string;
  dates: string;
  place: string;
  trainer: string | null;
  generatedBy: string;
}
