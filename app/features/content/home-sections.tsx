import { useTranslation } from "~/lib/use-translation";
import { Link } from "react-router";
import { useLang } from "~/lib/use-lang";
import type { HomeContent } from "./home-content";
import { Icon } from "./icons";
import { ArrowLink, CardGrid } from "./page-parts";

export { HomeTestimonials } from "./testimonial-carousel";

function SectionHeading({ id, title, intro }: { id: string; title: string; intro: string }) {
  return (
    <div className="max-w-3xl">
      <h2 id={id} className="text-2xl font-bold tracking-tight sm:text-3xl">
        {title}
      </h2>
      <p className="mt-3 text-ink-muted">{intro}</p>
    </div>
  );
}

/** Six service cards; each whole card is one link (its title), to /courses, /real-estate or /consulting. */
export function HomeServices({ content }: { content: HomeContent["services"] }) {
  const { t } = useTranslation();
  const { href } = useLang();
  return (
    <section aria-labelledby="home-services" className="container-page py-14 sm:py-20">
      <SectionHeading id="home-services" title={content.title} intro={content.intro} />
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {content.items.map((card) => (
          <li
            key={card.title}
            className="relative flex flex-col rounded-2xl border border-line bg-surface-raised p-6 shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-brand hover:shadow-md motion-reduce:transition-none"
          >
            {card.icon ? (
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-soft text-brand-ink">
                <Icon name={card.icon} />
              </span>
            ) : null}
            <h3 className="mt-4 text-lg font-semibold">
              {/* The ::after box stretches the link over the card, so the whole card is clickable. */}
              <Link
                to={href(card.to)}
                className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none"
              >
                {card.title}
              </Link>
            </h3>
            <p className="mt-2 text-ink-muted">{card.text}</p>
            <span
              aria-hidden="true"
              className="mt-auto inline-flex items-center gap-1 pt-4 text-sm font-semibold text-brand-ink"
            >
              {t("landing.discover")}
              <Icon name="arrowRight" className="size-4" />
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function HomeFeatures({ content }: { content: HomeContent["features"] }) {
  return (
    <section aria-labelledby="home-features" className="bg-surface-muted">
      <div className="container-page py-14 sm:py-20">
        <SectionHeading id="home-features" title={content.title} intro={content.intro} />
        <div className="mt-10">
          <CardGrid cards={content.items} />
        </div>
      </div>
    </section>
  );
}

/** The group in short, with the product's stated figures. */
export function HomeAbout({ content }: { content: HomeContent["about"] }) {
  return (
    <section aria-labelledby="home-about" className="container-page py-14 sm:py-20">
      <div className="grid items-center gap-10 lg:grid-cols-2">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-ink uppercase">{content.eyebrow}</p>
          <h2 id="home-about" className="mt-2 text-2xl font-bold tracking-tight sm:text-3xl">
            {content.title}
          </h2>
          <div className="mt-4 space-y-3 text-ink-muted">
            {content.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <ArrowLink to="/about" className="mt-4">
            {content.linkLabel}
          </ArrowLink>
        </div>
        <dl className="grid grid-cols-2 gap-4">
          {content.stats.map((stat) => (
            <div
              key={stat.label}
              className="flex flex-col-reverse rounded-2xl border border-line bg-surface-raised p-6 text-center"
            >
              <dt className="mt-1 text-sm text-ink-muted">{stat.label}</dt>
              <dd className="text-3xl font-extrabold text-brand-ink sm:text-4xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
