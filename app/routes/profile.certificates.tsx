import { MyCertificatesPage } from "~/features/certificates/my-certificates-page";
import { myCertificatesLoader } from "~/features/certificates/my-certificates-page.server";
import type { I18nHandle } from "~/lib/i18n";
import { loaderAndActionHeaders } from "~/lib/route-headers";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/profile.certificates";

export const handle = { i18n: ["certificates"] } satisfies I18nHandle;

/** The signed-in person's certificates (guarded: signed out, the guard's 401). */
export const loader = ({ request, context }: Route.LoaderArgs) => myCertificatesLoader({ request, context });
export const headers: Route.HeadersFunction = loaderAndActionHeaders;
export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...seoMeta(loaderData?.seo),
  { name: "robots", content: "noindex" },
];

export default function MyCertificates({ loaderData }: Route.ComponentProps) {
  return <MyCertificatesPage certificates={loaderData.certificates} />;
}
