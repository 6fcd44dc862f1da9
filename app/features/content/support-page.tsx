import { Link } from "react-router";
import { useSiteContact } from "~/lib/site-contact";
import { useLang } from "~/lib/use-lang";
import type { ReactNode } from "react";
import { Icon, type IconName } from "./icons";
import { PageHero, Section } from "./page-parts";
import type { SupportContent } from "./support-content";

export function SupportPage({ page }: { page: SupportContent }) {
  const contact = useSiteContact();
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
          <Channel icon="phone" label={channels.phone}>
            <a href={contact.phoneHref} className={channelLink}>
              {contact.phone}
            </a>
          </Channel>
          <Channel icon="mail" label={channels.email}>
            <a href={`mailto:${contact.email}`} className={`${channelLink} break-all`}>
              {contact.email}
            </a>
          </Channel>
          <Channel icon="clock" label={channels.hours}>
            <span className="text-ink-muted">{channels.hoursValue}</span>
          </Channel>
          <Channel icon="headset" label={channels.online}>
            <span className="text-ink-muted">{channels.onlineValue}</span>
          </Channel>
        </dl>
        <Link to={href("/contact")} className="btn-primary mt-8">
          {page.formLabel}
        </Link>
      </Section>
    </>
  );
}

const channelLink = "inline-flex min-h-11 items-center text-brand-ink underline underline-offset-4";

/** One way of reaching support: a term with its icon, and how to use it. */
function Channel({ icon, label, children }: { icon: IconName; label: string; children: ReactNode }) {
  return (
    <div className="rounded-2xl border border-line bg-surface-raised p-5">
      <dt className="flex items-center gap-2 font-semibold">
        <Icon name={icon} className="size-5 text-brand-ink" />
        {label}
      </dt>
      <dd className="mt-2">{children}</dd>
    </div>
  );
}
