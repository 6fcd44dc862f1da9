import { useTranslation } from "~/lib/use-translation";
import type { DocPage as DocPageContent, DocSection } from "./types";
import { PageHero } from "./page-parts";

/** Legal notice, privacy, terms, cookies: a table of contents, then numbered sections. */
export function DocPage({ page, updatedLabel }: { page: DocPageContent; updatedLabel: string }) {
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
            <DocSectionView key={section.id} section={section} />
          ))}
        </div>
      </div>
    </>
  );
}

function DocSectionView({ section }: { section: DocSection }) {
  return (
    <section id={section.id} aria-labelledby={`${section.id}-title`} className="mt-10 scroll-mt-24">
      <h2 id={`${section.id}-title`} className="text-xl font-bold sm:text-2xl">
        {section.title}
      </h2>
      {section.paragraphs?.map((paragraph) => (
        <p key={paragraph} className="mt-4 leading-relaxed text-ink-muted">
          {paragraph}
        </p>
      ))}
      {section.items ? (
        <ul className="mt-4 list-disc space-y-2 pl-6 leading-relaxed text-ink-muted marker:text-brand-ink">
          {section.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : null}
      {section.facts ? (
        <dl className="mt-4 divide-y divide-line rounded-2xl border border-line bg-surface-raised">
          {section.facts.map((fact) => (
            <div key={fact.label} className="grid gap-1 px-5 py-3 sm:grid-cols-[14rem_1fr]">
              <dt className="font-medium">{fact.label}</dt>
              <dd className="break-words text-ink-muted">{fact.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {section.table ? (
        <div className="mt-4 overflow-x-auto rounded-2xl border border-line">
          <table className="w-full min-w-[36rem] text-left text-sm">
            <caption className="sr-only">{section.table.caption}</caption>
            <thead className="bg-surface-muted">
              <tr>
                {section.table.head.map((heading) => (
                  <th key={heading} scope="col" className="px-4 py-3 font-semibold">
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {section.table.rows.map(([name, ...cells]) => (
                <tr key={name}>
                  <th scope="row" className="px-4 py-3 align-top font-mono font-semibold">
                    {name}
                  </th>
                  {cells.map((cell) => (
                    <td key={cell} className="px-4 py-3 align-top text-ink-muted">
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {section.after?.map((paragraph) => (
        <p key={paragraph} className="mt-4 leading-relaxed text-ink-muted">
          {paragraph}
        </p>
      ))}
    </section>
  );
}
