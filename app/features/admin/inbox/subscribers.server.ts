import { and, asc, desc, eq, ilike, type SQL } from "drizzle-orm";
import type { Database } from "../../../../db/database";
import { newsletterSubscriptions, subscriptionStatuses } from "../../../../db/schema";
import { defineAdminList, listFilter, type ListFilters } from "../shared/admin-list";
import type { ListSort } from "../shared/list-query";
import { countRows, offsetPage } from "../shared/list-paging.server";

/** The newsletter's addresses: by state, searched by address; newest first, 50 a page. */
export const subscriberList = defineAdminList({
  filters: {
    status: listFilter.oneOf(subscriptionStatuses),
    q: listFilter.text(100),
  },
  sort: { columns: ["email", "status", "subscribed"], default: { column: "subscribed", direction: "desc" } },
  pageSize: 50,
  paging: "pages",
});

export type SubscriberFilters = ListFilters<typeof subscriberList.filters>;
export type SubscriberSortColumn = (typeof subscriberList.sort.columns)[number];
type SubscriberState = { filters: SubscriberFilters; sort: ListSort<SubscriberSortColumn> };

const sortColumn = {
  email: newsletterSubscriptions.email,
  status: newsletterSubscriptions.status,
  subscribed: newsletterSubscriptions.createdAt,
} as const;

function query(db: Database, { filters, sort }: SubscriberState) {
  const conditions: SQL[] = [];
  if (filters.status) conditions.push(eq(newsletterSubscriptions.status, filters.status));
  if (filters.q)
    conditions.push(
      ilike(newsletterSubscriptions.email, `%${filters.q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`),
    );
  const where = conditions.length ? and(...conditions) : undefined;
  const order = sort.direction === "asc" ? asc : desc;
  return {
    where,
    rows: () =>
      db
        .select()
        .from(newsletterSubscriptions)
        .where(where)
        .orderBy(order(sortColumn[sort.column]), asc(newsletterSubscriptions.id))
        .$dynamic(),
  };
}

/** One page of newsletter addresses, filtered by state and searched by address. */
export async function listSubscribers(
  db: Database,
  state: SubscriberState & { page: number },
  pageSize = subscriberList.pageSize,
) {
  const { where, rows } = query(db, state);
  return offsetPage({
    total: countRows(db, newsletterSubscriptions, where),
    page: state.page,
    pageSize,
    rows: (limit, offset) => rows().limit(limit).offset(offset),
  });
}

/** Every address the filters select, in the list's order, for the CSV export. */
export function allSubscribers(db: Database, state: SubscriberState) {
  return query(db, state).rows();
}
