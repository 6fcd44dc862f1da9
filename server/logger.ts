import { pino, type Logger } from "pino";

export type { Logger };

/** JSON lines on stdout. Paths are logged without their query string, which may carry tokens. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: undefined,
    redact: { paths: ["*.password", "*.token", "*.secret", "*.authorization", "*.cookie"], remove: true },
  });
}
