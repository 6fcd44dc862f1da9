import { useEffect, useState } from "react";
import { useTranslation } from "~/lib/use-translation";
import { Link } from "react-router";
import { useNonce } from "~/lib/nonce";
import { useLang } from "~/lib/use-lang";
import { eventStatus, type EventStatus } from "./event-status";
import { Icon, type IconName } from "./icons";
import type { NewsBlock } from "./news-body";
import type { NewsContent } from "./news-content";
import type { NewsPostView } from "./news-view";
import { ArrowLink, CheckList, PageHero, Section } from "./page-parts";

const statusStyles: Record<EventStatus, { className: string; icon: IconName }> = {
  upcoming: { className: "bg-info-soft text-info ring-info/40", icon: "calendar" },
  ongoing: { className: "bg-success-soft text-success ring-success/40", icon: "clock" },
  past: { className: "bg-surface-muted text-ink-muted ring-line", icon: "check" },
};

/** The Event structured data of the dated posts shown (a data block: the CSP wants its nonce). */
export function NewsJsonLd({ json }: { json: string | null }) {
  const nonce = useNonce();
  if (!json) return null;
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}

/** /news: the latest post in full, the others as cards leading to their own page. */
export function NewsPage({
  page,
  posts,
  jsonLd,
}: {
  page: NewsContent;
  posts: NewsPostView[];
  jsonLd: string | null;
}) {
  const { href } = useLang();
  const [featured, ...others] = posts;
  return (
    <>
      <NewsJsonLd json={jsonLd} />
      <PageHero intro={page} />

      {featured ? (
        <section aria-labelledby="featured-event" className="container-page pb-4">
          <NewsArticle post={featured} page={page} headingId="featured-event" level="h2" linkTitle />
        </section>
      ) : (
        <p className="container-page pb-8 text-ink-muted">{page.empty}</p>
      )}

      {others.length ? (
        <Section title={page.moreTitle}>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {others.map((post) => (
              <li
                key={post.slug}
                className="flex flex-col rounded-2xl border border-line bg-surface-raised p-6"
              >
                <p className="text-sm text-ink-muted">
                  <time dateTime={post.publishedOnIso}>{post.publishedOn}</time>
                </p>
                <h3 className="mt-2 text-lg font-semibold">{post.title}</h3>
                {post.event ? <p className="mt-1 text-sm font-medium">{post.event.dates}</p> : null}
                <p className="mt-3 flex-1 text-ink-muted">{post.summary}</p>
                <Link to={href(post.path)} className="mt-4 font-semibold text-brand-ink underline">
                  {page.readMore}
                  <span className="sr-only"> : {post.title}</span>
                </Link>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      <div className="container-page py-12">
        <ArrowLink to="/blog">{page.blogLabel}</ArrowLink>
      </div>
    </>
  );
}

/** /news/:slug: one post. */
export function NewsPostPage({
  page,
  post,
  jsonLd,
}: {
  page: NewsContent;
  post: NewsPostView;
  jsonLd: string | null;
}) {
  return (
    <div className="container-page py-10 sm:py-14">
      <NewsJsonLd json={jsonLd} />
      <NewsArticle post={post} page={page} headingId="news-post" level="h1" />
      <ArrowLink to="/news" className="mt-8">
        {page.allNews}
      </ArrowLink>
    </div>
  );
}

function NewsArticle({
  post,
  page,
  headingId,
  level,
  linkTitle = false,
}: {
  post: NewsPostView;
  page: NewsContent;
  headingId: string;
  level: "h1" | "h2";
  linkTitle?: boolean;
}) {
  const { t } = useTranslation();
  const { href } = useLang();
  const status = useClientEventStatus(post.event);
  const past = status === "past";
  const Heading = level;
  const sub = level === "h1" ? "h2" : "h3";
  return (
    <article
      data-event-status={status ?? undefined}
      className="rounded-3xl border border-line bg-surface-raised p-6 shadow-sm sm:p-10"
    >
      <div className="flex flex-wrap items-center gap-3">
        {post.kicker ? (
          <p className="text-sm font-semibold tracking-wide text-brand-ink uppercase">{post.kicker}</p>
        ) : null}
        {status ? (
          <p
            className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold ring-1 ring-inset ${statusStyles[status].className}`}
          >
            <Icon name={statusStyles[status].icon} className="size-4" />
            <span className="sr-only">{t("content.eventStatus.label")} </span>
            {t(`content.eventStatus.${status}`)}
          </p>
        ) : null}
      </div>
      <Heading
        id={headingId}
        className={`mt-3 font-bold text-balance ${level === "h1" ? "text-3xl sm:text-4xl" : "text-2xl sm:text-3xl"}`}
      >
        {linkTitle ? (
          <Link to={href(post.path)} className="hover:underline">
            {post.title}
          </Link>
        ) : (
          post.title
        )}
      </Heading>
      <p className="mt-2 text-sm text-ink-muted">
        {page.publishedLabel} <time dateTime={post.publishedOnIso}>{post.publishedOn}</time>
      </p>

      <div className="mt-6 grid gap-8 lg:grid-cols-[3fr_2fr]">
        <div className="space-y-4 text-ink-muted">
          <NewsBody blocks={post.body} heading={sub} />
        </div>
        <div>
          {post.event || post.details.length ? (
            <dl className="space-y-3 rounded-2xl bg-surface-muted p-5 text-sm">
              {post.event ? (
                <div className="flex gap-2">
                  <dt className="sr-only">{t("content.eventDates")}</dt>
                  {/* A <dl>'s groups hold only <dt> and <dd>: the icon goes inside the <dd>. */}
                  <dd className="flex gap-2 font-semibold">
                    <Icon name="calendar" className="size-5 shrink-0 text-brand-ink" />
                    {/* A range has no machine-readable form of its own: the first day stands for it. */}
                    <time data-testid="event-dates" dateTime={post.event.startDate}>
                      {post.event.dates}
                    </time>
                  </dd>
                </div>
              ) : null}
              {post.event?.place ? (
                <div className="grid grid-cols-[7rem_1fr] gap-2">
                  <dt className="font-medium text-ink-muted">{page.placeLabel}</dt>
                  <dd>{post.event.place}</dd>
                </div>
              ) : null}
              {post.details.map((fact) => (
                <div key={fact.label} className="grid grid-cols-[7rem_1fr] gap-2">
                  <dt className="font-medium text-ink-muted">{fact.label}</dt>
                  <dd>{fact.value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          {post.image ? (
            <img
              src={post.image.src}
              alt={post.image.alt}
              width={post.image.width ?? undefined}
              height={post.image.height ?? undefined}
              loading="lazy"
              decoding="async"
              className="mt-5 h-auto w-full rounded-2xl border border-line bg-surface-muted"
            />
          ) : null}
        </div>
      </div>

      {past && post.registerTo ? (
        <p className="mt-6 rounded-xl border border-line p-4 text-sm">{page.pastNote}</p>
      ) : null}

      {post.registerTo ? (
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to={href(post.registerTo)} className="btn-primary">
            {past ? page.registerLabel.past : page.registerLabel.open}
          </Link>
          <Link to={href("/courses")} className="btn-secondary">
            {page.coursesLabel}
          </Link>
        </div>
      ) : null}
    </article>
  );
}

/** A post's body: its blocks as elements, never as HTML. */
export function NewsBody({ blocks, heading }: { blocks: NewsBlock[]; heading: "h2" | "h3" }) {
  const Heading = heading;
  return blocks.map((block, index) => {
    switch (block.kind) {
      case "heading":
        return (
          <Heading key={index} className="pt-2 text-lg font-semibold text-ink">
            {block.text}
          </Heading>
        );
      case "list":
        return <CheckList key={index} items={block.items} className="text-ink" />;
      case "paragraph":
        return <p key={index}>{block.text}</p>;
      case "link":
        return (
          <ArrowLink key={index} to={block.to}>
            {block.label}
          </ArrowLink>
        );
    }
  });
}

/**
 * The server's status first (hydration matches the HTML), then the status by the visitor's clock:
 * a page kept by the render cache may be up to a minute old when the event's day changes.
 */
function useClientEventStatus(event: NewsPostView["event"]): EventStatus | null {
  const [status, setStatus] = useState(event?.status ?? null);
  const start = event?.startDate;
  const end = event?.endDate;
  useEffect(() => {
    setStatus(start && end ? eventStatus({ startDate: start, endDate: end }, new Date()) : null);
  }, [start, end]);
  return status;
}
