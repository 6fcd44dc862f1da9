import { exportRegistrationsCsv } from "~/features/admin/registrations/registrations-export.server";
import { requireStaff } from "~/features/admin/shared/staff-access.server";
import { langFromPath } from "~/lib/language";
import type { Route } from "./+types/admin.registrations.export";

/** /admin/registrations/export.csv: the filtered list, every row, as the page filters it. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, { need: "export", page: "/admin/registrations" });
  const url = new URL(request.url);
  return exportRegistrationsCsv(context.db, url, langFromPath(url.pathname));
}
