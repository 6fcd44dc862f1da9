import { Link } from "react-router";
import { useLang } from "~/lib/use-lang";
import type { CareersContent } from "./careers-content";
import { Icon } from "./icons";
import type { NewsBlock } from "./news-body";
import { NewsBody } from "./news-page";
import type { NewsPostView } from "./news-view";
import { CardGrid, CheckList, PageHero, Section } from "./page-parts";

/**
 * An offer's body in columns, one per subheading ("## Missions", "## Profil"), each with its
 * list; text before the first subheading comes first, across.
 */
function JobSections({ blocks }: { blocks: NewsBlock[] }) {
  const lead: NewsBlock[] = [];
  const sections: { title: string; blocks: NewsBlock[] }[] = [];
  for (const block of blocks) {
    if (block.kind === "heading") sections.push({ title: block.text, blocks: [] });
    else (sections.at(-1)?.blocks ?? lead).push(block);
  }
  return (
    <>
      {lead.length ? (
        <div className="mt-3 space-y-3">
          <NewsBody blocks={lead} heading="h3" />
        </div>
      ) : null}
      {sections.length ? (
        <div className="mt-4 grid gap-6 md:grid-cols-2">
          {sections.map((section, index) => (
            <div key={index}>
              <h4 className="font-semibold">{section.title}</h4>
              {section.blocks.map((block, at) =>
                block.kind === "list" ? (
                  <CheckList key={at} items={block.items} className="mt-2 text-sm" />
                ) : (
                  <div key={at} className="mt-2 text-sm">
                    <NewsBody blocks={[block]} heading="h3" />
                  </div>
                ),
              )}
            </div>
          ))}
        </div>
      ) : null}
    </>
  );
}

/** /careers: the group's words around the published job offers (posts of kind "career"). */
export function CareersPage({ page, jobs }: { page: CareersContent; jobs: NewsPostView[] }) {
  const { href, lang } = useLang();
  return (
    <>
      <PageHero intro={page} />
      <Section title={page.whyTitle}>
        <CardGrid cards={page.why} />
      </Section>

      <Section id="jobs" title={page.jobsTitle} intro={page.jobsIntro} muted>
        {jobs.length === 0 ? <p className="text-ink-muted">{page.jobsEmpty}</p> : null}
        <ul className="space-y-6" hidden={jobs.length === 0}>
          {jobs.map((job) => (
            <li key={job.slug}>
              <article
                aria-labelledby={`job-${job.slug}`}
                className="rounded-2xl border border-line bg-surface-raised p-6"
              >
                <h3 id={`job-${job.slug}`} className="text-xl font-semibold">
                  {job.title}
                </h3>
                <p className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-ink-muted">
                  {job.place ? (
                    <span className="inline-flex items-center gap-1">
                      <Icon name="mapPin" className="size-4" />
                      {job.place}
                    </span>
                  ) : null}
                  {job.details.map((fact) => (
                    <span key={fact.label} className="inline-flex items-center gap-1">
                      <Icon name="briefcase" className="size-4" />
                      <span className="sr-only">
                        {fact.label}
                        {lang === "fr" ? "\u00a0: " : ": "}
                      </span>
                      {fact.value}
                    </span>
                  ))}
                </p>
                <p className="mt-3">{job.summary}</p>
                <JobSections blocks={job.body} />
                <a
                  href={`mailto:${page.apply.email}?subject=${encodeURIComponent(job.title)}`}
                  className="btn-secondary mt-6"
                >
                  <Icon name="mail" className="size-4" />
                  {page.applyLabel}
                  <span className="sr-only"> : {job.title}</span>
                </a>
              </article>
            </li>
          ))}
        </ul>
      </Section>

      <Section title={page.trainers.title}>
        <p className="max-w-3xl text-ink-muted">{page.trainers.text}</p>
      </Section>

      <Section title={page.process.title} muted>
        <ol className="max-w-3xl list-decimal space-y-2 pl-6">
          {page.process.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </Section>

      <Section title={page.apply.title}>
        <p className="max-w-3xl text-ink-muted">{page.apply.text}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <a href={`mailto:${page.apply.email}`} className="btn-primary">
            <Icon name="mail" className="size-4" />
            {page.apply.email}
          </a>
          <Link to={href("/contact?service=general")} className="btn-secondary">
            {page.apply.contactLabel}
          </Link>
        </div>
        <p className="mt-6 max-w-3xl text-sm text-ink-muted">{page.equality}</p>
      </Section>
    </>
  );
}
