import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { editDistance } from "./edit-distance";
import {
  foldForSearch,
  MAX_SEARCH_WORDS,
  searchConcepts,
  searchWords,
  synonymVocabulary,
} from "./search-terms";

const concepts = (q: string) => searchConcepts(searchWords(q));
const phrases = (q: string) => concepts(q).map((concept) => concept.alternatives.map((a) => a.phrase));

describe("searchWords", () => {
  it("folds case and accents, and keeps the typed spelling to show back", () => {
    expect(searchWords("SÉCURITÉ Incendie")).toEqual([
      { text: "sécurité", folded: "securite" },
      { text: "incendie", folded: "incendie" },
    ]);
    expect(foldForSearch("Évaluation ÇA")).toBe("evaluation ca");
  });

  it("splits on anything that is not a letter or a digit: operators, quotes and markup are separators", () => {
    expect(searchWords(`"incendie" & !feu | (sst:*) <-> 'a'`).map((w) => w.folded)).toEqual([
      "incendie",
      "feu",
      "sst",
      "a",
    ]);
    expect(searchWords("<script>alert(1)</script>").map((w) => w.folded)).toEqual(["script", "alert", "1"]);
    expect(searchWords("%_\\*").length).toBe(0);
  });

  it("drops repeated words and keeps at most eight", () => {
    expect(searchWords("feu feu FEU").length).toBe(1);
    expect(searchWords("a b c d e f g h i j k").length).toBe(MAX_SEARCH_WORDS);
  });

  it("only ever yields letters and digits, whatever the input", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200, unit: "binary" }), (input) => {
        for (const word of searchWords(input)) {
          expect(word.text).toMatch(/^[\p{L}\p{N}]+$/u);
        }
      }),
    );
  });
});

describe("searchConcepts", () => {
  it("expands a word of the synonym list to its group, the typed word first", () => {
    const [fire] = concepts("feu");
    expect(fire?.alternatives[0]).toEqual({ phrase: "feu", lang: null });
    expect(fire?.alternatives).toContainEqual({ phrase: "incendie", lang: "fr" });
    expect(fire?.alternatives).toContainEqual({ phrase: "fire", lang: "en" });
  });

  it("recognises phrases, the longest first, and plurals", () => {
    expect(phrases("premiers secours")).toHaveLength(1);
    expect(phrases("premiers secours")[0]).toContain("sst");
    expect(phrases("incendies")[0]).toContain("fire");
    expect(phrases("santé et sécurité au travail, incendie")).toHaveLength(2);
    expect(phrases("sécurité au travail")).toHaveLength(3);
    expect(phrases("e-mail")[0]).toContain("courriel");
  });

  it('lets "secourisme" bring in the first-aid group, but not the group bring in its broad stem', () => {
    expect(phrases("secourisme")[0]).toEqual(expect.arrayContaining(["secourisme", "sst", "first aid"]));
    expect(phrases("first aid")[0]).not.toContain("secourisme");
    expect(phrases("first aid")[0]).not.toContain("secours");
  });

  it("matches only the last word as a prefix, from four plain letters or digits", () => {
    expect(concepts("secu").map((c) => c.prefix)).toEqual(["secu"]);
    expect(concepts("secu incendie").map((c) => c.prefix)).toEqual([null, "incendie"]);
    expect(concepts("feu").map((c) => c.prefix)).toEqual([null]);
    expect(concepts("sécu").map((c) => c.prefix)).toEqual(["secu"]);
    expect(concepts("حريق").map((c) => c.prefix)).toEqual([null]);
    // A synonym phrase is not a prefix.
    expect(concepts("premiers secours").map((c) => c.prefix)).toEqual([null]);
  });

  it("offers the synonym list's words to 'Did you mean', with their accents", () => {
    expect(synonymVocabulary).toContainEqual({ text: "secourisme", folded: "secourisme" });
    expect(synonymVocabulary).toContainEqual({ text: "sécurité", folded: "securite" });
  });
});

describe("editDistance", () => {
  it("counts insertions, deletions, substitutions and swaps of neighbours", () => {
    expect(editDistance("secoursime", "secourisme")).toBe(1);
    expect(editDistance("secoursime", "secours")).toBe(3);
    expect(editDistance("saftey", "safety")).toBe(1);
    expect(editDistance("incendie", "incendie")).toBe(0);
    expect(editDistance("", "feu")).toBe(3);
    expect(editDistance("feu", "fue")).toBe(1);
    expect(editDistance("chat", "chien")).toBe(3);
  });
});
