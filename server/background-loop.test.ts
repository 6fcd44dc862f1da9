import { describe, expect, it } from "vitest";
import { startBackgroundLoop } from "./background-loop";

describe("a background loop", () => {
  it("runs again at once when woken during a pass, instead of waiting its interval", async () => {
    let passes = 0;
    let release: () => void = () => {};
    const loop = startBackgroundLoop(
      60_000,
      async () => {
        passes++;
        // The first pass is still running when the wake comes.
        if (passes === 1) await new Promise<void>((resolve) => (release = resolve));
      },
      () => {},
    );
    await expect.poll(() => passes).toBe(1);
    loop.wake();
    release();
    await expect.poll(() => passes, { timeout: 2_000 }).toBe(2);
    // A wake while it waits starts a pass too.
    loop.wake();
    await expect.poll(() => passes, { timeout: 2_000 }).toBe(3);
    await loop.stop();
  });
});
