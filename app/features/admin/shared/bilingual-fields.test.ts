import { describe, expect, it } from "vitest";
import { listToText, missingEnglish, optionalText, requiredText, textList } from "./bilingual-fields";

describe("bilingual form fields", () => {
  it("pairs English lines with French items in order, an empty English line leaving its item untranslated", () => {
    const list = textList().parse({ fr: "Un\n\nDeux\r\nTrois\n", en: "One\n\nThree\n\n" });
    expect(list).toEqual([
      { fr: "Un", en: "One" },
      { fr: "Deux", en: "" },
      { fr: "Trois", en: "Three" },
    ]);
    // Back into the form and saved again: the same list (the empty line keeps "Three" in place).
    expect(textList().parse(listToText(list))).toEqual(list);
    expect(listToText([{ fr: "Un", en: "" }])).toEqual({ fr: "Un", en: "" });
  });

  it("refuses more English lines than French items, and English without French", () => {
    expect(textList().safeParse({ fr: "Un", en: "One\nTwo" }).error?.issues[0]).toMatchObject({
      path: ["en"],
      message: "adminCatalog.errors.moreEnglishLines",
    });
    expect(optionalText(50).safeParse({ en: "Only English" }).error?.issues[0]).toMatchObject({
      path: ["fr"],
      message: "adminCatalog.errors.frenchFirst",
    });
    expect(requiredText(50).safeParse(undefined).error?.issues[0]).toMatchObject({
      path: ["fr"],
      message: "adminCatalog.errors.frenchRequired",
    });
    expect(optionalText(50).parse(undefined)).toBeNull();
    expect(requiredText(50).parse({ fr: " Titre " })).toEqual({ fr: "Titre", en: "" });
  });

  it("marks text whose English is missing", () => {
    expect(missingEnglish([{ fr: "a", en: "b" }, null, [{ fr: "c", en: "d" }]])).toBe(false);
    expect(missingEnglish([{ fr: "a", en: "b" }, [{ fr: "c", en: " " }]])).toBe(true);
    expect(missingEnglish([{ fr: "", en: "" }])).toBe(false);
  });
});
