import { describe, expect, it } from "vitest";
import { fillPlaceholders, parseMarkdownDocument, placeholdersIn } from "./markdown-document.server";

const document = `---
title: "Conditions de {{companyName}}"
updated: 2026-11-01
---

## 1. Éditeur du site {#editeur}

Texte de l'éditeur, joignable au {{phone}}.

Raison sociale
: {{companyName}}

E-mail
: {{email}}

## Cookies {#liste}

- premier point
- second point

Table: Cookies déposés par le site

| Nom | Rôle |
| :-- | --: |
| session | Vous garder connecté |
| lang | Mémoriser la langue |

Après le tableau.
`;

describe("parseMarkdownDocument", () => {
  it("returns the front-matter and one section per '##' heading, with the id written after it", () => {
    const parsed = parseMarkdownDocument(document, "test.md");
    expect(parsed.data.title).toBe("Conditions de {{companyName}}");
    expect(parsed.sections.map(({ id, title }) => ({ id, title }))).toEqual([
      { id: "editeur", title: "1. Éditeur du site" },
      { id: "liste", title: "Cookies" },
    ]);
    // The heading itself is the page's (with its own id): the section's HTML is its body only.
    expect(parsed.sections[0]?.html).not.toContain("<h2");
    expect(parsed.sections[0]?.html).toContain("<p>Texte de l'éditeur, joignable au {{phone}}.</p>");
  });

  it("renders facts as a definition list, each term and definition together", () => {
    const [publisher] = parseMarkdownDocument(document, "test.md").sections;
    expect(publisher?.html).toContain(
      "<dl>\n<div>\n<dt>Raison sociale</dt>\n<dd>{{companyName}}</dd>\n</div>\n<div>\n<dt>E-mail</dt>\n<dd>{{email}}</dd>\n</div>\n</dl>",
    );
  });

  it("gives a table its caption, row headers and scoped column headers, and no inline style", () => {
    const cookies = parseMarkdownDocument(document, "test.md").sections[1]?.html ?? "";
    expect(cookies).toContain(
      '<div class="doc-table">\n<table>\n<caption>Cookies déposés par le site</caption>',
    );
    expect(cookies).toContain('<th scope="col">Nom</th>');
    expect(cookies).toContain('<th scope="row">session</th>\n<td>Vous garder connecté</td>');
    expect(cookies).toContain('<th scope="row">lang</th>');
    expect(cookies).not.toContain("style=");
    expect(cookies).not.toContain("Table:");
    expect(cookies).toMatch(/<\/table>\n<\/div>\n<p>Après le tableau.<\/p>/);
  });

  it("shows raw HTML as text and keeps no attribute but an id", () => {
    const parsed = parseMarkdownDocument(
      `## Titre {#titre}\n\n<script>alert(1)</script>\n\nTexte {.rouge onclick="alert(1)" style="color:red"}\n`,
      "test.md",
    );
    const html = parsed.sections[0]?.html ?? "";
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).not.toMatch(/onclick|style=|class=/);
  });

  it.each([
    [
      "a heading without an id",
      "## Éditeur\n\nTexte.",
      /needs an id in lower case: '## Éditeur \{#its-id\}'/,
    ],
    ["an id in capitals", "## Éditeur {#Editeur}\n\nTexte.", /needs an id/],
    ["two sections with one id", "## A {#a}\n\nUn.\n\n## B {#a}\n\nDeux.", /two sections have the id 'a'/],
    [
      "text before the first section",
      "Préambule.\n\n## A {#a}\n\nUn.",
      /must start with a '## Heading \{#id\}'/,
    ],
    ["a '#' heading", "# Titre\n\n## A {#a}\n\nUn.", /no '#' heading/],
    ["a table without a caption", "## A {#a}\n\n| x | y |\n| - | - |\n| 1 | 2 |", /a table needs a caption/],
    [
      "a placeholder with a space in its name",
      "## A {#a}\n\nÀ {{company name}}.",
      /not written '\{\{name\}\}'/,
    ],
    ["a placeholder left open", "## A {#a}\n\nÀ {{companyName.", /not written '\{\{name\}\}'/],
    ["no section at all", "Rien.", /must start with/],
  ])("fails loudly, naming the file, on %s", (_case, body, message) => {
    expect(() => parseMarkdownDocument(`---\ntitle: "T"\n---\n\n${body}\n`, "legal-texts/x/fr.md")).toThrow(
      expect.objectContaining({ message: expect.stringMatching(/^legal-texts\/x\/fr\.md: /) }),
    );
    expect(() => parseMarkdownDocument(`---\ntitle: "T"\n---\n\n${body}\n`, "legal-texts/x/fr.md")).toThrow(
      message,
    );
  });
});

describe("fillPlaceholders", () => {
  const values = { companyName: "Groupe & Cie", phone: '<img src=x onerror="alert(1)">' };

  it("escapes the values it puts into HTML, so that a setting can never become markup", () => {
    const html = fillPlaceholders("<dd>{{phone}}</dd><p>{{ companyName }}</p>", values, {
      html: true,
      where: "test.md",
    });
    expect(html).toBe("<dd>&lt;img src=x onerror=&quot;alert(1)&quot;&gt;</dd><p>Groupe &amp; Cie</p>");
  });

  it("puts the values as they are into plain text, which React escapes", () => {
    expect(fillPlaceholders("Conditions de {{companyName}}", values, { html: false, where: "test.md" })).toBe(
      "Conditions de Groupe & Cie",
    );
  });

  it("throws on a placeholder it has no value for, naming it and the file", () => {
    expect(() =>
      fillPlaceholders("Écrivez à {{emial}}.", values, { html: true, where: "legal-texts/x/fr.md" }),
    ).toThrow("legal-texts/x/fr.md: unknown placeholder {{emial}} (known: companyName, phone)");
    // Names an object has by inheritance are not values.
    expect(() => fillPlaceholders("{{constructor}}", values, { html: false, where: "x" })).toThrow(
      /constructor/,
    );
  });

  it("lists the placeholders a text uses", () => {
    expect(placeholdersIn("{{a}}, {{ b2 }} et {{a}}")).toEqual(["a", "b2", "a"]);
  });
});
