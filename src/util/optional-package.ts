/**
 * Imports an optional peer dependency on first use and turns "not installed" into a
 * {@link PackageNotInstalledError} that names the `npm install` line; any other failure (a broken
 * install, a native binary that does not load) is rethrown as it is.
 *
 * @example
 * ```ts
 * const { default: ESpeakNg } = await importOptionalPackage(
 *   { packageName: 'espeak-ng', feature: 'speech synthesis with the embedded espeak-ng' },
 *   () => import('espeak-ng'),
 * );
 * const sqlite = requireOptionalPackage(SQLITE_PACKAGE, () => require('node-sqlite3-wasm')); // synchronous
 * ```
 */
import { PackageNotInstalledError } from '../errors/package-not-installed-error.js';

/** What to say when the package is missing. */
export interface OptionalPackage {
  packageName: string;
  feature: string;
  /** Packages to install, when more than the missing one. @default [packageName] */
  installPackages?: readonly string[];
  alternative?: string;
}

/** `true` when `error` says that `packageName` itself (not something inside it) cannot be found. */
export function isPackageMissing(error: unknown, packageName: string): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (code !== 'ERR_MODULE_NOT_FOUND' && code !== 'MODULE_NOT_FOUND') return false;
  const message = error instanceof Error ? error.message : '';
  return (
    message.includes(`'${packageName}'`) ||
    message.includes(`"${packageName}"`) ||
    message.includes(`'${packageName}/`) ||
    message.includes(`package '${packageName}'`)
  );
}

/** `load()`, with a missing package reported as a PackageNotInstalledError. */
export async function importOptionalPackage<T>(
  optionalPackage: OptionalPackage,
  load: () => Promise<T>,
): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (isPackageMissing(error, optionalPackage.packageName)) {
      throw new PackageNotInstalledError({ ...optionalPackage, cause: error });
    }
    throw error;
  }
}

/** `load()` (synchronous: a `require`), with a missing package reported as a PackageNotInstalledError. */
export function requireOptionalPackage<T>(optionalPackage: OptionalPackage, load: () => T): T {
  try {
    return load();
  } catch (error) {
    if (isPackageMissing(error, optionalPackage.packageName)) {
      throw new PackageNotInstalledError({ ...optionalPackage, cause: error });
    }
    throw error;
  }
}
