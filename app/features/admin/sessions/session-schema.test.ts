import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { halfDays } from "./attendance-pdf.server";
import { priceHundredths, sessionSchema, wallClockParts } from "./session-schema";
import { fillRate } from "./session-list.server";
import { dateToWallClock, sessionValues, wallClockToDate } from "./session-values.server";

/* The session form's rules and the time zone conversion, without a database. */

const valid = {
  courseId: "101",
  startsAt: "2027-07-01T09:00",
  endsAt: "2027-07-03T17:00",
  timeZone: "",
  format: "presentiel",
  city: "Lyon",
  country: "fr",
  totalSeats: "12",
  price: "",
  currency: "EUR",
  trainerId: "",
};

function parse(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return parseWithZod(form, { schema: sessionSchema });
}

function errorsOf(fields: Record<string, string>) {
  const submission = parse(fields);
  return submission.status === "success" ? null : submission.reply().error;
}

describe("the session form's schema", () => {
  it("accepts a valid form and takes the country's zone when none is chosen", () => {
    const submission = parse(valid);
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    const values = sessionValues(submission.value);
    expect(values.timeZone).toBe("Europe/Paris");
    expect(values.country).toBe("FR");
    // 09:00 in Paris in July is 07:00 UTC (summer time).
    expect(values.startsAt.toISOString()).toBe("2027-07-01T07:00:00.000Z");
    expect(values.endsAt.toISOString()).toBe("2027-07-03T15:00:00.000Z");
    expect(values.priceCents).toBeNull();
  });

  it.each([
    ["end before start", { endsAt: "2027-07-01T08:00" }, "endsAt", "adminSessions.errors.endBeforeStart"],
    ["end equal to start", { endsAt: "2027-07-01T09:00" }, "endsAt", "adminSessions.errors.endBeforeStart"],
    ["a 30th of February", { startsAt: "2027-02-30T09:00" }, "startsAt", "adminSessions.errors.date"],
    ["no start", { startsAt: "" }, "startsAt", "adminSessions.errors.dateRequired"],
    ["a time of 25:00", { endsAt: "2027-07-03T25:00" }, "endsAt", "adminSessions.errors.date"],
    ["in person without a city", { city: "" }, "city", "adminSessions.errors.city"],
    ["no seats", { totalSeats: "0" }, "totalSeats", "adminSessions.errors.seats"],
    ["seats not a number", { totalSeats: "many" }, "totalSeats", "adminSessions.errors.seats"],
    ["too many seats", { totalSeats: "5000" }, "totalSeats", "adminSessions.errors.seats"],
    ["a price with three decimals", { price: "12,345" }, "price", "adminSessions.errors.price"],
    ["francs with cents", { price: "100,50", currency: "GNF" }, "price", "adminSessions.errors.price"],
    ["a negative price", { price: "-5" }, "price", "adminSessions.errors.price"],
    ["an unknown currency", { currency: "USD" }, "currency", "adminSessions.errors.currency"],
    ["a zone not offered", { timeZone: "Mars/Olympus" }, "timeZone", "adminSessions.errors.timeZone"],
    ["a country of three letters", { country: "GIN" }, "country", "adminSessions.errors.country"],
    ["no course", { courseId: "" }, "courseId", "adminSessions.errors.course"],
    ["a format that does not exist", { format: "hybride" }, "format", "adminSessions.errors.format"],
    ["a trainer id that is not one", { trainerId: "abc" }, "trainerId", "adminSessions.errors.trainer"],
    [
      "a trainer's account that is not an e-mail",
      { trainerEmail: "formateur" },
      "trainerEmail",
      "adminSessions.errors.trainerAccount",
    ],
  ])("refuses %s with its message key", (_name, change, field, message) => {
    const errors = errorsOf({ ...valid, ...change });
    expect(errors?.[field]).toEqual([message]);
  });

  it("lets a remote session go without a city and keeps no place for it", () => {
    const submission = parse({ ...valid, format: "distanciel", city: "", venueName: "Salle 3", country: "" });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    const values = sessionValues(submission.value);
    expect(values).toMatchObject({ city: null, venueName: null, timeZone: "Africa/Conakry" });
  });

  it("reads prices in each currency as the database's hundredths", () => {
    expect(priceHundredths("1500", "EUR")).toBe(150_000);
    expect(priceHundredths("1 500,5", "EUR")).toBe(150_050);
    expect(priceHundredths("1500.50", "EUR")).toBe(150_050);
    expect(priceHundredths("2500000", "GNF")).toBe(250_000_000);
    expect(priceHundredths("2 500 000", "GNF")).toBe(250_000_000);
    expect(priceHundredths("25.5", "GNF")).toBeNull();
    expect(priceHundredths("abc", "EUR")).toBeNull();
    expect(wallClockParts("2027-13-01T09:00")).toBeNull();
  });
});

describe("the place's wall clock and the instant", () => {
  it("converts in Conakry (UTC all year), Paris in winter and in summer, and across the change", () => {
    expect(wallClockToDate("2027-01-15T08:30", "Africa/Conakry").toISOString()).toBe(
      "2027-01-15T08:30:00.000Z",
    );
    expect(wallClockToDate("2027-01-15T08:30", "Europe/Paris").toISOString()).toBe(
      "2027-01-15T07:30:00.000Z",
    );
    expect(wallClockToDate("2027-07-15T08:30", "Europe/Paris").toISOString()).toBe(
      "2027-07-15T06:30:00.000Z",
    );
    // Paris moves to summer time on the night of 27 to 28 March 2027.
    expect(wallClockToDate("2027-03-28T09:00", "Europe/Paris").toISOString()).toBe(
      "2027-03-28T07:00:00.000Z",
    );
    expect(wallClockToDate("2027-03-27T09:00", "Europe/Paris").toISOString()).toBe(
      "2027-03-27T08:00:00.000Z",
    );
  });

  it("shows an instant back as the place's wall clock, the way the edit form fills itself", () => {
    for (const [value, zone] of [
      ["2027-03-28T09:00", "Europe/Paris"],
      ["2027-11-02T17:45", "Europe/Paris"],
      ["2027-06-01T08:00", "Africa/Conakry"],
      ["2027-06-01T00:15", "America/Montreal"],
    ] as const) {
      expect(dateToWallClock(wallClockToDate(value, zone), zone)).toBe(value);
    }
  });

  it("counts half-days in the session's zone, without a morning for an afternoon start", () => {
    const zone = "Europe/Paris";
    const three = halfDays(
      wallClockToDate("2027-07-01T09:00", zone),
      wallClockToDate("2027-07-03T17:00", zone),
      zone,
    );
    expect(three.map((box) => `${box.day}${box.part[0]}`)).toEqual(["1m", "1a", "2m", "2a", "3m", "3a"]);
    const afternoon = halfDays(
      wallClockToDate("2027-07-01T14:00", zone),
      wallClockToDate("2027-07-02T12:30", zone),
      zone,
    );
    expect(afternoon.map((box) => `${box.day}${box.part[0]}`)).toEqual(["1a", "2m"]);
    // 23:30 UTC is already the next day in Paris: the sheet's date is the place's.
    const late = halfDays(new Date("2027-07-01T22:30:00Z"), new Date("2027-07-02T08:00:00Z"), zone);
    expect(late[0]?.date.toISOString().slice(0, 10)).toBe("2027-07-02");
  });

  it("computes the fill rate as a whole percentage", () => {
    expect(fillRate(3, 12)).toBe(25);
    expect(fillRate(2, 3)).toBe(67);
    expect(fillRate(0, 0)).toBe(0);
  });
});
