import { Link } from "react-router";
import { useLang } from "~/lib/use-lang";
import type { CareersContent } from "./careers-content";
import { Icon } from "./icons";
import { CardGrid, CheckList, PageHero, Section } from "./page-parts";

export function CareersPage({ page }: { page: CareersContent }) {
  const { href } = useLang();
  return (
    <>
      <PageHero intro={page} />
      <Section title={page.whyTitle}>
        <CardGrid cards={page.why} />
      </Section>

      <Section id="jobs" title={page.jobsTitle} intro={page.jobsIntro} muted>
        <ul className="space-y-6">
          {page.jobs.map((job) => (
            <li key={job.id}>
              <article
                aria-labelledby={`job-${job.id}`}
                className="rounded-2xl border border-line bg-surface-raised p-6"
              >
                <h3 id={`job-${job.id}`} className="text-xl font-semibold">
                  {job.title}
                </h3>
                <p className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-ink-muted">
                  <span className="inline-flex items-center gap-1">
                    <Icon name="mapPin" className="size-4" />
                    {job.place}
                  </span>
                  <span className="inline-flex items-center gap-1">
                    <Icon name="briefcase" className="size-4" />
                    {job.contract}
                  </span>
                </p>
                <p className="mt-3">{job.text}</p>
                <div className="mt-4 grid gap-6 md:grid-cols-2">
                  <div>
                    <h4 className="font-semibold">{page.missionsLabel}</h4>
                    <CheckList items={job.missions} className="mt-2 text-sm" />
                  </div>
                  <div>
                    <h4 className="font-semibold">{page.profileLabel}</h4>
                    <CheckList items={job.profile} className="mt-2 text-sm" />
                  </div>
                </div>
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
