import { stringify } from "csv-stringify/sync";
import type { Lang } from "~/lib/language";

/**
 * A CSV download of a back-office list. UTF-8 with a byte-order mark, so Excel (the staff's
 * spreadsheet) opens accents correctly; CRLF line ends, as RFC 4180 and Excel expect. Fields are
 * separated by ";" for the French interface (what French Excel splits on when it opens a file)
 * and "," for the English one. Cells that a spreadsheet would run as a formula (=, +, -, @, tab,
 * carriage return first) are prefixed with a quote (OWASP "CSV injection"), and every cell holding
 * either separator is quoted, so a spreadsheet splitting on the other one cannot cut it into
 * cells that start with a formula: the export holds what visitors typed.
 */
export function csvResponse(
  filename: string,
  header: readonly string[],
  rows: readonly (readonly (string | number | null | undefined)[])[],
  lang: Lang,
): Response {
  const records = [header.map(neutralised), ...rows.map((row) => row.map(neutralised))];
  const body = `\uFEFF${stringify(records, {
    delimiter: lang === "fr" ? ";" : ",",
    record_delimiter: "\r\n",
    quoted_match: /[,;]/,
  })}`;
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename.replace(/[^\w.-]/g, "_")}"`,
      "Cache-Control": "private, no-store",
    },
  });
}

function neutralised(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  const text = String(value);
  return /^[=+\-@\t\r]/.test(text) && typeof value === "string" ? `'${text}` : text;
}
