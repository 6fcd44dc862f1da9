import matter from "gray-matter";
import markdownIt, { type MarkdownIt, type StateCore, type Token } from "markdown-it";
import attributes from "markdown-it-attrs";
import definitionLists from "markdown-it-deflist";

/**
 * A Markdown document of the site (the legal pages' texts): front-matter for the page's fields,
 * then `## Heading {#id}` sections. It is turned into HTML here, on the server, once; the values
 * that come from configuration and settings are `{{name}}` placeholders filled in on each request
 * (fillPlaceholders), escaped, so that no value can become markup.
 *
 * The Markdown is the repository's own, reviewed text, but raw HTML in it is still shown as text
 * (`html: false`) and attributes are limited to ids: the pages keep the site's styles and its
 * content security policy (no inline styles) whatever a text contains.
 */
export interface MarkdownDocument {
  /** The front-matter as written; the caller checks its shape. */
  data: Record<string, unknown>;
  sections: MarkdownSection[];
}

export interface MarkdownSection {
  /** From `{#id}` after the `##` heading: a stable anchor, whatever the heading's words. */
  id: string;
  /** The heading as plain text, placeholders unfilled. */
  title: string;
  /** The section's body after its heading, as HTML, placeholders unfilled. */
  html: string;
}

const placeholderPattern = /\{\{\s*([A-Za-z][A-Za-z0-9]*)\s*\}\}/g;
const captionPrefix = /^Table:\s*/;

/**
 * Tables as the site shows them: a caption (a `Table: …` paragraph just before the table, as in
 * pandoc), the first cell of each body row a row header, column headers scoped, and no inline
 * style (Markdown's column alignment would write one, which the CSP refuses).
 */
function accessibleTables(md: MarkdownIt) {
  md.core.ruler.push("accessible_tables", (state: StateCore) => {
    const tokens = state.tokens;
    let inBody = false;
    let firstCell = false;
    for (const token of tokens) {
      if (token.type === "th_open" || token.type === "td_open") {
        token.attrs = token.attrs?.filter(([name]) => name !== "style") ?? null;
      }
      if (token.type === "tbody_open") inBody = true;
      else if (token.type === "tbody_close") inBody = false;
      else if (token.type === "tr_open") firstCell = inBody;
      else if (token.type === "th_open") token.attrSet("scope", "col");
      else if (token.type === "td_open" && firstCell) {
        token.tag = "th";
        token.attrSet("scope", "row");
      } else if (token.type === "td_close" && firstCell) {
        token.tag = "th";
        firstCell = false;
      }
    }
    for (let index = tokens.length - 1; index >= 0; index -= 1) {
      if (tokens[index]?.type !== "table_open") continue;
      const [open, inline, close] = tokens.slice(index - 3, index);
      if (
        open?.type !== "paragraph_open" ||
        close?.type !== "paragraph_close" ||
        !inline ||
        !captionPrefix.test(inline.content)
      ) {
        throw new Error("a table needs a caption: a paragraph 'Table: …' just before it");
      }
      inline.content = inline.content.replace(captionPrefix, "");
      const first = inline.children?.[0];
      if (first) first.content = first.content.replace(captionPrefix, "");
      const captionOpen = new state.Token("caption_open", "caption", 1);
      const captionClose = new state.Token("caption_close", "caption", -1);
      captionOpen.block = captionClose.block = true;
      // The caption paragraph goes: the table starts where it was, with the caption inside.
      tokens.splice(index - 3, 3);
      tokens.splice(index - 2, 0, captionOpen, inline, captionClose);
      index -= 3; // past this table, now three tokens earlier
    }
  });
  const table = md.renderer.rules;
  table.table_open = (tokens, index, options, _env, self) =>
    `<div class="doc-table">\n${self.renderToken(tokens, index, options)}`;
  table.table_close = (tokens, index, options, _env, self) =>
    `${self.renderToken(tokens, index, options)}</div>\n`;
}

