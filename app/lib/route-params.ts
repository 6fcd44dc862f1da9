import { z } from "zod";

/** PostgreSQL's integer, the type of every serial id. */
const MAX_ROW_ID = 2_147_483_647;

/** A row's id as written in a URL: digits without a leading zero, within PostgreSQL's integer. */
export const rowIdParam = z
  .string()
  .regex(/^[1-9]\d{0,9}$/)
  .transform(Number)
  .pipe(z.number().max(MAX_ROW_ID));

/** "12" -> 12; anything else (missing, "012", "1e3", past the integer range) -> null. */
export function rowId(value: string | null | undefined): number | null {
  const parsed = rowIdParam.safeParse(value);
  return parsed.success ? parsed.data : null;
}
