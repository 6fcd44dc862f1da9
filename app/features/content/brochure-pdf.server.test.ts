import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { brochurePath, buildBrochurePdf, winAnsi } from "./brochure-pdf.server";

describe("consulting brochure PDF", () => {
  const pdf = buildBrochurePdf();
  const text = pdf.toString("latin1");

  it("is the committed file (regenerate it when the consulting content changes)", () => {
    expect(readFileSync(brochurePath).equals(pdf)).toBe(true);
  });

  it("is a well-formed PDF: header, trailer, and every xref offset on its object", () => {
    expect(text.startsWith("%PDF-1.4\n")).toBe(true);
    expect(text.endsWith("%%EOF\n")).toBe(true);
    const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
    expect(text.slice(startxref, startxref + 4)).toBe("xref");
    const [, countText] = /^xref\n0 (\d+)\n/.exec(text.slice(startxref)) ?? [];
    const count = Number(countText);
    const entries = text
      .slice(startxref)
      .split("\n")
      .slice(3, 2 + count);
    expect(entries).toHaveLength(count - 1);
    entries.forEach((entry, index) => {
      const offset = Number(entry.slice(0, 10));
      expect(text.slice(offset, offset + `${index + 1} 0 obj`.length)).toBe(`${index + 1} 0 obj`);
    });
  });

  it("declares each stream's exact length", () => {
    const streams = [...text.matchAll(/<< \/Length (\d+) >>\nstream\n/g)];
    expect(streams.length).toBe(2);
    for (const match of streams) {
      const start = (match.index ?? 0) + match[0].length;
      expect(text.slice(start + Number(match[1]), start + Number(match[1]) + "\nendstream".length)).toBe(
        "\nendstream",
      );
    }
  });

  it("has two pages with the prices of the consulting page, in both languages", () => {
    expect(text).toContain("/Count 2");
    expect(text).toMatch(/\(À partir de 500\s000\sGNF\)/u);
    expect(text).toMatch(/1\s250\s000\sGNF/);
    expect(text).toMatch(/\(From GNF\s750,000\)/);
    expect(text).toContain("\xc9tudes de faisabilit\xe9");
    expect(text).toContain("Feasibility studies");
  });

  it("refuses a character the PDF font cannot show rather than printing garbage", () => {
    expect(() => winAnsi("漢")).toThrow(RangeError);
    expect(winAnsi("é€’")).toEqual([0xe9, 0x80, 0x92]);
  });
});
