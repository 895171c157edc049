// biome-ignore-all lint/suspicious/noExplicitAny: the tables feed deliberately mistyped options.
/**
 * Bad input to transcribe, decodeAudio, formatSrt, formatWebVtt, encodeWav, redact, redactStream,
 * analyze, anonymize, pullModel, verifyModel and the backend factories: each case must throw a
 * LangprocError of an exact code that does not quote the input.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createOpenAICompatibleBackend } from '../../backends/openai-compatible/index.js';
import {
  createTransformersNerBackend,
  createTransformersSpeechBackend,
  createTransformersTranscriptionBackend,
  createTransformersTranslationBackend,
} from '../../backends/transformers/index.js';
import {
  analyze,
  anonymize,
  decodeAudio,
  formatSrt,
  formatWebVtt,
  loadCatalog,
  pullModel,
  redact,
  redactStream,
  transcribe,
  verifyModel,
} from '../../src/index.js';
import { encodeWav } from '../../src/speech/index.js';
import { MockTranscriptionBackend } from '../../src/test/index.js';
import { drain, expectTypedError, PII_MARKER } from './assert-typed-error.js';

const aborted = AbortSignal.abort();
const directory = mkdtempSync(path.join(tmpdir(), 'langproc-robustness-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

/** One second of a 440 Hz tone at 16 kHz. */
const TONE = encodeWav({
  pieces: [
    Int16Array.from({ length: 16_000 }, (_, index) =>
      Math.round(Math.sin((index / 16_000) * 2 * Math.PI * 440) * 8000),
    ),
  ],
  sampleRate: 16_000,
});

function transcriptionBackend(doTranscribe: () => unknown): MockTranscriptionBackend {
  return new MockTranscriptionBackend({ doTranscribe: async () => doTranscribe() as any });
}

const TRANSCRIBE = { audio: TONE, backend: new MockTranscriptionBackend() };

const TRANSCRIBE_CASES: Array<[string, unknown, string]> = [
  ['undefined options', undefined, 'invalid_input'],
  ['null options', null, 'invalid_input'],
  ['missing backend', { ...TRANSCRIBE, backend: undefined }, 'invalid_input'],
  ['audio as a number', { ...TRANSCRIBE, audio: 5 }, 'invalid_input'],
  [
    'text bytes',
    { ...TRANSCRIBE, audio: Buffer.from(`Hello ${PII_MARKER}, this is not audio.`) },
    // refused by the sniffer before ffmpeg runs (decode-audio.ts)
    'unsupported_media',
  ],
  ['zero-length Buffer', { ...TRANSCRIBE, audio: Buffer.alloc(0) }, 'audio_decode_failed'],
  ['a directory path', { ...TRANSCRIBE, audio: directory }, 'audio_decode_failed'],
  [
    'a missing file path',
    { ...TRANSCRIBE, audio: path.join(directory, 'missing.mp3') },
    'audio_decode_failed',
  ],
  ['unknown language', { ...TRANSCRIBE, language: 'klingon' }, 'unsupported_language'],
  ['PII as a language', { ...TRANSCRIBE, language: PII_MARKER }, 'unsupported_language'],
  ['language as an array', { ...TRANSCRIBE, language: ['English'] }, 'unsupported_language'],
  ['NaN chunkSeconds', { ...TRANSCRIBE, chunkSeconds: Number.NaN }, 'invalid_input'],
  ['negative chunkSeconds', { ...TRANSCRIBE, chunkSeconds: -1 }, 'invalid_input'],
  ['NaN overlapSeconds', { ...TRANSCRIBE, overlapSeconds: Number.NaN }, 'invalid_input'],
  ['overlap longer than the chunk', { ...TRANSCRIBE, overlapSeconds: 100 }, 'invalid_input'],
  ['NaN decode timeout', { ...TRANSCRIBE, decodeTimeoutMilliseconds: Number.NaN }, 'invalid_input'],
  ['negative decode timeout', { ...TRANSCRIBE, decodeTimeoutMilliseconds: -1 }, 'invalid_input'],
  [
    'Infinity decode timeout',
    { ...TRANSCRIBE, decodeTimeoutMilliseconds: Number.POSITIVE_INFINITY },
    'invalid_input',
  ],
  ['already-aborted signal', { ...TRANSCRIBE, abortSignal: aborted }, 'aborted'],
  [
    'backend returning NaN timestamps',
    {
      ...TRANSCRIBE,
      backend: transcriptionBackend(() => ({
        text: 'hi',
        segments: [{ start: Number.NaN, end: Number.NaN, text: 'hi' }],
        warnings: [],
      })),
    },
    'backend_failure',
  ],
  ['backend returning null', { ...TRANSCRIBE, backend: transcriptionBackend(() => null) }, 'backend_failure'],
  [
    'backend returning a number as text',
    { ...TRANSCRIBE, backend: transcriptionBackend(() => ({ text: 5, segments: 'x', warnings: [] })) },
    'backend_failure',
  ],
  [
    'backend throwing a TypeError that quotes the text',
    {
      ...TRANSCRIBE,
      backend: transcriptionBackend(() => {
        throw new TypeError(`cannot hear ${PII_MARKER}`);
      }),
    },
    'backend_failure',
  ],
];

