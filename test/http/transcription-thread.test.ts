/**
 * Transcription with the catalog's models runs on its own thread, with the result and the typed
 * errors of the main thread (bench/transcription-event-loop.ts measures the event loop meanwhile). Uses the tiny
 * random Whisper fixture as the catalog's whisper-base, and a 2 s Ogg tone made with ffmpeg.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDefaultServices } from '../../src/http/default-services.js';
import { generateMedia } from '../transcription/generate-media.js';

const temporary = mkdtempSync(path.join(tmpdir(), 'langproc-transcription-thread-'));
const modelsDirectory = path.join(temporary, 'models');
mkdirSync(path.join(modelsDirectory, 'Xenova'), { recursive: true });
symlinkSync(
  path.resolve('test/fixtures/models/langproc-fixtures/tiny-random-whisper'),
  path.join(modelsDirectory, 'Xenova/whisper-base'),
);
const clip = generateMedia(temporary)['tone.ogg'] as string;
const threaded = createDefaultServices({ modelsDirectory, taskThreads: 1 });
const inline = createDefaultServices({ modelsDirectory, taskThreads: 0 });
afterAll(async () => {
  await Promise.all([threaded.close?.(), inline.close?.()]);
  rmSync(temporary, { recursive: true, force: true });
});

const call = {
  audio: clip,
  language: 'English',
  generateSrt: true,
  modelName: 'whisper-1-transcribe',
} as const;

describe('transcription on its own thread', () => {
  it('gives the result of the main thread', { timeout: 120_000 }, async () => {
    expect(await threaded.transcribe!(call)).toEqual(await inline.transcribe!(call));
  });

  it('runs redactAudio for redactAudio: true, with the result of the main thread', {
    timeout: 120_000,
  }, async () => {
    const threadedResult = await threaded.transcribe!({ ...call, redactAudio: true });
    expect(threadedResult).toEqual(await inline.transcribe!({ ...call, redactAudio: true }));
    const wav = threadedResult.redactedAudio!;
    expect(String.fromCharCode(...wav.subarray(0, 4), ...wav.subarray(8, 12))).toBe('RIFFWAVE');
    expect((await threaded.transcribe!(call)).redactedAudio).toBeUndefined();
  });

  it("passes the upload's audio redaction settings to redactAudio on the thread", {
    timeout: 120_000,
  }, async () => {
    // a padding the core refuses shows the settings arrived (the upload's field allows 0 to 5)
    const settings = { ...call, redactAudio: true, audioRedaction: { padding: 9 } };
    await expect(threaded.transcribe!(settings)).rejects.toMatchObject({ code: 'invalid_input' });
    await expect(inline.transcribe!(settings)).rejects.toMatchObject({ code: 'invalid_input' });
  });

  it('fails with the typed error of the core (no audio)', { timeout: 120_000 }, async () => {
    const silence = generateMedia(path.join(temporary))['silence.wav'] as string;
    await expect(threaded.transcribe!({ ...call, audio: silence })).rejects.toMatchObject({
      code: 'no_audio',
    });
  });
});
