/**
 * libphonenumber-js with its full ("max") metadata, loaded synchronously on the first phone-number
 * candidate so that importing langproc does not pay for it. It compiles the package's single-file
 * build (`bundle/libphonenumber-max.js`: the same version, code and metadata as
 * `libphonenumber-js/max`) as one script, about three times faster than importing the ~230 ES
 * modules of `libphonenumber-js/max`; where that file is missing or exports nothing usable, it
 * falls back to `libphonenumber-js/max` itself.
 *
 * The build (`npm run build`) also writes V8's code cache of that script
 * (`dist/src/libphonenumber-max.code-cache`, from `phoneNumberCodeCache()`): with it V8 reads the
 * compiled functions instead of parsing the 250 KB file twice (once to find its functions, once to
 * run them), about 6 ms of CPU less on the first phone candidate. The cache is used only when its
 * header names this process's V8 version and the SHA-256 of the very file being loaded (V8 itself
 * checks only the length of the source); otherwise, or when V8 rejects it, the script is compiled
 * from source as before. Either way the same code runs.
 *
 * @example
 * ```ts
 * phoneNumberLibrary().parsePhoneNumberFromString('0803 123 4567', 'NG')?.isValid(); // true
 * ```
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Script } from 'node:vm';
import type { Metadata, parsePhoneNumberFromString } from 'libphonenumber-js/max';

/** The part of libphonenumber-js the phone-number recognizer uses. */
export interface PhoneNumberLibrary {
  parsePhoneNumberFromString: typeof parsePhoneNumberFromString;
  /** The metadata class (read by phone-region-lengths.ts). */
  Metadata: typeof Metadata;
}

/** The single-file build inside the libphonenumber-js package. */
export const PHONE_NUMBER_BUNDLE = 'bundle/libphonenumber-max.js';

const require = createRequire(import.meta.url);
let loaded: PhoneNumberLibrary | undefined;

/** The code cache's file name, written by the build next to the root bundle (`dist/src/`). */
export const PHONE_NUMBER_CODE_CACHE = 'libphonenumber-max.code-cache';

/**
 * Where the code cache may lie, from this module: `./` in the root bundle (`dist/src/index.bundle.js`),
 * `../../` in the per-module build (`dist/src/redaction/recognizers/`).
 */
const CODE_CACHE_FILES = [`./${PHONE_NUMBER_CODE_CACHE}`, `../../${PHONE_NUMBER_CODE_CACHE}`];

/** libphonenumber-js (max metadata), loaded on the first call and kept. */
export function phoneNumberLibrary(): PhoneNumberLibrary {
  loaded ??=
    loadPhoneNumberBundle(bundlePath(), readCodeCache()) ??
    (require('libphonenumber-js/max') as PhoneNumberLibrary);
  return loaded;
}

/** The build's code cache file, or `undefined` when there is none (sources run by tsx, tests). */
function readCodeCache(): Buffer | undefined {
  for (const relative of CODE_CACHE_FILES) {
    try {
      return readFileSync(new URL(relative, import.meta.url));
    } catch {
      // not at this place: try the next
    }
  }
  return undefined;
}

function bundlePath(): string {
  const folder = packageFolder(
    'libphonenumber-js',
    path.dirname(fileURLToPath(import.meta.url)),
    (specifier) => require.resolve(specifier),
  );
  return path.join(folder, PHONE_NUMBER_BUNDLE);
}

/**
 * The folder of the package `name` as Node's resolution finds it from the folder `from`: the first
 * `node_modules/<name>` with a `package.json` in `from` or a folder above it (a folder named
 * `node_modules` is not searched inside itself), the order of Node's own search; else the folder of
 * `resolve('<name>/package.json')` (`NODE_PATH`, Yarn Plug'n'Play). The walk costs a few file
 * checks; `require.resolve` took about 3 ms of CPU on its first use (the CommonJS resolver's start).
 */
export function packageFolder(name: string, from: string, resolve: (specifier: string) => string): string {
  for (let folder = path.resolve(from); ; folder = path.dirname(folder)) {
    if (path.basename(folder) !== 'node_modules') {
      const candidate = path.join(folder, 'node_modules', name);
      if (existsSync(path.join(candidate, 'package.json'))) return candidate;
    }
    if (path.dirname(folder) === folder) break;
  }
  return path.dirname(resolve(`${name}/package.json`));
}

