/**
 * A post's body as staff type it, turned into blocks that React renders as elements (never as
 * HTML, so no text can become markup): paragraphs separated by a blank line, "- " lines make a
 * list, a "## " line a subheading, a "[label](/path)" line a link to a page of the site (French
 * path: the page localises it). Anything else is plain text: a link anywhere else than the site
 * stays text.
 */
export type NewsBlock =
  | { kind: "paragraph"; text: string }
  | { kind: "heading"; text: string }
  | { kind: "list"; items: string[] }
  | { kind: "link"; label: string; to: string };

/** "[label](/path)": a path on this site (one slash, then no space or parenthesis). */
const LINK_LINE = /^\[([^\]]+)\]\((\/(?!\/)[^\s()]*)\)$/;

export function parseNewsBody(body: string): NewsBlock[] {
  const blocks: NewsBlock[] = [];
  let paragraph: string[] = [];
  let list: string[] = [];
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: "paragraph", text: paragraph.join(" ") });
    if (list.length) blocks.push({ kind: "list", items: list });
    paragraph = [];
    list = [];
  };
  for (const raw of body.replace(/\r\n?/g, "\n").split("\n")) {
    const line = raw.trim();
    if (!line) {
      flush();
    } else if (LINK_LINE.test(line)) {
      flush();
      const [, label = "", to = "/"] = LINK_LINE.exec(line) ?? [];
      blocks.push({ kind: "link", label: label.trim(), to });
    } else if (line.startsWith("## ")) {
      flush();
      blocks.push({ kind: "heading", text: line.slice(3).trim() });
    } else if (/^[-*] /.test(line)) {
      if (paragraph.length) flush();
      list.push(line.slice(2).trim());
    } else {
      if (list.length) flush();
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}

/** "Durée : 4 jours" lines: the label before the first colon, the value after it. */
export function parseNewsDetails(details: string | null | undefined): { label: string; value: string }[] {
  return (details ?? "")
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .flatMap((line) => {
      const at = line.indexOf(":");
      if (at <= 0) return [];
      const label = line.slice(0, at).trim();
      const value = line.slice(at + 1).trim();
      return label && value ? [{ label, value }] : [];
    });
}
