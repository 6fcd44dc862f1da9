import { useId, useState, type KeyboardEvent } from "react";
import { useTranslation } from "~/lib/use-translation";
import type { HomeContent } from "./home-content";
import { Icon } from "./icons";
import type { Testimonial } from "./types";

/** Next index in a ring of `total`: previous from the first is the last, next from the last the first. */
export function wrapIndex(index: number, delta: number, total: number): number {
  return total === 0 ? 0 : (((index + delta) % total) + total) % total;
}

/**
 * The testimonials carousel (WAI-ARIA carousel pattern). It never moves by itself, so it needs
 * no pause control and respects reduced motion by construction; previous and next wrap at
 * both ends; the slide area is a polite live region, so each change is announced once.
 */
export function HomeTestimonials({ content }: { content: HomeContent["testimonials"] }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const slidesId = useId();
  const total = content.items.length;
  const current = content.items[index];
  const go = (delta: number) => setIndex((value) => wrapIndex(value, delta, total));

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowLeft") go(-1);
    else if (event.key === "ArrowRight") go(1);
    else return;
    event.preventDefault();
  };

  return (
    <section aria-labelledby="home-testimonials" className="bg-surface-muted">
      <div className="container-page py-14 sm:py-20">
        <h2 id="home-testimonials" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {content.title}
        </h2>
        <p className="mt-3 max-w-3xl text-ink-muted">{content.intro}</p>

        {/* A group, not a region: the section around it is already the landmark with this name.
            Arrow keys are a shortcut inside the carousel; the buttons remain the primary controls. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
        <div
          role="group"
          aria-roledescription={t("landing.carousel.roleDescription")}
          aria-label={content.title}
          onKeyDown={onKeyDown}
          className="mx-auto mt-10 max-w-3xl"
          data-testid="testimonials-carousel"
        >
          <div id={slidesId} aria-live="polite" className="min-h-72">
            {current ? <Slide item={current} position={index + 1} total={total} /> : null}
          </div>

          <div className="mt-6 flex items-center justify-center gap-2">
            <button
              type="button"
              onClick={() => go(-1)}
              aria-controls={slidesId}
              className="btn-secondary size-11 px-0"
              data-testid="carousel-previous"
            >
              <Icon name="chevronLeft" className="size-5" />
              <span className="sr-only">{t("landing.carousel.previous")}</span>
            </button>
            <ul className="flex">
              {content.items.map((item, position) => (
                <li key={item.name}>
                  <button
                    type="button"
                    onClick={() => setIndex(position)}
                    aria-controls={slidesId}
                    aria-current={position === index ? "true" : undefined}
                    className="group inline-flex size-11 items-center justify-center rounded-full"
                  >
                    <span
                      aria-hidden="true"
                      className={`block size-3 rounded-full border-2 border-brand ${position === index ? "bg-brand" : "bg-transparent group-hover:bg-brand-soft"}`}
                    />
                    <span className="sr-only">
                      {t("landing.carousel.goTo", { index: position + 1, name: item.name })}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
            <button
              type="button"
              onClick={() => go(1)}
              aria-controls={slidesId}
              className="btn-secondary size-11 px-0"
              data-testid="carousel-next"
            >
              <Icon name="chevronRight" className="size-5" />
              <span className="sr-only">{t("landing.carousel.next")}</span>
            </button>
          </div>
        </div>
      </div>
    </section>
  );
}

function Slide({ item, position, total }: { item: Testimonial; position: number; total: number }) {
  const { t } = useTranslation();
  return (
    // The slide is a group (a figure may not take that role); the figure inside keeps its meaning.
    <div
      role="group"
      aria-roledescription={t("landing.carousel.slide")}
      aria-label={t("landing.carousel.position", { index: position, total })}
      data-testid="testimonial-slide"
      className="rounded-3xl border border-line bg-surface-raised p-6 shadow-sm sm:p-10"
    >
      <figure>
        <Rating value={item.rating} />
        <blockquote className="mt-4 text-lg leading-relaxed sm:text-xl">
          <p>{item.text}</p>
        </blockquote>
        <figcaption className="mt-6 flex items-center gap-4">
          <img
            src={item.image}
            alt=""
            width={56}
            height={56}
            loading="lazy"
            className="size-14 rounded-full"
          />
          <span>
            <span className="block font-semibold" data-testid="testimonial-name">
              {item.name}
            </span>
            <span className="block text-sm text-ink-muted">
              {item.role}, {item.company}
            </span>
          </span>
        </figcaption>
      </figure>
    </div>
  );
}

/** Stars for sighted readers, the number in words for everyone (the stars are hidden from AT). */
function Rating({ value }: { value: number }) {
  const { t } = useTranslation();
  const rating = Math.min(5, Math.max(1, Math.round(value)));
  return (
    <p className="flex items-center gap-1">
      <span className="sr-only">{t("landing.carousel.rating", { rating })}</span>
      {[1, 2, 3, 4, 5].map((star) => (
        <svg
          key={star}
          aria-hidden="true"
          viewBox="0 0 24 24"
          className={`size-5 ${star <= rating ? "fill-amber-500 text-amber-600 dark:fill-amber-400" : "fill-none text-ink-muted"}`}
          stroke="currentColor"
          strokeWidth="1.5"
        >
          <path d="M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5-4.8-4.6 6.6-.9z" />
        </svg>
      ))}
    </p>
  );
}
