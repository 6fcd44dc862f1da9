import type { AttendanceState, HalfDayPart } from "../../../../db/schema";
import { halfDaysOf } from "~/features/attendance/half-days";
import { sessionPlace, sessionWhen } from "~/features/sessions/session-queries.server";
import { formatDate, formatTime } from "~/lib/format";
import type { Lang } from "~/lib/language";
import { createPdf, pdfColors, type PdfContact } from "~/lib/pdf/document.server";
import { localize } from "~/features/catalog/localize";
import type { Localized } from "../../../../db/schema/localized";
import { durationText } from "~/features/attendance/duration";

/**
 * The attendance sheet of a session (ADR 0006): course, dates, place and trainer, then
 * one row per confirmed participant with a box for each half-day, in the page's language. The
 * half-days are the attendance rules' own (halfDaysOf): a session starting in the afternoon has no
 * morning box on its first day, one ending by 13:00 no afternoon box on its last. Three days per
 * table, so the boxes stay wide enough to sign.
 *
 * A half-day already marked shows what was recorded: the participant's signature image, or for a
 * remote half-day the minutes present in the live room, else "absent", "excusé", "retard 09:40";
 * a box stays blank only for a half-day not yet marked, to sign by hand. The last row of each
 * table is the trainer's signature per half-day, drawn when the trainer closed it.
 *
 * It prints the names people typed, in capitals for the last name: the embedded Unicode font
 * keeps every accent ("CONDÉ", "NGUYỄN"). Two participants of the same name are told apart by
 * their e-mail (registrations collect no date of birth), printed for them only: the sheet goes
 * round the room.
 */

const words = {
  fr: {
    title: "Feuille d'émargement",
    course: "Formation",
    dates: "Dates",
    time: "Horaires",
    place: "Lieu",
    remote: "À distance (visioconférence)",
    trainer: "Formateur",
    none: "Non renseigné",
    participants: (count: number) =>
      `${count} participant${count > 1 ? "s" : ""} confirmé${count > 1 ? "s" : ""}`,
    participant: "Participant",
    morning: "Matin",
    afternoon: "Après-midi",
    days: (first: number, last: number) => (first === last ? `Jour ${first}` : `Jours ${first} à ${last}`),
    empty: "Aucun participant confirmé pour le moment.",
    trainerSignature: "Signature du formateur",
    states: {
      present: "présent",
      absent: "absent",
      excused: "excusé",
      late: (time: string) => `retard ${time}`,
    },
    remotePresence: (duration: string) => `présent ${duration} (à distance)`,
    signed: "signé",
    zone: (city: string, offset: string) => `heure de ${city}, ${offset}`,
  },
  en: {
    title: "Attendance sheet",
    course: "Course",
    dates: "Dates",
    time: "Hours",
    place: "Place",
    remote: "Online",
    trainer: "Trainer",
    none: "Not set",
    participants: (count: number) => `${count} confirmed participant${count > 1 ? "s" : ""}`,
    participant: "Participant",
    morning: "Morning",
    afternoon: "Afternoon",
    days: (first: number, last: number) => (first === last ? `Day ${first}` : `Days ${first} to ${last}`),
    empty: "No confirmed participant yet.",
    trainerSignature: "Trainer's signature",
    states: {
      present: "present",
      absent: "absent",
      excused: "excused",
      late: (time: string) => `late ${time}`,
    },
    remotePresence: (duration: string) => `present ${duration} (online)`,
    signed: "signed",
    zone: (city: string, offset: string) => `${city} time, ${offset}`,
  },
} satisfies Record<Lang, unknown>;

export interface AttendanceInput {
  session: {
    id: number;
    startsAt: Date;
    endsAt: Date;
    timeZone: string;
    venueName: string | null;
    streetAddress: string | null;
    city: string | null;
    country: string | null;
  };
  courseTitle: Localized;
  trainerName: string | null;
  /** Confirmed participants, in the order to print. */
  participants: {
    registrationId: number;
    firstName: string;
    lastName: string;
    company: string | null;
    email: string;
  }[];
  /** The marks recorded so far, with their signature images. */
  marks: SheetMark[];
  /** The trainer's signature closing each half-day signed so far. */
  trainerSignatures: { day: string; part: HalfDayPart; signature: Buffer }[];
}

export interface SheetMark {
  registrationId: number;
  day: string;
  part: HalfDayPart;
  state: AttendanceState;
  arrivedAt: Date | null;
  signature: Buffer | null;
  remoteMinutes: number | null;
}

export interface HalfDay {
  /** 1-based day of the session. */
  day: number;
  /** The local day, YYYY-MM-DD, as the marks name it. */
  localDay: string;
  date: Date;
  part: HalfDayPart;
}

/** The half-days of a session, in its own zone: the attendance rules', numbered by day. */
export function halfDays(startsAt: Date, endsAt: Date, timeZone: string): HalfDay[] {
  const all = halfDaysOf({ startsAt, endsAt, timeZone });
  const first = all[0] ? Date.parse(`${all[0].day}T00:00:00Z`) : 0;
  return all.map((halfDay) => ({
    day: Math.round((Date.parse(`${halfDay.day}T00:00:00Z`) - first) / 86_400_000) + 1,
    localDay: halfDay.day,
    // Noon of the local day, to name the date whatever the offset.
    date: new Date(`${halfDay.day}T12:00:00Z`),
    part: halfDay.part,
  }));
}

