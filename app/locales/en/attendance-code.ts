import type { attendanceCode as fr } from "../fr/attendance-code";
import type { EnglishOf } from "../types";

export const attendanceCode: EnglishOf<typeof fr> = {
  parts: {
    morning: "Morning",
    afternoon: "Afternoon",
  },
  halfDay: "{{part}} of {{date}}",
  /** Inside a sentence: "pour le matin du …". */
  partsInline: {
    morning: "the morning",
    afternoon: "the afternoon",
  },
  display: {
    seoTitle: "Attendance code: {{course}}",
    seoDescription: "The attendance QR code of a half-day of training.",
    heading: "Attendance code",
    instructions: "Scan this QR code with your phone, signed in to your account, then confirm you are here.",
    changes: "The code changes every 30 seconds: a photo of it is of no use.",
    countdown: "New code in {{seconds}} s",
    qrAlt: "Attendance QR code for {{halfDay}}",
    offline: "The code could not be renewed: check the connection. Trying again in a few seconds.",
    refusedTitle: "Code unavailable",
    badHalfDay: "Choose a half-day of the session: a date (YYYY-MM-DD) and morning or afternoon.",
    notFound: "This session does not exist.",
  },
  attend: {
    seoTitle: "Confirm my attendance",
    seoDescription: "Confirm that you attend a half-day of training.",
    heading: "Confirm my attendance",
    intro: "Course: {{course}}. Half-day: {{halfDay}}.",
    confirm: "I am here",
    markedTitle: "Attendance recorded",
    marked: "You are marked present for {{halfDay}}. Thank you!",
    alreadyTitle: "Already recorded",
    alreadyPresent: "You are already marked present for this half-day.",
    alreadyRecorded:
      "Your attendance for this half-day is already recorded ({{state}}): ask the trainer to change it.",
    refusedTitle: "Attendance not recorded",
    tooManyTitle: "Too many attempts",
    tooMany: "Too many attempts from your account. Try again in {{minutes}} min.",
    formExpired: "This form has expired. Scan the QR code the trainer shows again.",
    mine: "My registrations",
  },
  states: {
    present: "present",
    absent: "absent",
    excused: "excused absence",
    late: "late",
  },
  refusals: {
    invalid: "This attendance code is not valid. Scan the QR code the trainer shows again.",
    expired:
      "Code expired: this QR code is no longer valid. Ask the trainer for a new code, then scan it again.",
    session_not_found: "This code matches no session.",
    session_cancelled: "This session was cancelled: it takes no attendance.",
    not_a_half_day: "This half-day is not one of the session's.",
    not_today: "This code is only valid on its half-day's date: ask the trainer for today's code.",
    not_registered:
      "You are not registered for this session: this code cannot mark your attendance. Check that you are signed in with the right account.",
    not_confirmed: "Your registration for this session is not confirmed: ask the trainer or the team.",
  },
};
