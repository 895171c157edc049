/**
 * Vitest setup file: every test file gets its own temporary directory as `os.tmpdir()` (through
 * `TMPDIR`, which child processes such as the CLI inherit), removed after the file's tests, so no
 * test leaves `langproc-*` folders in the system temporary directory, whatever it creates there.
 *
 * @example
 * ```ts
 * // vitest.config.ts: test.setupFiles: ['test/setup/temporary-directory.ts']
 * mkdtempSync(path.join(tmpdir(), 'langproc-x-')); // inside this file's directory, removed afterwards
 * ```
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';

const systemTemporary = process.env.TMPDIR;
const directory = mkdtempSync(path.join(tmpdir(), 'langproc-test-run-'));
// traversable by other users: run as root, the embedded PostgreSQL of the store tests runs as the
// `postgres` user and keeps its data under this directory
chmodSync(directory, 0o755);
process.env.TMPDIR = directory;

afterAll(() => {
  if (systemTemporary === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = systemTemporary;
  rmSync(directory, { recursive: true, force: true });
});
