/**
 * The package version, read from package.json at run time.
 *
 * @example
 * ```ts
 * import { VERSION } from 'langproc';
 * ```
 */
import { readFileSync } from 'node:fs';

function readVersion(): string {
  for (const relative of ['../package.json', '../../package.json']) {
    try {
      const parsed = JSON.parse(readFileSync(new URL(relative, import.meta.url), 'utf8')) as {
        name?: string;
        version?: string;
      };
      if (parsed.name === 'langproc' && typeof parsed.version === 'string') return parsed.version;
    } catch {
      // try the next location (source tree vs dist/)
    }
  }
  return '0.0.0';
}

/** The installed langproc version. */
export const VERSION: string = readVersion();
