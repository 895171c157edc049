import { describe, it } from 'vitest';
import type { ErrorCode } from '../../src/errors/index.js';
import { analyze, anonymize, redact, redactStream } from '../../src/index.js';
import { drain, expectTypedError, PII_MARKER } from './assert-typed-error.js';

type Call = () => unknown;
const text = `My name is ${PII_MARKER}.`;

const cases: Array<[string, Call, ErrorCode]> = [
  ['redact(undefined)', () => redact(undefined as never), 'invalid_input'],
  ['redact(null)', () => redact(null as never), 'invalid_input'],
  ['redactStream(undefined)', () => drain(redactStream(undefined as never)), 'invalid_input'],
  ['analyze(null)', () => analyze(null as never), 'invalid_input'],
  ['language as an array', () => redact({ text, language: ['English'] as never }), 'unsupported_language'],
  ['language as a number', () => redact({ text, language: 7 as never }), 'unsupported_language'],
  ['language holding PII', () => redact({ text, language: PII_MARKER as never }), 'unsupported_language'],
  [
    'recognizers as a string',
    () => redact({ text, language: 'English', recognizers: 'x' } as never),
    'invalid_input',
  ],
  ['ner as a string', () => redact({ text, language: 'English', ner: 'x' as never }), 'invalid_input'],
  [
    'ner without doRecognize',
    () => analyze({ text, language: 'English', ner: {} as never }),
    'invalid_input',
  ],
  ['anonymize(undefined)', () => anonymize(undefined as never), 'invalid_input'],
  ['anonymize text as a number', () => anonymize({ text: 5 as never, entities: [] }), 'invalid_input'],
  ['anonymize entities null', () => anonymize({ text, entities: null as never }), 'invalid_input'],
  ['anonymize entities [null]', () => anonymize({ text, entities: [null] as never }), 'invalid_input'],
];

describe('redaction rejects malformed options with typed, PII-free errors', () => {
  it.each(cases)('%s', async (_name, call, code) => {
    await expectTypedError(call, code);
  });
});
