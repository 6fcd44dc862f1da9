/**
 * A tiny HTML builder for e-mails: every interpolated value is escaped unless it is already
 * Html built by this module. Visitor text can never become markup in a message.
 */
export class Html {
  constructor(readonly value: string) {}
  toString() {
    return this.value;
  }
}

const entities: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => entities[char] ?? char);
}

type Part = Html | string | number | null | undefined | false | readonly Part[];

function render(part: Part): string {
  if (part === null || part === undefined || part === false) return "";
  if (part instanceof Html) return part.value;
  if (Array.isArray(part)) return part.map(render).join("");
  return escapeHtml(String(part));
}

/** html`<p>${text}</p>`: the template is trusted, the values are escaped. */
export function html(strings: TemplateStringsArray, ...values: Part[]): Html {
  let out = strings[0] ?? "";
  values.forEach((value, index) => {
    out += render(value) + (strings[index + 1] ?? "");
  });
  return new Html(out);
}

/** Escaped text with its line breaks kept (a visitor's message). */
export function multiline(text: string): Html {
  return new Html(escapeHtml(text).replace(/\r\n|\r|\n/g, "<br>\n"));
}
