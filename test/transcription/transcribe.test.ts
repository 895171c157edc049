import path from 'node:path';
import { parseSync } from 'subtitle';
import { describe, expect, it } from 'vitest';
import { createTransformersTranscriptionBackend } from '../../backends/transformers/transcription-backend.js';
import { getCatalogEntry } from '../../src/models/catalog.js';
import { MockTranscriptionBackend } from '../../src/test/index.js';
import { type TranscriptionProgress, transcribe } from '../../src/transcription/index.js';
import { sharedEval } from '../shared-eval.js';
import { useLongTone } from './long-tone.js';

const MODELS = new URL('../fixtures/models', import.meta.url).pathname;
const SPEECH = sharedEval('speech', 'transcribe() on real clips') ?? '';
const { directory: temporary, longTone: LONG_TONE } = useLongTone('langproc-transcribe-test-');

function assertWellFormed(result: Awaited<ReturnType<typeof transcribe>>): void {
  let previousEnd = 0;
  for (const segment of result.segments) {
    expect(segment.start).toBeGreaterThanOrEqual(previousEnd);
    expect(segment.end).toBeGreaterThanOrEqual(segment.start);
    expect(segment.end).toBeLessThanOrEqual(result.durationSeconds + 0.001);
    expect(segment.text.trim()).toBe(segment.text);
    previousEnd = segment.end;
  }
  expect(result.text).toBe(result.segments.map((segment) => segment.text).join(' '));
}

describe('transcribe() with a mock backend', () => {
  it('cuts 70 s into overlapping 30 s chunks, reports progress and stitches the timeline', async () => {
    let call = 0;
    const backend = new MockTranscriptionBackend({
      doTranscribe: async ({ audio, sampleRate }) => {
        const seconds = audio.length / sampleRate;
        call += 1;
        return {
          text: 'x',
          segments: [
            { start: 0, end: seconds / 2, text: `chunk ${call} a` },
            { start: seconds / 2, end: seconds, text: `chunk ${call} b` },
          ],
          language: 'Zulu',
          warnings: [{ type: 'other', message: 'note' }],
        };
      },
    });
    const progress: TranscriptionProgress[] = [];
    const result = await transcribe({
      audio: LONG_TONE,
      backend,
      generateSrt: true,
      onProgress: (event) => progress.push(event),
    });
    expect(backend.calls.map((call) => call.audio.length / 16_000)).toEqual([30, 30, 16]);
    expect(backend.calls.map((call) => call.language)).toEqual([undefined, 'Zulu', 'Zulu']);
    expect(progress.map((event) => [event.chunksDone, event.processedSeconds, event.fraction])).toEqual([
      [0, 0, 0],
      [1, 30, 30 / 70],
      [2, 57, 57 / 70],
      [3, 70, 1],
    ]);
    expect(result.segments).toEqual([
      { start: 0, end: 15, text: 'chunk 1 a' },
      { start: 15, end: 30, text: 'chunk 1 b' },
      { start: 30, end: 42, text: 'chunk 2 a' },
      { start: 42, end: 57, text: 'chunk 2 b' },
      { start: 57, end: 62, text: 'chunk 3 a' },
      { start: 62, end: 70, text: 'chunk 3 b' },
    ]);
    expect(result).toMatchObject({ language: 'Zulu', durationSeconds: 70, modelName: 'mock-transcription' });
    expect(result.warnings).toEqual([{ type: 'other', message: 'note' }]);
    const cues = parseSync(result.srt ?? '').flatMap((node) => (node.type === 'cue' ? [node.data] : []));
    expect(cues.map((cue) => [cue.start, cue.end])).toEqual([
      [0, 7000],
      [15_000, 22_000],
      [30_000, 37_000],
      [42_000, 49_000],
      [57_000, 62_000],
      [62_000, 69_000],
    ]);
    assertWellFormed(result);
  });

  it.each([
    ['Hausa', 'Hausa'],
    ['hausa', 'Hausa'],
    ['ha', 'Hausa'],
    ['english', 'English'],
    ['zul', 'Zulu'],
  ])('resolves language %s to %s', async (given, expected) => {
    const backend = new MockTranscriptionBackend();
    const result = await transcribe({ audio: LONG_TONE, language: given, backend, chunkSeconds: 60 });
    expect(result.language).toBe(expected);
    expect(backend.calls[0]?.language).toBe(expected);
    expect(result.srt).toBeUndefined();
  });

  it.each([
    [{ language: 'klingon' }, 'unsupported_language'],
    [
      { language: 'Zulu', backend: new MockTranscriptionBackend({ languages: ['English'] }) },
      'unsupported_language',
    ],
    [{ overlapSeconds: 20 }, 'invalid_input'],
    [{ backend: {} }, 'invalid_input'],
  ])('rejects %j', async (override, code) => {
    const options = { audio: LONG_TONE, backend: new MockTranscriptionBackend(), ...override };
    await expect(transcribe(options as Parameters<typeof transcribe>[0])).rejects.toMatchObject({ code });
  });

  it('stops between chunks when aborted', async () => {
    const controller = new AbortController();
    const backend = new MockTranscriptionBackend();
    const run = transcribe({
      audio: LONG_TONE,
      backend,
      abortSignal: controller.signal,
      onProgress: (event) => {
        if (event.chunksDone === 1) controller.abort();
      },
    });
    await expect(run).rejects.toMatchObject({ code: 'aborted' });
    expect(backend.calls.length).toBe(1);
  });
});

