import { z } from "zod";

// Zod 4 probes `new Function` to compile faster parsers; our CSP forbids eval, and the refused
// probe shows up as a console issue in the browser. The interpreted parsers are fast enough.
z.config({ jitless: true });
import { requiredLine } from "./form-parts";
import {
  lineProblem,
  normaliseLine,
  normaliseText,
  phoneProblem,
  phoneToE164,
  refineText,
  textProblem,
} from "~/lib/text-rules";

/**
 * The quote request's one schema, run by Conform in the browser and by the action on the
 * server. Messages are translation keys (quoteRequest.errors.*), shown in the page's language.
 */
export const quoteRequestErrors = {
  companyRequired: "quoteRequest.errors.companyRequired",
  companyTooLong: "quoteRequest.errors.companyTooLong",
  nameRequired: "quoteRequest.errors.nameRequired",
  nameTooLong: "quoteRequest.errors.nameTooLong",
  emailRequired: "quoteRequest.errors.emailRequired",
  emailInvalid: "quoteRequest.errors.emailInvalid",
  phoneInvalid: "quoteRequest.errors.phoneInvalid",
  peopleInvalid: "quoteRequest.errors.peopleInvalid",
  datesRequired: "quoteRequest.errors.datesRequired",
  datesTooLong: "quoteRequest.errors.datesTooLong",
  placeInvalid: "quoteRequest.errors.placeInvalid",
  cityRequired: "quoteRequest.errors.cityRequired",
  cityTooLong: "quoteRequest.errors.cityTooLong",
  messageTooLong: "quoteRequest.errors.messageTooLong",
  singleLine: "quoteRequest.errors.singleLine",
} as const;

export const quoteRequestLimits = {
  company: 150,
  name: 100,
  email: 254,
  phone: 20,
  peopleMin: 1,
  peopleMax: 500,
  dates: 200,
  city: 100,
  message: 3_000,
} as const;

export const quotePlaces = ["ours", "theirs"] as const;

const e = quoteRequestErrors;
const L = quoteRequestLimits;

const line = (max: number, messages: { required: string; tooLong: string }) =>
  requiredLine(max, { ...messages, lineBreak: e.singleLine });

const place = z.enum(quotePlaces, { error: e.placeInvalid });
const city = z
  .string()
  .superRefine(
    refineText((value) => lineProblem(value, { min: 0, max: L.city }), {
      tooShort: e.cityRequired,
      tooLong: e.cityTooLong,
      lineBreak: e.singleLine,
    }),
  )
  .transform(normaliseLine)
  .optional();
const placeAndCity = z.object({ place, city });

export const quoteRequestSchema = z
  .object({
    company: line(L.company, { required: e.companyRequired, tooLong: e.companyTooLong }),
    name: line(L.name, { required: e.nameRequired, tooLong: e.nameTooLong }),
    email: z
      .string({ error: e.emailRequired })
      .trim()
      .min(1, e.emailRequired)
      .max(L.email, e.emailInvalid)
      .pipe(z.email({ error: e.emailInvalid }))
      .transform((value) => value.toLowerCase()),
    phone: z
      .string({ error: e.phoneInvalid })
      .superRefine(
        refineText(phoneProblem, {
          tooShort: e.phoneInvalid,
          tooLong: e.phoneInvalid,
          format: e.phoneInvalid,
        }),
      )
      .transform(phoneToE164)
      .optional(),
    people: z.coerce
      .number({ error: e.peopleInvalid })
      .int(e.peopleInvalid)
      .min(L.peopleMin, e.peopleInvalid)
      .max(L.peopleMax, e.peopleInvalid),
    preferredDates: line(L.dates, { required: e.datesRequired, tooLong: e.datesTooLong }),
    place,
    city,
    message: z
      .string()
      .superRefine(
        refineText((value) => textProblem(value, { min: 0, max: L.message }), {
          tooShort: e.messageTooLong,
          tooLong: e.messageTooLong,
        }),
      )
      .transform(normaliseText)
      .optional(),
  })
  // At the company's premises, we need to know where: said even while other fields are wrong.
  .refine((value) => value.place !== "theirs" || Boolean(value.city), {
    path: ["city"],
    message: e.cityRequired,
    when: (payload) => placeAndCity.safeParse(payload.value).success,
  });

export type QuoteRequestInput = z.output<typeof quoteRequestSchema>;
