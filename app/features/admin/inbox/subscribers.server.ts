import { and, asc, count, desc, eq, ilike, type SQL } from "drizzle-orm";
import type { Database } from "../../../../db/database";
import { newsletterSubscriptions, subscriptionStatuses, type SubscriptionStatus } from "../../../../db/schema";
import { oneOf, pageFrom, pageWindow, sortFrom, textFrom, type ListSort } from "../shared/list-query";

export const SUBSCRIBERS_PAGE_SIZE = 50;
export const subscriberSortColumns = ["email", "status", "subscribed"] as const;
export type SubscriberSortColumn = (typeof subscriberSortColumns)[number];

export interface SubscriberFilters {
  page: number;
  status: SubscriptionStatus | null;
  q: string | null;
  sort: ListSort<SubscriberSortColumn>;
}

export function subscriberFiltersFrom(url: URL): SubscriberFilters {
  return {
    page: pageFrom(url),
    status: oneOf(subscriptionStatuses, url.searchParams.get("status")),
    q: textFrom(url, "q", 100),
    sort: sortFrom(url, subscriberSortColumns, { column: "subscribed", direction: "desc" }),
  };
}

const sortColumn = {
  email: newsletterSubscriptions.email,
  status: newsletterSubscriptions.status,
  subscribed: newsletterSubscriptions.createdAt,
} as const;

function query(db: Database, filters: SubscriberFilters) {
  const conditions: SQL[] = [];
  if (filters.status) conditions.push(eq(newsletterSubscriptions.status, filters.status));
  if (filters.q)
    conditions.push(
      ilike(newsletterSubscriptions.email, `%${filters.q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`),
    );
  const where = conditions.length ? and(...conditions) : undefined;
  const order = filters.sort.direction === "asc" ? asc : desc;
  return {
    where,
    rows: () =>
      db
        .select()
        .from(newsletterSubscriptions)
        .where(where)
        .orderBy(order(sortColumn[filters.sort.column]), asc(newsletterSubscriptions.id))
        .$dynamic(),
  };
}

/** One page of newsletter addresses, filtered by state and searched by address. */
export async function listSubscribers(
  db: Database,
  filters: SubscriberFilters,
  pageSize = SUBSCRIBERS_PAGE_SIZE,
) {
  const { where, rows } = query(db, filters);
  const [counted] = await db.select({ n: count() }).from(newsletterSubscriptions).where(where);
  const total = counted?.n ?? 0;
  const { page, pageCount, offset } = pageWindow(total, filters.page, pageSize);
  return { rows: await rows().limit(pageSize).offset(offset), total, page, pageCount };
}

/** Every address the filters select, in the list's order, for the CSV export. */
export function allSubscribers(db: Database, filters: SubscriberFilters) {
  return query(db, filters).rows();
}
