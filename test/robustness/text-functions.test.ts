// biome-ignore-all lint/suspicious/noExplicitAny: the tables feed deliberately mistyped options.
/**
 * Bad input to translate, translateStream, summarize, summarizeStream, synthesize, getLanguage and
 * buildUsage: each case must reject with a LangprocError of an exact code that does not quote the
 * input. Malformed backend output must become a BackendFailureError.
 */
import { describe, expect, it } from 'vitest';
import { buildUsage } from '../../src/http/metering/index.js';
import {
  getLanguage,
  summarize,
  summarizeStream,
  synthesize,
  translate,
  translateStream,
} from '../../src/index.js';
import { MAX_SPEECH_TEXT_CODE_POINTS } from '../../src/speech/index.js';
import { MockSpeechBackend, MockSummarizationBackend, MockTranslationBackend } from '../../src/test/index.js';
import { drain, expectTypedError, PII_MARKER } from './assert-typed-error.js';

const aborted = AbortSignal.abort();
const usage = { promptTokens: 1, completionTokens: 1 };

function translationBackend(doTranslate: (texts: string[]) => unknown): MockTranslationBackend {
  return new MockTranslationBackend({ doTranslate: async ({ texts }) => doTranslate(texts) as any });
}

const TRANSLATE = {
  text: `Please call ${PII_MARKER} today.`,
  sourceLanguage: 'English',
  targetLanguage: 'French',
  backend: new MockTranslationBackend(),
} as const;

const TRANSLATE_CASES: Array<[string, unknown, string]> = [
  ['undefined options', undefined, 'invalid_input'],
  ['null options', null, 'invalid_input'],
  ['text as a number', { ...TRANSLATE, text: 5 }, 'invalid_input'],
  ['empty text', { ...TRANSLATE, text: '' }, 'empty_text'],
  ['whitespace-only text', { ...TRANSLATE, text: ' \n\t ' }, 'empty_text'],
  ['lowercase language name', { ...TRANSLATE, sourceLanguage: 'english' }, 'unsupported_language'],
  ['language as an array', { ...TRANSLATE, targetLanguage: ['French'] }, 'unsupported_language'],
  ['PII as a language', { ...TRANSLATE, targetLanguage: PII_MARKER }, 'unsupported_language'],
  ['same language', { ...TRANSLATE, targetLanguage: 'English' }, 'same_language'],
  ['unknown domain', { ...TRANSLATE, domain: 'space' }, 'unsupported_domain'],
  ['negative maxRetries', { ...TRANSLATE, maxRetries: -1 }, 'invalid_input'],
  ['NaN maxRetries', { ...TRANSLATE, maxRetries: Number.NaN }, 'invalid_input'],
  ['Infinity maxRetries', { ...TRANSLATE, maxRetries: Number.POSITIVE_INFINITY }, 'invalid_input'],
  ['already-aborted signal', { ...TRANSLATE, abortSignal: aborted }, 'aborted'],
  ['missing backend', { ...TRANSLATE, backend: undefined }, 'invalid_input'],
  ['backend as a string', { ...TRANSLATE, backend: 'mock' }, 'invalid_input'],
  ['onProgress as a string', { ...TRANSLATE, onProgress: 'log' }, 'invalid_input'],
  [
    'backend returning one translation too many',
    {
      ...TRANSLATE,
      backend: translationBackend((texts) => ({ translations: [...texts, 'x'], usage, warnings: [] })),
    },
    'backend_failure',
  ],
  [
    'backend returning numbers',
    {
      ...TRANSLATE,
      backend: translationBackend((texts) => ({ translations: texts.map(() => 5), usage, warnings: [] })),
    },
    'backend_failure',
  ],
  ['backend returning null', { ...TRANSLATE, backend: translationBackend(() => null) }, 'backend_failure'],
  [
    'backend throwing a TypeError that quotes the text',
    {
      ...TRANSLATE,
      backend: translationBackend(() => {
        throw new TypeError(`cannot handle ${PII_MARKER}`);
      }),
    },
    'backend_failure',
  ],
  [
    'backend counting NaN tokens',
    {
      ...TRANSLATE,
      backend: Object.assign(new MockTranslationBackend(), { countTokens: async () => Number.NaN }),
    },
    'backend_failure',
  ],
  [
    'backend reporting NaN usage',
    {
      ...TRANSLATE,
      backend: translationBackend((texts) => ({
        translations: texts,
        usage: { promptTokens: Number.NaN, completionTokens: 1 },
        warnings: [],
      })),
    },
    'backend_failure',
  ],
];

