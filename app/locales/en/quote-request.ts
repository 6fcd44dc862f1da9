import type { quoteRequest as fr } from "../fr/quote-request";
import type { EnglishOf } from "../types";

/** "Request a quote" from a course page: a company's request, answered by staff. */
export const quoteRequest: EnglishOf<typeof fr> = {
  seo: {
    title: "Request a quote: {{course}}",
    description:
      "Request a quote to train your teams: number of participants, preferred dates, at our premises or yours.",
  },
  heading: "Request a quote",
  intro:
    "For a company or a group: tell us how many people to train, when and where. We will send you a quote by e-mail.",
  backToCourse: "Back to the course “{{course}}”",
  backToCatalogue: "See the catalogue",
  subject: "Quote request: {{course}}",
  success: "Thank you, your quote request has been sent. We will reply by e-mail.",
  places: {
    ours: "At our premises (open session)",
    theirs: "At your premises (in-company session)",
  },
  form: {
    title: "Your request",
    requiredNote: "Fields not marked “optional” are required.",
    company: "Company",
    name: "Your name",
    email: "E-mail",
    phone: "Phone",
    optional: "optional",
    people: "Number of participants",
    peopleHint: "From {{min}} to {{max}}.",
    preferredDates: "Preferred dates",
    preferredDatesHint: "For example: the week of 12 March, or before the end of April.",
    place: "Where the training takes place",
    city: "City (at your premises)",
    cityWhen: "if at your premises",
    message: "Details",
    messageHint: "At most {{max}} characters.",
    honeypot: "Do not fill in this field",
    submit: "Send the request",
    sending: "Sending…",
  },
  errors: {
    summary: "The request was not sent: correct the fields marked.",
    unreadable: "The form could not be read. Reload the page and try again.",
    tooMany_one: "Too many submissions from your connection. Try again in {{count}} minute.",
    tooMany_other: "Too many submissions from your connection. Try again in {{count}} minutes.",
    companyRequired: "Enter the company's name.",
    companyTooLong: "The company's name is too long (at most 150 characters).",
    nameRequired: "Enter your name.",
    nameTooLong: "The name is too long (at most 100 characters).",
    emailRequired: "Enter your e-mail address.",
    emailInvalid: "This e-mail address is not valid.",
    phoneInvalid:
      "This number cannot exist: a Guinean number has 9 digits (620 12 34 56); outside Guinea, start with + and the country code.",
    peopleInvalid: "Enter a number of participants between 1 and 500.",
    datesRequired: "Enter the preferred dates.",
    datesTooLong: "The dates are too long (at most 200 characters).",
    placeInvalid: "Choose where the training takes place.",
    cityRequired: "Enter the city where your teams are to be trained.",
    cityTooLong: "The city's name is too long (at most 100 characters).",
    messageTooLong: "The details are too long (at most 3,000 characters).",
    singleLine: "This field fits on one line.",
  },
};
