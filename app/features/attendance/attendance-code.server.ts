import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";
import type { HalfDayPart } from "../../../db/schema";

/**
 * The attendance code the trainer shows as a QR code: which session and half-day it marks, and
 * the 30-second window it was made in, authenticated with HMAC-SHA256 (ADR 2604). Nothing is
 * stored: the server that reads it recomputes the MAC and compares the window with its clock.
 *
 * Layout, 28 bytes written as 38 base64url characters (a QR code a phone reads from across a
 * room): version (1) · session id (4) · day as days since 1970-01-01 (2) · part (1) ·
 * window index (4) · the MAC's first 16 bytes (128 bits: a forgery succeeds with odds of one
 * in 3·10^38 per try).
 */

/** A code changes every 30 seconds. */
export const CODE_WINDOW_SECONDS = 30;
const WINDOW_MS = CODE_WINDOW_SECONDS * 1000;

const VERSION = 1;
const BODY_BYTES = 12;
const MAC_BYTES = 16;
const TOKEN_BYTES = BODY_BYTES + MAC_BYTES;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{38}$/;
const DAY_MS = 86_400_000;
const PARTS: readonly HalfDayPart[] = ["morning", "afternoon"];

/** What a code marks: one half-day of one session. */
export interface CodeSubject {
  sessionId: number;
  /** The local day, YYYY-MM-DD. */
  day: string;
  part: HalfDayPart;
}

/** The index of the 30-second window `now` falls in (counted from the Unix epoch). */
export function windowIndexAt(now: Date): number {
  return Math.floor(now.getTime() / WINDOW_MS);
}

/** When the window `now` falls in ends: the code shown now is replaced then. */
export function windowEndAt(now: Date): Date {
  return new Date((windowIndexAt(now) + 1) * WINDOW_MS);
}

/*
 * The key is derived from the server's secret for this one purpose (HKDF-SHA256 with its own
 * label), so a MAC made here can never stand for a cookie's or another link's signature, and
 * the secret itself never keys anything visible.
 */
const keys = new Map<string, Buffer>();
function keyOf(secret: string): Buffer {
  let key = keys.get(secret);
  if (!key) {
    key = Buffer.from(hkdfSync("sha256", secret, "", "attendance-code.v1", 32));
    keys.set(secret, key);
  }
  return key;
}

function mac(secret: string, body: Buffer): Buffer {
  return createHmac("sha256", keyOf(secret)).update(body).digest().subarray(0, MAC_BYTES);
}

function dayNumber(day: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const ms = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== day) return null;
  const days = ms / DAY_MS;
  return days >= 0 && days <= 0xffff ? days : null;
}

function encodeBody(subject: CodeSubject, window: number): Buffer {
  const days = dayNumber(subject.day);
  if (days === null) throw new RangeError(`not a day a code can carry: ${subject.day}`);
  if (!Number.isInteger(subject.sessionId) || subject.sessionId < 1 || subject.sessionId > 0xffffffff)
    throw new RangeError(`not a session id a code can carry: ${subject.sessionId}`);
  const body = Buffer.alloc(BODY_BYTES);
  body.writeUInt8(VERSION, 0);
  body.writeUInt32BE(subject.sessionId, 1);
  body.writeUInt16BE(days, 5);
  body.writeUInt8(PARTS.indexOf(subject.part), 7);
  body.writeUInt32BE(window, 8);
  return body;
}

/** The code for `subject` in the window `now` falls in, signed with the first secret. */
export function signAttendanceCode(secrets: readonly string[], subject: CodeSubject, now: Date): string {
  const [secret] = secrets;
  if (!secret) throw new Error("no secret to sign attendance codes with");
  const body = encodeBody(subject, windowIndexAt(now));
  return Buffer.concat([body, mac(secret, body)]).toString("base64url");
}

export type CodeCheck =
  | { ok: true; subject: CodeSubject; window: number }
  | { ok: false; reason: "invalid" | "expired" };

/**
 * Reads a code. A code is accepted in its own window and the next one, never later: a scan
 * taken just before the code on the screen changes still counts (the page then loads and the
 * participant taps a button), while a photo of the screen is useless within a minute. A code
 * from a window after `now`'s cannot come from this site's clock: it is refused as invalid.
 * Any secret of the list verifies (rotation keeps codes on screen working).
 */
export function verifyAttendanceCode(secrets: readonly string[], token: unknown, now: Date): CodeCheck {
  const invalid = { ok: false, reason: "invalid" } as const;
  if (typeof token !== "string" || !TOKEN_PATTERN.test(token)) return invalid;
  const bytes = Buffer.from(token, "base64url");
  // The last character carries 4 spare bits: only the one spelling the site writes is read,
  // so no two strings stand for one code.
  if (bytes.length !== TOKEN_BYTES || bytes.toString("base64url") !== token) return invalid;
  const body = bytes.subarray(0, BODY_BYTES);
  const given = bytes.subarray(BODY_BYTES);
  if (!secrets.some((secret) => timingSafeEqual(given, mac(secret, body)))) return invalid;
  const part = PARTS[body.readUInt8(7)];
  const sessionId = body.readUInt32BE(1);
  if (body.readUInt8(0) !== VERSION || !part || sessionId < 1) return invalid;
  const day = new Date(body.readUInt16BE(5) * DAY_MS).toISOString().slice(0, 10);
  const window = body.readUInt32BE(8);
  const current = windowIndexAt(now);
  if (window > current) return invalid;
  if (window < current - 1) return { ok: false, reason: "expired" };
  return { ok: true, subject: { sessionId, day, part }, window };
}
