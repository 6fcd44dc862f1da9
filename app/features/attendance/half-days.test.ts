import { describe, expect, it } from "vitest";
import { halfDaysOf } from "./half-days";

const parts = (halfDays: ReturnType<typeof halfDaysOf>) => halfDays.map((h) => `${h.day} ${h.part} ${h.minutes}`);

describe("a session's half-days", () => {
  it("splits each local day into a morning before noon and an afternoon from 13:00", () => {
    // Conakry is UTC all year: 08:00–17:00 for three days.
    const halfDays = halfDaysOf({
      startsAt: new Date("2027-03-10T08:00:00Z"),
      endsAt: new Date("2027-03-12T17:00:00Z"),
      timeZone: "Africa/Conakry",
    });
    expect(parts(halfDays)).toEqual([
      "2027-03-10 morning 240",
      "2027-03-10 afternoon 240",
      "2027-03-11 morning 240",
      "2027-03-11 afternoon 240",
      "2027-03-12 morning 240",
      "2027-03-12 afternoon 240",
    ]);
  });

  it("reads days and hours in the session's zone, across a DST change in Paris", () => {
    // 27 March 2027: Paris moves from UTC+1 to UTC+2 overnight to the 28th. 09:00–17:30 local.
    const halfDays = halfDaysOf({
      startsAt: new Date("2027-03-26T08:00:00Z"), // 09:00 CET
      endsAt: new Date("2027-03-29T15:30:00Z"), // 17:30 CEST
      timeZone: "Europe/Paris",
    });
    expect(parts(halfDays)).toEqual([
      "2027-03-26 morning 180",
      "2027-03-26 afternoon 270",
      "2027-03-27 morning 180",
      "2027-03-27 afternoon 270",
      "2027-03-28 morning 180",
      "2027-03-28 afternoon 270",
      "2027-03-29 morning 180",
      "2027-03-29 afternoon 270",
    ]);
  });

  it("puts a late-evening UTC start on the next local day east of UTC", () => {
    const halfDays = halfDaysOf({
      startsAt: new Date("2027-06-30T23:00:00Z"), // 1 July, 01:00 in Paris (UTC+2)
      endsAt: new Date("2027-07-01T02:00:00Z"), // 04:00
      timeZone: "Europe/Paris",
    });
    expect(parts(halfDays)).toEqual(["2027-07-01 morning 180"]);
  });

  it("gives a morning-only day one half-day", () => {
    const halfDays = halfDaysOf({
      startsAt: new Date("2027-03-10T08:30:00Z"),
      endsAt: new Date("2027-03-10T12:00:00Z"),
      timeZone: "Africa/Conakry",
    });
    expect(parts(halfDays)).toEqual(["2027-03-10 morning 210"]);
  });

  it("gives an afternoon-only day one half-day, and counts neither part in the lunch hour", () => {
    expect(
      parts(
        halfDaysOf({
          startsAt: new Date("2027-03-10T14:00:00Z"),
          endsAt: new Date("2027-03-10T18:00:00Z"),
          timeZone: "Africa/Conakry",
        }),
      ),
    ).toEqual(["2027-03-10 afternoon 240"]);
    expect(
      parts(
        halfDaysOf({
          startsAt: new Date("2027-03-10T10:00:00Z"),
          endsAt: new Date("2027-03-10T14:00:00Z"),
          timeZone: "Africa/Conakry",
        }),
      ),
    ).toEqual(["2027-03-10 morning 120", "2027-03-10 afternoon 60"]);
  });

  it("runs a session ending earlier in the day than it starts from its start to its end", () => {
    // Monday 14:00 to Wednesday 12:00: Monday afternoon, all Tuesday, Wednesday morning.
    const halfDays = halfDaysOf({
      startsAt: new Date("2027-03-08T14:00:00Z"),
      endsAt: new Date("2027-03-10T12:00:00Z"),
      timeZone: "Africa/Conakry",
    });
    expect(halfDays.map((h) => `${h.day} ${h.part}`)).toEqual([
      "2027-03-08 afternoon",
      "2027-03-09 morning",
      "2027-03-09 afternoon",
      "2027-03-10 morning",
    ]);
  });
});
