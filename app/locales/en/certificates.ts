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
    criteria:
      "Attended {{attended}} of the {{planned}} planned training hours, meeting the course's attendance threshold.",
  },
  mine: {
    seoTitle: "My certificates",
    heading: "My certificates",
    intro:
      "The certificates of completion issued to you: download them or share the link that lets anyone check them.",
    empty: "You have no certificate yet. One is issued at the end of a course you attended in full.",
    catalogue: "See the courses",
    number: "Number",
    dates: "Dates",
    status: "Status",
    download: "Download the PDF",
    downloadLabel: "Download certificate {{number}} ({{course}}) as a PDF",
    credential: "Digital badge (Open Badges 3.0)",
    credentialHelp:
      "a file signed by the group, to keep in a digital wallet or hand to an employer, who can check it without us.",
    share: "Verification link to share",
    shareHelp: "Anyone with this link can check your certificate, without an account.",
    copy: "Copy the link",
    copyLabel: "Copy the verification link of certificate {{number}}",
    copied: "Link copied",
    copyFailed: "Copying failed: select the link and copy it.",
    profileLink: "My certificates",
    profileLinkText: "Your certificates of completion: download and verification link.",
    registrationLink: "My certificate",
    registrationLinkLabel: "My certificate for the course {{course}}",
    notFound: "Certificate not found.",
  },
};
