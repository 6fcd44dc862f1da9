import { z } from "zod";

// Zod 4 probes `new Function` to compile faster parsers; our CSP forbids eval.
z.config({ jitless: true });

const id = (error: string) => z.string({ error }).regex(/^[1-9]\d{0,9}$/, { error });
const text = (max: number, error: string) =>
  z
    .string({ error })
    .trim()
    .min(1, { error })
    .max(max, { error })
    // No control characters: these go into e-mails and PDFs.
    .refine((value) => !/\p{Cc}/u.test(value), { error });

/** A contact books seats for one of their companies. Both ids are checked again on the server. */
export const bookSeatsSchema = z.object({
  company: id("companyBookings.errors.company"),
  session: id("companyBookings.errors.session"),
  seats: z.coerce
    .number({ error: "companyBookings.errors.seats" })
    .int({ error: "companyBookings.errors.seats" })
    .min(1, { error: "companyBookings.errors.seats" })
    .max(100, { error: "companyBookings.errors.seats" }),
  purchaseOrder: text(60, "companyBookings.errors.purchaseOrder").optional(),
});

/** A participant named on a booking; `replaces` names the participant they take the place of. */
export const participantSchema = z.object({
  intent: z.literal("name", { error: "companyBookings.errors.unreadable" }),
  replaces: id("companyBookings.errors.unreadable").optional(),
  firstName: text(80, "companyBookings.errors.firstName"),
  lastName: text(80, "companyBookings.errors.lastName"),
  email: z
    .string({ error: "companyBookings.errors.email" })
    .trim()
    .max(254, { error: "companyBookings.errors.email" })
    .pipe(z.email({ error: "companyBookings.errors.email" })),
  phone: z
    .string()
    .trim()
    .max(30, { error: "companyBookings.errors.phone" })
    .regex(/^[+0-9 ().-]*$/, { error: "companyBookings.errors.phone" })
    .optional(),
});

export const removeSchema = z.object({
  intent: z.literal("remove"),
  participant: id("companyBookings.errors.unreadable"),
});
