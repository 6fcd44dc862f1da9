import { Link } from "react-router";
import { useLang } from "~/lib/use-lang";
import { Icon } from "./icons";
import { CardGrid, CheckList, PageHero, Section } from "./page-parts";
import type { PartnersContent } from "./partners-content";

export function PartnersPage({ page }: { page: PartnersContent }) {
  const { href } = useLang();
  return (
    <>
      <PageHero intro={page} />
      <Section title={page.partnersTitle}>
        <ul className="grid gap-6 md:grid-cols-3">
          {page.partners.map((partner) => (
            <li
              key={partner.name}
              className="flex flex-col rounded-2xl border border-line bg-surface-raised p-6"
            >
              {/* Logos are drawn on a white plate so they read the same in both themes. */}
              <div className="flex h-28 items-center justify-center rounded-xl bg-white p-4 ring-1 ring-line">
                <img
                  src={partner.logo}
                  alt={`Logo ${partner.name}`}
                  width={240}
                  height={80}
                  loading="lazy"
                  className="h-20 w-auto"
                />
              </div>
              <h3 className="mt-5 text-lg font-semibold">{partner.name}</h3>
              <p className="mt-1 text-sm font-medium text-brand-ink">{partner.domain}</p>
              <p className="mt-1 flex items-center gap-1 text-sm text-ink-muted">
                <Icon name="mapPin" className="size-4" />
                {partner.country}
              </p>
              <p className="mt-3 text-ink-muted">{partner.text}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section title={page.benefitsTitle} muted>
        <CardGrid cards={page.benefits} />
      </Section>
      <section aria-labelledby="become-partner" className="container-page py-12 sm:py-16">
        <div className="grid gap-8 rounded-3xl border border-line bg-brand-soft p-8 sm:p-12 lg:grid-cols-2">
          <div>
            <h2 id="become-partner" className="text-2xl font-bold sm:text-3xl">
              {page.become.title}
            </h2>
            <p className="mt-3 text-ink-muted">{page.become.text}</p>
            <Link to={href(page.become.to)} className="btn-primary mt-6">
              {page.become.label}
              <Icon name="arrowRight" className="size-4" />
            </Link>
          </div>
          <CheckList items={page.become.items} />
        </div>
      </section>
    </>
  );
}
