/**
 * A news post's body as staff type it, turned into blocks that React renders as elements (never
 * as HTML, so no text can become markup): paragraphs separated by a blank line, "- " lines make a
 * list, a "## " line a subheading. Anything else is plain text.
 */
export type NewsBlock =
  { kind: "paragraph"; text: string } | { kind: "heading"; text: string } | { kind: "list"; items: string[] };

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
