import { eventStatus, formatEventDates } from "~/features/content/event-status";
import { featuredEvent, newsContent } from "~/features/content/news-content";
import { NewsPage } from "~/features/content/news-page";
import { loadPage } from "~/features/content/load-page";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/news";

export function loader({ request }: Route.LoaderArgs) {
  const { lang, page, seo } = loadPage(request, newsContent);
  // Computed per request from today's date: the event turns "past" by itself once its dates go by.
  const event = {
    status: eventStatus(featuredEvent, new Date()),
    dates: formatEventDates(featuredEvent, lang),
    startDate: featuredEvent.startDate,
    endDate: featuredEvent.endDate,
    registerTo: `/courses/${featuredEvent.courseId}`,
  };
  return { page, seo, event };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function News({ loaderData }: Route.ComponentProps) {
  return <NewsPage page={loaderData.page} event={loaderData.event} />;
}
