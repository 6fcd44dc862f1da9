/**
 * The contact form's limits and error messages (translation keys), apart from its schema
 * (contact-schema.ts): the form's page renders them without loading Zod.
 */
export const contactErrors = {
  nameRequired: "contact.errors.nameRequired",
  nameTooLong: "contact.errors.nameTooLong",
  emailRequired: "contact.errors.emailRequired",
  emailInvalid: "contact.errors.emailInvalid",
  phoneInvalid: "contact.errors.phoneInvalid",
  subjectRequired: "contact.errors.subjectRequired",
  subjectTooLong: "contact.errors.subjectTooLong",
  messageRequired: "contact.errors.messageRequired",
  messageTooLong: "contact.errors.messageTooLong",
  serviceInvalid: "contact.errors.serviceInvalid",
  singleLine: "contact.errors.singleLine",
  badCharacters: "contact.errors.badCharacters",
} as const;
export type ContactErrorKey = (typeof contactErrors)[keyof typeof contactErrors];

export const contactLimits = { name: 100, email: 254, phone: 20, subject: 150, message: 5_000 } as const;
