import { and, asc, eq, inArray } from "drizzle-orm";
import { emailOutbox, registrations } from "../../../../../db/schema";
import {
  buildProgrammePdf,
  loadProgrammeCourse,
  programmeFileName,
} from "~/features/catalog/programme-pdf.server";
import { buildCertificatePdf, certificateFileName } from "~/features/certificates/certificate-pdf.server";
import { listCertificatesOfSession } from "~/features/certificates/certificate-record.server";
import { outboxMessageFile } from "~/features/mail/transport.server";
import { knowledgeScores } from "~/features/surveys/knowledge-scores.server";
import { sessionResponses, sessionSurveyResults } from "~/features/surveys/session-responses.server";
import { complaintsAboutSession } from "~/features/complaints/complaints.server";
import { formatCalendarDay, formatDate, formatTime } from "~/lib/format";
import type { Lang } from "~/lib/language";
import { csvDocument, type CsvCell } from "../../shared/csv.server";
import { attendanceFileName, buildAttendancePdf, halfDays } from "../attendance-pdf.server";
import { loadAttendanceSheet } from "../attendance-sheet.server";
import type { AuditEntry, AuditSection, AuditSource } from "./audit-file.server";
import { auditWords, type AuditWords } from "./audit-file-words";

/**
 * The audit file's sections, in the order of the archive. Each lists its files from the database
 * and makes their bytes only when asked (see auditZip).
 */

type SectionKey = keyof AuditWords["folders"];

function section(key: SectionKey, entries: AuditSection["entries"]): AuditSection {
  return {
    key,
    folder: (lang) => auditWords[lang].folders[key],
    title: (lang) => auditWords[lang].titles[key],
    entries,
  };
}

/** "27 nov. 2026 14:05", in the session's zone. */
function moment(date: Date, lang: Lang, timeZone: string): string {
  return `${formatDate(date, lang, "medium", timeZone)} ${formatTime(date, lang, timeZone)}`;
}

/** A person's name as the sheet prints it: "CONDÉ Fatoumata". */
function personName(person: { firstName: string; lastName: string }): string {
  return `${person.lastName.trim().toLocaleUpperCase("fr")} ${person.firstName.trim()}`;
}