/** What a marked half-day's box says; empty for a half-day not yet marked. */
function markText(mark: SheetMark | undefined, lang: Lang, timeZone: string): string {
  const w = words[lang];
  if (!mark) return "";
  if (mark.state === "late")
    return w.states.late(mark.arrivedAt ? formatTime(mark.arrivedAt, lang, timeZone) : "");
  if (mark.state === "present" && mark.remoteMinutes !== null)
    return w.remotePresence(durationText(mark.remoteMinutes, lang));
  if (mark.state === "present") return mark.signature ? w.signed : w.states.present;
  return w.states[mark.state];
}

const DAYS_PER_TABLE = 3;

/** A name as two people may type it differently: case, accents and spaces aside. */
function nameKey(person: { firstName: string; lastName: string }): string {
  return `${person.lastName}\u0000${person.firstName}`
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .replace(/\s+/gu, " ")
    .trim()
    .toLocaleLowerCase("fr");
}

/**
 * Each participant's cell: "LAST NAME First name (Company)", the last name in capitals as French
 * does ("Condé" → "CONDÉ"), and for namesakes their e-mail on a second line.
 */
export function participantLines(people: AttendanceInput["participants"]): string[] {
  const counts = new Map<string, number>();
  for (const person of people) counts.set(nameKey(person), (counts.get(nameKey(person)) ?? 0) + 1);
  return people.map((person) => {
    const name = `${person.lastName.trim().toLocaleUpperCase("fr")} ${person.firstName.trim()}`;
    const line = person.company ? `${name} (${person.company})` : name;
    return (counts.get(nameKey(person)) ?? 0) > 1 ? `${line}\n${person.email}` : line;
  });
}

export function attendanceFileName(sessionId: number, lang: Lang): string {
  return lang === "en" ? `attendance-session-${sessionId}.pdf` : `emargement-session-${sessionId}.pdf`;
}

/** `contact`: the phone and e-mail staff set (readContactSettings), in the footer. */
export async function buildAttendancePdf(
  input: AttendanceInput,
  lang: Lang,
  contact: PdfContact,
  now = new Date(),
): Promise<Buffer> {
  const w = words[lang];
  const { session } = input;
  const pdf = createPdf({
    title: `${w.title} - ${localize(input.courseTitle, lang)}`,
    subject: localize(input.courseTitle, lang),
    lang,
    contact,
    date: now,
    font: "unicode",
  });
  const printable = (text: string) => pdf.printable(text);
  const course = printable(localize(input.courseTitle, lang));
  pdf.addPage({ title: w.title });
  pdf.heading(course, 2, { gap: 8 });

  const when = sessionWhen(session, lang);
  const place = sessionPlace(session, lang);
  pdf.table(
    [{ header: w.course, width: 120 }, { header: course }],
    [
      [w.dates, when.endDate ? `${when.startDate} - ${when.endDate}` : when.startDate],
      [w.time, `${when.time} (${w.zone(when.zone.city, when.zone.offset)})`],
      [
        w.place,
        place
          ? printable([place.venue, place.street, place.city, place.country].filter(Boolean).join(", "))
          : w.remote,
      ],
      [w.trainer, input.trainerName ? printable(input.trainerName) : w.none],
    ],
    { size: 10, gap: 12 },
  );

  pdf.paragraph(w.participants(input.participants.length), { bold: true, gap: 6 });
  if (input.participants.length === 0) {
    pdf.paragraph(w.empty, { color: pdfColors.muted, gap: 8 });
    return pdf.toBuffer();
  }
  const boxes = halfDays(session.startsAt, session.endsAt, session.timeZone);
  const lastDay = boxes.at(-1)?.day ?? 1;
  const names = participantLines(input.participants).map(printable);
  const markOf = new Map(
    input.marks.map((mark) => [`${mark.registrationId}/${mark.day}/${mark.part}`, mark]),
  );
  const trainerOf = new Map(
    input.trainerSignatures.map((sheet) => [`${sheet.day}/${sheet.part}`, sheet.signature]),
  );
  const anySignature = input.marks.some((mark) => mark.signature) || input.trainerSignatures.length > 0;
  for (let first = 1; first <= lastDay; first += DAYS_PER_TABLE) {
    const last = Math.min(lastDay, first + DAYS_PER_TABLE - 1);
    const columns = boxes.filter((box) => box.day >= first && box.day <= last);
    if (lastDay > 1) pdf.heading(w.days(first, last), 3, { gap: 4 });
    pdf.table(
      [
        { header: w.participant, width: 150 },
        ...columns.map((box) => ({
          header: `${formatDate(box.date, lang, "medium", "UTC")} ${box.part === "morning" ? w.morning : w.afternoon}`,
          align: "center" as const,
        })),
      ],
      [
        ...input.participants.map((person, index) => [
          names[index] ?? "",
          ...columns.map((box) =>
            markText(
              markOf.get(`${person.registrationId}/${box.localDay}/${box.part}`),
              lang,
              session.timeZone,
            ),
          ),
        ]),
        [
          w.trainerSignature,
          ...columns.map((box) => (trainerOf.has(`${box.localDay}/${box.part}`) ? w.signed : "")),
        ],
      ],
      {
        size: 9,
        // Room for a signature image under the box's words once there are some.
        rowHeight: anySignature ? 40 : 34,
        gap: 12,
        images: [
          ...input.participants.map((person) => [
            null,
            ...columns.map(
              (box) => markOf.get(`${person.registrationId}/${box.localDay}/${box.part}`)?.signature ?? null,
            ),
          ]),
          [null, ...columns.map((box) => trainerOf.get(`${box.localDay}/${box.part}`) ?? null)],
        ],
      },
    );
  }
  return pdf.toBuffer();
}
