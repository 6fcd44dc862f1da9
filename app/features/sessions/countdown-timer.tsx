import { useEffect, useState } from "react";
import { useTranslation } from "~/lib/use-translation";
import { countdownParts, pad2 } from "./countdown";

/* One shared clock for every countdown of the page: one timer, whatever the number of sessions. */
const listeners = new Set<(now: number) => void>();
let timer: ReturnType<typeof setInterval> | undefined;
let period = 0;

function subscribe(listener: (now: number) => void): () => void {
  listeners.add(listener);
  // Every second; once a minute for people who asked for less motion.
  const wanted = window.matchMedia("(prefers-reduced-motion: reduce)").matches ? 60_000 : 1000;
  if (!timer || period !== wanted) {
    clearInterval(timer);
    period = wanted;
    timer = setInterval(() => {
      const now = Date.now();
      for (const notify of listeners) notify(now);
    }, period);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/**
 * Days, hours, minutes and seconds to a session's start. The first render uses the server's
 * `now`, so the markup matches the server's exactly; the client clock takes over after
 * hydration. The ticking digits are hidden from screen readers, which get a sentence that
 * changes once a day and is never announced.
 */
export function Countdown({ startsAt, now }: { startsAt: number; now: number }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(now);

  useEffect(() => {
    // Catch up with the client's clock right after hydration, then follow the shared tick.
    const catchUp = setTimeout(() => setCurrent(Date.now()), 0);
    const unsubscribe = subscribe(setCurrent);
    return () => {
      clearTimeout(catchUp);
      unsubscribe();
    };
  }, []);

  const parts = countdownParts(startsAt, current);
  const started = startsAt <= current;
  const summary = started
    ? t("catalog.sessions.countdown.started")
    : parts.days > 0
      ? t("catalog.sessions.countdown.startsIn", { count: parts.days })
      : t("catalog.sessions.countdown.startsSoon");
  const units = [
    { key: "days", value: String(parts.days), short: t("catalog.sessions.countdown.days") },
    { key: "hours", value: pad2(parts.hours), short: t("catalog.sessions.countdown.hours") },
    { key: "minutes", value: pad2(parts.minutes), short: t("catalog.sessions.countdown.minutes") },
    { key: "seconds", value: pad2(parts.seconds), short: t("catalog.sessions.countdown.seconds") },
  ] as const;

  return (
    <div className="rounded-lg bg-surface-muted px-3 py-2" data-countdown={startsAt}>
      <p className="sr-only">{summary}</p>
      <p aria-hidden="true" className="text-xs font-medium text-ink-muted">
        {t("catalog.sessions.countdown.label")}
      </p>
      <p aria-hidden="true" className="mt-1 flex gap-3 font-semibold">
        {units.map((unit) => (
          <span key={unit.key} className="inline-flex items-baseline gap-0.5">
            <span className="text-lg tabular-nums" data-unit={unit.key}>
              {unit.value}
            </span>
            <span className="text-xs text-ink-muted">{unit.short}</span>
          </span>
        ))}
      </p>
    </div>
  );
}
