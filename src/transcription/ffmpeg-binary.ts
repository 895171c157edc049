/**
 * Finds the ffmpeg and ffprobe executables: the `LANGPROC_FFMPEG_PATH` / `LANGPROC_FFPROBE_PATH`
 * environment variables first, then the system's binaries on `PATH` (a current, patched ffmpeg:
 * Debian's `apt-get install ffmpeg`), then the static builds that arrive with the
 * `@ffmpeg-installer/ffmpeg` and `@ffprobe-installer/ffprobe` packages (a 2018 build, the last
 * resort; optional peer dependencies of langproc, LGPL/GPL builds: docs/optional-packages.md).
 * None of them: PackageNotInstalledError naming the `npm install` line and the other ways.
 * {@link describeFfmpeg} says which one is used and its version, for a log line.
 *
 * @example
 * ```ts
 * resolveFfmpegPath(); // '/usr/bin/ffmpeg' or '.../node_modules/@ffmpeg-installer/linux-x64/ffmpeg'
 * await describeFfmpeg(); // { path: '/usr/bin/ffmpeg', source: 'path', version: '5.1.9-0+deb12u1' }
 * ```
 */
import { execFile } from 'node:child_process';
import { accessSync, constants, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PackageNotInstalledError } from '../errors/package-not-installed-error.js';

/** Environment variable naming the ffmpeg executable to use. */
export const FFMPEG_PATH_VARIABLE = 'LANGPROC_FFMPEG_PATH';
/** Environment variable naming the ffprobe executable to use. */
export const FFPROBE_PATH_VARIABLE = 'LANGPROC_FFPROBE_PATH';

/** Limit for `ffmpeg -version`, in milliseconds. */
export const FFMPEG_VERSION_TIMEOUT_MILLISECONDS = 10_000;

/** Where an executable was found: its environment variable, `PATH`, or the installer package. */
export type FfmpegSource = 'environment' | 'path' | 'installer';

/** The ffmpeg executable in use, for a log line. */
export interface FfmpegDescription {
  path: string;
  source: FfmpegSource;
  /** What `ffmpeg -version` prints after "ffmpeg version"; undefined when it could not run. */
  version: string | undefined;
}

/** An executable and where it was found. */
export interface Located {
  path: string;
  source: FfmpegSource;
}

const require = createRequire(import.meta.url);
const cache = new Map<string, Located>();

/** The ffmpeg executable (see the module comment for the order); throws PackageNotInstalledError when none. */
export function resolveFfmpegPath(environment: NodeJS.ProcessEnv = process.env): string {
  return locateFfmpeg(environment).path;
}

/** The ffprobe executable (same order as {@link resolveFfmpegPath}). */
export function resolveFfprobePath(environment: NodeJS.ProcessEnv = process.env): string {
  return locateTool('ffprobe', FFPROBE_PATH_VARIABLE, '@ffprobe-installer/ffprobe', environment).path;
}

/**
 * The ffmpeg executable {@link resolveFfmpegPath} picks, where it was found and its version
 * (from `ffmpeg -version`); throws PackageNotInstalledError when there is none.
 */
export async function describeFfmpeg(
  environment: NodeJS.ProcessEnv = process.env,
): Promise<FfmpegDescription> {
  const located = locateFfmpeg(environment);
  const version = await new Promise<string | undefined>((resolve) => {
    execFile(
      located.path,
      ['-hide_banner', '-version'],
      { timeout: FFMPEG_VERSION_TIMEOUT_MILLISECONDS, windowsHide: true },
      (error, stdout) => resolve(error ? undefined : /^ffmpeg version (\S+)/mu.exec(stdout)?.[1]),
    );
  });
  return { ...located, version };
}

function locateFfmpeg(environment: NodeJS.ProcessEnv): Located {
  return locateTool('ffmpeg', FFMPEG_PATH_VARIABLE, '@ffmpeg-installer/ffmpeg', environment);
}

/**
 * Where `name` is: `variable`, then `PATH`, then the `installer` package (loaded with
 * `requireInstaller`, a test seam); cached per name unless named by the variable.
 */
export function locateTool(
  name: string,
  variable: string,
  installer: string,
  environment: NodeJS.ProcessEnv,
  requireInstaller: (id: string) => unknown = require,
): Located {
  const explicit = environment[variable];
  if (explicit !== undefined && explicit !== '') return { path: explicit, source: 'environment' };
  const cached = cache.get(name);
  if (cached !== undefined) return cached;
  const onPath = findOnPath(name, environment.PATH ?? '');
  const fromPackage = onPath === undefined ? fromInstaller(installer, requireInstaller) : undefined;
  const found: Located | undefined =
    onPath !== undefined
      ? { path: onPath, source: 'path' }
      : fromPackage !== undefined
        ? { path: fromPackage, source: 'installer' }
        : undefined;
  if (found === undefined) {
    throw new PackageNotInstalledError({
      packageName: installer,
      feature: `decoding audio without ${name} on PATH`,
      alternative: `Or install a current ${name} on PATH (apt-get install ffmpeg, brew install ffmpeg), or set ${variable}.`,
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

function fromInstaller(installer: string, requireInstaller: (id: string) => unknown): string | undefined {
  try {
    const located = requireInstaller(installer) as { path?: unknown };
    return typeof located.path === 'string' ? located.path : undefined;
  } catch {
    return undefined;
  }
}