describe('translate and translateStream reject bad input with typed errors', () => {
  it.each(TRANSLATE_CASES)('translate: %s', async (_name, options, code) => {
    await expectTypedError(() => translate(options as any), code as any);
  });
  it.each(TRANSLATE_CASES)('translateStream: %s', async (_name, options, code) => {
    await expectTypedError(() => drain(translateStream(options as any)), code as any);
  });

  it('keeps a lone surrogate and a NUL byte as text (no crash)', async () => {
    const result = await translate({ ...TRANSLATE, text: `\uD800 a\u0000b ${PII_MARKER}` });
    expect(result.result).toBe(`fra_Latn: \uD800 a\u0000b ${PII_MARKER}`);
  });

  it('reports a section whose translation is malformed as failed, keeping the others', async () => {
    const backend = translationBackend((texts) => ({
      translations: texts.map((text) => (text.includes('Two') ? 5 : `fr: ${text}`)),
      usage,
      warnings: [],
    }));
    const result = await translate({
      ...TRANSLATE,
      text: 'One.\n\nTwo.',
      backend: new MockTranslationBackend({
        maxBatchSize: 1,
        doTranslate: backend.doTranslate.bind(backend),
      }),
      maxRetries: 0,
    });
    expect(result.sections.map((section) => section.failed)).toEqual([false, true]);
    expect(result.missingRanges).toEqual([{ start: 6, end: 10 }]);
  });
});

const SUMMARIZE = {
  text: `The customer ${PII_MARKER} called. The card was blocked. A new card was sent.`,
  language: 'English',
  style: 'short',
  backend: new MockSummarizationBackend(),
} as const;

function summarizationBackend(doSummarize: () => unknown): MockSummarizationBackend {
  return new MockSummarizationBackend({ doSummarize: async () => doSummarize() as any });
}

const SUMMARIZE_CASES: Array<[string, unknown, string]> = [
  ['undefined options', undefined, 'invalid_input'],
  ['null options', null, 'invalid_input'],
  ['text as a number', { ...SUMMARIZE, text: 5 }, 'invalid_input'],
  ['empty text', { ...SUMMARIZE, text: '' }, 'empty_text'],
  ['whitespace-only text', { ...SUMMARIZE, text: '   ' }, 'empty_text'],
  ['lowercase language name', { ...SUMMARIZE, language: 'english' }, 'unsupported_language'],
  ['language as an array', { ...SUMMARIZE, language: ['English'] }, 'unsupported_language'],
  ['unknown style', { ...SUMMARIZE, style: 'brief' }, 'invalid_input'],
  ['unknown domain', { ...SUMMARIZE, domain: 'space' }, 'unsupported_domain'],
  ['negative maxRetries', { ...SUMMARIZE, maxRetries: -1 }, 'invalid_input'],
  ['NaN maxRetries', { ...SUMMARIZE, maxRetries: Number.NaN }, 'invalid_input'],
  ['already-aborted signal', { ...SUMMARIZE, abortSignal: aborted }, 'aborted'],
  ['backend as a string', { ...SUMMARIZE, backend: 'mock' }, 'invalid_input'],
  [
    'backend returning a number',
    { ...SUMMARIZE, backend: summarizationBackend(() => ({ summary: 5, usage, warnings: [] })) },
    'backend_failure',
  ],
  [
    'backend counting negative tokens',
    { ...SUMMARIZE, backend: Object.assign(new MockSummarizationBackend(), { countTokens: async () => -1 }) },
    'backend_failure',
  ],
  [
    'backend reporting NaN usage',
    {
      ...SUMMARIZE,
      backend: summarizationBackend(() => ({
        summary: 'ok',
        usage: { promptTokens: 1, completionTokens: Number.NaN },
        warnings: [],
      })),
    },
    'backend_failure',
  ],
  ['backend returning null', { ...SUMMARIZE, backend: summarizationBackend(() => null) }, 'backend_failure'],
  [
    'backend throwing a RangeError that quotes the text',
    {
      ...SUMMARIZE,
      backend: summarizationBackend(() => {
        throw new RangeError(`cannot handle ${PII_MARKER}`);
      }),
    },
    'backend_failure',
  ],
];

describe('summarize and summarizeStream reject bad input with typed errors', () => {
  it.each(SUMMARIZE_CASES)('summarize: %s', async (_name, options, code) => {
    await expectTypedError(() => summarize(options as any), code as any);
  });
  it.each(SUMMARIZE_CASES)('summarizeStream: %s', async (_name, options, code) => {
    await expectTypedError(() => drain(summarizeStream(options as any)), code as any);
  });
  it('summarizeStream refuses a structured summary', async () => {
    await expectTypedError(
      () => drain(summarizeStream({ ...SUMMARIZE, style: 'structured' })),
      'streaming_not_supported',
    );
  });
});

const SYNTHESIZE = {
  text: `Hello ${PII_MARKER}.`,
  language: 'English',
  backend: new MockSpeechBackend(),
} as const;

