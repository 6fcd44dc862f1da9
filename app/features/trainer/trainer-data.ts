import type { AttendanceMethod, AttendanceState, HalfDayPart } from "../../../db/schema";

/** Today's attendance as the trainer's page shows it (and keeps in IndexedDB for offline use). */
export interface TrainerDay {
  sessions: TrainerSession[];
  /** Staff may correct a mark already recorded; a trainer may not. */
  staff: boolean;
  /** When the server read it: the page shows the freshest copy it has. */
  generatedAt: string;
}

export interface TrainerSession {
  id: number;
  course: string;
  timeZone: string;
  place: string | null;
  /** Today in the session's time zone, YYYY-MM-DD. */
  day: string;
  dayLabel: string;
  halfDays: { part: HalfDayPart; hours: string; minutes: number; signed: boolean; codeHref: string }[];
  /**
   * On the session's last day: the page with the end-of-training survey's QR code (a copy kept
   * offline from before this field has none).
   */
  surveyHref?: string | null;
  /** A remote session: presence comes from the live room, and the trainer confirms it. */
  remote: boolean;
  participants: {
    registrationId: number;
    name: string;
    /** The positioning questionnaire's answers (needs, level, accessibility), when given. */
    positioning?: { question: string; answer: string }[];
    /** The knowledge check's scores in percent, before and after the session, when taken. */
    knowledge?: { before: number | null; after: number | null } | null;
  }[];
  /** Remote sessions: minutes each participant was seen in the live room, per half-day of today. */
  online: { registrationId: number; part: HalfDayPart; minutes: number }[];
  marks: {
    registrationId: number;
    part: HalfDayPart;
    state: AttendanceState;
    arrivedAt: string | null;
    method: AttendanceMethod;
  }[];
}
