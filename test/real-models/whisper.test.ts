/**
 * Whisper base with real weights (the folder `scripts/real-models/parts/whisper-base.sh <dir>`
 * builds) on FLEURS clips from ../shared/eval/speech: text close to the reference, words timed
 * in order inside the clip, and SRT cues that follow the words (library and CLI). Skipped when
 * LANGPROC_REAL_MODELS_DIR does not hold Xenova/whisper-base.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseSync } from 'subtitle';
import { afterAll, describe, expect, it } from 'vitest';
import { createTransformersTranscriptionBackend } from '../../backends/transformers/transcription-backend.js';
import { wordErrorRate } from '../../bench/word-error-rate.js';
import { getCatalogEntry } from '../../src/models/catalog.js';
import { transcribe } from '../../src/transcription/index.js';

const DIRECTORY = process.env.LANGPROC_REAL_MODELS_DIR ?? '';
const REPOSITORY = getCatalogEntry('whisper-base').repository as string;
const READY =
  DIRECTORY !== '' &&
  existsSync(path.join(DIRECTORY, REPOSITORY, 'onnx', 'decoder_model_merged_quantized.onnx'));
const FLEURS = path.resolve('../shared/eval/speech/fleurs');
const MAIN = path.resolve('src/cli/main.ts');
/** Highest word error rate accepted on the English clip (whisper-base q8 reaches about 0.06 there). */
const MAX_ENGLISH_WORD_ERROR_RATE = 0.15;
/** Highest word error rate accepted on the Spanish clip. */
const MAX_SPANISH_WORD_ERROR_RATE = 0.25;

const reference = (clip: string): string => readFileSync(path.join(FLEURS, `${clip}.txt`), 'utf8');
const temporary = mkdtempSync(path.join(tmpdir(), 'langproc-real-whisper-'));
afterAll(() => rmSync(temporary, { recursive: true, force: true }));

describe.skipIf(!READY)('whisper-base with real weights (LANGPROC_REAL_MODELS_DIR)', () => {
  const backend = READY
    ? createTransformersTranscriptionBackend({
        modelsDirectory: DIRECTORY,
        model: 'whisper-base',
        repository: REPOSITORY,
      })
    : undefined;
  afterAll(async () => backend?.dispose());

  it('announces word timestamps (alignment heads in generation_config.json)', () => {
    expect(backend?.supportsWordTimestamps).toBe(true);
  });

  it.each([
    ['fleurs-en-001', 'English', MAX_ENGLISH_WORD_ERROR_RATE],
    ['fleurs-es-001', 'Spanish', MAX_SPANISH_WORD_ERROR_RATE],
  ])(
    '%s (%s): low word error rate; words in order inside the clip; word-timed SRT',
    async (clip, language, limit) => {
      const result = await transcribe({
        audio: path.join(FLEURS, `${clip}.ogg`),
        language,
        backend: backend!,
        generateSrt: true,
      });
      expect(wordErrorRate(reference(clip), result.text)).toBeLessThanOrEqual(limit);
      expect(result.warnings).toEqual([]);

      const words = result.words ?? [];
      expect(words.length).toBeGreaterThan(5);
      expect(words.map((word) => word.word).join(' ')).toBe(result.text);
      let previous = { start: 0, end: 0 };
      for (const word of words) {
        expect(word.start).toBeGreaterThanOrEqual(previous.start);
        expect(word.start).toBeGreaterThanOrEqual(previous.end);
        expect(word.end).toBeGreaterThanOrEqual(word.start);
        expect(word.end).toBeLessThanOrEqual(result.durationSeconds);
        previous = word;
      }
      // FLEURS clips open with silence: the first word is not at 0, the last ends before the clip does.
      expect(words[0]?.start).toBeGreaterThan(0);

      const cues = parseSync(result.srt ?? '').flatMap((node) => (node.type === 'cue' ? [node.data] : []));
      expect(cues.length).toBeGreaterThan(1);
      const wordStarts = new Set(words.map((word) => Math.round(word.start * 1000)));
      const wordEnds = new Set(words.map((word) => Math.round(word.end * 1000)));
      for (const cue of cues) {
        expect(wordStarts.has(cue.start)).toBe(true);
        expect(wordEnds.has(cue.end)).toBe(true);
        expect(cue.end - cue.start).toBeLessThanOrEqual(7000);
        const lines = cue.text.split('\n');
        expect(lines.length).toBeLessThanOrEqual(2);
        for (const line of lines) expect([...line].length).toBeLessThanOrEqual(42);
      }
    },
  );

  it('without word timestamps: the same text and segments as with them (the same decoding, words not decoded)', async () => {
    const audio = path.join(FLEURS, 'fleurs-fr-001.ogg');
    const timed = await transcribe({ audio, language: 'French', backend: backend! });
    const plain = await transcribe({ audio, language: 'French', backend: backend!, wordTimestamps: false });
    expect(plain.words).toBeUndefined();
    expect(plain.text).toBe(timed.text);
    expect(plain.segments).toEqual(timed.segments);
  });

  it('times words where they are spoken (fleurs-en-000: "styles" follows the pause at 3.8-4.2 s)', async () => {
    // ffmpeg silencedetect at -45 dB: speech resumes at 4.21 s. transformers.js alone puts every
    // word one token late ("styles" at 4.80 s); shiftTokenTimes moves it back.
    const result = await transcribe({
      audio: path.join(FLEURS, 'fleurs-en-000.ogg'),
      language: 'English',
      backend: backend!,
    });
    const styles = result.words?.find((word) => word.word === 'styles');
    expect(styles?.start).toBeGreaterThanOrEqual(4.1);
    expect(styles?.start).toBeLessThanOrEqual(4.6);
    expect(result.words?.[0]?.start).toBeGreaterThan(0.5);
  });

  it('langproc transcribe --srt writes word-timed cues', () => {
    const srt = path.join(temporary, 'en.srt');
    const run = spawnSync(
      'node',
      [
        '--import',
        'tsx',
        MAIN,
        'transcribe',
        path.join(FLEURS, 'fleurs-en-002.ogg'),
        '--language',
        'English',
        '--models-dir',
        DIRECTORY,
        '--srt',
        srt,
        '--json',
      ],
      { encoding: 'utf8' },
    );
    expect(run.status).toBe(0);
    const result = JSON.parse(run.stdout) as { words: Array<{ start: number; end: number }> };
    const cues = parseSync(readFileSync(srt, 'utf8')).flatMap((node) =>
      node.type === 'cue' ? [node.data] : [],
    );
    expect(cues.length).toBeGreaterThan(1);
    expect(cues[0]?.start).toBe(Math.round((result.words[0]?.start ?? 0) * 1000));
    expect(cues.at(-1)?.end).toBe(Math.round((result.words.at(-1)?.end ?? 0) * 1000));
  });
});
