/**
 * An English-only Whisper (`is_multilingual: false`, like whisper-tiny.en): the tiny random
 * fixture with its generation config made English-only. transformers.js refuses a language or
 * task for such a model, so the backend must pass neither, cover English only and never detect.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTransformersTranscriptionBackend } from '../../backends/transformers/transcription-backend.js';
import { UnsupportedLanguageError } from '../../src/errors/unsupported-language-error.js';
import { encodeWav, floatToPcm16 } from '../../src/speech/index.js';
import { transcribe } from '../../src/transcription/index.js';

const FIXTURES = new URL('../fixtures/models/langproc-fixtures/tiny-random-whisper', import.meta.url)
  .pathname;
const REPOSITORY = 'langproc-fixtures/tiny-random-whisper.en';
const SAMPLE_RATE = 16_000;
const temporary = mkdtempSync(path.join(tmpdir(), 'langproc-whisper-english-only-'));

/** 2 s of a 440 Hz tone as a WAV file. */
function toneWav(): Buffer {
  const samples = new Float32Array(2 * SAMPLE_RATE);
  for (let index = 0; index < samples.length; index += 1) {
    samples[index] = 0.3 * Math.sin((2 * Math.PI * 440 * index) / SAMPLE_RATE);
  }
  return Buffer.from(encodeWav({ pieces: [floatToPcm16(samples)], sampleRate: SAMPLE_RATE }));
}

beforeAll(() => {
  const folder = path.join(temporary, REPOSITORY);
  cpSync(FIXTURES, folder, { recursive: true });
  const configPath = path.join(folder, 'generation_config.json');
  const config = JSON.parse(readFileSync(configPath, 'utf8')) as Record<string, unknown>;
  config.is_multilingual = false;
  delete config.lang_to_id;
  delete config.task_to_id;
  writeFileSync(configPath, JSON.stringify(config));
});
afterAll(() => rmSync(temporary, { recursive: true, force: true }));

describe('an English-only Whisper through the transformers.js backend', () => {
  const backend = () =>
    createTransformersTranscriptionBackend({
      modelsDirectory: temporary,
      model: REPOSITORY,
      maxNewTokens: 8,
    });

  it('covers English only', () => {
    expect(backend().languages).toEqual(['English']);
  });

  it.each([
    ['English given', 'English'],
    ['no language (English, without detection)', undefined],
  ] as const)('transcribes with %s, words on', async (_name, language) => {
    const english = backend();
    const result = await transcribe({
      audio: toneWav(),
      backend: english,
      wordTimestamps: true,
      ...(language === undefined ? {} : { language }),
    });
    expect(result.language).toBe('English');
    expect(result.modelName).toBe(REPOSITORY);
    await english.dispose();
  });

  it('refuses another language', async () => {
    const english = backend();
    await expect(
      transcribe({ audio: toneWav(), backend: english, language: 'French' }),
    ).rejects.toBeInstanceOf(UnsupportedLanguageError);
  });
});
