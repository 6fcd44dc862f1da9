import type { NewsItem } from "./blog-content";
import type { PageIntro } from "./types";
import { ArrowLink, PageHero } from "./page-parts";

export type NewsItemView = NewsItem & { dateLabel: string };

export function BlogPage({ page, items }: { page: PageIntro; items: NewsItemView[] }) {
  return (
    <>
      <PageHero intro={page} />
      <div className="container-page py-12">
        <ul className="grid gap-6 md:grid-cols-2">
          {items.map((item) => (
            <li key={item.id}>
              <article
                aria-labelledby={`news-${item.id}`}
                className="flex h-full flex-col rounded-2xl border border-line bg-surface-raised p-6"
              >
                <p className="flex flex-wrap items-center gap-x-3 text-sm">
                  <span className="rounded-full bg-brand-soft px-3 py-1 font-semibold text-brand-ink">
                    {item.category}
                  </span>
                  <time dateTime={item.date} className="text-ink-muted">
                    {item.dateLabel}
                  </time>
                </p>
                <h2 id={`news-${item.id}`} className="mt-4 text-xl font-bold">
                  {item.title}
                </h2>
                <div className="mt-3 space-y-3 text-ink-muted">
                  {item.paragraphs.map((paragraph) => (
                    <p key={paragraph}>{paragraph}</p>
                  ))}
                </div>
                <ArrowLink to={item.link.to} className="mt-auto pt-4">
                  {item.link.label}
                </ArrowLink>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