/**
 * Each term and its definitions in a <div> (allowed in a <dl>), so a fact's label and value
 * sit on one row of the grid the stylesheet draws, as the site's other fact lists do.
 */
function groupedDefinitions(md: MarkdownIt) {
  const rules = md.renderer.rules;
  rules.dt_open = (tokens, index, options, _env, self) =>
    `<div>\n${self.renderToken(tokens, index, options)}`;
  rules.dd_close = (tokens, index, options, _env, self) =>
    `${self.renderToken(tokens, index, options)}${tokens[index + 1]?.type === "dd_open" ? "" : "</div>\n"}`;
}

const markdown = markdownIt({ html: false, linkify: false, typographer: false })
  .use(definitionLists)
  .use(attributes, { allowedAttributes: ["id"] })
  .use(accessibleTables)
  .use(groupedDefinitions);

function plainText(inline: Token | undefined): string {
  return (inline?.children ?? [])
    .map((child) => (child.type === "text" || child.type === "code_inline" ? child.content : ""))
    .join("")
    .trim();
}

/** The document's sections; throws, naming the document, on anything the pages cannot show. */
export function parseMarkdownDocument(source: string, name: string): MarkdownDocument {
  try {
    const { data, content } = matter(source);
    const tokens = markdown.parse(content, {});
    const sections: (MarkdownSection & { tokens: Token[] })[] = [];
    for (let index = 0; index < tokens.length; index += 1) {
      const token = tokens[index] as Token;
      if (token.type === "heading_open" && token.tag === "h1") {
        throw new Error("no '#' heading: the page title is the front-matter's 'title'");
      }
      if (token.type === "heading_open" && token.tag === "h2") {
        const id = String(token.attrGet("id") ?? "");
        const title = plainText(tokens[index + 1]);
        if (!id || !/^[a-z0-9-]+$/.test(id)) {
          throw new Error(`the heading '${title}' needs an id in lower case: '## ${title} {#its-id}'`);
        }
        if (sections.some((section) => section.id === id))
          throw new Error(`two sections have the id '${id}'`);
        sections.push({ id, title, html: "", tokens: [] });
        index += 2;
        continue;
      }
      const current = sections.at(-1);
      if (!current) throw new Error("the text must start with a '## Heading {#id}' after the front-matter");
      current.tokens.push(token);
    }
    if (sections.length === 0) throw new Error("no '## Heading {#id}' section");
    const parsed: MarkdownDocument = {
      data,
      sections: sections.map(({ tokens: body, ...section }) => ({
        ...section,
        html: markdown.renderer.render(body, markdown.options, {}),
      })),
    };
    for (const text of [
      ...strings(data),
      ...parsed.sections.flatMap((section) => [section.title, section.html]),
    ]) {
      const leftover = text.replace(placeholderPattern, "");
      if (/\{\{|\}\}/.test(leftover)) {
        throw new Error(
          `a placeholder is not written '{{name}}' (letters and digits): ${text.slice(0, 120)}`,
        );
      }
    }
    return parsed;
  } catch (error) {
    throw new Error(`${name}: ${(error as Error).message}`, { cause: error });
  }
}

function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

/** The placeholders a text uses, by name. */
export function placeholdersIn(text: string): string[] {
  return [...text.matchAll(placeholderPattern)].map(([, placeholder = ""]) => placeholder);
}

/**
 * `text` with every `{{name}}` replaced by its value: escaped for HTML where the text is HTML
 * (a section's body), as is where React escapes it (titles, front-matter). An unknown name throws:
 * a misspelt placeholder is a bug to see, never a blank on the page.
 */
export function fillPlaceholders(
  text: string,
  values: Readonly<Record<string, string>>,
  { html, where }: { html: boolean; where: string },
): string {
  return text.replace(placeholderPattern, (_match, name: string) => {
    if (!Object.hasOwn(values, name)) {
      throw new Error(`${where}: unknown placeholder {{${name}}} (known: ${Object.keys(values).join(", ")})`);
    }
    const value = values[name] as string;
    return html ? markdown.utils.escapeHtml(value) : value;
  });
}
