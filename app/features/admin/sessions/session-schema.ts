import { z } from "zod";

// Zod 4 probes `new Function` to compile faster parsers; our CSP forbids eval, and the refused
// probe shows up as a CSP violation in the browser. The interpreted parsers are fast enough.
z.config({ jitless: true });

/**
 * "Schedule a session" and "Edit a session": the course, start and end as the
 * place's wall clock (datetime-local, "2026-12-11T09:00") in the session's time zone, the
 * place, the format, the seats, an optional price override in EUR or GNF, the trainer and the
 * trainer's account (an e-mail: that account moderates the session's live room).
 * Messages are translation keys (adminSessions.errors.*): the page shows them in its language.
 * What needs the database (seats under the registrations, a course that exists) is checked by
 * the action.
 */

/** The zones staff pick from; the empty choice takes the country's (defaultTimeZoneFor). */
export const sessionTimeZones = [
  "Africa/Conakry",
  "Europe/Paris",
  "Africa/Abidjan",
  "Africa/Dakar",
  "Africa/Casablanca",
  "Europe/London",
  "America/Montreal",
] as const;

const wallClock = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** A datetime-local value's parts, or null when it is not a real date and time. */
export function wallClockParts(value: string) {
  const match = wallClock.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  if (hour > 23 || minute > 59 || year < 2000 || year > 2100) return null;
  return { year, month, day, hour, minute };
}

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: "adminSessions.errors.tooLong" })
    .optional()
    .transform((value) => value || null);

const moment = z
  .string({ error: "adminSessions.errors.dateRequired" })
  .trim()
  .refine((value) => wallClockParts(value) !== null, { error: "adminSessions.errors.date" });

export const sessionSchema = z
  .object({
    courseId: z.coerce
      .number({ error: "adminSessions.errors.course" })
      .int({ error: "adminSessions.errors.course" })
      .positive({ error: "adminSessions.errors.course" }),
    startsAt: moment,
    endsAt: moment,
    timeZone: z
      .string()
      .trim()
      .optional()
      .refine((value) => !value || (sessionTimeZones as readonly string[]).includes(value), {
        error: "adminSessions.errors.timeZone",
      })
      .transform((value) => value || null),
    format: z.enum(["presentiel", "distanciel"], { error: "adminSessions.errors.format" }),
    venueName: optionalText(200),
    streetAddress: optionalText(300),
    city: optionalText(120),
    country: z
      .string()
      .trim()
      .optional()
      .refine((value) => !value || /^[A-Za-z]{2}$/.test(value), { error: "adminSessions.errors.country" })
      .transform((value) => (value ? value.toUpperCase() : null)),
    totalSeats: z.coerce
      .number({ error: "adminSessions.errors.seats" })
      .int({ error: "adminSessions.errors.seats" })
      .min(1, { error: "adminSessions.errors.seats" })
      .max(1000, { error: "adminSessions.errors.seats" }),
    price: z
      .string()
      .trim()
      .optional()
      .transform((value) => value || null),
    currency: z.enum(["EUR", "GNF"], { error: "adminSessions.errors.currency" }).default("EUR"),
    trainerId: z
      .string()
      .trim()
      .optional()
      .refine((value) => !value || /^\d{1,9}$/.test(value), { error: "adminSessions.errors.trainer" })
      .transform((value) => (value ? Number(value) : null)),
    /** Empty clears it; the action looks the account up (case-insensitive) and stores its id. */
    trainerEmail: z
      .string()
      .trim()
      .max(254, { error: "adminSessions.errors.trainerAccount" })
      .optional()
      .refine((value) => !value || /^[^\s@]+@[^\s@]+$/.test(value), {
        error: "adminSessions.errors.trainerAccount",
      })
      .transform((value) => value || null),
  })
  .superRefine((value, context) => {
    const start = wallClockParts(value.startsAt);
    const end = wallClockParts(value.endsAt);
    // Both in the same zone: the wall clocks compare as the instants do (a few minutes' error
    // at a change of offset is caught again by the database's check).
    if (start && end && value.endsAt <= value.startsAt) {
      context.addIssue({ code: "custom", path: ["endsAt"], message: "adminSessions.errors.endBeforeStart" });
    }
    if (value.format === "presentiel" && !value.city) {
      context.addIssue({ code: "custom", path: ["city"], message: "adminSessions.errors.city" });
    }
    if (value.price !== null && !priceHundredths(value.price, value.currency)) {
      context.addIssue({ code: "custom", path: ["price"], message: "adminSessions.errors.price" });
    }
  });

export type SessionInput = z.infer<typeof sessionSchema>;

/**
 * A price typed by staff ("1500", "1 500,50" euros; "2500000" francs) in the database's
 * hundredths (price_cents: cents for EUR, francs × 100 for GNF); null when it is not one.
 */
export function priceHundredths(text: string, currency: "EUR" | "GNF"): number | null {
  const match = /^(\d{1,10})(?:[.,](\d{1,2}))?$/.exec(text.replace(/[\s\u00a0\u202f]/g, ""));
  if (!match) return null;
  if (currency === "GNF") return match[2] ? null : Number(match[1]) * 100;
  return Number(match[1]) * 100 + Number((match[2] ?? "0").padEnd(2, "0"));
}
