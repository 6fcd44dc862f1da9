import { inArray } from "drizzle-orm";
import type { Database } from "../../../../db/database";
import {
  companies,
  complaints,
  contactMessages,
  courses,
  newsPosts,
  registrations,
  trainers,
  trainingSessions,
  user,
  type AuditEntry,
} from "../../../../db/schema";
import { localize } from "~/features/catalog/localize";
import { complaintReference } from "~/features/complaints/reference";
import { getT } from "~/lib/i18n.server";
import { localizePath, type Lang } from "~/lib/language";
import { sessionLabel } from "../shared/session-label";

/**
 * What an audit entry is about, as a person reads it: the account's name, the registrant's name,
 * the course's or the post's title... with an e-mail or a date beside it, and the link to its
 * page in the back-office. A record since deleted keeps its bare number.
 */
export interface AuditSubject {
  text: string;
  /** The e-mail of a person, the date of a session, the sender of a message. */
  detail: string | null;
  href: string | null;
}

/** An entry's entity, as the key of the map auditSubjects returns. */
export const subjectKey = (entry: Pick<AuditEntry, "entityType" | "entityId">) =>
  `${entry.entityType}:${entry.entityId}`;

/** The numeric ids among `ids` (an audit entry keeps them as text). */
function numbers(ids: string[]): number[] {
  return ids.map(Number).filter((id) => Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647);
}

/**
 * The subjects of `entries`, one query per kind of record, and the names of their actors (by
 * account id): the page shows "Aminata Bah" and her address, never an account's random id.
 */
export async function auditSubjects(
  db: Database,
  entries: Pick<AuditEntry, "entityType" | "entityId" | "actorId">[],
  lang: Lang,
): Promise<{ subjects: Map<string, AuditSubject>; actorNames: Map<string, string> }> {
  const idsOf = (type: string) => [
    ...new Set(entries.filter((entry) => entry.entityType === type).map((entry) => entry.entityId)),
  ];
  const link = (path: string) => localizePath(path, lang);
  const subjects = new Map<string, AuditSubject>();
  const put = (type: string, id: string | number, subject: AuditSubject) =>
    subjects.set(`${type}:${id}`, subject);

  const accountIds = [
    ...new Set([...idsOf("user"), ...entries.flatMap((entry) => (entry.actorId ? [entry.actorId] : []))]),
  ];
  const [accounts, people, sessions, courseRows, trainerRows, messages, posts, companyRows, complaintRows] =
    await Promise.all([
      accountIds.length
        ? db
            .select({ id: user.id, name: user.name, email: user.email })
            .from(user)
            .where(inArray(user.id, accountIds))
        : [],
      numbers(idsOf("registration")).length
        ? db
            .select({
              id: registrations.id,
              firstName: registrations.firstName,
              lastName: registrations.lastName,
              email: registrations.email,
            })
            .from(registrations)
            .where(inArray(registrations.id, numbers(idsOf("registration"))))
        : [],
      numbers(idsOf("session")).length
        ? db
            .select({
              id: trainingSessions.id,
              startsAt: trainingSessions.startsAt,
              timeZone: trainingSessions.timeZone,
              city: trainingSessions.city,
              courseId: trainingSessions.courseId,
            })
            .from(trainingSessions)
            .where(inArray(trainingSessions.id, numbers(idsOf("session"))))
        : [],
      numbers(idsOf("course")).length
        ? db
            .select({ id: courses.id, title: courses.title })
            .from(courses)
            .where(inArray(courses.id, numbers(idsOf("course"))))
        : [],
      numbers(idsOf("trainer")).length
        ? db
            .select({ id: trainers.id, name: trainers.name })
            .from(trainers)
            .where(inArray(trainers.id, numbers(idsOf("trainer"))))
        : [],
      numbers(idsOf("contact_message")).length
        ? db
            .select({
              id: contactMessages.id,
              name: contactMessages.name,
              email: contactMessages.email,
              subject: contactMessages.subject,
            })
            .from(contactMessages)
            .where(inArray(contactMessages.id, numbers(idsOf("contact_message"))))
        : [],
      numbers(idsOf("news_post")).length
        ? db
            .select({ id: newsPosts.id, title: newsPosts.title })
            .from(newsPosts)
            .where(inArray(newsPosts.id, numbers(idsOf("news_post"))))
        : [],
      numbers(idsOf("company")).length
        ? db
            .select({ id: companies.id, legalName: companies.legalName })
            .from(companies)
            .where(inArray(companies.id, numbers(idsOf("company"))))
        : [],
      numbers(idsOf("complaint")).length
        ? db
            .select({
              id: complaints.id,
              receivedAt: complaints.receivedAt,
              name: complaints.name,
              email: complaints.email,
            })
            .from(complaints)
            .where(inArray(complaints.id, numbers(idsOf("complaint"))))
        : [],
    ]);
  // A session is named by its course: fetch the titles of the courses its sessions run.
  const sessionCourseIds = sessions.map((session) => session.courseId);
  const sessionCourses = sessionCourseIds.length
    ? await db
        .select({ id: courses.id, title: courses.title })
        .from(courses)
        .where(inArray(courses.id, sessionCourseIds))
    : [];
  const courseTitle = new Map(
    [...courseRows, ...sessionCourses].map((course) => [course.id, localize(course.title, lang)]),
  );

  const actorNames = new Map(accounts.map((account) => [account.id, account.name]));
  for (const account of accounts)
    put("user", account.id, {
      text: account.name,
      detail: account.email,
      href: link(`/admin/people/${encodeURIComponent(account.id)}`),
    });
  for (const person of people)
    put("registration", person.id, {
      text: `${person.firstName} ${person.lastName}`,
      detail: person.email,
      href: link(`/admin/registrations/${person.id}`),
    });
  for (const session of sessions)
    put("session", session.id, {
      text: courseTitle.get(session.courseId) ?? `#${session.id}`,
      detail: sessionLabel(session, lang),
      href: link(`/admin/sessions/${session.id}`),
    });
  for (const course of courseRows)
    put("course", course.id, {
      text: localize(course.title, lang),
      detail: null,
      href: link(`/admin/courses/${course.id}`),
    });
  for (const trainer of trainerRows)
    put("trainer", trainer.id, {
      text: trainer.name,
      detail: null,
      href: link(`/admin/trainers/${trainer.id}`),
    });
  for (const message of messages)
    put("contact_message", message.id, {
      text: message.subject,
      detail: `${message.name} · ${message.email}`,
      href: link(`/admin/messages/${message.id}`),
    });
  for (const post of posts)
    put("news_post", post.id, {
      text: localize(post.title, lang),
      detail: null,
      href: link(`/admin/news/${post.id}`),
    });
  for (const company of companyRows)
    put("company", company.id, {
      text: company.legalName,
      detail: null,
      href: link(`/admin/companies/${company.id}`),
    });
  for (const complaint of complaintRows)
    put("complaint", complaint.id, {
      text: complaintReference(complaint),
      detail: `${complaint.name} · ${complaint.email}`,
      href: link(`/admin/complaints/${complaint.id}`),
    });
  const t = getT(lang);
  for (const key of idsOf("setting"))
    put("setting", key, {
      text: t(`adminSettings.keys.${key}`, { defaultValue: key }),
      detail: null,
      href: link("/admin/settings"),
    });
  return { subjects, actorNames };
}
