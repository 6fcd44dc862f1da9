/**
 * French Labour Code, articles L6353-5 and L6353-6 (ADR 1006): a person who pays for their own
 * training in France may withdraw within ten days of signing up, nothing may be required of them
 * before that period ends, at most 30 % of the price once it has, and the balance is paid in
 * instalments as the training takes place. Here: which share of the price may be asked at a
 * given moment. Pure (no database, no clock of its own), so the pay page, the registration views
 * and the hold job all apply the same rule.
 */

export const WITHDRAWAL_DAYS = 10;
/** The most that may be asked between the end of the withdrawal period and the session's start. */
export const DEPOSIT_PERCENT = 30;
export const FRENCH_SESSION_TIME_ZONE = "Europe/Paris";

export interface WithdrawalInput {
  payer: "self" | "company";
  /** The session's ISO country code: the rule applies to sessions held in France (FR). */
  country: string | null;
  /** When the registration was made: the contract's signature. */
  registeredAt: Date;
  startsAt: Date;
  endsAt: Date;
  /** The whole price, in integer units (cents). */
  price: number;
}

export type PaymentAllowance =
  /** The rule does not apply (a company pays, or the session is not in France): the whole price. */
  | { rule: "none"; ceiling: number }
  /** Within the withdrawal period: nothing may be asked before `payableFrom`. */
  | { rule: "withdrawal"; ceiling: 0; payableFrom: Date }
  /** Between the period's end and the session's start: at most 30 %. */
  | { rule: "deposit"; ceiling: number; balanceFrom: Date }
  /** The session has begun: 30 % plus the share of the days begun; the whole price on its last day. */
  | { rule: "balance"; ceiling: number };

export function withdrawalRuleApplies(input: Pick<WithdrawalInput, "payer" | "country">): boolean {
  return input.payer === "self" && input.country?.trim().toUpperCase() === "FR";
}

/** The share of the price that may have been asked, in total, at `now`. */
export function paymentAllowance(input: WithdrawalInput, now: Date): PaymentAllowance {
  const { price } = input;
  if (!withdrawalRuleApplies(input)) return { rule: "none", ceiling: price };
  const payableFrom = withdrawalPeriodEnd(input.registeredAt);
  const deposit = Math.floor((price * DEPOSIT_PERCENT) / 100);
  if (now.getTime() < payableFrom.getTime()) {
    return { rule: "withdrawal", ceiling: 0, payableFrom };
  }
  if (now.getTime() < input.startsAt.getTime()) {
    return { rule: "deposit", ceiling: deposit, balanceFrom: input.startsAt };
  }
  const days = sessionDays(input.startsAt, input.endsAt);
  const begun = Math.min(days, daysBetween(dayOf(input.startsAt), dayOf(now)) + 1);
  const ceiling = begun >= days ? price : deposit + Math.floor(((price - deposit) * begun) / days);
  return { rule: "balance", ceiling };
}

/* --- Calendar days in Paris --------------------------------------------------------------- */

type Day = { year: number; month: number; day: number };

function dayOf(date: Date): Day {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: FRENCH_SESSION_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(date);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return { year: get("year"), month: get("month"), day: get("day") };
}

const dayNumber = ({ year, month, day }: Day) => Date.UTC(year, month - 1, day) / 86_400_000;
const daysBetween = (from: Day, to: Day) => dayNumber(to) - dayNumber(from);

function addDays({ year, month, day }: Day, days: number): Day {
  const date = new Date(Date.UTC(year, month - 1, day + days));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** Midnight at the start of `day` in Paris, as an instant. */
function parisMidnight(day: Day): Date {
  const guess = Date.UTC(day.year, day.month - 1, day.day);
  // Paris's offset at 00:00 UTC is the one in force at its midnight: clocks change at 2-3 am.
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: FRENCH_SESSION_TIME_ZONE,
    hour: "2-digit",
    hourCycle: "h23",
  }).format(new Date(guess));
  return new Date(guess - Number(parts) * 3_600_000);
}

/** Easter Sunday (anonymous Gregorian algorithm), for the holidays that follow it. */
function easter(year: number): Day {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return { year, month, day };
}

/** France's public holidays (metropolitan): the fixed ones, Easter Monday, Ascension, Whit Monday. */
function isPublicHoliday(day: Day): boolean {
  const fixed = ["1-1", "5-1", "5-8", "7-14", "8-15", "11-1", "11-11", "12-25"];
  if (fixed.includes(`${day.month}-${day.day}`)) return true;
  const sunday = easter(day.year);
  return [1, 39, 50].some((offset) => daysBetween(addDays(sunday, offset), day) === 0);
}

function isWorkingDay(day: Day): boolean {
  const weekday = new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !isPublicHoliday(day);
}

/**
 * The first moment anything may be asked: the day of registration does not count, the ten days
 * run to midnight of the tenth (Paris time), and a period ending on a Saturday, Sunday or public
 * holiday runs on to the next working day (Code of Civil Procedure, articles 641 and 642, read
 * in the payer's favour).
 */
export function withdrawalPeriodEnd(registeredAt: Date): Date {
  let last = addDays(dayOf(registeredAt), WITHDRAWAL_DAYS);
  while (!isWorkingDay(last)) last = addDays(last, 1);
  return parisMidnight(addDays(last, 1));
}

/** How many calendar days (Paris) a session spans, its first and last included. */
export function sessionDays(startsAt: Date, endsAt: Date): number {
  // An end at midnight closes the previous day.
  const end = dayOf(new Date(endsAt.getTime() - 1));
  return Math.max(1, daysBetween(dayOf(startsAt), end) + 1);
}
