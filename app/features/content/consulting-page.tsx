import { useTranslation } from "~/lib/use-translation";
import { Link } from "react-router";
import { useLang } from "~/lib/use-lang";
import { brochureHref, type ConsultingContent } from "./consulting-content";
import { quoteLink, type ConsultingServiceId } from "./consulting-rates";
import { Icon } from "./icons";
import { CheckList, CtaBand, PageHero, Section } from "./page-parts";
import { ProcessSteps } from "./process-steps";

export function ConsultingPage({
  page,
  prices,
}: {
  page: ConsultingContent;
  prices: Record<ConsultingServiceId, string | null>;
}) {
  const { t } = useTranslation();
  const { href } = useLang();
  return (
    <>
      <PageHero intro={page}>
        <Link to={href("/contact?service=consulting")} className="btn-primary">
          {page.consultationLabel}
        </Link>
        <a href={brochureHref} download className="btn-secondary">
          <Icon name="download" className="size-4" />
          {page.brochureLabel}
          <span className="font-normal text-ink-muted">({page.brochureHint})</span>
        </a>
      </PageHero>

      <Section id="services" title={page.servicesTitle} intro={page.servicesIntro}>
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {page.services.map((service) => {
            const price = prices[service.id];
            return (
              <li
                key={service.id}
                id={`service-${service.id}`}
                className="flex flex-col rounded-2xl border border-line bg-surface-raised p-6"
              >
                {service.icon ? (
                  <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-soft text-brand-ink">
                    <Icon name={service.icon} />
                  </span>
                ) : null}
                <h3 className="mt-4 text-lg font-semibold">{service.title}</h3>
                <p className="mt-2 text-ink-muted">{service.text}</p>
                <CheckList items={service.bullets} className="mt-4 text-sm" />
                <p className="mt-6 text-lg font-bold text-brand-ink" data-testid="service-price">
                  {price ? t("content.price.from", { price }) : t("content.price.onQuote")}
                </p>
                <div className="mt-auto pt-4">
                  <Link to={href(quoteLink(service.id))} className="btn-secondary w-full">
                    {t("content.requestQuote")}
                    <span className="sr-only"> : {service.title}</span>
                  </Link>
                </div>
              </li>
            );
          })}
        </ul>
        <p className="mt-6 text-sm text-ink-muted">{page.pricesNote}</p>
      </Section>

      <Section title={page.processTitle} muted>
        <ProcessSteps steps={page.process} />
      </Section>

      <Section title={page.testimonialsTitle}>
        <ul className="grid gap-6 md:grid-cols-2">
          {page.testimonials.map((item) => (
            <li key={item.name}>
              <figure className="h-full rounded-2xl border border-line bg-surface-raised p-6">
                <Icon name="quote" className="size-8 text-brand-ink" />
                <blockquote className="mt-3 text-lg">
                  <p>{item.quote}</p>
                </blockquote>
                <figcaption className="mt-4 text-sm">
                  <span className="font-semibold">{item.name}</span>
                  <span className="block text-ink-muted">{item.role}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Section>

      <CtaBand cta={page.cta} />
    </>
  );
}
