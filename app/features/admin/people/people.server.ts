import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, type SQL } from "drizzle-orm";
import type { Database } from "../../../../db/database";
import { courses, registrations, securityEvents, user } from "../../../../db/schema";
import { roles, type Role } from "~/features/accounts/roles";
import { oneOf, pageFrom, pageWindow, sortFrom, textFrom, type ListSort } from "../shared/list-query";

export const PEOPLE_PAGE_SIZE = 25;
export const peopleSortColumns = ["name", "email", "role", "created"] as const;
export type PeopleSortColumn = (typeof peopleSortColumns)[number];
export const accountStates = ["active", "disabled"] as const;
export type AccountState = (typeof accountStates)[number];

export interface PeopleFilters {
  page: number;
  q: string | null;
  role: Role | null;
  state: AccountState | null;
  sort: ListSort<PeopleSortColumn>;
}

/** The list's state from the URL; anything malformed is no filter. */
export function peopleFiltersFrom(url: URL): PeopleFilters {
  return {
    page: pageFrom(url),
    q: textFrom(url, "q", 100),
    role: oneOf(roles, url.searchParams.get("role")),
    state: oneOf(accountStates, url.searchParams.get("state")),
    sort: sortFrom(url, peopleSortColumns, { column: "created", direction: "desc" }),
  };
}

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
export async function listPeople(db: Database, filters: PeopleFilters, pageSize = PEOPLE_PAGE_SIZE) {
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
  const [counted] = await db.select({ n: count() }).from(user).where(where);
  const total = counted?.n ?? 0;
  const { page, pageCount, offset } = pageWindow(total, filters.page, pageSize);
  const order = filters.sort.direction === "asc" ? asc : desc;
  const rows = await db
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
    .orderBy(order(sortColumn[filters.sort.column]), asc(user.id))
    .limit(pageSize)
    .offset(offset);
  return { rows, total, page, pageCount };
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
