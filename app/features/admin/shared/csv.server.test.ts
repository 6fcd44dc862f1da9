import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { csvResponse } from "./csv.server";

describe("CSV exports", () => {
  it("start with a byte-order mark, quote what needs it and defuse formulas", async () => {
    const response = csvResponse(
      "inscriptions 2026.csv",
      ["Nom", "Note"],
      [
        ["Aïssatou Bah", 'dit "bonjour", puis part'],
        ['=HYPERLINK("http://evil")', -5],
        [null, "@SUM(A1)"],
      ],
      "en",
    );
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="inscriptions_2026.csv"');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    expect(text).toContain("\r\n");
    expect(parse(text)).toEqual([
      ["Nom", "Note"],
      ["Aïssatou Bah", 'dit "bonjour", puis part'],
      ['\'=HYPERLINK("http://evil")', "-5"],
      ["", "'@SUM(A1)"],
    ]);
  });

  it("separate fields with ';' in French, and quote a cell that either separator would cut into live formulas", async () => {
    const company = "Acme;=1+1;=cmd|' /C calc'!A0;@SUM(1+1)";
    const other = "Acme,=1+1,@SUM(1+1)";
    for (const lang of ["fr", "en"] as const) {
      // Response.text() drops the byte-order mark.
      const text = await csvResponse("export.csv", ["Société", "Autre"], [[company, other]], lang).text();
      expect(text.split("\r\n")[0], lang).toBe(lang === "fr" ? "Société;Autre" : "Société,Autre");
      const [, row] = parse(text, { delimiter: lang === "fr" ? ";" : "," }) as string[][];
      expect(row, lang).toEqual([company, other]);
      // Whichever separator a spreadsheet splits on, no cell outside quotes starts a formula.
      const unquoted = (text.split("\r\n")[1] ?? "").replace(/"[^"]*"/g, "");
      for (const delimiter of [";", ","]) {
        expect(
          unquoted.split(delimiter).some((cell) => /^[=+\-@]/.test(cell)),
          `${lang} ${delimiter}`,
        ).toBe(false);
      }
    }
  });
});
