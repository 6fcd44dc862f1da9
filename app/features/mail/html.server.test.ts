import { describe, expect, it } from "vitest";
import { escapeHtml, html, multiline } from "./html.server";

describe("e-mail HTML builder", () => {
  it("escapes every interpolated value", () => {
    const hostile = `<script>alert("x")</script>&'`;
    expect(html`<p>${hostile}</p>`.value).toBe(
      "<p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#39;</p>",
    );
  });

  it("keeps nested fragments as markup and escapes inside them", () => {
    const items = ["<b>", "ok"].map((item) => html`<li>${item}</li>`);
    // Prettier may indent the template: compare without the layout whitespace.
    const list = html`<ul>
      ${items}
    </ul>`.value.replace(/>\s+</g, "><");
    expect(list).toBe("<ul><li>&lt;b&gt;</li><li>ok</li></ul>");
  });

  it("escapes a message and keeps its line breaks", () => {
    expect(multiline("a<i>\nb").value).toBe("a&lt;i&gt;<br>\nb");
    expect(escapeHtml(`"'`)).toBe("&quot;&#39;");
  });
});