describe('transcribe rejects bad input with typed errors', () => {
  it.each(TRANSCRIBE_CASES)('%s', async (_name, options, code) => {
    await expectTypedError(() => transcribe(options as any), code as any);
  });
});

describe('decodeAudio rejects bad input with typed errors', () => {
  it.each<[string, unknown, string]>([
    ['undefined options', undefined, 'invalid_input'],
    ['null options', null, 'invalid_input'],
    ['audio as a number', { audio: 5 }, 'invalid_input'],
    ['audio missing', {}, 'invalid_input'],
    ['text bytes', { audio: Buffer.from(`Hello ${PII_MARKER}`) }, 'unsupported_media'],
    ['zero-length Buffer', { audio: Buffer.alloc(0) }, 'audio_decode_failed'],
    ['a directory path', { audio: directory }, 'audio_decode_failed'],
    ['a missing file path', { audio: path.join(directory, 'missing.wav') }, 'audio_decode_failed'],
    ['NaN timeout', { audio: TONE, timeoutMilliseconds: Number.NaN }, 'invalid_input'],
    ['zero timeout', { audio: TONE, timeoutMilliseconds: 0 }, 'invalid_input'],
    ['already-aborted signal', { audio: TONE, abortSignal: aborted }, 'aborted'],
  ])('%s', async (_name, options, code) => {
    await expectTypedError(() => decodeAudio(options as any), code as any);
  });
});

describe('formatSrt and formatWebVtt reject malformed segments and rules', () => {
  const segments = [{ start: 0, end: 1, text: `Hello ${PII_MARKER}` }];
  it.each<[string, unknown, unknown]>([
    ['undefined segments', undefined, undefined],
    ['null segments', null, undefined],
    ['segments as a string', 'hello', undefined],
    ['a null segment', [null], undefined],
    ['text as a number', [{ start: 0, end: 1, text: 5 }], undefined],
    ['NaN maxLineLength', segments, { maxLineLength: Number.NaN }],
    ['zero maxLines', segments, { maxLines: 0 }],
    ['negative maxCueMilliseconds', segments, { maxCueMilliseconds: -1 }],
  ])('%s', async (_name, input, rules) => {
    await expectTypedError(() => formatSrt(input as any, rules as any), 'invalid_input');
    await expectTypedError(() => formatWebVtt(input as any, rules as any), 'invalid_input');
  });

  it('drops segments with NaN or infinite times instead of printing them', () => {
    const bad = [
      { start: Number.NaN, end: 1, text: 'a' },
      { start: 0, end: Number.POSITIVE_INFINITY, text: 'b' },
    ];
    expect(formatSrt(bad)).toBe('');
    expect(formatWebVtt(bad)).toBe('WEBVTT\n');
  });
});

describe('encodeWav rejects bad options with typed errors', () => {
  it.each<[string, unknown]>([
    ['undefined options', undefined],
    ['null options', null],
    ['zero sample rate', { pieces: [], sampleRate: 0 }],
    ['NaN sample rate', { pieces: [], sampleRate: Number.NaN }],
    ['negative sample rate', { pieces: [], sampleRate: -1 }],
    ['fractional sample rate', { pieces: [], sampleRate: 1.5 }],
    ['null pieces', { pieces: null, sampleRate: 16_000 }],
    ['Float32Array pieces', { pieces: [new Float32Array(3)], sampleRate: 16_000 }],
    ['plain-array pieces', { pieces: [[1, 2]], sampleRate: 16_000 }],
  ])('%s', async (_name, options) => {
    await expectTypedError(() => encodeWav(options as any), 'invalid_input');
  });
});

const REDACT = { text: `Please call ${PII_MARKER} today.`, language: 'English' };

