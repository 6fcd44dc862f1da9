/**
 * The catalogue's "Show more" link and the search's "Did you mean" line. The courses loader writes them (lib/i18n.server.ts
 * knows every page's strings), so none of it joins the browser's bundle.
 */
export const catalogSearch = {
  more: {
    label: "Afficher plus de formations",
    shown: "{{shown}} formations affichées sur {{total}}",
  },
  didYouMean: {
    before: "Vouliez-vous dire ",
    suggestion: "«\u00a0{{suggestion}}\u00a0»",
    after: "\u00a0?",
  },
};
