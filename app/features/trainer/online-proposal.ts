import type { AttendanceState } from "../../../db/schema";

/**
 * What the trainer confirms for a remote participant not yet marked: present when the live room
 * saw them for at least half of the half-day, absent otherwise (the trainer corrects one by one).
 */
export function proposedOnlineState(minutesOnline: number, halfDayMinutes: number): AttendanceState {
  return minutesOnline * 2 >= halfDayMinutes && minutesOnline > 0 ? "present" : "absent";
}
