import { and, asc, desc, eq, ilike, isNotNull, isNull, or, type SQL } from "drizzle-orm";
import type { Database } from "../../../../db/database";
import { courses, registrations, securityEvents, user } from "../../../../db/schema";
import { roles } from "~/features/accounts/roles";
import { defineAdminList, listFilter, type ListFilters } from "../shared/admin-list";
import type { ListSort } from "../shared/list-query";
import { countRows, offsetPage } from "../shared/list-paging.server";

export const accountStates = ["active", "disabled"] as const;
export type AccountState = (typeof accountStates)[number];

/** The people list: searched by name or e-mail, by role and state; newest accounts first, 25 a page. */
export const peopleList = defineAdminList({
  filters: {
    q: listFilter.text(100),
    role: listFilter.oneOf(roles),
    state: listFilter.oneOf(accountStates),
  },
  sort: { columns: ["name", "email", "role", "created"], default: { column: "created", direction: "desc" } },
  pageSize: 25,
  paging: "pages",
});

export type PeopleFilters = ListFilters<typeof peopleList.filters>;
export type PeopleSortColumn = (typeof peopleList.sort.columns)[number];

/** `%text%` for ILIKE, with the pattern's own characters taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

const sortColumn = {
  name: user.name,
  email: user.email,
  role: user.role,
  created: user.createdAt,
} as const;

/** One page of accounts, searched by name or e-mail, filtered and sorted in the database. */
export async function listPeople(
  db: Database,
  { filters, sort, page }: { filters: PeopleFilters; sort: ListSort<PeopleSortColumn>; page: number },
  pageSize = peopleList.pageSize,
) {
  const conditions: SQL[] = [];
  if (filters.q) {
    const pattern = containing(filters.q);
    const match = or(
      ilike(user.name, pattern),
      ilike(user.email, pattern),
      ilike(user.firstName, pattern),
      ilike(user.lastName, pattern),
    );
    if (match) conditions.push(match);
  }
  if (filters.role) conditions.push(eq(user.role, filters.role));
  if (filters.state === "disabled") conditions.push(isNotNull(user.disabledAt));
  if (filters.state === "active") conditions.push(isNull(user.disabledAt));
  const where = conditions.length ? and(...conditions) : undefined;
  const order = sort.direction === "asc" ? asc : desc;
  const rows = (limit: number, offset: number) =>
    db
      .select({
        id: user.id,
        name: user.name,
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        role: user.role,
        disabledAt: user.disabledAt,
        twoFactorEnabled: user.twoFactorEnabled,
        createdAt: user.createdAt,
      })
      .from(user)
      .where(where)
      .orderBy(order(sortColumn[sort.column]), asc(user.id))
      .limit(limit)
      .offset(offset);
  return offsetPage({ total: countRows(db, user, where), page, pageSize, rows });
}

/** How many security events a person's page shows. */
export const PERSON_EVENTS_SHOWN = 30;

/** An account with its registrations (newest first) and latest security events, or null. */
export async function personDetail(db: Database, id: string) {
  const [found] = await db.select().from(user).where(eq(user.id, id)).limit(1);
  if (!found) return null;
  const [registered, events] = await Promise.all([
    db
      .select({
        id: registrations.id,
        courseTitle: courses.title,
        status: registrations.status,
        paymentStatus: registrations.paymentStatus,
        refundRequestedAt: registrations.refundRequestedAt,
        createdAt: registrations.createdAt,
      })
      .from(registrations)
      .innerJoin(courses, eq(courses.id, registrations.courseId))
      .where(eq(registrations.userId, id))
      .orderBy(desc(registrations.createdAt), desc(registrations.id)),
    db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.userId, id))
      .orderBy(desc(securityEvents.createdAt), desc(securityEvents.id))
      .limit(PERSON_EVENTS_SHOWN),
  ]);
  return { user: found, registrations: registered, events };
}
