import { useTranslation } from "~/lib/use-translation";
import type { LegalPage as LegalPageContent, LegalSection } from "./types";
import { PageHero } from "./page-parts";

/** Legal notice, privacy, terms, cookies: a table of contents, then the sections. */
export function LegalPage({ page, updatedLabel }: { page: LegalPageContent; updatedLabel: string }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHero intro={page} />
      <div className="container-page grid gap-10 py-10 lg:grid-cols-[16rem_1fr]">
        <nav aria-labelledby="toc-title" className="lg:sticky lg:top-24 lg:self-start">
          <h2 id="toc-title" className="text-sm font-semibold tracking-wide text-ink-muted uppercase">
            {t("content.toc")}
          </h2>
          <ul className="mt-3 space-y-1 text-sm">
            {page.sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="inline-flex min-h-11 items-center text-brand-ink underline-offset-4 hover:underline lg:min-h-8"
                >
                  {section.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="max-w-3xl">
          <p className="text-sm text-ink-muted">
            {t("content.updated")} <time dateTime={page.updated}>{updatedLabel}</time>
          </p>
          {page.sections.map((section) => (
            <LegalSectionView key={section.id} section={section} />
          ))}
        </div>
      </div>
    </>
  );
}

function LegalSectionView({ section }: { section: LegalSection }) {
  return (
    <section id={section.id} aria-labelledby={`${section.id}-title`} className="mt-10 scroll-mt-24">
      <h2 id={`${section.id}-title`} className="text-xl font-bold sm:text-2xl">
        {section.title}
      </h2>
      {/* HTML made on the server from the repository's Markdown, its placeholders' values escaped
          (features/content/markdown-document.server.ts): no visitor's or staff's text is markup. */}
      <div className="doc-prose" dangerouslySetInnerHTML={{ __html: section.html }} />
    </section>
  );
}
