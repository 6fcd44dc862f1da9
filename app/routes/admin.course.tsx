import type { I18nHandle } from "~/lib/i18n";
import { courseEditorAction, courseEditorLoader } from "~/features/admin/catalog/course-editor.server";
import { CourseEditPage } from "~/features/admin/catalog/course-edit-page";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/admin.course";

export const handle = { i18n: ["admin", "adminCatalog", "catalog", "profile"] } satisfies I18nHandle;

/** /admin/courses/new and /admin/courses/:id: the course form, both languages side by side. */
export const loader = ({ request, params, context }: Route.LoaderArgs) =>
  courseEditorLoader({ request, params, context });

/** POST: save the course (with its image through the image pipeline), archive it or bring it back; admins only. */
export const action = ({ request, params, context }: Route.ActionArgs) =>
  courseEditorAction({ request, params, context });

/** Staff-only page: never stored by a cache. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...seoMeta(loaderData?.seo),
  { name: "robots", content: "noindex" },
];

export default function AdminCourse({ loaderData, actionData }: Route.ComponentProps) {
  return <CourseEditPage data={loaderData} refused={actionData ?? null} />;
}