function speechBackend(doSynthesize: () => unknown): MockSpeechBackend {
  return new MockSpeechBackend({ doSynthesize: async () => doSynthesize() as any });
}

const SYNTHESIZE_CASES: Array<[string, unknown, string]> = [
  ['undefined options', undefined, 'invalid_input'],
  ['null options', null, 'invalid_input'],
  ['text as a number', { ...SYNTHESIZE, text: 5 }, 'invalid_input'],
  ['empty text', { ...SYNTHESIZE, text: '' }, 'empty_text'],
  ['whitespace-only text', { ...SYNTHESIZE, text: ' \n' }, 'empty_text'],
  [
    `${MAX_SPEECH_TEXT_CODE_POINTS + 1} code points`,
    { ...SYNTHESIZE, text: 'a'.repeat(MAX_SPEECH_TEXT_CODE_POINTS + 1) },
    'text_too_long',
  ],
  ['lowercase language name', { ...SYNTHESIZE, language: 'english' }, 'unsupported_language'],
  ['language as an array', { ...SYNTHESIZE, language: ['English'] }, 'unsupported_language'],
  ['negative speed', { ...SYNTHESIZE, speed: -1 }, 'invalid_input'],
  ['NaN speed', { ...SYNTHESIZE, speed: Number.NaN }, 'invalid_input'],
  ['Infinity speed', { ...SYNTHESIZE, speed: Number.POSITIVE_INFINITY }, 'invalid_input'],
  ['NaN pauseSeconds', { ...SYNTHESIZE, pauseSeconds: Number.NaN }, 'invalid_input'],
  ['negative pauseSeconds', { ...SYNTHESIZE, pauseSeconds: -1 }, 'invalid_input'],
  ['zero maxPieceCodePoints', { ...SYNTHESIZE, maxPieceCodePoints: 0 }, 'invalid_input'],
  ['NaN maxPieceCodePoints', { ...SYNTHESIZE, maxPieceCodePoints: Number.NaN }, 'invalid_input'],
  ['voice as a number', { ...SYNTHESIZE, voice: 5 }, 'invalid_input'],
  ['already-aborted signal', { ...SYNTHESIZE, abortSignal: aborted }, 'aborted'],
  ['backend as a string', { ...SYNTHESIZE, backend: 'mock' }, 'invalid_input'],
  [
    'backend returning a string and a NaN rate',
    { ...SYNTHESIZE, backend: speechBackend(() => ({ samples: 'x', sampleRate: Number.NaN, warnings: [] })) },
    'backend_failure',
  ],
  ['backend returning null', { ...SYNTHESIZE, backend: speechBackend(() => null) }, 'backend_failure'],
  [
    'backend throwing a TypeError that quotes the text',
    {
      ...SYNTHESIZE,
      backend: speechBackend(() => {
        throw new TypeError(`cannot speak ${PII_MARKER}`);
      }),
    },
    'backend_failure',
  ],
];

describe('synthesize rejects bad input with typed errors', () => {
  it.each(SYNTHESIZE_CASES)('%s', async (_name, options, code) => {
    await expectTypedError(() => synthesize(options as any), code as any);
  });

  it('speaks text with a lone surrogate and a NUL byte (no crash)', async () => {
    const result = await synthesize({ ...SYNTHESIZE, text: 'Hello \uD800 there\u0000.' });
    expect(result.sampleRate).toBe(16_000);
  });
});

describe('getLanguage rejects anything but a contract language name', () => {
  it.each([undefined, null, 5, '', 'english', 'ENGLISH', ['English'], PII_MARKER])('%j', async (value) => {
    await expectTypedError(() => getLanguage(value as any), 'unsupported_language');
  });
});

const USAGE = { operation: 'translate', calls: 1, promptTokens: 1, completionTokens: 1 } as const;

describe('buildUsage rejects bad counts and prices with typed errors', () => {
  it.each<[string, unknown]>([
    ['undefined options', undefined],
    ['null options', null],
    ['unknown operation', { ...USAGE, operation: 'teleport' }],
    ['NaN calls', { ...USAGE, calls: Number.NaN }],
    ['negative calls', { ...USAGE, calls: -1 }],
    ['fractional calls', { ...USAGE, calls: 1.5 }],
    ['Infinity promptTokens', { ...USAGE, promptTokens: Number.POSITIVE_INFINITY }],
    ['completionTokens as a string', { ...USAGE, completionTokens: '1' }],
    ['NaN price', { ...USAGE, prices: { translate: { prompt: Number.NaN, completion: 0.001 } } }],
    ['negative price', { ...USAGE, prices: { translate: { prompt: -1, completion: 0.001 } } }],
  ])('%s', async (_name, options) => {
    await expectTypedError(() => buildUsage(options as any), 'invalid_input');
  });
});
