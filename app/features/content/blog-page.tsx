import type { BlogContent } from "./blog-content";
import { NewsBody } from "./news-page";
import type { NewsPostView } from "./news-view";
import { ArrowLink, PageHero } from "./page-parts";

/** A body's closing links, apart: the card ends with them, at its foot. */
function closingLinks(blocks: NewsPostView["body"]) {
  let end = blocks.length;
  while (end > 0 && blocks[end - 1]!.kind === "link") end -= 1;
  return {
    text: blocks.slice(0, end),
    links: blocks.slice(end).flatMap((block) => (block.kind === "link" ? [block] : [])),
  };
}

/** /blog: the published blog articles (posts of kind "blog"), newest first, each whole on a card. */
export function BlogPage({ page, posts }: { page: BlogContent; posts: NewsPostView[] }) {
  return (
    <>
      <PageHero intro={page} />
      <div className="container-page py-12">
        {posts.length === 0 ? <p className="text-ink-muted">{page.empty}</p> : null}
        <ul className="grid gap-6 md:grid-cols-2" hidden={posts.length === 0}>
          {posts.map((post) => {
            const { text, links } = closingLinks(post.body);
            return (
              <li key={post.slug}>
                <article
                  aria-labelledby={`news-${post.slug}`}
                  className="flex h-full flex-col rounded-2xl border border-line bg-surface-raised p-6"
                >
                  <p className="flex flex-wrap items-center gap-x-3 text-sm">
                    {post.kicker ? (
                      <span className="rounded-full bg-brand-soft px-3 py-1 font-semibold text-brand-ink">
                        {post.kicker}
                      </span>
                    ) : null}
                    <time dateTime={post.publishedOnIso} className="text-ink-muted">
                      {post.publishedOn}
                    </time>
                  </p>
                  <h2 id={`news-${post.slug}`} className="mt-4 text-xl font-bold">
                    {post.title}
                  </h2>
                  <div className="mt-3 space-y-3 text-ink-muted">
                    <NewsBody blocks={text} heading="h3" />
                  </div>
                  {links.map((link, index) => (
                    <ArrowLink key={index} to={link.to} className={index === 0 ? "mt-auto pt-4" : ""}>
                      {link.label}
                    </ArrowLink>
                  ))}
                </article>
              </li>
            );
          })}
        </ul>
      </div>
    </>
  );
}