/**
 * The library compiled from a single-file (UMD) build, or `undefined` when the file cannot be read
 * or does not export `parsePhoneNumberFromString`. `codeCache` (a file `phoneNumberCodeCache()`
 * wrote) is used only when it was made from this very file by this V8 version.
 */
export function loadPhoneNumberBundle(file: string, codeCache?: Uint8Array): PhoneNumberLibrary | undefined {
  return compilePhoneNumberBundle(file, codeCache)?.library;
}

/**
 * V8's code cache of the single-file build after parsing a few numbers (so that it holds the
 * functions a first phone candidate runs), with a header line naming the V8 version and the file's
 * SHA-256; `undefined` when the file cannot be loaded. The build writes it to
 * `dist/src/libphonenumber-max.code-cache`.
 */
export function phoneNumberCodeCache(file: string = bundlePath()): Uint8Array | undefined {
  const compiled = compilePhoneNumberBundle(file, undefined);
  if (compiled === undefined) return undefined;
  for (const [number, region] of [
    ['0803 123 4567', 'NG'],
    ['+44 20 7946 0958', undefined],
    ['12345', 'KE'],
  ] as const) {
    const parsed = compiled.library.parsePhoneNumberFromString(number, region);
    parsed?.isValid();
    parsed?.isPossible();
    parsed?.getType();
  }
  const header = `${JSON.stringify({ v8: process.versions.v8, sha256: compiled.sha256 } satisfies CodeCacheHeader)}\n`;
  return Buffer.concat([Buffer.from(header), compiled.script.createCachedData()]);
}

/** The first line of a code cache file. */
interface CodeCacheHeader {
  /** `process.versions.v8` of the process that made it. */
  v8: string;
  /** SHA-256 (hex) of the single-file build it was made from. */
  sha256: string;
}

/**
 * The single-file build wrapped as a function of `exports` and `module` (the CommonJS branch of its
 * UMD header), as `compileFunction` would compile it; its first line stays
 * the file's first line, so line numbers in stack traces stay the same.
 */
function wrapped(source: string): string {
  return `(function (exports, module) {${source}\n})`;
}

/** The single-file build compiled: the library, its script, the file's SHA-256, and whether V8 used the code cache. */
export interface CompiledPhoneNumberBundle {
  library: PhoneNumberLibrary;
  script: Script;
  sha256: string;
  /** `true` when the code cache was given, matched the header checks, and V8 accepted it. */
  fromCodeCache: boolean;
}

/** `loadPhoneNumberBundle` with what it compiled (tests check `fromCodeCache`). */
export function compilePhoneNumberBundle(
  file: string,
  codeCache: Uint8Array | undefined,
): CompiledPhoneNumberBundle | undefined {
  let source: string;
  try {
    source = readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  const sha256 = createHash('sha256').update(source).digest('hex');
  const cachedData = usableCache(codeCache, sha256);
  const script = new Script(wrapped(source), { filename: file, cachedData });
  const exports: Partial<PhoneNumberLibrary> = {};
  (script.runInThisContext() as (exports: object, module: object) => void)(exports, { exports });
  return typeof exports.parsePhoneNumberFromString === 'function' && typeof exports.Metadata === 'function'
    ? {
        library: exports as PhoneNumberLibrary,
        script,
        sha256,
        fromCodeCache: cachedData !== undefined && script.cachedDataRejected === false,
      }
    : undefined;
}

/** The cached data of `codeCache` when its header names this V8 and a file of this SHA-256. */
function usableCache(codeCache: Uint8Array | undefined, sha256: string): Buffer | undefined {
  if (codeCache === undefined) return undefined;
  const newline = codeCache.indexOf(0x0a);
  if (newline < 0) return undefined;
  let header: Partial<CodeCacheHeader>;
  try {
    header = JSON.parse(
      Buffer.from(codeCache.subarray(0, newline)).toString('utf8'),
    ) as Partial<CodeCacheHeader>;
  } catch {
    return undefined;
  }
  return header.v8 === process.versions.v8 && header.sha256 === sha256
    ? Buffer.from(codeCache.buffer, codeCache.byteOffset + newline + 1, codeCache.byteLength - newline - 1)
    : undefined;
}
