import { Link } from "react-router";
import { useLang } from "~/lib/use-lang";
import type { AboutContent, PaymentMethod } from "./about-content";
import { Icon, type IconName } from "./icons";
import { CardGrid, CtaBand, PageHero, Section } from "./page-parts";

const paymentIcons: Record<PaymentMethod["id"], IconName> = {
  card: "card",
  "bank-transfer": "bank",
  paypal: "wallet",
  "orange-money": "phone",
};

/** `demo`: the TEST MODE provider is on, so the demo payment is offered. */
export function AboutPage({ page, demo }: { page: AboutContent; demo: boolean }) {
  const { href } = useLang();
  return (
    <>
      <PageHero intro={page} />

      <Section title={page.history.title}>
        <div className="grid gap-10 lg:grid-cols-2">
          <div className="space-y-4 text-ink-muted">
            {page.history.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <ol className="space-y-4 border-l-2 border-line pl-6">
            {page.history.milestones.map((milestone) => (
              <li key={milestone.year}>
                <p className="font-bold text-brand-ink">{milestone.year}</p>
                <p className="text-ink-muted">{milestone.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </Section>

      <section aria-label={`${page.mission.title}, ${page.vision.title}`} className="bg-surface-muted">
        <div className="container-page grid gap-6 py-12 sm:py-16 md:grid-cols-2">
          {[page.mission, page.vision].map((card) => (
            <div key={card.title} className="rounded-2xl border border-line bg-surface-raised p-8">
              {card.icon ? (
                <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-soft text-brand-ink">
                  <Icon name={card.icon} />
                </span>
              ) : null}
              <h2 className="mt-4 text-2xl font-bold">{card.title}</h2>
              <p className="mt-3 text-ink-muted">{card.text}</p>
            </div>
          ))}
        </div>
      </section>

      <Section title={page.values.title} intro={page.values.intro}>
        <CardGrid cards={page.values.items} />
      </Section>

      <Section id="payment-methods" title={page.payment.title} intro={page.payment.intro} muted>
        <ul className="grid gap-6 md:grid-cols-2">
          {page.payment.methods.map((method) => (
            <li
              key={method.id}
              id={`payment-${method.id}`}
              className="rounded-2xl border border-line bg-surface-raised p-6"
            >
              <div className="flex items-center gap-3">
                <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-soft text-brand-ink">
                  <Icon name={paymentIcons[method.id]} />
                </span>
                <h3 className="text-lg font-semibold">{method.title}</h3>
              </div>
              <p className="mt-3 text-ink-muted">{method.text}</p>
              {method.facts ? (
                <dl className="mt-4 space-y-2 rounded-xl bg-surface-muted p-4 text-sm">
                  {method.facts.map((fact) => (
                    <div key={fact.label} className="grid gap-1 sm:grid-cols-[11rem_1fr]">
                      <dt className="font-medium text-ink-muted">{fact.label}</dt>
                      <dd className="break-words tabular-nums">{fact.value}</dd>
                    </div>
                  ))}
                </dl>
              ) : null}
              {method.note ? <p className="mt-3 text-sm text-ink-muted">{method.note}</p> : null}
            </li>
          ))}
        </ul>
        <p className="mt-6 text-sm text-ink-muted">{page.payment.footnote}</p>
        {demo ? (
          <div id="demo-payment" className="mt-8 rounded-2xl border border-line bg-surface-raised p-6">
            <h3 className="text-lg font-semibold">{page.payment.demo.title}</h3>
            <p className="mt-2 text-ink-muted">{page.payment.demo.text}</p>
            {/* With JavaScript, the payment dialog (payments/pay-dialog-host.tsx); without, the pay page. */}
            <Link to={href("/pay/demo")} className="btn-primary mt-4" data-pay-dialog="">
              {page.payment.demo.button}
            </Link>
          </div>
        ) : null}
      </Section>

      <CtaBand cta={page.cta} />
    </>
  );
}
