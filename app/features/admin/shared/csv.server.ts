import { stringify } from "csv-stringify/sync";
import type { Lang } from "~/lib/language";

/**
 * A CSV download of a back-office list. UTF-8 with a byte-order mark, so Excel (the staff's
 * spreadsheet) opens accents correctly; CRLF line ends, as RFC 4180 and Excel expect. Fields are
 * separated by ";" for the French interface (what French Excel splits on when it opens a file)
 * and "," for the English one. Cells that a spreadsheet would run as a formula (=, +, -, @, tab,
 * carriage return first) are prefixed with a quote (OWASP "CSV injection"), and every cell holding
 * either separator is quoted, so a spreadsheet splitting on the other one cannot cut it into
 * cells that start with a formula: the export holds what visitors typed. The body streams.
 */
export function csvResponse(
  filename: string,
  header: readonly string[],
  rows: CsvRows,
  lang: Lang,
): Response {
  const lines = (records: readonly (readonly CsvCell[])[]) => csvLines(records, lang);
  const batches = Array.isArray(rows)
    ? [rows as readonly (readonly CsvCell[])[]]
    : (rows as AsyncIterable<readonly (readonly CsvCell[])[]>);
  const iterator = (async function* () {
    yield `\uFEFF${lines([header])}`;
    for await (const batch of batches) if (batch.length) yield lines(batch);
  })();
  const encoder = new TextEncoder();
  // Pulled a batch at a time: a long export is written as the database reads it, never held whole.
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await iterator.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await iterator.return(undefined);
    },
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename.replace(/[^\w.-]/g, "_")}"`,
      "Cache-Control": "private, no-store",
    },
  });
}

/** A whole CSV file in the same form as csvResponse's, for a file held with others (an archive). */
export function csvDocument(
  header: readonly string[],
  rows: readonly (readonly CsvCell[])[],
  lang: Lang,
): string {
  return `\uFEFF${csvLines([header, ...rows], lang)}`;
}

function csvLines(records: readonly (readonly CsvCell[])[], lang: Lang): string {
  return stringify(
    records.map((record) => record.map(neutralised)),
    { delimiter: lang === "fr" ? ";" : ",", record_delimiter: "\r\n", quoted_match: /[,;]/ },
  );
}

export type CsvCell = string | number | null | undefined;

/** The rows of a CSV: all at once, or batches read one after the other (a long export). */
export type CsvRows = readonly (readonly CsvCell[])[] | AsyncIterable<readonly (readonly CsvCell[])[]>;

function neutralised(value: CsvCell): string {
  if (value === null || value === undefined) return "";
  const text = String(value);
  return /^[=+\-@\t\r]/.test(text) && typeof value === "string" ? `'${text}` : text;
}
