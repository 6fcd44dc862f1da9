import type { I18nHandle } from "~/lib/i18n";
import { trainerEditorAction, trainerEditorLoader } from "~/features/admin/catalog/trainer-editor.server";
import { TrainerEditPage } from "~/features/admin/catalog/trainer-edit-page";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/admin.trainer";

export const handle = { i18n: ["admin", "adminCatalog", "profile"] } satisfies I18nHandle;

/** /admin/trainers/new and /admin/trainers/:id: the trainer form, both languages side by side. */
export const loader = ({ request, params, context }: Route.LoaderArgs) =>
  trainerEditorLoader({ request, params, context });

/** POST: save the trainer (admins only), with its image through the image pipeline. */
export const action = ({ request, params, context }: Route.ActionArgs) =>
  trainerEditorAction({ request, params, context });

/** Staff-only page: never stored by a cache. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...seoMeta(loaderData?.seo),
  { name: "robots", content: "noindex" },
];

export default function AdminTrainer({ loaderData, actionData }: Route.ComponentProps) {
  return <TrainerEditPage data={loaderData} refused={actionData ?? null} />;
}
