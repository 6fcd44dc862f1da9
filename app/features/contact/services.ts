/** The services a contact message can be about (the form's selector and ?service=). */
export const contactServices = ["general", "real-estate", "consulting", "training", "cleaning"] as const;
export type ContactService = (typeof contactServices)[number];

export function isContactService(value: unknown): value is ContactService {
  return typeof value === "string" && (contactServices as readonly string[]).includes(value);
}