describe('redact, redactStream and analyze reject bad input with typed errors', () => {
  const cases: Array<[string, unknown, string]> = [
    ['text as a number', { ...REDACT, text: 5 }, 'invalid_input'],
    ['empty text', { ...REDACT, text: '' }, 'empty_text'],
    ['whitespace-only text', { ...REDACT, text: ' \n\t\u00a0 ' }, 'empty_text'],
    ['lowercase language name', { ...REDACT, language: 'english' }, 'unsupported_language'],
    ['PII as a language', { ...REDACT, language: PII_MARKER }, 'unsupported_language'],
    ['unknown domain', { ...REDACT, domain: 'space' }, 'unsupported_domain'],
    ['already-aborted signal', { ...REDACT, abortSignal: aborted }, 'aborted'],
  ];
  it.each(cases)('redact: %s', async (_name, options, code) => {
    await expectTypedError(() => redact(options as any), code as any);
  });
  it.each(cases)('redactStream: %s', async (_name, options, code) => {
    await expectTypedError(() => drain(redactStream(options as any)), code as any);
  });
  it.each(cases)('analyze: %s', async (_name, options, code) => {
    await expectTypedError(() => analyze(options as any), code as any);
  });

  it('redacts text with a lone surrogate and a NUL byte without crashing', async () => {
    const result = await redact({ ...REDACT, text: `\uD800 call 0803 555 0199\u0000` });
    expect(result.result).not.toContain('0803 555 0199');
  });

  it('finishes a 2 MB text', async () => {
    const line = `Agent: is this ${PII_MARKER}? Customer: yes.\n`;
    const text = line.repeat(Math.ceil(2_000_000 / line.length));
    const result = await redact({ text, language: 'English' });
    expect(result.result).not.toContain('0803 555 0199');
    expect(result.status).toBe('complete');
  }, 60_000);
});

describe('anonymize rejects malformed entities with typed errors', () => {
  const text = `Call ${PII_MARKER}`;
  it.each<[string, unknown]>([
    ['unknown entity type', { text, entities: [{ type: 'SECRET', start: 5, end: 11 }] }],
  ])('%s', async (_name, options) => {
    await expectTypedError(() => anonymize(options as any), 'invalid_input');
  });
});

const ENTRY = loadCatalog().models[0]!;

describe('pullModel and verifyModel reject bad options with typed errors', () => {
  const cases: Array<[string, unknown, string, string]> = [
    ['undefined options', undefined, 'invalid_input', 'invalid_input'],
    ['null options', null, 'invalid_input', 'invalid_input'],
    [
      'null entry',
      { entry: null, modelsDirectory: directory, offline: true },
      'invalid_input',
      'invalid_input',
    ],
    [
      'directory as a number',
      { entry: ENTRY, modelsDirectory: 5, offline: true },
      'invalid_input',
      'invalid_input',
    ],
    [
      'empty directory',
      { entry: ENTRY, modelsDirectory: ' ', offline: true },
      'invalid_input',
      'invalid_input',
    ],
    [
      'unknown dtype',
      { entry: ENTRY, modelsDirectory: directory, offline: true, dtype: 'fp128' },
      'invalid_input',
      'invalid_input',
    ],
  ];
  it.each(cases)('pullModel: %s', async (_name, options, code) => {
    await expectTypedError(() => pullModel(options as any), code as any);
  });
  it.each(cases)('verifyModel: %s', async (_name, options, _pullCode, code) => {
    await expectTypedError(() => verifyModel(options as any), code as any);
  });

  it.each<[string, unknown, string]>([
    [
      'offline with nothing installed',
      { entry: ENTRY, modelsDirectory: directory, offline: true },
      'download_failed',
    ],
    [
      'an already-aborted signal',
      { entry: ENTRY, modelsDirectory: directory, offline: true, abortSignal: aborted },
      'aborted',
    ],
    [
      'a hub that cannot be reached',
      {
        entry: ENTRY,
        modelsDirectory: directory,
        offline: false,
        hubUrl: 'http://127.0.0.1:9',
        fetch: async () => {
          throw new TypeError('fetch failed');
        },
      },
      'download_failed',
    ],
    [
      'a hub URL that is not a URL',
      { entry: ENTRY, modelsDirectory: directory, offline: false, hubUrl: 'not a url' },
      'invalid_input',
    ],
  ])('pullModel: %s', async (_name, options, code) => {
    await expectTypedError(() => pullModel(options as any), code as any);
  });

  it('verifyModel reports a missing install without throwing', async () => {
    const report = await verifyModel({ entry: ENTRY, modelsDirectory: directory });
    expect(report.ok).toBe(false);
    expect(new Set(report.files.map((file) => file.status))).toEqual(new Set(['missing']));
  });
});

