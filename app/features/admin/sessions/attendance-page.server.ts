import type { AttendanceMethod, AttendanceState } from "../../../../db/schema";
import { localize } from "~/features/catalog/localize";
import { sessionWhen } from "~/features/sessions/session-queries.server";
import { formatDate, formatTime } from "~/lib/format";
import { getT } from "~/lib/i18n.server";
import type { Lang } from "~/lib/language";
import { durationText } from "~/features/attendance/duration";
import { halfDayKey, type AttendanceGrid } from "./attendance-grid.server";

/** One half-day's cell for one participant, as the grid shows it. */
export interface AttendanceCell {
  halfDay: string;
  state: AttendanceState | null;
  /** "Présent", "Retard 09:40", "Non saisi"… */
  text: string;
  method: AttendanceMethod | null;
  signed: boolean;
  /** For a remote half-day: "3 h 20 à distance". */
  remote: string | null;
}

export interface AttendanceRow {
  registrationId: number;
  name: string;
  email: string;
  cells: AttendanceCell[];
  attended: string;
  planned: string;
  halfDaysAttended: number;
  halfDaysPlanned: number;
  meetsThreshold: boolean;
  certificate: {
    id: number;
    number: string;
    revoked: boolean;
    issued: string;
    issueReason: string | null;
    revokedOn: string | null;
    revokedReason: string | null;
    verifyHref: string;
  } | null;
}

export interface AttendancePageData {
  found: true;
  id: number;
  course: string;
  dates: string;
  zone: string;
  thresholdPercent: number;
  validityMonths: number | null;
  halfDays: { key: string; label: string; trainerSigned: boolean }[];
  rows: AttendanceRow[];
  cancelled: boolean;
  /** Null for someone who may not correct (the page is then read-only). */
  antiForgery: string | null;
}

/** The grid as the page shows it, every text in `lang`, times on the session's own clock. */
export function attendancePageData(
  grid: AttendanceGrid,
  lang: Lang,
  antiForgery: string | null,
): AttendancePageData {
  const t = getT(lang);
  const { session } = grid;
  const when = sessionWhen(session, lang);
  const byKey = new Map(grid.marks.map((mark) => [`${mark.registrationId}:${halfDayKey(mark)}`, mark]));
  const dayText = (day: string) => formatDate(new Date(`${day}T12:00:00Z`), lang, "medium", "UTC");
  return {
    found: true,
    id: session.id,
    course: localize(grid.courseTitle, lang),
    dates: when.endDate ? `${when.startDate} – ${when.endDate}` : when.startDate,
    zone: t("adminAttendance.zone", { city: when.zone.city, offset: when.zone.offset }),
    thresholdPercent: grid.thresholdPercent,
    validityMonths: grid.validityMonths,
    halfDays: grid.halfDays.map((halfDay) => ({
      key: halfDayKey(halfDay),
      label: `${dayText(halfDay.day)}, ${t(`adminAttendance.parts.${halfDay.part}`)}`,
      trainerSigned: grid.trainerSigned.has(halfDayKey(halfDay)),
    })),
    rows: grid.participants.map((person) => ({
      registrationId: person.registrationId,
      name: `${person.firstName} ${person.lastName}`,
      email: person.email,
      cells: grid.halfDays.map((halfDay): AttendanceCell => {
        const mark = byKey.get(`${person.registrationId}:${halfDayKey(halfDay)}`);
        if (!mark)
          return {
            halfDay: halfDayKey(halfDay),
            state: null,
            text: t("adminAttendance.states.none"),
            method: null,
            signed: false,
            remote: null,
          };
        return {
          halfDay: halfDayKey(halfDay),
          state: mark.state,
          text:
            mark.state === "late" && mark.arrivedAt
              ? t("adminAttendance.states.lateAt", {
                  time: formatTime(mark.arrivedAt, lang, session.timeZone),
                })
              : t(`adminAttendance.states.${mark.state}`),
          method: mark.method,
          signed: mark.signed,
          remote:
            mark.remoteMinutes === null
              ? null
              : t("adminAttendance.remoteMinutes", { duration: durationText(mark.remoteMinutes, lang) }),
        };
      }),
      attended: durationText(person.summary.minutesAttended, lang),
      planned: durationText(person.summary.minutesPlanned, lang),
      halfDaysAttended: person.summary.halfDaysAttended,
      halfDaysPlanned: person.summary.halfDaysPlanned,
      meetsThreshold: person.meetsThreshold,
      certificate: person.certificate
        ? {
            id: person.certificate.id,
            number: person.certificate.number,
            revoked: person.certificate.revokedAt !== null,
            issued: formatDate(person.certificate.issuedAt, lang, "long", session.timeZone),
            issueReason: person.certificate.issueReason,
            revokedOn: person.certificate.revokedAt
              ? formatDate(person.certificate.revokedAt, lang, "long", session.timeZone)
              : null,
            revokedReason: person.certificate.revokedReason,
            verifyHref: `/verify/${person.certificate.code}`,
          }
        : null,
    })),
    cancelled: session.status === "cancelled",
    antiForgery,
  };
}
