/**
 * Kokoro-82M on the real int8 weights: every language speaks a sentence into a 24 kHz WAV of a
 * plausible length, and the phonemes reach the model (a longer sentence gives longer audio).
 * Needs the folder that `scripts/real-models/parts/kokoro.sh <dir>` builds; skipped when
 * LANGPROC_REAL_MODELS_DIR does not hold it. Intelligibility is measured, not asserted:
 * `npm run bench:speech-round-trip`.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  createKokoroSpeechBackend,
  KOKORO_MODEL_FILE,
  KOKORO_REPOSITORY,
} from '../../backends/onnxruntime/index.js';
import { createEspeakPhonemizer, type LanguageName, synthesize } from '../../src/index.js';
import { decodePcm16Wav } from '../../src/speech/index.js';

const DIRECTORY = process.env.LANGPROC_REAL_MODELS_DIR ?? '';
const READY = DIRECTORY !== '' && existsSync(path.join(DIRECTORY, KOKORO_REPOSITORY, KOKORO_MODEL_FILE));
/** Kokoro on a loaded 2-core machine needs tens of seconds per sentence. */
const SYNTHESIS_TIMEOUT_MILLISECONDS = 240_000;

describe.skipIf(!READY)('Kokoro-82M on real weights (LANGPROC_REAL_MODELS_DIR)', () => {
  const backend = READY
    ? createKokoroSpeechBackend({ modelsDirectory: DIRECTORY, phonemizer: createEspeakPhonemizer() })
    : undefined;

  it.each<{ language: LanguageName; short: string; long: string }>([
    {
      language: 'English',
      short: 'Good morning.',
      long: 'Good morning, everyone. The train to the city leaves at nine o’clock from platform four.',
    },
    {
      language: 'French',
      short: 'Bonjour.',
      long: 'Bonjour à tous. Le train pour Paris part à neuf heures du quai numéro quatre.',
    },
    {
      language: 'Spanish',
      short: 'Buenos días.',
      long: 'Buenos días a todos. El tren a Madrid sale a las nueve desde el andén cuatro.',
    },
    {
      language: 'Italian',
      short: 'Buongiorno.',
      long: 'Buongiorno a tutti. Il treno per Roma parte alle nove dal binario quattro.',
    },
  ])(
    '$language: a 24 kHz WAV whose length follows the text',
    async ({ language, short, long }) => {
      const shortSpeech = await synthesize({ text: short, language, backend: backend! });
      const longSpeech = await synthesize({ text: long, language, backend: backend! });
      expect([shortSpeech.sampleRate, shortSpeech.modelName, shortSpeech.warnings]).toEqual([
        24_000,
        KOKORO_REPOSITORY,
        [],
      ]);
      const decoded = decodePcm16Wav(longSpeech.audio);
      expect(decoded.sampleRate).toBe(24_000);
      expect(longSpeech.durationSeconds).toBeGreaterThan(3);
      expect(longSpeech.durationSeconds).toBeLessThan(12);
      expect(longSpeech.durationSeconds).toBeGreaterThan(shortSpeech.durationSeconds * 2);
      const peak = decoded.samples.reduce((maximum, sample) => Math.max(maximum, Math.abs(sample)), 0);
      expect(peak).toBeGreaterThan(0.05);
    },
    SYNTHESIS_TIMEOUT_MILLISECONDS,
  );
});
