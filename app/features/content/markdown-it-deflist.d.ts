/** markdown-it's definition-list plugin ships no types: a plain markdown-it plugin. */
declare module "markdown-it-deflist" {
  import type { MarkdownIt } from "markdown-it";

  const definitionLists: (md: MarkdownIt) => void;
  export default definitionLists;
}
