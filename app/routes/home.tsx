import type { I18nHandle } from "~/lib/i18n";
import { useTranslation } from "~/lib/use-translation";
import { Form, Link } from "react-router";
import { listPopularCourses, toCourseCard } from "~/features/catalog/course-queries.server";
import { ChatLauncher } from "~/features/chat/chat-launcher";
import { homeContent } from "~/features/content/home-content";
import { HomeAbout, HomeFeatures, HomeServices, HomeTestimonials } from "~/features/content/home-sections";
import { HeroIllustration } from "~/features/content/page-parts";
import { HomeTrainingSection, type UpcomingSessionsData } from "~/features/sessions/home-training-section";
import { listUpcomingSessions, toSessionView } from "~/features/sessions/session-queries.server";
import { getT } from "~/lib/i18n.server";
import { langFromPath } from "~/lib/language";
import { seoMeta } from "~/lib/seo";
import { siteConfig } from "~/lib/site-config";
import { useLang } from "~/lib/use-lang";
import type { Route } from "./+types/home";

export const handle = { i18n: ["catalog", "home", "landing"] } satisfies I18nHandle;

// The next three, as many as the skeletons that stand for them while they load; every session is on its course page.
const UPCOMING_ON_HOME = 3;
const POPULAR_ON_HOME = 8;

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = langFromPath(new URL(request.url).pathname);
  const t = getT(lang);
  // Not awaited: the sessions stream in after the first paint (skeletons until then).
  const upcoming: Promise<UpcomingSessionsData> = (async () => {
    const now = new Date();
    const rows = await listUpcomingSessions(context.db, { now, limit: UPCOMING_ON_HOME });
    return { sessions: rows.map((row) => toSessionView(row, lang)), now: now.getTime() };
  })();
  // Logged here; the page shows the product's error text in place of the list.
  upcoming.catch((error: unknown) => context.logger.error({ err: error }, "upcoming sessions failed"));
  const popular = await listPopularCourses(context.db, POPULAR_ON_HOME);
  return {
    seo: { title: t("home.seo.title"), description: t("home.seo.description"), lang },
    popularCourses: popular.map((row) => toCourseCard(row, lang)),
    upcomingSessions: upcoming,
    sections: homeContent(lang),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

function Hero() {
  const { t } = useTranslation();
  const { href } = useLang();
  return (
    <section className="bg-gradient-to-b from-brand-soft to-surface">
      <div className="container-page grid items-center gap-10 py-16 sm:py-24 lg:grid-cols-[3fr_2fr]">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-ink uppercase">
            {t("home.welcome", { name: siteConfig.name })}
          </p>
          <h1 className="mt-3 max-w-3xl text-3xl font-extrabold tracking-tight text-balance sm:text-5xl">
            {t("home.heroTitle")}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-ink-muted">{t("home.heroText")}</p>
          <HeroSearch />
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to={href("/courses")} className="btn-primary">
              {t("home.ctaTrainings")}
            </Link>
            <Link to={href("/services")} className="btn-secondary">
              {t("home.ctaAdvantages")}
            </Link>
            <Link to={href("/contact")} className="btn-secondary">
              {t("home.ctaContact")}
            </Link>
          </div>
        </div>
        <div className="hidden lg:block">
          <HeroIllustration name="home" />
        </div>
      </div>
    </section>
  );
}

/** A plain GET form to the catalogue: it works without JavaScript. */
function HeroSearch() {
  const { t } = useTranslation();
  const { href } = useLang();
  return (
    <Form
      method="get"
      action={href("/courses")}
      role="search"
      className="mt-8 flex max-w-xl flex-col gap-2 sm:flex-row"
    >
      <label htmlFor="hero-search" className="sr-only">
        {t("home.search.label")}
      </label>
      <input
        id="hero-search"
        type="search"
        name="q"
        maxLength={100}
        placeholder={t("home.search.placeholder")}
        className="min-h-11 flex-1 rounded-lg border border-line bg-surface px-3 text-ink placeholder:text-ink-muted"
      />
      <button type="submit" className="btn-primary">
        {t("home.search.submit")}
      </button>
    </Form>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Hero />
      <HomeServices content={loaderData.sections.services} />
      <HomeTrainingSection upcoming={loaderData.upcomingSessions} popular={loaderData.popularCourses} />
      <HomeFeatures content={loaderData.sections.features} />
      <HomeAbout content={loaderData.sections.about} />
      <HomeTestimonials content={loaderData.sections.testimonials} />
      <ChatLauncher />
    </>
  );
}
