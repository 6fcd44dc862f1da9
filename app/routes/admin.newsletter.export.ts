import { csvResponse } from "~/features/admin/shared/csv.server";
import { requireStaff } from "~/features/admin/shared/staff-access.server";
import { allSubscribers, subscriberList } from "~/features/admin/inbox/subscribers.server";
import { getT } from "~/lib/i18n.server";
import { langFromPath } from "~/lib/language";
import type { Route } from "./+types/admin.newsletter.export";

/**
 * /admin/newsletter/export.csv: the filtered list of addresses as CSV (UTF-8 with BOM, for
 * Excel), headers in the page's language, dates as ISO 8601 (UTC) so spreadsheets sort them.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, { need: "export", page: "/admin/newsletter" });
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const t = getT(lang);
  const rows = await allSubscribers(context.db, subscriberList.read(url));
  const iso = (date: Date | null) => date?.toISOString() ?? "";
  return csvResponse(
    "newsletter-subscribers.csv",
    [
      t("adminInbox.newsletter.csv.email"),
      t("adminInbox.newsletter.csv.status"),
      t("adminInbox.newsletter.csv.language"),
      t("adminInbox.newsletter.csv.subscribed"),
      t("adminInbox.newsletter.csv.confirmed"),
      t("adminInbox.newsletter.csv.unsubscribed"),
    ],
    rows.map((row) => [
      row.email,
      t(`adminInbox.newsletter.statuses.${row.status}`),
      row.lang,
      iso(row.createdAt),
      iso(row.confirmedAt),
      iso(row.unsubscribedAt),
    ]),
    lang,
  );
}
