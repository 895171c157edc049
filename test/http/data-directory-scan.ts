/**
 * Test helpers that look at a data directory the way an intruder with a copy of it would: every
 * file (database, WAL, uploads, audio, anything else), byte for byte.
 *
 * @example
 * ```ts
 * expect(filesContaining(dataDirectory, 'Quimbyfeather')).toEqual([]);
 * expect(fileModes(dataDirectory)).toEqual({ 'langproc.sqlite': 0o600, ... });
 * ```
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Every file under `directory` (relative paths, sorted). */
export function allFiles(directory: string): string[] {
  return (readdirSync(directory, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(directory, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** The files under `directory` whose bytes contain `needle` (UTF-8 or UTF-16LE). */
export function filesContaining(directory: string, needle: string): string[] {
  const forms = [Buffer.from(needle, 'utf8'), Buffer.from(needle, 'utf16le')];
  return allFiles(directory).filter((file) => {
    const bytes = readFileSync(path.join(directory, file));
    return forms.some((form) => bytes.includes(form));
  });
}

/** The permission bits of every file and folder under `directory` (folders end with `/`). */
export function fileModes(directory: string): Record<string, number> {
  const modes: Record<string, number> = {};
  for (const entry of readdirSync(directory, {
    recursive: true,
    withFileTypes: true,
  }) as import('node:fs').Dirent[]) {
    const location = path.join(entry.parentPath, entry.name);
    const name = path.relative(directory, location) + (entry.isDirectory() ? '/' : '');
    if (entry.isFile() || entry.isDirectory()) modes[name] = statSync(location).mode & 0o777;
  }
  return modes;
}
