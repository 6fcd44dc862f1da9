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
});
