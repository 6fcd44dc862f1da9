import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  CODE_WINDOW_SECONDS,
  signAttendanceCode,
  verifyAttendanceCode,
  windowEndAt,
  windowIndexAt,
  type CodeSubject,
} from "./attendance-code.server";

const SECRETS = ["a".repeat(32)];
const subject: CodeSubject = { sessionId: 15, day: "2027-03-10", part: "morning" };
/** The first instant of a window: 2027-03-10 09:00:00 UTC is a multiple of 30 s. */
const windowStart = new Date("2027-03-10T09:00:00.000Z");
const at = (ms: number) => new Date(windowStart.getTime() + ms);

describe("attendance codes", () => {
  it("are 38 URL-safe characters and read back to what they mark", () => {
    const token = signAttendanceCode(SECRETS, subject, windowStart);
    expect(token).toMatch(/^[A-Za-z0-9_-]{38}$/);
    expect(verifyAttendanceCode(SECRETS, token, windowStart)).toEqual({
      ok: true,
      subject,
      window: windowIndexAt(windowStart),
    });
    const afternoon = { sessionId: 4_000_000_000, day: "2149-06-06", part: "afternoon" } as const;
    expect(verifyAttendanceCode(SECRETS, signAttendanceCode(SECRETS, afternoon, windowStart), windowStart)).toMatchObject({
      ok: true,
      subject: afternoon,
    });
  });

  it("change every 30 seconds, and the window ends where the next begins", () => {
    expect(CODE_WINDOW_SECONDS).toBe(30);
    const first = signAttendanceCode(SECRETS, subject, windowStart);
    expect(signAttendanceCode(SECRETS, subject, at(29_999))).toBe(first);
    expect(signAttendanceCode(SECRETS, subject, at(30_000))).not.toBe(first);
    expect(windowEndAt(windowStart)).toEqual(at(30_000));
    expect(windowEndAt(at(29_999))).toEqual(at(30_000));
  });

  it("are accepted in their window and the next one, refused as expired from the one after", () => {
    const token = signAttendanceCode(SECRETS, subject, at(29_999));
    expect(verifyAttendanceCode(SECRETS, token, at(0)).ok).toBe(true);
    // A scan taken just before the screen changed still counts during the next 30 seconds...
    expect(verifyAttendanceCode(SECRETS, token, at(30_000)).ok).toBe(true);
    expect(verifyAttendanceCode(SECRETS, token, at(59_999)).ok).toBe(true);
    // ...and never after: a photo of the screen is useless within a minute.
    expect(verifyAttendanceCode(SECRETS, token, at(60_000))).toEqual({ ok: false, reason: "expired" });
    expect(verifyAttendanceCode(SECRETS, token, at(3_600_000))).toEqual({ ok: false, reason: "expired" });
  });

  it("refuses a code from a window after the clock's: no genuine code comes from the future", () => {
    const token = signAttendanceCode(SECRETS, subject, at(30_000));
    expect(verifyAttendanceCode(SECRETS, token, at(29_999))).toEqual({ ok: false, reason: "invalid" });
  });

  it("refuses a code signed with another secret, and accepts any secret of the rotation", () => {
    const token = signAttendanceCode(["b".repeat(32)], subject, windowStart);
    expect(verifyAttendanceCode(SECRETS, token, windowStart)).toEqual({ ok: false, reason: "invalid" });
    expect(verifyAttendanceCode([SECRETS[0]!, "b".repeat(32)], token, windowStart).ok).toBe(true);
  });

  it("refuses every one-character change, and any other session, half-day or window written in", () => {
    const token = signAttendanceCode(SECRETS, subject, windowStart);
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    let tried = 0;
    for (let index = 0; index < token.length; index++) {
      for (const char of alphabet) {
        if (char === token[index]) continue;
        const mutated = token.slice(0, index) + char + token.slice(index + 1);
        tried++;
        expect(verifyAttendanceCode(SECRETS, mutated, windowStart), mutated).toEqual({ ok: false, reason: "invalid" });
      }
    }
    expect(tried).toBe(38 * 63);
    // The body rewritten to name another session, the afternoon, or a later window, MAC kept.
    const bytes = Buffer.from(token, "base64url");
    const edits: ((body: Buffer) => void)[] = [
      (body) => body.writeUInt32BE(16, 1),
      (body) => body.writeUInt16BE(body.readUInt16BE(5) + 1, 5),
      (body) => body.writeUInt8(1, 7),
      (body) => body.writeUInt32BE(body.readUInt32BE(8) + 1, 8),
    ];
    for (const edit of edits) {
      const forged = Buffer.from(bytes);
      edit(forged);
      expect(verifyAttendanceCode(SECRETS, forged.toString("base64url"), at(30_000))).toEqual({
        ok: false,
        reason: "invalid",
      });
    }
  });

  it("does not take the raw secret as its key: a MAC made with it is refused", () => {
    const token = signAttendanceCode(SECRETS, subject, windowStart);
    const body = Buffer.from(token, "base64url").subarray(0, 12);
    const rawMac = createHmac("sha256", SECRETS[0]!).update(body).digest().subarray(0, 16);
    const forged = Buffer.concat([body, rawMac]).toString("base64url");
    expect(forged).not.toBe(token);
    expect(verifyAttendanceCode(SECRETS, forged, windowStart)).toEqual({ ok: false, reason: "invalid" });
  });

  it("refuses what is not a code: wrong length, other characters, padding, not a string", () => {
    const token = signAttendanceCode(SECRETS, subject, windowStart);
    for (const bad of [token.slice(1), `${token}A`, `${token.slice(0, 37)}=`, token.replace(/./, "+"), "", null, 42])
      expect(verifyAttendanceCode(SECRETS, bad, windowStart)).toEqual({ ok: false, reason: "invalid" });
  });

  it("cannot be made for what it could not carry", () => {
    expect(() => signAttendanceCode(SECRETS, { ...subject, day: "2027-02-30" }, windowStart)).toThrow(RangeError);
    expect(() => signAttendanceCode(SECRETS, { ...subject, sessionId: 0 }, windowStart)).toThrow(RangeError);
    expect(() => signAttendanceCode([], subject, windowStart)).toThrow();
  });
});
