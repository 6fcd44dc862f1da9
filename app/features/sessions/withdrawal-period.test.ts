import { describe, expect, it } from "vitest";
import {
  paymentAllowance,
  sessionDays,
  withdrawalPeriodEnd,
  type WithdrawalInput,
} from "./withdrawal-period";

// Registered Monday 1 March 2027, 15:00 Paris (UTC+1): the ten days are 2-11 March (Thursday).
const registeredAt = new Date("2027-03-01T14:00:00Z");
const base: WithdrawalInput = {
  payer: "self",
  country: "FR",
  registeredAt,
  startsAt: new Date("2027-04-05T07:00:00Z"), // Monday 5 April 2027, 09:00 Paris (UTC+2)
  endsAt: new Date("2027-04-07T15:00:00Z"), // Wednesday 7 April, 17:00: three days
  price: 100_000,
};

describe("withdrawalPeriodEnd", () => {
  it("ends at midnight Paris after the tenth day", () => {
    expect(withdrawalPeriodEnd(registeredAt).toISOString()).toBe("2027-03-11T23:00:00.000Z");
  });

  it("runs on past a weekend", () => {
    // Wednesday 3 March: the tenth day is Saturday 13 March → Monday 15 March, so from Tuesday 16.
    expect(withdrawalPeriodEnd(new Date("2027-03-03T10:00:00Z")).toISOString()).toBe(
      "2027-03-15T23:00:00.000Z",
    );
  });

  it("runs on past a public holiday, and counts in Paris time across the clock change", () => {
    // Easter 2027 is 28 March: registered Friday 19 March, the tenth day is Monday 29 (Easter
    // Monday) → Tuesday 30, so from Wednesday 31 March, 00:00 Paris (UTC+2 by then).
    expect(withdrawalPeriodEnd(new Date("2027-03-19T12:00:00Z")).toISOString()).toBe(
      "2027-03-30T22:00:00.000Z",
    );
  });

  it("takes the Paris date of a late-evening registration", () => {
    // 23:30 UTC on 28 February is 00:30 on 1 March in Paris: the same period as a 1 March registration.
    expect(withdrawalPeriodEnd(new Date("2027-02-28T23:30:00Z")).toISOString()).toBe(
      "2027-03-11T23:00:00.000Z",
    );
  });
});

describe("paymentAllowance", () => {
  const end = withdrawalPeriodEnd(registeredAt);

  it("allows nothing up to the last millisecond of the withdrawal period", () => {
    expect(paymentAllowance(base, registeredAt)).toEqual({
      rule: "withdrawal",
      ceiling: 0,
      payableFrom: end,
    });
    expect(paymentAllowance(base, new Date(end.getTime() - 1))).toMatchObject({
      rule: "withdrawal",
      ceiling: 0,
    });
  });

  it("allows 30 % from the period's end until the session starts", () => {
    expect(paymentAllowance(base, end)).toEqual({
      rule: "deposit",
      ceiling: 30_000,
      balanceFrom: base.startsAt,
    });
    expect(paymentAllowance(base, new Date(base.startsAt.getTime() - 1))).toMatchObject({ ceiling: 30_000 });
  });

  it("allows the balance day by day once the session has begun, the whole price on its last day", () => {
    expect(sessionDays(base.startsAt, base.endsAt)).toBe(3);
    expect(paymentAllowance(base, base.startsAt)).toEqual({ rule: "balance", ceiling: 30_000 + 23_333 });
    expect(paymentAllowance(base, new Date("2027-04-06T06:00:00Z")).ceiling).toBe(30_000 + 46_666);
    expect(paymentAllowance(base, new Date("2027-04-07T06:00:00Z")).ceiling).toBe(100_000);
    expect(paymentAllowance(base, new Date("2027-05-01T00:00:00Z")).ceiling).toBe(100_000);
  });

  it("rounds the deposit down, never above 30 %", () => {
    expect(paymentAllowance({ ...base, price: 4999 }, end).ceiling).toBe(1499);
  });

  it("leaves a company payer and a session outside France alone", () => {
    expect(paymentAllowance({ ...base, payer: "company" }, registeredAt)).toEqual({
      rule: "none",
      ceiling: 100_000,
    });
    expect(paymentAllowance({ ...base, country: "GN" }, registeredAt)).toEqual({
      rule: "none",
      ceiling: 100_000,
    });
    expect(paymentAllowance({ ...base, country: null }, registeredAt)).toEqual({
      rule: "none",
      ceiling: 100_000,
    });
  });
});
