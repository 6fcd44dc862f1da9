import { spawn, type ChildProcess } from "node:child_process";
import { BackupError } from "./errors";

/**
 * Where the PostgreSQL client tools get their connection: the URL without its password,
 * which goes into PGPASSWORD instead so that it never shows in the process list.
 */
export function toolConnection(url: string): { url: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = "";
  return { url: parsed.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

/** Starts a PostgreSQL client tool (pg_dump, pg_restore, psql). */
export function startTool(command: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(command, args, { env, stdio: ["pipe", "pipe", "pipe"] });
}

/** Waits for a tool to end; rejects with its first line of complaint when it fails. */
export function finished(child: ChildProcess, command: string): Promise<void> {
  let stderr = "";
  child.stderr?.setEncoding("utf8").on("data", (chunk: string) => {
    if (stderr.length < 10_000) stderr += chunk;
  });
  return new Promise((resolve, reject) => {
    child.on("error", (error: NodeJS.ErrnoException) => {
      reject(
        new BackupError(
          error.code === "ENOENT"
            ? `${command} is not installed: install the PostgreSQL client tools (Debian: apt-get install postgresql-client)`
            : `${command} could not start: ${error.message}`,
        ),
      );
    });
    child.on("close", (code) => {
      if (code === 0) return resolve();
      const complaint = stderr
        .split("\n")
        .map((line) => line.trim())
        .find((line) => line.length > 0);
      reject(new BackupError(`${command} failed: ${complaint ?? `exit code ${code}`}`));
    });
  });
}
