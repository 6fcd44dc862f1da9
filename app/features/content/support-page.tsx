import { Link } from "react-router";
import { siteConfig } from "~/lib/site-config";
import { useLang } from "~/lib/use-lang";
import { Icon } from "./icons";
import { PageHero, Section } from "./page-parts";
import type { SupportContent } from "./support-content";

export function SupportPage({ page }: { page: SupportContent }) {
  const { href } = useLang();
  const channels = page.channels;
  return (
    <>
      <PageHero intro={page} />
      <Section id="faq" title={page.faqTitle}>
        {/* <details> keeps every answer reachable by keyboard and without JavaScript. */}
        <div className="max-w-3xl divide-y divide-line rounded-2xl border border-line bg-surface-raised">
          {page.faq.map((entry) => (
            <details key={entry.question} className="group">
              <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-4 px-5 py-4 font-semibold">
                <h3 className="text-base">{entry.question}</h3>
                <Icon
                  name="chevronRight"
                  className="size-5 shrink-0 transition-transform group-open:rotate-90 motion-reduce:transition-none"
                />
              </summary>
              <p className="px-5 pb-5 text-ink-muted">{entry.answer}</p>
            </details>
          ))}
        </div>
      </Section>

      <Section id="contact" title={page.contactTitle} intro={page.contactIntro} muted>
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <div className="rounded-2xl border border-line bg-surface-raised p-5">
            <dt className="flex items-center gap-2 font-semibold">
              <Icon name="phone" className="size-5 text-brand-ink" />
              {channels.phone}
            </dt>
            <dd className="mt-2">
              <a
                href={siteConfig.phoneHref}
                className="inline-flex min-h-11 items-center text-brand-ink underline underline-offset-4"
              >
                {siteConfig.phone}
              </a>
            </dd>
          </div>
          <div className="rounded-2xl border border-line bg-surface-raised p-5">
            <dt className="flex items-center gap-2 font-semibold">
              <Icon name="mail" className="size-5 text-brand-ink" />
              {channels.email}
            </dt>
            <dd className="mt-2">
              <a
                href={`mailto:${siteConfig.email}`}
                className="inline-flex min-h-11 items-center break-all text-brand-ink underline underline-offset-4"
              >
                {siteConfig.email}
              </a>
            </dd>
          </div>
          <div className="rounded-2xl border border-line bg-surface-raised p-5">
            <dt className="flex items-center gap-2 font-semibold">
              <Icon name="clock" className="size-5 text-brand-ink" />
              {channels.hours}
            </dt>
            <dd className="mt-2 text-ink-muted">{channels.hoursValue}</dd>
          </div>
          <div className="rounded-2xl border border-line bg-surface-raised p-5">
            <dt className="flex items-center gap-2 font-semibold">
              <Icon name="headset" className="size-5 text-brand-ink" />
              {channels.online}
            </dt>
            <dd className="mt-2 text-ink-muted">{channels.onlineValue}</dd>
          </div>
        </dl>
        <Link to={href("/contact")} className="btn-primary mt-8">
          {page.formLabel}
        </Link>
      </Section>
    </>
  );
}
