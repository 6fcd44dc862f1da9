import type { certificates as fr } from "../fr/certificates";
import type { EnglishOf } from "../types";

export const certificates: EnglishOf<typeof fr> = {
  seoTitle: "Certificate verification",
  seoDescription: "Check that a training certificate is genuine and still valid.",
  heading: "Certificate verification",
  intro: "This certificate was issued by the group at the end of a training course. This is what it attests.",
  holder: "Holder",
  course: "Course",
  dates: "Dates",
  datesRange: "from {{start}} to {{end}}",
  hours: "Hours attended",
  hoursValue: "{{attended}} of {{planned}}",
  status: "Status",
  valid: "Valid",
  validUntil: "Valid until {{date}}",
  expired: "Expired on {{date}}",
  revoked: "Revoked on {{date}}",
  notFound: {
    title: "Certificate not found",
    text: "No certificate matches this code. Check the code you typed, or scan the certificate's QR code again.",
  },
  tooMany: {
    title: "Too many checks",
    text: "Too many checks from your connection. Try again in {{minutes}} min.",
  },
  badge: {
    name: "Training certificate “{{course}}” no. {{number}}",
    criteria: "Attended {{attended}} of the {{planned}} planned training hours, meeting the course's attendance threshold.",
  },
};
