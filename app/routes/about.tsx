import { aboutContent, withBankDetails } from "~/features/content/about-content";
import { AboutPage } from "~/features/content/about-page";
import { PayDialogHost } from "~/features/payments/pay-dialog-host";
import { findProvider } from "~/features/payments/registry.server";
import { loadPage } from "~/features/content/load-page";
import { seoMeta } from "~/lib/seo";
import type { StaticPageHandle } from "~/lib/static-page";
import { readBankTransfer } from "~/lib/settings.server";
import type { Route } from "./+types/about";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { page, seo } = loadPage(request, aboutContent);
  // The bank details staff set (/admin/settings); the demo payment only where TEST MODE is on
  // (configuration, the same for every visitor: the render cache may keep the page).
  const demo = findProvider({ env: context.env, db: context.db, secrets: context.secrets }, "test") !== null;
  return { page: withBankDetails(page, await readBankTransfer(context.db)), seo, demo };
}

// Text and links, and the demo payment where TEST MODE is on: its dialog is the one thing that
// needs JavaScript, so without it the page ships none (lib/static-page.ts).
export const handle = {
  scripts: (data: { demo: boolean }) => data.demo,
} satisfies StaticPageHandle<{ demo: boolean }>;

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function About({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <AboutPage page={loaderData.page} demo={loaderData.demo} />
      {loaderData.demo ? <PayDialogHost /> : null}
    </>
  );
}
