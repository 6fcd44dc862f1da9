import type { EnglishOf } from "../types";
import type { complaints as fr } from "../fr/complaints";

export const complaints = {
  seo: {
    title: "Make a complaint",
    description:
      "Not satisfied with a course, a trainer, the organisation or an invoice? Tell us: every complaint gets an answer.",
  },
  heading: "Make a complaint",
  intro:
    "Were you let down by a course, a trainer, the organisation, an invoice or accessibility? Tell us what happened.",
  steps:
    "You get an acknowledgement with a reference straight away, then our answer by e-mail. Every complaint is recorded and followed up until it is closed.",
  form: {
    title: "Your complaint",
    requiredNote: "Fields marked with an asterisk (*) are required.",
    name: "Full name",
    email: "E-mail address",
    emailFixed: "Your account's address: our answer will be sent there.",
    phone: "Phone",
    optional: "(optional)",
    category: "About",
    categoryPlaceholder: "Choose a subject",
    registration: "Registration concerned",
    noRegistration: "No registration in particular",
    message: "Your complaint",
    messageHint: "Between {{min}} and {{max}} characters. Say what happened, when, and what you expect.",
    honeypot: "Leave this field empty",
    privacy:
      "Your details and your complaint are used only to handle it and to improve our courses; they are kept in our complaints register.",
    privacyLink: "Privacy policy",
    submit: "Send the complaint",
    sending: "Sending…",
  },
  categories: {
    content: "Course content",
    organisation: "Organisation (dates, place, notice)",
    trainer: "Trainer",
    payment: "Payment or invoice",
    accessibility: "Accessibility or disability",
    other: "Other",
  },
  errors: {
    summary: "The complaint was not sent: please correct the fields shown.",
    nameRequired: "Please enter your name.",
    nameTooLong: "The name cannot be longer than 100 characters.",
    emailRequired: "Please enter your e-mail address.",
    emailInvalid: "Invalid e-mail address (for example: name@domain.com).",
    phoneInvalid:
      "This number does not exist: a Guinean number has 9 digits (620 12 34 56); outside Guinea, start with + and the country code.",
    categoryInvalid: "Choose a subject from the list.",
    registrationInvalid: "Choose one of your registrations from the list.",
    messageTooShort: "Describe your complaint in at least 20 characters.",
    messageTooLong: "The complaint cannot be longer than 5,000 characters.",
    singleLine: "This field must fit on one line.",
    tooMany_one: "Too many submissions. Please try again in {{count}} minute.",
    tooMany_other: "Too many submissions. Please try again in {{count}} minutes.",
    unreadable: "The form could not be read. Reload the page and try again.",
  },
  sent: {
    heading: "Complaint recorded",
    reference: "Your complaint is recorded under the reference",
    next: "An acknowledgement has just been sent to your e-mail address. We are looking into your complaint and will answer by e-mail; please quote this reference when you write to us.",
    home: "Back to the home page",
  },
} satisfies EnglishOf<typeof fr>;
