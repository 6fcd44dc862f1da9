import { useEffect, useState } from "react";
import { useTranslation } from "~/lib/use-translation";

export interface ShownCodeData {
  qr: string;
  link: string;
  secondsLeft: number;
}

/** After a failed renewal (the venue's network dropped), try again this soon. */
const RETRY_MS = 5000;

/**
 * The QR code on the trainer's screen, swapped for the next window's as the server's window
 * ends: the server says how many seconds the code has left (its clock, not the phone's), the
 * page counts them down and fetches the next code from `refreshPath`. Without JavaScript the
 * route's <noscript> refresh reloads the whole page instead.
 */
export function CodeDisplay({
  initial,
  refreshPath,
  halfDay,
}: {
  initial: ShownCodeData;
  refreshPath: string;
  halfDay: string;
}) {
  const { t } = useTranslation();
  const [code, setCode] = useState(initial);
  const [deadline, setDeadline] = useState<number | null>(null);
  const [secondsLeft, setSecondsLeft] = useState(initial.secondsLeft);
  const [failed, setFailed] = useState(false);

  // The deadline on the monotonic clock, set once the page runs (not during the server render).
  useEffect(() => {
    setDeadline(performance.now() + code.secondsLeft * 1000);
  }, [code]);

  useEffect(() => {
    if (deadline === null) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = setInterval(() => {
      setSecondsLeft(Math.max(0, Math.ceil((deadline - performance.now()) / 1000)));
    }, 250);
    const renew = async () => {
      try {
        const response = await fetch(refreshPath, { headers: { Accept: "application/json" }, cache: "no-store" });
        if (!response.ok) throw new Error(`status ${response.status}`);
        const next = (await response.json()) as ShownCodeData;
        if (cancelled) return;
        setFailed(false);
        setCode(next);
      } catch {
        if (cancelled) return;
        setFailed(true);
        timer = setTimeout(() => void renew(), RETRY_MS);
      }
    };
    // A little past the window's end, so the server is surely in the next window.
    timer = setTimeout(() => void renew(), Math.max(0, deadline - performance.now()) + 300);
    return () => {
      cancelled = true;
      clearInterval(tick);
      clearTimeout(timer);
    };
  }, [deadline, refreshPath]);

  return (
    <div className="mt-6 flex flex-col items-center gap-4">
      <img
        src={code.qr}
        alt={t("attendanceCode.display.qrAlt", { halfDay })}
        width={480}
        height={480}
        data-testid="attendance-qr"
        className="aspect-square w-full max-w-md rounded-lg border border-line bg-white lg:max-w-xl"
      />
      <p role="timer" className="text-2xl font-bold tabular-nums">
        {t("attendanceCode.display.countdown", { seconds: secondsLeft })}
      </p>
      {failed ? (
        <p role="alert" className="rounded-lg border-l-4 border-warning bg-warning-soft px-4 py-3">
          {t("attendanceCode.display.offline")}
        </p>
      ) : null}
    </div>
  );
}
