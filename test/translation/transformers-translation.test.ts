/**
 * Runs the real translate() through transformers.js on the tiny random NLLB fixture, in all 342
 * directions. The model's output is noise; the test asserts structure, not quality.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTransformersTranslationBackend } from '../../backends/transformers/translation-backend.js';
import type {
  TranslationBackendV1,
  TranslationCallOptions,
} from '../../src/backend-interfaces/translation-backend.js';
import { TextProcessingResultSchema } from '../../src/contract/text-processing-result.js';
import { ModelNotInstalledError } from '../../src/errors/model-not-installed-error.js';
import { textServiceResult } from '../../src/http/text-service-result.js';
import { LANGUAGE_NAMES } from '../../src/languages.js';
import { translate } from '../../src/translation/translate.js';

const MODELS_DIRECTORY = path.resolve('test/fixtures/models');
const REPOSITORY = 'langproc-fixtures/tiny-random-nllb';
const MAX_NEW_TOKENS = 4;
const TEXT = 'Agent: Hello [PERSON_NAME]. How are you?\nCaller: Fine.';
const DIRECTIONS = LANGUAGE_NAMES.flatMap((source) =>
  LANGUAGE_NAMES.filter((target) => target !== source).map((target) => ({ source, target })),
);

const inner = createTransformersTranslationBackend({
  modelsDirectory: MODELS_DIRECTORY,
  model: 'tiny-random-nllb',
  repository: REPOSITORY,
  dtype: 'fp32',
  maxNewTokens: MAX_NEW_TOKENS,
  maxBatchSize: 8,
});
const calls: TranslationCallOptions[] = [];
/** The real backend, with every call recorded. */
const backend: TranslationBackendV1 = {
  ...inner,
  countTokens: (options) => inner.countTokens(options),
  supportsDirection: (source, target) => inner.supportsDirection!(source, target),
  doTranslate: (options) => {
    calls.push(options);
    return inner.doTranslate(options);
  },
};

beforeAll(() => inner.load!());
afterAll(() => inner.dispose());

describe('translate() on tiny-random-nllb (transformers.js)', () => {
  it('translates all 342 directions with the contract structure, deterministically', async () => {
    expect(DIRECTIONS).toHaveLength(342);
    for (const { source, target } of DIRECTIONS) {
      calls.length = 0;
      const first = await translate({ text: TEXT, sourceLanguage: source, targetLanguage: target, backend });
      TextProcessingResultSchema.parse(textServiceResult(first, 'translate'));
      expect(first.route).toBe('chunked');
      expect(first.status).toBe('complete');
      expect(first.units).toEqual({ total: 2, succeeded: 2, failed: 0 });
      expect(first.sections.map(({ start, end }) => TEXT.slice(start, end))).toEqual([
        'Hello [PERSON_NAME]. How are you?',
        'Fine.',
      ]);
      expect(first.result.startsWith('Agent: ')).toBe(true);
      expect(first.result).toContain('[PERSON_NAME]');
      expect(first.result).toContain('\nCaller: ');
      // Usage is the tokenizer's count of every text sent (placeholder repairs included).
      let promptTokens = 0;
      for (const call of calls) {
        for (const text of call.texts) promptTokens += await backend.countTokens({ text, language: source });
      }
      expect(first.usage.inputTokens).toBe(promptTokens);
      expect(first.usage.calls).toBe(calls.length);
      expect(first.usage.outputTokens).toBeGreaterThan(0);
      expect(first.usage.outputTokens).toBeLessThanOrEqual(
        calls.reduce((sum, call) => sum + call.texts.length * MAX_NEW_TOKENS, 0),
      );
      const second = await translate({ text: TEXT, sourceLanguage: source, targetLanguage: target, backend });
      expect({ ...second, processingTimeSeconds: 0 }).toEqual({ ...first, processingTimeSeconds: 0 });
    }
  });

  it('counts tokens with the model tokenizer (language code and end token included)', async () => {
    expect(await backend.countTokens({ text: 'Hello', language: 'English' })).toBeGreaterThan(2);
    expect(await backend.countTokens({ text: '', language: 'English' })).toBe(2);
  });

  it('stops when aborted between batches', async () => {
    const controller = new AbortController();
    const small = createTransformersTranslationBackend({
      modelsDirectory: MODELS_DIRECTORY,
      model: 'tiny-random-nllb',
      repository: REPOSITORY,
      dtype: 'fp32',
      maxNewTokens: MAX_NEW_TOKENS,
      maxBatchSize: 1,
    });
    await expect(
      translate({
        text: TEXT,
        sourceLanguage: 'English',
        targetLanguage: 'Hausa',
        backend: small,
        abortSignal: controller.signal,
        onProgress: () => controller.abort(),
      }),
    ).rejects.toMatchObject({ code: 'aborted' });
    await small.dispose();
  });

  it('loads the q8 weights too', async () => {
    const quantized = createTransformersTranslationBackend({
      modelsDirectory: MODELS_DIRECTORY,
      model: 'tiny-random-nllb',
      repository: REPOSITORY,
      dtype: 'q8',
      maxNewTokens: MAX_NEW_TOKENS,
    });
    const result = await translate({
      text: 'Sannu.',
      sourceLanguage: 'Hausa',
      targetLanguage: 'Yoruba',
      backend: quantized,
    });
    expect(result).toMatchObject({
      route: 'single_pass',
      status: 'complete',
      modelName: 'tiny-random-nllb',
    });
    await quantized.dispose();
  });

  it('names the pull command when the model is missing', async () => {
    const missing = createTransformersTranslationBackend({
      modelsDirectory: mkdtempSync(path.join(tmpdir(), 'langproc-empty-')),
      model: 'nllb-200-distilled-600M',
    });
    const error = await translate({
      text: 'Hi.',
      sourceLanguage: 'English',
      targetLanguage: 'Zulu',
      backend: missing,
    }).catch((caught: unknown) => caught);
    expect(ModelNotInstalledError.isInstance(error)).toBe(true);
    expect((error as ModelNotInstalledError).pullCommand).toBe(
      'langproc models pull nllb-200-distilled-600M',
    );
  });

  it('knows which directions an M2M100 model covers from its tokenizer config', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'langproc-m2m-'));
    mkdirSync(path.join(root, 'Xenova', 'm2m100_418M'), { recursive: true });
    writeFileSync(
      path.join(root, 'Xenova', 'm2m100_418M', 'tokenizer_config.json'),
      JSON.stringify({ tokenizer_class: 'M2M100Tokenizer' }),
    );
    const m2m = createTransformersTranslationBackend({ modelsDirectory: root, model: 'm2m100_418M' });
    expect(m2m.supportsDirection!('Hausa', 'Zulu')).toBe(true);
    expect(m2m.supportsDirection!('Twi', 'English')).toBe(false);
    expect(m2m.supportsDirection!('English', 'Shona')).toBe(false);
  });
});
