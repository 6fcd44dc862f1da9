import type { I18nHandle } from "~/lib/i18n";
import {
  blankSessionValues,
  formToken,
  readStaffForm,
  saveSessionAction,
  sessionFormChoices,
} from "~/features/admin/sessions/session-pages.server";
import { NewSessionPage } from "~/features/admin/sessions/session-detail";
import { requireStaff } from "~/features/admin/shared/staff-access.server";
import { getT } from "~/lib/i18n.server";
import { langFromPath } from "~/lib/language";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/admin.sessions.new";

export const handle = { i18n: ["admin", "adminSessions"] } satisfies I18nHandle;

/** /admin/sessions/new: schedule a session. Changing the catalogue: admins only. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireStaff(request, context, { need: "change" });
  const lang = langFromPath(new URL(request.url).pathname);
  const t = getT(lang);
  return {
    seo: { title: t("adminSessions.form.newHeading"), description: t("adminSessions.seoDescription"), lang },
    values: blankSessionValues,
    ...(await sessionFormChoices(context, lang)),
    antiForgery: formToken(viewer, context),
  };
}

/** POST: the session is created with its audit entry, then its page with a toast. */
export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireStaff(request, context, { need: "change" });
  const lang = langFromPath(new URL(request.url).pathname);
  const posted = await readStaffForm(request, viewer, context, lang);
  if (!posted.ok) return posted.response;
  return saveSessionAction({ formData: posted.formData, context, viewer, lang });
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...seoMeta(loaderData?.seo),
  { name: "robots", content: "noindex" },
];

export default function AdminNewSession({ loaderData, actionData }: Route.ComponentProps) {
  return <NewSessionPage data={loaderData} refused={actionData ?? null} />;
}
