import { z } from "zod";
import { requiredText, textList } from "../shared/bilingual-fields";

// Zod 4 probes `new Function` to compile faster parsers; our CSP forbids eval, and the refused
// probe shows up as a CSP violation in the browser. The interpreted parsers are fast enough.
z.config({ jitless: true });

/** The trainer form: the fields of db/schema/catalog.ts `trainers` (photo apart). Messages are keys. */
export const trainerSchema = z.object({
  name: z
    .string({ error: "adminCatalog.errors.name" })
    .trim()
    .min(1, { error: "adminCatalog.errors.name" })
    .max(120, { error: "adminCatalog.errors.name" }),
  title: requiredText(200),
  experience: requiredText(300),
  bio: requiredText(4000),
  specialties: textList(30),
});

export type TrainerInput = z.output<typeof trainerSchema>;
