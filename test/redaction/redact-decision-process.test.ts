import { describe, expect, it } from 'vitest';
import { InvalidInputError } from '../../src/errors/invalid-input-error.js';
import {
  analyze,
  denyListRecognizer,
  type EntityDecision,
  patternRecognizer,
  type RedactOptions,
  redact,
} from '../../src/index.js';

const membership = patternRecognizer({
  type: 'CUSTOMER_ID',
  patterns: [{ regex: /\b[A-Z]{4}-[A-Z]{5}\b/, score: 0.3, name: 'membership-code' }],
  context: ['membership'],
});
const staff = denyListRecognizer({ type: 'PERSON_NAME', terms: ['Sunshine'] });

describe('returnDecisionProcess', () => {
  it.each<[string, string, Partial<RedactOptions>, Array<Partial<EntityDecision>>]>([
    [
      'a user pattern with its own context word, a deny-list term, a built-in pattern',
      'Ask sunshine about membership KITE-ALPHA or mail ada@example.com',
      { recognizers: [membership, staff] },
      [
        {
          recognizer: 'deny-list:PERSON_NAME',
          recognizerKind: 'deny-list',
          term: 'Sunshine',
          contextWords: [],
          scoreBeforeContext: 1,
          score: 1,
          explanation: 'deny-list:PERSON_NAME matched the listed term "Sunshine"; final score 1.',
        },
        {
          recognizer: 'pattern:CUSTOMER_ID',
          recognizerKind: 'pattern',
          pattern: { name: 'membership-code', regex: '\\b[A-Z]{4}-[A-Z]{5}\\b' },
          contextWords: [{ text: 'membership', start: 19, end: 29 }],
          scoreBeforeContext: 0.3,
          score: 0.3 + 0.35,
        },
        { recognizer: 'email', recognizerKind: 'pattern', contextWords: [], scoreBeforeContext: 1, score: 1 },
      ],
    ],
    [
      'a call context word boosts a user pattern and is reported',
      'club tag KITE-ALPHA',
      { recognizers: [membership], contextWords: { CUSTOMER_ID: ['club tag'] } },
      [
        {
          recognizerKind: 'pattern',
          contextWords: [{ text: 'club tag', start: 0, end: 8 }],
          scoreBeforeContext: 0.3,
          score: 0.3 + 0.35,
        },
      ],
    ],
    [
      'a context reference and a checksum',
      'My account number is 0123456789 and my card 4111 1111 1111 1111.',
      {},
      [
        {
          recognizer: 'context-account-number',
          recognizerKind: 'context-reference',
          contextWords: [{ text: 'account number', start: 3, end: 17 }],
          score: 0.85,
          explanation:
            'context-account-number read the value announced by "account number"; final score 0.85.',
        },
        {
          recognizer: 'card-number',
          recognizerKind: 'pattern',
          pattern: { name: 'grouped-digits', regex: '(?<![\\d-])\\d(?:[ \\u00A0-]?\\d){11,18}(?![\\d])' },
          contextWords: [{ text: 'card', start: 39, end: 43 }],
          validation: true,
          scoreBeforeContext: 0.9,
          score: 1,
          explanation:
            'card-number matched its pattern "grouped-digits" (base score 0.9); its checksum passed (score 1); context words before it: "card"; final score 1.',
        },
      ],
    ],
    [
      'an answer cue (the question in the previous turn) is an empty context word',
      'Your policy number please?\nCaller: POL-2231',
      {},
      [
        {
          recognizer: 'prefix-policy-number',
          contextWords: [
            { text: 'policy number', start: 5, end: 18 },
            { text: '', start: 35, end: 35 },
          ],
          scoreBeforeContext: 0.75,
          score: 1,
        },
      ],
    ],
    [
      'spoken text: offsets are the input’s',
      'my phone number is zero eight zero three one two three four five six seven',
      {},
      [
        {
          recognizer: 'phone-number',
          recognizerKind: 'custom',
          contextWords: [{ text: 'phone number', start: 3, end: 15 }],
          score: 1,
          explanation: 'phone-number found it; context words before it: "phone number"; final score 1.',
        },
      ],
    ],
  ])('%s', async (_name, text, options, expected) => {
    const analyzed = await analyze({ text, language: 'English', ...options, returnDecisionProcess: true });
    expect(analyzed.entities).toHaveLength(expected.length);
    analyzed.entities.forEach((entity, index) => {
      expect(entity.decision).toMatchObject(expected[index]!);
      expect(entity.decision?.recognizer).toBe(entity.recognizer);
      expect(entity.decision?.score).toBe(entity.score);
    });
    // redact returns the same decisions
    const redacted = await redact({ text, language: 'English', ...options, returnDecisionProcess: true });
    expect(redacted.entities.map((entity) => entity.decision)).toEqual(
      analyzed.entities.map((entity) => entity.decision),
    );
  });

  it('without it, entities carry no decision', async () => {
    const { entities } = await redact({ text: 'mail ada@example.com', language: 'English' });
    expect(entities).toEqual([{ type: 'EMAIL', start: 5, end: 20, score: 1, recognizer: 'email' }]);
  });

  it('a non-boolean is an InvalidInputError', async () => {
    const error = await redact({
      text: 'mail ada@example.com',
      language: 'English',
      returnDecisionProcess: 'yes' as never,
    }).catch((caught: unknown) => caught);
    expect(InvalidInputError.isInstance(error)).toBe(true);
    expect((error as InvalidInputError).details).toEqual({ field: 'returnDecisionProcess' });
  });
});