const FACTORIES: Array<[string, (options: any) => unknown]> = [
  ['createTransformersTranslationBackend', createTransformersTranslationBackend],
  ['createTransformersSpeechBackend', createTransformersSpeechBackend],
  ['createTransformersTranscriptionBackend', createTransformersTranscriptionBackend],
  ['createTransformersNerBackend', createTransformersNerBackend],
];

describe('transformers backend factories reject bad options with typed errors', () => {
  const cases: Array<[string, unknown]> = [
    ['undefined options', undefined],
    ['null options', null],
    ['directory as a number', { modelsDirectory: 5, model: 'org/model' }],
    ['empty model', { modelsDirectory: directory, model: '' }],
    ['model as an array', { modelsDirectory: directory, model: ['org/model'] }],
    ['unknown dtype', { modelsDirectory: directory, model: 'org/model', dtype: 'fp128' }],
  ];
  for (const [factoryName, factory] of FACTORIES) {
    it.each(cases)(`${factoryName}: %s`, async (_name, options) => {
      await expectTypedError(() => factory(options), 'invalid_input');
    });
  }

  it.each<[string, Record<string, unknown>]>([
    ['NaN numBeams', { numBeams: Number.NaN }],
    ['negative numBeams', { numBeams: -1 }],
    ['Infinity maxNewTokens', { maxNewTokens: Number.POSITIVE_INFINITY }],
    ['zero maxInputTokens', { maxInputTokens: 0 }],
    ['NaN lengthPenalty', { lengthPenalty: Number.NaN }],
  ])('createTransformersTranslationBackend: %s', async (_name, extra) => {
    await expectTypedError(
      () =>
        createTransformersTranslationBackend({
          modelsDirectory: directory,
          model: 'nllb-200-distilled-600M',
          ...extra,
        } as any),
      'invalid_input',
    );
  });

  it.each<[string, Record<string, unknown>]>([
    ['NaN maxNewTokens', { maxNewTokens: Number.NaN }],
    ['negative maxNewTokens', { maxNewTokens: -1 }],
  ])('createTransformersTranscriptionBackend: %s', async (_name, extra) => {
    await expectTypedError(
      () =>
        createTransformersTranscriptionBackend({
          modelsDirectory: directory,
          model: 'org/whisper-tiny',
          ...extra,
        } as any),
      'invalid_input',
    );
  });

  it.each<[string, Record<string, unknown>]>([
    ['NaN maxTokens', { maxTokens: Number.NaN }],
    ['zero maxTokens', { maxTokens: 0 }],
  ])('createTransformersNerBackend: %s', async (_name, extra) => {
    await expectTypedError(
      () => createTransformersNerBackend({ modelsDirectory: directory, model: 'org/ner', ...extra } as any),
      'invalid_input',
    );
  });

  it('reports a model that is not installed as model_not_installed on first use', async () => {
    const backend = createTransformersTranslationBackend({
      modelsDirectory: directory,
      model: 'nllb-200-distilled-600M',
    });
    await expectTypedError(
      () => backend.countTokens({ text: PII_MARKER, language: 'English' }),
      'model_not_installed',
    );
  });
});

describe('createOpenAICompatibleBackend rejects bad options with typed errors', () => {
  const base = { baseURL: 'http://127.0.0.1:9/v1', model: 'm' };
  it.each<[string, unknown]>([
    ['undefined options', undefined],
    ['null options', null],
    ['baseURL as a number', { ...base, baseURL: 5 }],
    ['baseURL that is not a URL', { ...base, baseURL: 'not a url' }],
    ['file: baseURL', { ...base, baseURL: 'file:///etc/passwd' }],
    ['empty model', { ...base, model: '' }],
    ['NaN timeoutMs', { ...base, timeoutMs: Number.NaN }],
    ['negative timeoutMs', { ...base, timeoutMs: -1 }],
    ['zero maxInputTokens', { ...base, maxInputTokens: 0 }],
    ['NaN maxBatchSize', { ...base, maxBatchSize: Number.NaN }],
    ['Infinity maxOutputTokens', { ...base, maxOutputTokens: Number.POSITIVE_INFINITY }],
  ])('%s', async (_name, options) => {
    await expectTypedError(() => createOpenAICompatibleBackend(options as any), 'invalid_input');
  });
});
