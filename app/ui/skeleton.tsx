/** A grey block standing in for content that is on its way; it only pulses when motion is welcome. */
export function Skeleton({ className = "" }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={`rounded-md bg-surface-muted motion-safe:animate-pulse ${className}`}
    />
  );
}
