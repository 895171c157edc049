import { describe, expect, it } from 'vitest';
import { loadTransformers, TRANSFORMERS_PACKAGE } from '../../backends/transformers/transformers-library.js';
import { SQLITE_PACKAGE } from '../../src/http/server-packages.js';
import { PackageNotInstalledError } from '../../src/index.js';
import { ESPEAK_PACKAGE } from '../../src/speech/espeak/espeak-engine.js';
import { FLUENT_FFMPEG_PACKAGE } from '../../src/transcription/decode-audio.js';
import { locateTool } from '../../src/transcription/ffmpeg-binary.js';
import {
  importOptionalPackage,
  isPackageMissing,
  requireOptionalPackage,
} from '../../src/util/optional-package.js';

/** What Node throws for a package that is not installed, by import() and by require(). */
function notFound(packageName: string, kind: 'import' | 'require'): Error {
  return kind === 'import'
    ? Object.assign(new Error(`Cannot find package '${packageName}' imported from /app/dist/x.js`), {
        code: 'ERR_MODULE_NOT_FOUND',
      })
    : Object.assign(new Error(`Cannot find module '${packageName}'\nRequire stack:\n- /app/x.js`), {
        code: 'MODULE_NOT_FOUND',
      });
}

describe('optional packages', () => {
  it.each([
    [ESPEAK_PACKAGE, 'npm install espeak-ng'],
    [TRANSFORMERS_PACKAGE, 'npm install @huggingface/transformers'],
    [FLUENT_FFMPEG_PACKAGE, 'npm install fluent-ffmpeg @ffmpeg-installer/ffmpeg @ffprobe-installer/ffprobe'],
  ])('a missing $packageName is PackageNotInstalledError with "$1"', async (optionalPackage, command) => {
    const failure = importOptionalPackage(optionalPackage, () =>
      Promise.reject(notFound(optionalPackage.packageName, 'import')),
    );
    await expect(failure).rejects.toSatisfy(PackageNotInstalledError.isInstance);
    const error = (await failure.catch((caught: unknown) => caught)) as PackageNotInstalledError;
    expect(error.code).toBe('package_not_installed');
    expect(error.installCommand).toBe(command);
    expect(error.message).toContain(`Install it with: ${command}`);
    expect(error.toJSON().details).toMatchObject({
      packageName: optionalPackage.packageName,
      installCommand: command,
    });
  });

  it('passes on other failures (a module missing inside the package, a broken native binary)', async () => {
    const inside = notFound('onnxruntime-common', 'import');
    await expect(importOptionalPackage(ESPEAK_PACKAGE, () => Promise.reject(inside))).rejects.toBe(inside);
    const broken = new Error('libonnxruntime.so.1: cannot open shared object file');
    await expect(importOptionalPackage(TRANSFORMERS_PACKAGE, () => Promise.reject(broken))).rejects.toBe(
      broken,
    );
  });

  it('requireOptionalPackage: the same, synchronously (node-sqlite3-wasm for openSqliteStore)', () => {
    const missing = () =>
      requireOptionalPackage(SQLITE_PACKAGE, () => {
        throw notFound('node-sqlite3-wasm', 'require');
      });
    expect(missing).toThrow(
      'The optional package "node-sqlite3-wasm" is not installed; the HTTP adapter (langproc serve, langproc keys, langproc/http) needs it. Install it with: npm install fastify @fastify/multipart node-sqlite3-wasm',
    );
    const broken = new Error('WebAssembly.Memory(): could not allocate memory');
    expect(() =>
      requireOptionalPackage(SQLITE_PACKAGE, () => {
        throw broken;
      }),
    ).toThrow(broken);
    expect(requireOptionalPackage(SQLITE_PACKAGE, () => 'loaded')).toBe('loaded');
  });

  it.each([
    [notFound('espeak-ng', 'import'), 'espeak-ng', true],
    [notFound('espeak-ng', 'require'), 'espeak-ng', true],
    [notFound('@huggingface/transformers', 'import'), '@huggingface/transformers', true],
    [notFound('@ffmpeg-installer/ffmpeg', 'require'), '@ffmpeg-installer/ffmpeg', true],
    [notFound('espeak-ng-extra', 'import'), 'espeak-ng', false],
    [new Error("Cannot find package 'espeak-ng'"), 'espeak-ng', false],
  ])('isPackageMissing(%s, %s) is %s', (error, packageName, expected) => {
    expect(isPackageMissing(error, packageName)).toBe(expected);
  });

  it('loadTransformers reports a missing transformers.js and tries again on the next call', async () => {
    await expect(
      loadTransformers(() => Promise.reject(notFound('@huggingface/transformers', 'import'))),
    ).rejects.toThrow('Install it with: npm install @huggingface/transformers');
    const library = await loadTransformers();
    expect(typeof library.pipeline).toBe('function');
  });

  it('no ffmpeg on PATH and no installer package: PackageNotInstalledError naming both ways', () => {
    const locate = (): unknown =>
      locateTool(
        'langproc-test-ffmpeg',
        'LANGPROC_TEST_FFMPEG_PATH',
        '@ffmpeg-installer/ffmpeg',
        { PATH: '' },
        () => {
          throw notFound('@ffmpeg-installer/ffmpeg', 'require');
        },
      );
    expect(locate).toThrow(
      'The optional package "@ffmpeg-installer/ffmpeg" is not installed; decoding audio without langproc-test-ffmpeg on PATH needs it. Install it with: npm install @ffmpeg-installer/ffmpeg Or install a current langproc-test-ffmpeg on PATH (apt-get install ffmpeg, brew install ffmpeg), or set LANGPROC_TEST_FFMPEG_PATH.',
    );
    try {
      locate();
    } catch (error) {
      expect(PackageNotInstalledError.isInstance(error)).toBe(true);
    }
  });
});
