/**
 * A complaint's reference as the complainant and the staff read it: REC-2026-00042, the year it
 * was received (UTC, which is Conakry's time) and its number. Derived, never stored: the number
 * alone identifies the complaint.
 */
export function complaintReference({ id, receivedAt }: { id: number; receivedAt: Date }): string {
  return `REC-${receivedAt.getUTCFullYear()}-${String(id).padStart(5, "0")}`;
}

/** The complaint number a reference names, or null for text that is not a reference. */
export function complaintIdOf(reference: string): number | null {
  const match = /^REC-\d{4}-(\d{5,10})$/i.exec(reference.trim());
  const id = match?.[1] ? Number(match[1]) : NaN;
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}
