/**
 * One process at a time owns a data directory. The SQLite driver holds an exclusive lock (a
 * `<database>.lock` folder) while the store is open; a process killed with SIGKILL leaves that
 * folder behind. This module records the owner's pid beside it (`<database>.owner`, mode 0600),
 * so the next start can tell a stale lock (owner gone: removed) from a live one (owner running:
 * refused with a clear error), and `langproc keys` can tell that a server owns the directory and
 * send its command to that server instead.
 *
 * @example
 * ```ts
 * const release = acquireDataDirectoryLock({ databasePath: './data/langproc.sqlite' });
 * readDataDirectoryOwner({ databasePath: './data/langproc.sqlite' }); // process.pid
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

/** The pid of the live process that owns the database at `databasePath`, or `undefined`. */
export function readDataDirectoryOwner(options: { databasePath: string }): number | undefined {
  let recorded: string;
  try {
    recorded = readFileSync(`${options.databasePath}.owner`, 'utf8');
  } catch {
    return undefined;
  }
  const pid = Number.parseInt(recorded, 10);
  return Number.isInteger(pid) && (pid === process.pid || isProcessAlive(pid)) ? pid : undefined;
}

/** The error of a second owner; `details.pid` is the owner's. */
export function dataDirectoryInUseError(pid: number): InvalidInputError {
  return new InvalidInputError({
    message: `The data directory is in use by process ${pid}; stop it first (one process owns a data directory).`,
    details: { pid },
  });
}

/** Takes ownership of the database at `databasePath`; returns the function that releases it. */
export function acquireDataDirectoryLock(options: { databasePath: string }): () => void {
  const ownerPath = `${options.databasePath}.owner`;
  const driverLockPath = `${options.databasePath}.lock`;
  const owner = readDataDirectoryOwner(options);
  if (owner !== undefined) throw dataDirectoryInUseError(owner);
  if (existsSync(driverLockPath)) rmSync(driverLockPath, { recursive: true, force: true });
  rmSync(ownerPath, { force: true });
  writeFileSync(ownerPath, String(process.pid), { mode: 0o600 });
  return () => {
    rmSync(ownerPath, { force: true });
  };
}
