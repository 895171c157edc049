/**
 * Test fixture: a temporary folder holding `long.wav`, a 70-second 300 Hz tone (16 kHz mono
 * PCM16), long enough for `transcribe()` to cut into chunks. The tone is written before the
 * file's tests (`beforeAll`) and the folder deleted after them (`afterAll`).
 *
 * @example
 * ```ts
 * const { directory, longTone } = useLongTone('langproc-transcribe-test-');
 * it('chunks', async () => {
 *   await transcribe({ audio: longTone, backend: new MockTranscriptionBackend() });
 * });
 * ```
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { resolveFfmpegPath } from '../../src/transcription/index.js';

/** Seconds of the tone. */
export const LONG_TONE_SECONDS = 70;

/**
 * Makes the temporary folder (named `prefix` and a random suffix) and registers the hooks that
 * write the tone and delete the folder; call it at the top level of a test file.
 */
export function useLongTone(prefix: string): { directory: string; longTone: string } {
  const directory = mkdtempSync(path.join(tmpdir(), prefix));
  const longTone = path.join(directory, 'long.wav');
  beforeAll(() => {
    execFileSync(resolveFfmpegPath(), [
      '-v',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      `sine=frequency=300:duration=${LONG_TONE_SECONDS}:sample_rate=16000`,
      '-c:a',
      'pcm_s16le',
      longTone,
    ]);
  });
  afterAll(() => rmSync(directory, { recursive: true, force: true }));
  return { directory, longTone };
}
