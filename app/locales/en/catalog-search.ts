import type { EnglishOf } from "../types";
import type { catalogSearch as fr } from "../fr/catalog-search";

export const catalogSearch = {
  more: {
    label: "Show more courses",
    shown: "Showing {{shown}} of {{total}} courses",
  },
  didYouMean: {
    before: "Did you mean ",
    suggestion: "“{{suggestion}}”",
    after: "?",
  },
} satisfies EnglishOf<typeof fr>;
