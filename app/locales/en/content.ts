import type { Translations } from "../types";

export const content = {
  projectStatus: {
    label: "Status:",
    inProgress: "In progress",
    delivered: "Delivered",
    available: "Available",
  },
  project: {
    type: "Type:",
    location: "Location:",
  },
  price: {
    from: "From {{price}}",
    onQuote: "Custom quotation",
  },
  requestQuote: "Request a quote",
  step: "Step {{n}}:",
  eventStatus: {
    label: "Event status:",
    upcoming: "Upcoming",
    ongoing: "Happening now",
    past: "Past event",
  },
  eventDates: "Dates",
  toc: "On this page",
  updated: "Last updated:",
} satisfies Translations["content"];
