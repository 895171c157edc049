/**
 * libphonenumber-js with its full ("max") metadata, loaded synchronously on the first phone-number
 * candidate so that importing langproc does not pay for it. It compiles the package's single-file
 * build (`bundle/libphonenumber-max.js`: the same version, code and metadata as
 * `libphonenumber-js/max`) as one script, about three times faster than importing the ~230 ES
 * modules of `libphonenumber-js/max`; where that file is missing or exports nothing usable, it
 * falls back to `libphonenumber-js/max` itself.
 *
 * @example
 * ```ts
 * phoneNumberLibrary().parsePhoneNumberFromString('0803 123 4567', 'NG')?.isValid(); // true
 * ```
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { compileFunction } from 'node:vm';
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

/** libphonenumber-js (max metadata), loaded on the first call and kept. */
export function phoneNumberLibrary(): PhoneNumberLibrary {
  loaded ??= loadPhoneNumberBundle(bundlePath()) ?? (require('libphonenumber-js/max') as PhoneNumberLibrary);
  return loaded;
}

function bundlePath(): string {
  return path.join(path.dirname(require.resolve('libphonenumber-js/package.json')), PHONE_NUMBER_BUNDLE);
}

/**
 * The library compiled from a single-file (UMD) build, or `undefined` when the file cannot be read
 * or does not export `parsePhoneNumberFromString`.
 */
export function loadPhoneNumberBundle(file: string): PhoneNumberLibrary | undefined {
  let source: string;
  try {
    source = readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  const exports: Partial<PhoneNumberLibrary> = {};
  compileFunction(source, ['exports', 'module'], { filename: file })(exports, { exports });
  return typeof exports.parsePhoneNumberFromString === 'function' && typeof exports.Metadata === 'function'
    ? (exports as PhoneNumberLibrary)
    : undefined;
}