/** A name made safe for a file name in any archive tool: ASCII letters, digits and dashes. */
function fileSafe(text: string): string {
  return (
    text
      .normalize("NFD")
      .replace(/\p{M}+/gu, "")
      .replace(/[^A-Za-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 60) || "x"
  );
}

/** The session's confirmed participants, by name: the people the evidence is about. */
async function participants(source: AuditSource) {
  return source.db
    .select({
      id: registrations.id,
      firstName: registrations.firstName,
      lastName: registrations.lastName,
      email: registrations.email,
      paymentReference: registrations.paymentReference,
    })
    .from(registrations)
    .where(and(eq(registrations.sessionId, source.sessionId), eq(registrations.status, "confirmed")))
    .orderBy(asc(registrations.lastName), asc(registrations.firstName), asc(registrations.id));
}

const csv = (lang: Lang, header: readonly string[], rows: readonly (readonly CsvCell[])[]) => () =>
  Promise.resolve(csvDocument(header, rows, lang));

const programme = section("programme", async (source) => {
  const course = await loadProgrammeCourse(source.db, source.courseId);
  if (!course) return [];
  return [
    {
      name: programmeFileName(course.id, source.lang),
      description: auditWords[source.lang].programme,
      compress: false,
      content: () => buildProgrammePdf(course, source.lang, source.contact, source.now),
    },
  ];
});

/**
 * The registration e-mails that told each participant when and where to come: the confirmation,
 * the reminders and any change of the session. The outbox keeps every message as sent; one is a
 * participant's when it went to their address and carries their registration's reference (every
 * registration e-mail prints it), which tells two registrations of one address apart.
 */
const convocationKinds = [
  "registration-confirmed",
  "registration-reminder-7d",
  "registration-reminder-24h",
  "registration-session-changed",
] as const;

const convocations = section("convocations", async (source) => {
  const w = auditWords[source.lang].convocations;
  const people = await participants(source);
  if (people.length === 0) return [];
  const messages = await source.db
    .select()
    .from(emailOutbox)
    .where(
      and(
        inArray(emailOutbox.kind, [...convocationKinds]),
        inArray(
          emailOutbox.toAddress,
          people.map((person) => person.email),
        ),
      ),
    )
    .orderBy(asc(emailOutbox.createdAt), asc(emailOutbox.id));
  const { timeZone } = source;
  const entries: AuditEntry[] = [];
  const rows: CsvCell[][] = [];
  for (const person of people) {
    const own = messages.filter(
      (message) => message.toAddress === person.email && message.textBody.includes(person.paymentReference),
    );
    const folder = `${fileSafe(`${person.lastName}-${person.firstName}`)}-${person.id}`;
    for (const message of own) {
      const kind = w.kinds[message.kind as (typeof convocationKinds)[number]];
      rows.push([
        personName(person),
        person.email,
        kind,
        message.subject,
        moment(message.createdAt, source.lang, timeZone),
        message.sentAt ? moment(message.sentAt, source.lang, timeZone) : "",
        w.statuses[message.status],
      ]);
      entries.push({
        name: `${folder}/${message.createdAt.toISOString().slice(0, 10)}-${message.id}-${message.kind}.eml`,
        description: w.message(personName(person), kind),
        content: () => outboxMessageFile(message, source.mailFrom),
      });
    }
  }
  return [
    { name: w.list, description: w.listDescription, content: csv(source.lang, w.header, rows) },
    ...entries,
  ];
});

const positioning = section("positioning", async (source) => {
  const w = auditWords[source.lang].positioning;
  const people = await participants(source);
  const responses = await sessionResponses(source.db, source.sessionId, ["positioning"], source.lang);
  const byRegistration = new Map(responses.map((response) => [response.registrationId, response]));
  if (people.length === 0) return [];
  const rows: CsvCell[][] = [];
  const text: string[] = [];
  for (const person of people) {
    const response = byRegistration.get(person.id);
    text.push(`${personName(person)} <${person.email}>`);
    if (!response) {
      text.push(`  ${w.noAnswer}`, "");
      continue;
    }
    const answered = moment(response.submittedAt, source.lang, source.timeZone);
    text.push(`  ${w.answered(answered, response.versionNumber)}`);
    for (const line of response.lines) {
      rows.push([
        personName(person),
        person.email,
        response.versionNumber,
        answered,
        line.question,
        line.answer,
      ]);
      text.push(`  - ${line.question}`, `    ${line.answer}`);
    }
    text.push("");
  }
  return [
    { name: w.csv, description: w.csvDescription, content: csv(source.lang, w.header, rows) },
    { name: w.text, description: w.textDescription, content: () => Promise.resolve(text.join("\r\n")) },
  ];
});

const attendance = section("attendance", async (source) => {
  const w = auditWords[source.lang].attendance;
  const sheet = await loadAttendanceSheet(source.db, source.sessionId);
  if (!sheet) return [];
  const { session } = sheet;
  const markOf = new Map(
    sheet.marks.map((mark) => [`${mark.registrationId}/${mark.day}/${mark.part}`, mark]),
  );
  const rows: CsvCell[][] = [];
  for (const person of sheet.participants)
    for (const halfDay of halfDays(session.startsAt, session.endsAt, session.timeZone)) {
      const mark = markOf.get(`${person.registrationId}/${halfDay.localDay}/${halfDay.part}`);
      rows.push([
        personName(person),
        person.email,
        formatCalendarDay(halfDay.localDay, source.lang),
        w.parts[halfDay.part],
        w.states[mark?.state ?? "none"],
        mark?.arrivedAt ? formatTime(mark.arrivedAt, source.lang, session.timeZone) : "",
        mark?.remoteMinutes ?? "",
        mark ? (mark.signature ? w.yes : w.no) : "",
      ]);
    }
  return [
    {
      name: attendanceFileName(source.sessionId, source.lang),
      description: w.sheet,
      compress: false,
      content: () => buildAttendancePdf(sheet, source.lang, source.contact, source.now),
    },
    { name: w.csv, description: w.csvDescription, content: csv(source.lang, w.header, rows) },
  ];
});

const certificates = section("certificates", async (source) => {
  const w = auditWords[source.lang].certificates;
  const records = await listCertificatesOfSession(source.db, source.sessionId);
  if (records.length === 0) return [];
  const day = (date: Date | null, timeZone: string) =>
    date ? formatDate(date, source.lang, "medium", timeZone) : "";
  const rows = records.map(({ certificate, holder, session }) => [
    certificate.number,
    personName(holder),
    holder.email,
    day(certificate.issuedAt, session.timeZone),
    certificate.minutesAttended,
    certificate.minutesPlanned,
    day(certificate.validUntil, session.timeZone),
    day(certificate.revokedAt, session.timeZone),
    certificate.revokedReason,
  ]);
  return [
    { name: w.csv, description: w.csvDescription, content: csv(source.lang, w.header, rows) },
    ...records.map((record) => ({
      name: certificateFileName(record),
      description: w.pdf(personName(record.holder), record.certificate.number),
      compress: false,
      content: () => buildCertificatePdf(record, { contact: source.contact, siteUrl: source.siteUrl }),
    })),
  ];
});

const surveys = section("surveys", async (source) => {
  const w = auditWords[source.lang].surveys;
  const responses = await sessionResponses(
    source.db,
    source.sessionId,
    ["end", "follow-up", "employer", "knowledge"],
    source.lang,
  );
  const results = await sessionSurveyResults(source.db, source.sessionId);
  if (responses.length === 0 && results.length === 0) return [];
  const answerRows = responses.flatMap((response) =>
    response.lines.map((line) => [
      w.kinds[response.kind],
      w.respondents[response.respondent],
      response.email,
      response.versionNumber,
      moment(response.submittedAt, source.lang, source.timeZone),
      line.question,
      line.answer,
    ]),
  );
  const decimal = (value: number) => value.toLocaleString(source.lang === "fr" ? "fr-FR" : "en-GB");
  const resultRows = results.map((result) => [
    w.kinds[result.kind],
    result.invited,
    result.answered,
    result.responseRate ?? "",
    result.satisfaction === null ? "" : decimal(result.satisfaction),
    result.satisfactionAnswers,
  ]);
  // The knowledge check's scores, kept with the answers, for those who took it.
  const assessed = new Map(
    responses.flatMap((response) =>
      response.kind === "knowledge" && response.registrationId !== null
        ? [[response.registrationId, response.email] as const]
        : [],
    ),
  );
  const scores = await knowledgeScores(source.db, [...assessed.keys()]);
  const scoreRows = [...assessed].map(([registrationId, email]) => {
    const score = scores.get(registrationId);
    return [email, score?.before ?? "", score?.after ?? ""];
  });
  return [
    {
      name: w.results,
      description: w.resultsDescription,
      content: csv(source.lang, w.resultsHeader, resultRows),
    },
    ...(scoreRows.length > 0
      ? [
          {
            name: w.scores,
            description: w.scoresDescription,
            content: csv(source.lang, w.scoresHeader, scoreRows),
          },
        ]
      : []),
    {
      name: w.answers,
      description: w.answersDescription,
      content: csv(source.lang, w.answersHeader, answerRows),
    },
  ];
});

/** The complaints filed about the session, with how each was handled. */
const complaintsSection = section("complaints", async (source) => {
  const w = auditWords[source.lang].complaints;
  const complaints = await complaintsAboutSession(source.db, source.sessionId);
  if (complaints.length === 0) return [];
  const at = (date: Date | null) => (date ? moment(date, source.lang, source.timeZone) : null);
  const rows = complaints.map((complaint) => [
    complaint.reference,
    at(complaint.receivedAt),
    `${complaint.name} <${complaint.email}>`,
    w.categories[complaint.category],
    complaint.message,
    w.statuses[complaint.status],
    at(complaint.answeredAt),
    complaint.answer,
    complaint.action,
    at(complaint.closedAt),
    complaint.handledByEmail,
  ]);
  return [{ name: w.csv, description: w.csvDescription, content: csv(source.lang, w.header, rows) }];
});

export const auditSections: readonly AuditSection[] = [
  programme,
  convocations,
  positioning,
  attendance,
  certificates,
  surveys,
  complaintsSection,
];
