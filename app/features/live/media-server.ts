/**
 * The media server behind live sessions (ADR 1201): Janus today (janus.server.ts); a
 * hosted service (such as 8x8 JaaS, whose JWT carries room and person) can implement the same
 * interface later. Our server alone holds the secrets: pages get a grant, never a secret.
 */
export interface LivePerson {
  /** The media server's participant id for this person in this session (stable, numeric). */
  feedId: number;
  display: string;
}

/** What the room page needs to connect: issued by a no-store endpoint, for one person and one room. */
export interface LiveGrant {
  kind: "janus";
  /** The media server's public API address. */
  serverUrl: string;
  room: number;
  feedId: number;
  display: string;
  /** Signed, for this room and person, expiring at the session's end. */
  token: string;
  expiresAt: string;
  iceServers: Array<{ urls: string[]; username?: string; credential?: string }>;
  moderator: boolean;
}

export interface MediaServer {
  readonly kind: "janus";
  /** The origins the live page connects to (its CSP connect-src). */
  readonly connectOrigins: readonly string[];
  /** Creates the room when the server does not have it (after a restart, too). */
  ensureRoom(room: number, description: string): Promise<void>;
  /** A token for `person` in `room` until `expiresAt`, allowed into the room. */
  grant(room: number, person: LivePerson, expiresAt: Date, moderator: boolean): Promise<LiveGrant>;
  /** Mutes one of a participant's streams (`mid`) for everyone. */
  mute(room: number, feedId: number, mid: string): Promise<void>;
  /** Removes a participant and strikes their token (the one grant gave until `expiresAt`) off the room. */
  kick(room: number, feedId: number, expiresAt: Date): Promise<void>;
  /** Ends the room for everyone. */
  closeRoom(room: number): Promise<void>;
}

export class MediaServerError extends Error {
  constructor(
    message: string,
    readonly code?: number,
  ) {
    super(message);
  }
}
