import { sessionPlace, sessionWhen } from "~/features/sessions/session-queries.server";
import { formatDate } from "~/lib/format";
import type { Lang } from "~/lib/language";
import { createPdf, pdfColors, type PdfContact } from "~/lib/pdf/document.server";
import { localize } from "~/features/catalog/localize";
import type { Localized } from "../../../../db/schema/localized";
import { wallClockFields } from "~/lib/wall-clock";

/**
 * The attendance sheet of a session (ADR 0006): course, dates, place and trainer, then
 * one row per confirmed participant with a signature box for each half-day, in the page's
 * language. Half-days run from the first day's start to the last day's end in the session's own
 * zone; a session starting in the afternoon has no morning box on its first day, one ending by
 * 13:00 no afternoon box on its last. Three days per table, so the boxes stay wide enough to sign.
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
    trainerSignature: "Signature du formateur :",
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
    trainerSignature: "Trainer's signature:",
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
  participants: { firstName: string; lastName: string; company: string | null; email: string }[];
}

export interface HalfDay {
  /** 1-based day of the session. */
  day: number;
  date: Date;
  part: "morning" | "afternoon";
}

function wallClock(date: Date, timeZone: string) {
  const { year, month, day, hour, minute } = wallClockFields(date, timeZone);
  return {
    day: Date.UTC(Number(year), Number(month) - 1, Number(day)),
    minutes: Number(hour) * 60 + Number(minute),
  };
}

/** The half-days of a session, in its own zone. */
export function halfDays(startsAt: Date, endsAt: Date, timeZone: string): HalfDay[] {
  const start = wallClock(startsAt, timeZone);
  const end = wallClock(endsAt, timeZone);
  const result: HalfDay[] = [];
  let number = 0;
  for (let day = start.day; day <= end.day; day += 86_400_000) {
    number += 1;
    // Noon in the zone's day, to name the date whatever the offset.
    const date = new Date(day + 12 * 3_600_000);
    const morning = !(day === start.day && start.minutes >= 12 * 60);
    const afternoon = !(day === end.day && end.minutes <= 13 * 60);
    if (morning) result.push({ day: number, date, part: "morning" });
    if (afternoon) result.push({ day: number, date, part: "afternoon" });
  }
  return result;
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
      names.map((name) => [name, ...columns.map(() => "")]),
      { size: 9, rowHeight: 34, gap: 12 },
    );
  }
  pdf.paragraph(w.trainerSignature, { bold: true, gap: 40 });
  return pdf.toBuffer();
}
