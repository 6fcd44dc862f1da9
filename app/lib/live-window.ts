/**
 * When a remote session's live room is open: from 15 minutes before its start to its
 * end. The live page refuses outside it; "Mes inscriptions" offers the join link only inside it.
 */
export const LIVE_OPENS_BEFORE_MS = 15 * 60 * 1000;

export function liveRoomOpen(session: { startsAt: Date; endsAt: Date }, now: Date): boolean {
  return (
    now.getTime() >= session.startsAt.getTime() - LIVE_OPENS_BEFORE_MS && now.getTime() < session.endsAt.getTime()
  );
}
