import fs from "node:fs";
import path from "node:path";

export class DataDirError extends Error {}

/**
 * PGlite has no lock between processes: two of them on one folder corrupt it. The first
 * process writes its pid into `server.lock`; a second one refuses to start while that pid lives.
 */
export function acquireDataDir(dataDir: string): { dbDir: string; release(): void } {
  const absolute = path.resolve(dataDir);
  try {
    fs.mkdirSync(absolute, { recursive: true });
    fs.accessSync(absolute, fs.constants.W_OK);
  } catch {
    throw new DataDirError(`DATA_DIR ${absolute} cannot be created or written to`);
  }
  const lockFile = path.join(absolute, "server.lock");
  const holder = readLockHolder(lockFile);
  if (holder !== null && holder !== process.pid && isAlive(holder)) {
    throw new DataDirError(`DATA_DIR ${absolute} is in use by another process (pid ${holder}); stop it first`);
  }
  try {
    fs.writeFileSync(lockFile, String(process.pid));
  } catch {
    throw new DataDirError(`DATA_DIR ${absolute} cannot be written to`);
  }
  return {
    dbDir: path.join(absolute, "db"),
    release() {
      if (readLockHolder(lockFile) === process.pid) fs.rmSync(lockFile, { force: true });
    },
  };
}

function readLockHolder(lockFile: string): number | null {
  try {
    const pid = Number.parseInt(fs.readFileSync(lockFile, "utf8"), 10);
    return Number.isFinite(pid) ? pid : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
