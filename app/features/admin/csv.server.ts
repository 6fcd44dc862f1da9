import { stringify } from "csv-stringify/sync";

/**
 * A CSV download of a back-office list. UTF-8 with a byte-order mark, so Excel (the staff's
 * spreadsheet) opens accents correctly; CRLF line ends, as RFC 4180 and Excel expect. Cells that
 * a spreadsheet would run as a formula (=, +, -, @, tab, carriage return first) are prefixed with
 * a quote (OWASP "CSV injection"): the export holds what visitors typed.
 */
export function csvResponse(
  filename: string,
  header: readonly string[],
  rows: readonly (readonly (string | number | null | undefined)[])[],
): Response {
  const body = `\uFEFF${stringify([header.map(neutralised), ...rows.map((row) => row.map(neutralised))], {
    record_delimiter: "\r\n",
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
