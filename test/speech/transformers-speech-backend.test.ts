import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { WaveFile } from 'wavefile';
import { createTransformersSpeechBackend } from '../../backends/transformers/speech-backend.js';
import { LANGUAGE_NAMES } from '../../src/languages.js';
import { getCatalogEntry, loadCatalog } from '../../src/models/catalog.js';
import { synthesize } from '../../src/speech/index.js';

const MODELS = new URL('../fixtures/models', import.meta.url).pathname;
const FIXTURE = 'langproc-fixtures/tiny-random-vits';

describe('transformers.js VITS backend (tiny random fixture)', () => {
  it('synthesizes a 16 kHz PCM16 WAV piece by piece and reports ignored options', async () => {
    const backend = createTransformersSpeechBackend({
      modelsDirectory: MODELS,
      model: FIXTURE,
      language: 'Hausa',
    });
    const result = await synthesize({
      text: 'Sannu da zuwa. Ina kwana?',
      language: 'Hausa',
      backend,
      speed: 1.5,
    });
    expect(result.sampleRate).toBe(16_000);
    expect(result.modelName).toBe(FIXTURE);
    const wave = new WaveFile(result.audio);
    const format = wave.fmt as { numChannels: number; sampleRate: number; bitsPerSample: number };
    expect([format.numChannels, format.sampleRate, format.bitsPerSample]).toEqual([1, 16_000, 16]);
    expect(result.durationSeconds).toBeGreaterThan(0);
    expect(result.warnings).toEqual([
      { type: 'unsupported', feature: 'speed', details: 'The VITS backend speaks at the model rate.' },
    ]);
    await expect(synthesize({ text: 'Hello', language: 'English', backend })).rejects.toMatchObject({
      code: 'unsupported_language',
    });
    await backend.dispose();
  });

  it('derives the language from the repository and names the pull command when the model is missing', async () => {
    const backend = createTransformersSpeechBackend({
      modelsDirectory: MODELS,
      model: 'mms-tts-yor',
      repository: getCatalogEntry('mms-tts-yor').repository,
    });
    expect(backend.languages).toEqual(['Yoruba']);
    expect(backend.modelId).toBe('Xenova/mms-tts-yor');
    await expect(synthesize({ text: 'Ẹ kú àárọ̀.', language: 'Yoruba', backend })).rejects.toMatchObject({
      code: 'model_not_installed',
      pullCommand: 'langproc models pull mms-tts-yor',
      details: expect.objectContaining({ missingPath: path.join(MODELS, 'Xenova/mms-tts-yor/config.json') }),
    });
  });

  // the transformers.js VITS (MMS) voices; Kokoro runs on langproc/onnxruntime (test/speech/kokoro*)
  const SPEECH_ENTRIES = loadCatalog().models.filter(
    (entry) => entry.task === 'text-to-speech' && entry.id.startsWith('mms-tts-'),
  );

  it('covers the 19 languages with one catalog entry each', () => {
    expect(SPEECH_ENTRIES.flatMap((entry) => entry.languages).sort()).toEqual([...LANGUAGE_NAMES].sort());
  });

  it.each(SPEECH_ENTRIES.map((entry) => [entry.id, entry.repository, entry.languages] as const))(
    '%s loads from the catalog repository %s',
    (model, repository, languages) => {
      const backend = createTransformersSpeechBackend({ modelsDirectory: MODELS, model, repository });
      expect([backend.modelId, backend.languages]).toEqual([repository, languages]);
    },
  );

  it.each(['mms-tts-yor', 'vits'])(
    'rejects the catalog id %s without a repository, naming the option',
    (model) => {
      expect(() => createTransformersSpeechBackend({ modelsDirectory: MODELS, model })).toThrowError(
        expect.objectContaining({
          code: 'invalid_input',
          details: { field: 'repository' },
          message: expect.stringContaining('Pass the `repository` option'),
        }),
      );
    },
  );
});
