import type { ReactNode } from "react";
import { Link } from "react-router";
import { useLang } from "~/lib/use-lang";
import { Icon } from "./icons";
import type { Card, Cta, PageIntro } from "./types";

/** The top of every content page: eyebrow, the page's only <h1>, lead, optional actions. */
export function PageHero({
  intro,
  children,
  aside,
}: {
  intro: PageIntro;
  children?: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <section className="bg-gradient-to-b from-brand-soft to-surface">
      <div className="container-page grid items-center gap-10 py-14 sm:py-20 lg:grid-cols-[3fr_2fr]">
        <div>
          {intro.eyebrow ? (
            <p className="text-sm font-semibold tracking-wide text-brand-ink uppercase">{intro.eyebrow}</p>
          ) : null}
          <h1 className="mt-3 max-w-3xl text-3xl font-extrabold tracking-tight text-balance sm:text-5xl">
            {intro.title}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-ink-muted">{intro.lead}</p>
          {children ? <div className="mt-8 flex flex-wrap gap-3">{children}</div> : null}
        </div>
        {aside ? <div className="hidden lg:block">{aside}</div> : null}
      </div>
    </section>
  );
}

/**
 * A hero's right-hand illustration on desktop: a small SVG of ours (1-2 KB), decorative, lazy and
 * low priority so it never competes with the heading for LCP; hidden, hence never fetched, on
 * phones (PageHero shows its aside from 1024 px).
 */
export function HeroIllustration({ name }: { name: "home" | "real-estate" | "services" }) {
  return (
    <img
      src={`/images/heroes/${name}.svg`}
      alt=""
      width={480}
      height={400}
      loading="lazy"
      decoding="async"
      fetchPriority="low"
      data-hero-illustration={name}
      className="h-auto w-full drop-shadow-xl"
    />
  );
}

/** A page section with an <h2>; `id` makes it a link target (e.g. /about#payment-methods). */
export function Section({
  id,
  title,
  intro,
  muted = false,
  children,
}: {
  id?: string;
  title: string;
  intro?: string;
  muted?: boolean;
  children: ReactNode;
}) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section id={id} aria-labelledby={headingId} className={muted ? "bg-surface-muted" : undefined}>
      <div className="container-page py-12 sm:py-16">
        <h2 id={headingId} className="text-2xl font-bold tracking-tight sm:text-3xl">
          {title}
        </h2>
        {intro ? <p className="mt-3 max-w-3xl text-ink-muted">{intro}</p> : null}
        <div className="mt-8">{children}</div>
      </div>
    </section>
  );
}

export function CheckList({ items, className = "" }: { items: string[]; className?: string }) {
  return (
    <ul className={`space-y-2 ${className}`}>
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <Icon name="check" className="mt-0.5 size-5 shrink-0 text-success" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** Cards with an icon, an <h3>, a text and optional bullets; `footer` adds e.g. a link per card. */
export function CardGrid({
  cards,
  columns = 3,
  footer,
}: {
  cards: Card[];
  columns?: 2 | 3 | 4;
  footer?: (card: Card, index: number) => ReactNode;
}) {
  const grid = {
    2: "md:grid-cols-2",
    3: "md:grid-cols-2 lg:grid-cols-3",
    4: "sm:grid-cols-2 lg:grid-cols-4",
  }[columns];
  return (
    <ul className={`grid gap-6 ${grid}`}>
      {cards.map((card, index) => (
        <li
          key={card.title}
          className="flex flex-col rounded-2xl border border-line bg-surface-raised p-6 shadow-sm"
        >
          {card.icon ? (
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-soft text-brand-ink">
              <Icon name={card.icon} />
            </span>
          ) : null}
          <h3 className={`text-lg font-semibold ${card.icon ? "mt-4" : ""}`}>{card.title}</h3>
          <p className="mt-2 text-ink-muted">{card.text}</p>
          {card.bullets ? <CheckList items={card.bullets} className="mt-4 text-sm" /> : null}
          {footer ? <div className="mt-auto pt-6">{footer(card, index)}</div> : null}
        </li>
      ))}
    </ul>
  );
}

/** The closing call to action of a page. */
export function CtaBand({ cta }: { cta: Cta }) {
  const { href } = useLang();
  return (
    <section aria-labelledby="cta-title" className="container-page py-12 sm:py-16">
      <div className="rounded-3xl bg-[#083b68] px-6 py-10 text-white sm:px-12 dark:ring-1 dark:ring-line">
        <h2 id="cta-title" className="text-2xl font-bold sm:text-3xl">
          {cta.title}
        </h2>
        <p className="mt-3 max-w-2xl text-blue-50">{cta.text}</p>
        <Link
          to={href(cta.to)}
          className="btn mt-6 bg-white text-slate-900 hover:bg-blue-50 focus-visible:outline-white"
        >
          {cta.label}
          <Icon name="arrowRight" className="size-4" />
        </Link>
      </div>
    </section>
  );
}

/** An inline text link with an arrow, localised. */
export function ArrowLink({
  to,
  children,
  className = "",
}: {
  to: string;
  children: ReactNode;
  className?: string;
}) {
  const { href } = useLang();
  return (
    <Link
      to={href(to)}
      className={`inline-flex min-h-11 items-center gap-1 font-semibold text-brand-ink underline-offset-4 hover:underline ${className}`}
    >
      {children}
      <Icon name="arrowRight" className="size-4" />
    </Link>
  );
}
