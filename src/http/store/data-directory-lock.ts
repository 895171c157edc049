/**
 * One process at a time owns a data directory. The SQLite driver holds an exclusive lock (a
 * `<database>.lock` folder) while the store is open; a process killed with SIGKILL leaves that
 * folder behind. This module records the owner's pid beside it, so the next start can tell a
 * stale lock (owner gone: removed) from a live one (owner running: refused with a clear error).
 *
 * @example
 * ```ts
 * const release = acquireDataDirectoryLock({ databasePath: './data/langproc.sqlite' });
 * // ... use the database ...
 * release();
 * ```
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { InvalidInputError } from '../../errors/invalid-input-error.js';

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes ownership of the database at `databasePath`; returns the function that releases it. */
export function acquireDataDirectoryLock(options: { databasePath: string }): () => void {
  const ownerPath = `${options.databasePath}.owner`;
  const driverLockPath = `${options.databasePath}.lock`;
  if (existsSync(ownerPath)) {
    const pid = Number.parseInt(readFileSync(ownerPath, 'utf8'), 10);
    if (Number.isInteger(pid) && (pid === process.pid || isProcessAlive(pid))) {
      throw new InvalidInputError({
        message: `The data directory is in use by process ${pid}; stop it first (one process owns a data directory).`,
        details: { pid },
      });
    }
  }
  if (existsSync(driverLockPath)) rmSync(driverLockPath, { recursive: true, force: true });
  writeFileSync(ownerPath, String(process.pid));
  return () => {
    rmSync(ownerPath, { force: true });
  };
}
