import { copyFileSync, mkdirSync, mkdtempSync, realpathSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parsePhoneNumberFromString as parseWithModules } from 'libphonenumber-js/max';
import { describe, expect, it } from 'vitest';
import {
  compilePhoneNumberBundle,
  loadPhoneNumberBundle,
  PHONE_NUMBER_BUNDLE,
  packageFolder,
  phoneNumberCodeCache,
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

  describe('code cache', () => {
    const codeCache = phoneNumberCodeCache(bundleFile)!;
    const header = (fields: object): Uint8Array =>
      Buffer.concat([
        Buffer.from(`${JSON.stringify(fields)}\n`),
        codeCache.subarray(codeCache.indexOf(0x0a) + 1),
      ]);
    const sha256 = JSON.parse(Buffer.from(codeCache.subarray(0, codeCache.indexOf(0x0a))).toString())
      .sha256 as string;

    it.each([
      ['its own cache', true, codeCache],
      ['no cache', false, undefined],
      ['a cache of another file', false, header({ v8: process.versions.v8, sha256: '0'.repeat(64) })],
      ['a cache of another V8', false, header({ v8: '0.0.0', sha256 })],
      ['a cache whose data V8 rejects', false, header({ v8: process.versions.v8, sha256 }).subarray(0, 200)],
      ['no header', false, Buffer.from('not a cache')],
    ] as const)('%s: used %s, same verdicts', (name, used, cache) => {
      // A copy under a name of its own: V8 reuses a script compiled earlier in the process from the
      // same source and file name without reading the cache at all.
      const copy = path.join(
        mkdtempSync(path.join(tmpdir(), 'langproc-phone-')),
        `${name.replace(/ /g, '-')}.js`,
      );
      copyFileSync(bundleFile, copy);
      const compiled = compilePhoneNumberBundle(copy, cache);
      expect(compiled?.fromCodeCache).toBe(used);
      for (const [number, region] of CASES) {
        const fromCache = compiled!.library.parsePhoneNumberFromString(number, region as never);
        const fromModules = parseWithModules(number, region as never);
        expect(fromCache?.number).toBe(fromModules?.number);
        expect(fromCache?.isValid()).toBe(fromModules?.isValid());
        expect(fromCache?.getType()).toBe(fromModules?.getType());
      }
    });
  });
});

describe('packageFolder', () => {
  /** A folder tree with a package.json at each of `packages` (relative folders). */
  function tree(packages: readonly string[]): string {
    const root = mkdtempSync(path.join(tmpdir(), 'langproc-package-folder-'));
    for (const folder of packages) {
      mkdirSync(path.join(root, folder), { recursive: true });
      writeFileSync(path.join(root, folder, 'package.json'), '{}');
    }
    return root;
  }
  const unresolved = (specifier: string): string => {
    throw new Error(`resolve ${specifier}`);
  };

  it.each([
    [
      'the nearest node_modules',
      ['node_modules/lib', 'app/node_modules/lib'],
      'app/dist/src',
      'app/node_modules/lib',
    ],
    ['a folder above', ['node_modules/lib'], 'app/dist/src', 'node_modules/lib'],
    [
      'not inside a node_modules folder itself (an installed package)',
      ['node_modules/node_modules/lib', 'node_modules/lib'],
      'node_modules/langproc/dist/src',
      'node_modules/lib',
    ],
    [
      "the package's own node_modules first",
      ['node_modules/lib', 'node_modules/langproc/node_modules/lib'],
      'node_modules/langproc/dist/src',
      'node_modules/langproc/node_modules/lib',
    ],
    [
      'only a folder with a package.json',
      ['node_modules/lib', 'app/node_modules/lib/x'],
      'app',
      'node_modules/lib',
    ],
  ])('finds %s', (_name, packages, from, expected) => {
    const root = tree(packages);
    expect(packageFolder('lib', path.join(root, from), unresolved)).toBe(path.join(root, expected));
  });

  it('asks the resolver when no node_modules holds the package', () => {
    const root = tree([]);
    expect(packageFolder('not-installed-package-x', root, (specifier) => `/resolved/${specifier}`)).toBe(
      '/resolved/not-installed-package-x',
    );
  });

  it('finds libphonenumber-js where require.resolve does (from the sources)', () => {
    const sources = path.join(
      path.dirname(fileURLToPath(import.meta.url)),
      '..',
      '..',
      'src',
      'redaction',
      'recognizers',
    );
    const found = packageFolder('libphonenumber-js', sources, unresolved);
    expect(realpathSync(found)).toBe(realpathSync(path.dirname(path.dirname(bundleFile))));
  });
});
