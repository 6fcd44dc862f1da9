import { useTranslation } from "~/lib/use-translation";
import { Link } from "react-router";
import { useLang } from "~/lib/use-lang";
import { CardGrid, CtaBand, HeroIllustration, PageHero, Section } from "./page-parts";
import { ProjectStatusBadge } from "./project-status";
import type { RealEstateContent } from "./real-estate-content";

export function RealEstatePage({ page }: { page: RealEstateContent }) {
  const { t } = useTranslation();
  const { href } = useLang();
  return (
    <>
      <PageHero intro={page} aside={<HeroIllustration name="real-estate" />}>
        <Link to={href(page.cta.to)} className="btn-primary">
          {page.cta.label}
        </Link>
        <a href="#projects" className="btn-secondary">
          {page.projectsTitle}
        </a>
      </PageHero>

      <Section title={page.servicesTitle} intro={page.servicesIntro}>
        <CardGrid cards={page.services} columns={2} />
      </Section>

      <Section id="projects" title={page.projectsTitle} intro={page.projectsIntro} muted>
        <ul className="grid gap-6 md:grid-cols-3">
          {page.projects.map((project) => (
            <li key={project.name}>
              <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-surface-raised">
                <img
                  src={project.image}
                  alt={project.imageAlt}
                  width={480}
                  height={270}
                  loading="lazy"
                  className="aspect-video w-full bg-brand-soft object-cover"
                />
                <div className="flex flex-1 flex-col p-6">
                  <ProjectStatusBadge status={project.status} />
                  <h3 className="mt-3 text-lg font-semibold">{project.name}</h3>
                  <dl className="mt-2 space-y-1 text-sm">
                    <div>
                      <dt className="inline font-medium">{t("content.project.type")}</dt>{" "}
                      <dd className="inline text-ink-muted">{project.type}</dd>
                    </div>
                    <div>
                      <dt className="inline font-medium">{t("content.project.location")}</dt>{" "}
                      <dd className="inline text-ink-muted">{project.location}</dd>
                    </div>
                  </dl>
                  <p className="mt-3 text-ink-muted">{project.text}</p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </Section>

      <Section title={page.why.title}>
        <CardGrid cards={page.why.items} />
      </Section>

      <CtaBand cta={page.cta} />
    </>
  );
}
