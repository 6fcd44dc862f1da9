export interface BackgroundLoop {
  /** Ends the loop once the pass in progress, if any, has finished. */
  stop(): Promise<void>;
  /** Runs a pass now instead of waiting for the next one. */
  wake(): void;
}

/**
 * The server process's background work (the outbox, the registration jobs, the uploads'
 * clean-up): `pass` runs at once, then `intervalMs` after the end of the previous one, or as
 * soon as `wake` is called. A pass that throws is reported and the next one tries again: the
 * database may be briefly unreachable. `stopped` tells a long pass to end early.
 */
export function startBackgroundLoop(
  intervalMs: number,
  pass: (stopped: () => boolean) => Promise<void>,
  report: (error: unknown) => void,
): BackgroundLoop {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let wakeUp: (() => void) | undefined;
  // A wake during a pass: the work it announces may have come after the pass looked.
  let wokenDuringPass = false;
  const isStopped = () => stopped;

  const pause = () =>
    new Promise<void>((resolve) => {
      if (wokenDuringPass) return resolve();
      wakeUp = resolve;
      timer = setTimeout(resolve, intervalMs);
    }).finally(() => {
      wokenDuringPass = false;
      clearTimeout(timer);
      wakeUp = undefined;
    });

  const loop = async () => {
    while (!stopped) {
      try {
        await pass(isStopped);
      } catch (error) {
        report(error);
      }
      if (!stopped) await pause();
    }
  };

  const running = loop();
  return {
    async stop() {
      stopped = true;
      wakeUp?.();
      await running;
    },
    wake() {
      if (wakeUp) wakeUp();
      else wokenDuringPass = true;
    },
  };
}