describe.skipIf(SPEECH === '')('transcribe() through the tiny transformers.js fixtures on real clips', () => {
  const clips = [
    ['fleurs/fleurs-en-000.ogg', 'English'],
    ['fleurs/fleurs-fr-001.ogg', 'French'],
    ['commonvoice-rw/clips/common_voice_rw_42341197.mp3', 'Kinyarwanda'],
  ] as const;

  it('tiny Whisper returns well-formed segments and SRT', async () => {
    const backend = createTransformersTranscriptionBackend({
      modelsDirectory: MODELS,
      model: 'langproc-fixtures/tiny-random-whisper',
      maxNewTokens: 16,
      threads: 1,
    });
    expect(backend.architecture).toBe('whisper');
    for (const [clip, language] of clips.slice(0, 2)) {
      const result = await transcribe({
        audio: path.join(SPEECH, clip),
        language,
        backend,
        generateSrt: true,
        chunkSeconds: 8,
      });
      expect(result.modelName).toBe('langproc-fixtures/tiny-random-whisper');
      expect(result.language).toBe(language);
      expect(result.segments.length).toBeGreaterThan(0);
      assertWellFormed(result);
      const cues = parseSync(result.srt ?? '').filter((node) => node.type === 'cue');
      expect(cues.length).toBeGreaterThan(0);
    }
    await backend.dispose();
  });

  it('tiny Wav2Vec2 CTC returns one segment per chunk, stitched', async () => {
    const backend = createTransformersTranscriptionBackend({
      modelsDirectory: MODELS,
      model: 'langproc-fixtures/tiny-random-wav2vec2-ctc',
      languages: ['Kinyarwanda'],
    });
    expect(backend.architecture).toBe('ctc');
    const [clip, language] = clips[2];
    const result = await transcribe({
      audio: path.join(SPEECH, clip),
      language,
      backend,
      generateSrt: true,
      chunkSeconds: 4,
    });
    expect(result.durationSeconds).toBeCloseTo(5.616, 1);
    expect(result.segments.length).toBe(2);
    assertWellFormed(result);
    await backend.dispose();
  });

  it('a missing model is a ModelNotInstalledError naming the pull command', async () => {
    const backend = createTransformersTranscriptionBackend({
      modelsDirectory: temporary,
      model: 'whisper-base',
      repository: getCatalogEntry('whisper-base').repository,
    });
    await expect(
      transcribe({ audio: path.join(SPEECH, clips[0][0]), language: 'English', backend }),
    ).rejects.toMatchObject({
      code: 'model_not_installed',
      pullCommand: 'langproc models pull whisper-base',
      details: expect.objectContaining({
        missingPath: path.join(temporary, 'Xenova/whisper-base/config.json'),
      }),
    });
  });

  it('a catalog id without a repository is an invalid_input error naming the option', () => {
    expect(() =>
      createTransformersTranscriptionBackend({ modelsDirectory: temporary, model: 'whisper-base' }),
    ).toThrowError(expect.objectContaining({ code: 'invalid_input', details: { field: 'repository' } }));
  });

  it.each([0, 1.5, -2])('threads %s is an invalid_input error naming the option', (threads) => {
    expect(() =>
      createTransformersTranscriptionBackend({ modelsDirectory: temporary, model: 'org/whisper', threads }),
    ).toThrowError(expect.objectContaining({ code: 'invalid_input', details: { field: 'threads' } }));
  });

  it.each([1, 'yes', null])('repetitionLoopGuard %s is an invalid_input error naming the option', (guard) => {
    expect(() =>
      createTransformersTranscriptionBackend({
        modelsDirectory: temporary,
        model: 'org/whisper',
        repetitionLoopGuard: guard as never,
      }),
    ).toThrowError(
      expect.objectContaining({ code: 'invalid_input', details: { field: 'repetitionLoopGuard' } }),
    );
  });
});
