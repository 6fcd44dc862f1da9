import { aboutContent } from "~/features/content/about-content";
import { AboutPage } from "~/features/content/about-page";
import { PayDialogHost } from "~/features/payments/pay-dialog-host";
import { loadPage } from "~/features/content/load-page";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/about";

export function loader({ request }: Route.LoaderArgs) {
  const { page, seo } = loadPage(request, aboutContent);
  return { page, seo };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function About({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <AboutPage page={loaderData.page} />
      <PayDialogHost />
    </>
  );
}
