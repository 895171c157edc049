import { createRequire } from 'node:module';
import path from 'node:path';
import { parsePhoneNumberFromString as parseWithModules } from 'libphonenumber-js/max';
import { describe, expect, it } from 'vitest';
import {
  loadPhoneNumberBundle,
  PHONE_NUMBER_BUNDLE,
  phoneNumberLibrary,
} from '../../src/redaction/recognizers/phone-number-library.js';

const bundleFile = path.join(
  path.dirname(createRequire(import.meta.url).resolve('libphonenumber-js/package.json')),
  PHONE_NUMBER_BUNDLE,
);

/** Numbers and regions, with what `libphonenumber-js/max` says of them. */
const CASES: readonly [string, string | undefined][] = [
  ['0803 123 4567', 'NG'],
  ['0712 345 678', 'KE'],
  ['+27 82 123 4567', undefined],
  ['+44 20 7946 0958', undefined],
  ['(555) 555-5555', 'US'],
  ['06 12 34 56 78', 'FR'],
  ['0911 234 567', 'ET'],
  ['12345', 'NG'],
  ['0800 000 0000', 'ZA'],
];

describe('phoneNumberLibrary', () => {
  it.each(CASES)(
    '%s (%s): the single-file build gives the verdicts of libphonenumber-js/max',
    (number, region) => {
      const bundled = loadPhoneNumberBundle(bundleFile);
      expect(bundled).toBeDefined();
      const fromBundle = bundled!.parsePhoneNumberFromString(number, region as never);
      const fromModules = parseWithModules(number, region as never);
      expect(fromBundle?.number).toBe(fromModules?.number);
      expect(fromBundle?.isValid()).toBe(fromModules?.isValid());
      expect(fromBundle?.isPossible()).toBe(fromModules?.isPossible());
    },
  );

  it('is undefined for a missing file (the loader then falls back to libphonenumber-js/max)', () => {
    expect(loadPhoneNumberBundle(path.join(path.dirname(bundleFile), 'no-such-file.js'))).toBeUndefined();
  });

  it('loads once and parses', () => {
    const library = phoneNumberLibrary();
    expect(phoneNumberLibrary()).toBe(library);
    expect(library.parsePhoneNumberFromString('0803 123 4567', 'NG')?.isValid()).toBe(true);
  });
});
