import { describe, expect, it } from "vitest";
import { winAnsiText } from "./win-ansi";

describe("winAnsiText", () => {
  it("keeps French typography the standard fonts can show", () => {
    const text = "À l’œuvre : « Études » – 49,99 € … • Œ";
    expect(winAnsiText(text)).toBe(text);
  });

  it("turns narrow and thin no-break spaces into no-break spaces", () => {
    expect(winAnsiText("500\u202f000\u202fGNF, Contact\u2009:")).toBe(
      "500\u00a0000\u00a0GNF, Contact\u00a0:",
    );
  });

  it("composes accents typed as separate marks", () => {
    expect(winAnsiText("e\u0301te\u0301")).toBe("été");
  });

  it("refuses, by name, a character the fonts cannot show rather than print garbage", () => {
    expect(() => winAnsiText("Nguyễn")).toThrow(/U\+1EC5/);
    expect(() => winAnsiText("漢字")).toThrow(RangeError);
    expect(() => winAnsiText("tab\there")).toThrow(/U\+0009/);
  });
});
