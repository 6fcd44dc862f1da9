import { and, asc, count, desc, eq, type SQL } from "drizzle-orm";
import type { Database } from "../../../db/database";
import {
  courses,
  payments,
  paymentStatuses,
  registrationHistory,
  registrations,
  registrationStatuses,
  trainingSessions,
  type PaymentStatus,
  type RegistrationStatus,
} from "../../../db/schema";

export const REGISTRATIONS_PAGE_SIZE = 25;

export interface RegistrationFilters {
  page: number;
  course: number | null;
  status: RegistrationStatus | null;
  payment: PaymentStatus | null;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;

/** The filters from the URL; anything malformed is no filter (page 1). */
export function registrationFiltersFrom(url: URL): RegistrationFilters {
  const page = Number(url.searchParams.get("page"));
  const course = Number(url.searchParams.get("course") || "x");
  return {
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
    course: Number.isSafeInteger(course) && course > 0 ? course : null,
    status: oneOf(registrationStatuses, url.searchParams.get("status")),
    payment: oneOf(paymentStatuses, url.searchParams.get("payment")),
  };
}

/** One page of registrations, newest first, filtered in the database. */
export async function listRegistrations(
  db: Database,
  filters: RegistrationFilters,
  pageSize = REGISTRATIONS_PAGE_SIZE,
) {
  const conditions: SQL[] = [];
  if (filters.course) conditions.push(eq(registrations.courseId, filters.course));
  if (filters.status) conditions.push(eq(registrations.status, filters.status));
  if (filters.payment) conditions.push(eq(registrations.paymentStatus, filters.payment));
  const where = conditions.length ? and(...conditions) : undefined;
  const [counted] = await db.select({ n: count() }).from(registrations).where(where);
  const total = counted?.n ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(filters.page, pageCount);
  const rows = await db
    .select({
      id: registrations.id,
      firstName: registrations.firstName,
      lastName: registrations.lastName,
      email: registrations.email,
      status: registrations.status,
      paymentStatus: registrations.paymentStatus,
      createdAt: registrations.createdAt,
      courseTitle: courses.title,
      startsAt: trainingSessions.startsAt,
      timeZone: trainingSessions.timeZone,
    })
    .from(registrations)
    .innerJoin(courses, eq(courses.id, registrations.courseId))
    .leftJoin(trainingSessions, eq(trainingSessions.id, registrations.sessionId))
    .where(where)
    .orderBy(desc(registrations.createdAt), desc(registrations.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { rows, total, page, pageCount };
}

/** The courses to filter by, in id order. */
export async function courseChoices(db: Database) {
  return db.select({ id: courses.id, title: courses.title }).from(courses).orderBy(asc(courses.id));
}

/** A registration with its course, session, payments and history (oldest first), or null. */
export async function registrationDetail(db: Database, id: number) {
  const [row] = await db
    .select({
      registration: registrations,
      courseTitle: courses.title,
      startsAt: trainingSessions.startsAt,
      timeZone: trainingSessions.timeZone,
      city: trainingSessions.city,
    })
    .from(registrations)
    .innerJoin(courses, eq(courses.id, registrations.courseId))
    .leftJoin(trainingSessions, eq(trainingSessions.id, registrations.sessionId))
    .where(eq(registrations.id, id))
    .limit(1);
  if (!row) return null;
  const [history, paid] = await Promise.all([
    db
      .select()
      .from(registrationHistory)
      .where(eq(registrationHistory.registrationId, id))
      .orderBy(asc(registrationHistory.at), asc(registrationHistory.id)),
    db
      .select({
        id: payments.id,
        reference: payments.reference,
        provider: payments.provider,
        amountMinor: payments.amountMinor,
        currency: payments.currency,
        status: payments.status,
        createdAt: payments.createdAt,
      })
      .from(payments)
      .where(eq(payments.registrationId, id))
      .orderBy(asc(payments.createdAt), asc(payments.id)),
  ]);
  return { ...row, history, payments: paid };
}
