import { describe, expect, it } from "vitest";
import { parseNewsBody } from "./news-body";

describe("a post's body", () => {
  it("makes paragraphs, lists, subheadings and links to the site's pages", () => {
    expect(
      parseNewsBody(
        "Premier paragraphe\nsur deux lignes.\n\n## Programme\n- Jour 1\n- Jour 2\n\n[Voir la formation](/courses/105)\n[Les formations marketing](/courses?category=marketing)",
      ),
    ).toEqual([
      { kind: "paragraph", text: "Premier paragraphe sur deux lignes." },
      { kind: "heading", text: "Programme" },
      { kind: "list", items: ["Jour 1", "Jour 2"] },
      { kind: "link", label: "Voir la formation", to: "/courses/105" },
      { kind: "link", label: "Les formations marketing", to: "/courses?category=marketing" },
    ]);
  });

  it.each([
    ["another site", "[Ailleurs](https://example.org/)"],
    ["a protocol-relative address", "[Ailleurs](//example.org/)"],
    ["a script", "[Clic](javascript:alert(1))"],
    ["a link inside a sentence", "Lisez [ceci](/news) avant tout."],
  ])("keeps %s as plain text", (_name, line) => {
    expect(parseNewsBody(line)).toEqual([{ kind: "paragraph", text: line }]);
  });
});
