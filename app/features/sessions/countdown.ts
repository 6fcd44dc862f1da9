export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Time left from `now` to `target` (milliseconds since the epoch), whole units; zeros once passed. */
export function countdownParts(target: number, now: number): CountdownParts {
  const totalSeconds = Math.max(0, Math.floor((target - now) / 1000));
  return {
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor((totalSeconds % 86_400) / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
  };
}

export function isPast(target: number, now: number): boolean {
  return target <= now;
}

/** Two digits for hours, minutes and seconds: "07". */
export function pad2(value: number): string {
  return String(value).padStart(2, "0");
}
