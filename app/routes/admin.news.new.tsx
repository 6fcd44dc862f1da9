import type { I18nHandle } from "~/lib/i18n";
import { useTranslation } from "~/lib/use-translation";
import { NewsFormPage, type NewsFormRefusal } from "~/features/admin/news/news-form-page";
import { newsAction, newsFormLoader } from "~/features/admin/news/news-actions.server";
import { seoMeta } from "~/lib/seo";
import { newsImageUploads } from "~/features/admin/news/news-images.server";
import type { Route } from "./+types/admin.news.new";

export const handle = { i18n: ["admin", "adminCatalog", "adminNews"] } satisfies I18nHandle;

/** /admin/news/new: a new post, saved as a draft (admins only). */
export const loader = (args: Route.LoaderArgs) => newsFormLoader(args, "create");

export const action = (args: Route.ActionArgs) => newsAction(args, "create", newsImageUploads(args.context));

/** The back-office is never stored by a cache. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...seoMeta(loaderData?.seo),
  { name: "robots", content: "noindex" },
];

export default function AdminNewsNew({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  if (!loaderData.found) {
    return (
      <section className="container-page py-20 text-center">
        <h1 className="text-3xl font-bold">{t("common.notFound.title")}</h1>
      </section>
    );
  }
  return (
    <NewsFormPage data={loaderData.page} refused={(actionData as NewsFormRefusal | undefined) ?? null} />
  );
}
