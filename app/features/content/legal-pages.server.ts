import { z } from "zod";
import { formatDate } from "~/lib/format";
import { langFromPath, type Lang } from "~/lib/language";
import type { PageSeo } from "~/lib/seo";
import { siteConfig } from "~/lib/site-config";
import type { SiteContact } from "~/lib/site-contact";
import { fillPlaceholders, parseMarkdownDocument, type MarkdownDocument } from "./markdown-document.server";
import type { LegalPage } from "./types";

/**
 * The legal notice, privacy policy, terms and cookie policy: one Markdown file per page and
 * language under legal-texts/ (legal-texts/terms/fr.md…), so that their wording is reviewed
 * as a diff. The facts that come from configuration and settings are placeholders, filled in
 * here on every request.
 */
export const legalPageNames = ["legal", "privacy", "terms", "cookies"] as const;
export type LegalPageName = (typeof legalPageNames)[number];

/** The texts, bundled into the server build as strings: nothing is read from disk at run time. */
const sources = import.meta.glob<string>("./legal-texts/*/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});

export function legalTextSource(name: LegalPageName, lang: Lang): string {
  const source = sources[`./legal-texts/${name}/${lang}.md`];
  if (source === undefined) throw new Error(`legal-texts/${name}/${lang}.md is missing`);
  return source;
}

/** YAML reads `updated: 2026-11-01` as a date: the page keeps the day as written. */
const isoDay = z.union([
  z.date().transform((date) => date.toISOString().slice(0, 10)),
  z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
]);

const frontMatter = z.strictObject({
  seoTitle: z.string().min(1),
  seoDescription: z.string().min(1),
  eyebrow: z.string().min(1).optional(),
  title: z.string().min(1),
  lead: z.string().min(1),
  updated: isoDay,
});
type FrontMatter = z.infer<typeof frontMatter>;

interface LegalTemplate {
  fields: FrontMatter;
  sections: MarkdownDocument["sections"];
}

const templates = new Map<string, LegalTemplate>();

/** A page's text, parsed once per process: the Markdown is the build's, it never changes. */
function legalTemplate(name: LegalPageName, lang: Lang): LegalTemplate {
  const key = `${name}/${lang}`;
  let template = templates.get(key);
  if (!template) {
    const file = `legal-texts/${key}.md`;
    const document = parseMarkdownDocument(legalTextSource(name, lang), file);
    const fields = frontMatter.safeParse(document.data);
    if (!fields.success) throw new Error(`${file}: front-matter: ${z.prettifyError(fields.error)}`);
    template = { fields: fields.data, sections: document.sections };
    templates.set(key, template);
  }
  return template;
}

/**
 * What the texts' `{{placeholders}}` stand for: the group's identity (lib/site-config.ts) and the
 * contact phone and e-mail staff set in /admin/settings.
 */
export function legalPlaceholders(
  lang: Lang,
  contact: Pick<SiteContact, "phone" | "email">,
): Record<string, string> {
  const legal = siteConfig.legal;
  return {
    companyName: legal.companyName,
    legalForm: legal.legalForm[lang],
    shareCapital: legal.shareCapital,
    registration: legal.registration,
    taxId: legal.taxId,
    trainingDeclaration: legal.trainingDeclaration,
    street: siteConfig.address.street,
    city: siteConfig.address.city,
    country: siteConfig.address.country[lang],
    phone: contact.phone,
    email: contact.email,
    publicationDirector: legal.publicationDirector.name,
    publicationDirectorRole: legal.publicationDirector.role[lang],
    hostName: legal.host.name,
    hostAddress: legal.host.address,
    hostPhone: legal.host.phone,
    hostWebsite: legal.host.website,
    privacyEmail: legal.privacyEmail,
    disabilityReferentEmail: legal.disabilityReferent.email,
  };
}

/** One legal page in one language, with every placeholder filled in. */
export function legalPage(
  name: LegalPageName,
  lang: Lang,
  contact: Pick<SiteContact, "phone" | "email">,
): LegalPage {
  const { fields, sections } = legalTemplate(name, lang);
  const values = legalPlaceholders(lang, contact);
  const where = `legal-texts/${name}/${lang}.md`;
  const text = (value: string) => fillPlaceholders(value, values, { html: false, where });
  return {
    seoTitle: text(fields.seoTitle),
    seoDescription: text(fields.seoDescription),
    ...(fields.eyebrow ? { eyebrow: text(fields.eyebrow) } : {}),
    title: text(fields.title),
    lead: text(fields.lead),
    updated: fields.updated,
    sections: sections.map((section) => ({
      id: section.id,
      title: text(section.title),
      html: fillPlaceholders(section.html, values, { html: true, where }),
    })),
  };
}

/** The loader side of a legal page: the URL's language, its text, its SEO and its dated line. */
export function loadLegalPage(
  request: Request,
  name: LegalPageName,
  contact: Pick<SiteContact, "phone" | "email">,
): { page: LegalPage; seo: PageSeo; updatedLabel: string } {
  const lang = langFromPath(new URL(request.url).pathname);
  const page = legalPage(name, lang, contact);
  return {
    page,
    seo: { title: page.seoTitle, description: page.seoDescription, lang },
    updatedLabel: formatDate(new Date(`${page.updated}T12:00:00Z`), lang),
  };
}
