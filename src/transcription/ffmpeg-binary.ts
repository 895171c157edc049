/**
 * Finds the ffmpeg and ffprobe executables: the `LANGPROC_FFMPEG_PATH` / `LANGPROC_FFPROBE_PATH`
 * environment variables first, then the system's binaries on `PATH`, then the static builds that
 * arrive with the `@ffmpeg-installer/ffmpeg` and `@ffprobe-installer/ffprobe` packages.
 *
 * @example
 * ```ts
 * resolveFfmpegPath(); // '/usr/bin/ffmpeg' or '.../node_modules/@ffmpeg-installer/linux-x64/ffmpeg'
 * ```
 */
import { accessSync, constants, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { BackendFailureError } from '../errors/backend-failure-error.js';

/** Environment variable naming the ffmpeg executable to use. */
export const FFMPEG_PATH_VARIABLE = 'LANGPROC_FFMPEG_PATH';
/** Environment variable naming the ffprobe executable to use. */
export const FFPROBE_PATH_VARIABLE = 'LANGPROC_FFPROBE_PATH';

const require = createRequire(import.meta.url);
const cache = new Map<string, string>();

/** The ffmpeg executable (see the module comment for the order); throws BackendFailureError when none. */
export function resolveFfmpegPath(environment: NodeJS.ProcessEnv = process.env): string {
  return resolveTool('ffmpeg', FFMPEG_PATH_VARIABLE, '@ffmpeg-installer/ffmpeg', environment);
}

/** The ffprobe executable (same order as {@link resolveFfmpegPath}). */
export function resolveFfprobePath(environment: NodeJS.ProcessEnv = process.env): string {
  return resolveTool('ffprobe', FFPROBE_PATH_VARIABLE, '@ffprobe-installer/ffprobe', environment);
}

function resolveTool(
  name: string,
  variable: string,
  installer: string,
  environment: NodeJS.ProcessEnv,
): string {
  const explicit = environment[variable];
  if (explicit !== undefined && explicit !== '') return explicit;
  const cached = cache.get(name);
  if (cached !== undefined) return cached;
  const found = findOnPath(name, environment.PATH ?? '') ?? fromInstaller(installer);
  if (found === undefined) {
    throw new BackendFailureError({
      message: `No ${name} executable found: install ${name} on PATH, set ${variable}, or install ${installer}.`,
      details: { tool: name },
    });
  }
  cache.set(name, found);
  return found;
}

function findOnPath(name: string, searchPath: string): string | undefined {
  const executable = process.platform === 'win32' ? `${name}.exe` : name;
  for (const directory of searchPath.split(path.delimiter)) {
    if (directory === '') continue;
    const candidate = path.join(directory, executable);
    try {
      if (!statSync(candidate).isFile()) continue;
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return undefined;
}

function fromInstaller(installer: string): string | undefined {
  try {
    const located = require(installer) as { path?: unknown };
    return typeof located.path === 'string' ? located.path : undefined;
  } catch {
    return undefined;
  }
}
