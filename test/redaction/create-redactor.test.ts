import { describe, expect, it } from 'vitest';
import { InvalidInputError } from '../../src/errors/invalid-input-error.js';
import {
  createRedactor,
  denyListRecognizer,
  type RedactOptions,
  type RedactorOptions,
} from '../../src/index.js';

const TEXT = 'Sunshine called about loyalty card LC20931. Mail ada@example.com.';

const configuration: RedactorOptions = {
  recognizers: [denyListRecognizer({ type: 'PERSON_NAME', terms: ['Sunshine'] })],
  contextWords: { CUSTOMER_ID: ['loyalty card'] },
  operators: { DEFAULT: { type: 'pseudonymize' } },
};

describe('createRedactor', () => {
  const redactor = createRedactor(configuration);

  it.each<[string, Partial<RedactOptions>, string]>([
    [
      'the configuration alone',
      {},
      '[PERSON_NAME_1] called about loyalty card [CUSTOMER_ID_1]. Mail [EMAIL_1].',
    ],
    [
      'operators merge per key, the call’s win',
      { operators: { EMAIL: { type: 'replace' } } },
      '[PERSON_NAME_1] called about loyalty card [CUSTOMER_ID_1]. Mail [EMAIL].',
    ],
    [
      'recognizers are added to the configured ones',
      { recognizers: [denyListRecognizer({ type: 'EMPLOYEE_ID', terms: ['Mail'] })] },
      '[PERSON_NAME_1] called about loyalty card [CUSTOMER_ID_1]. [EMPLOYEE_ID_1] [EMAIL_1].',
    ],
    [
      'allowList and entities from the call',
      { allowList: ['ada@example.com'], entities: ['PERSON_NAME', 'EMAIL'] },
      '[PERSON_NAME_1] called about loyalty card LC20931. Mail ada@example.com.',
    ],
    [
      'contextWords merge (the configured CUSTOMER_ID words stay beside the call’s)',
      {
        contextWords: { DATE_OF_BIRTH: ['came into this world'] },
        operators: { DEFAULT: { type: 'replace' } },
      },
      '[PERSON_NAME] called about loyalty card [CUSTOMER_ID]. Mail [EMAIL].',
    ],
  ])('redact: %s', async (_name, call, expected) => {
    expect((await redactor.redact({ text: TEXT, language: 'English', ...call })).result).toBe(expected);
  });

  it('analyze uses the configuration (operators aside)', async () => {
    const { entities } = await redactor.analyze({ text: TEXT, language: 'English' });
    expect(entities.map((entity) => [entity.type, entity.recognizer])).toEqual([
      ['PERSON_NAME', 'deny-list:PERSON_NAME'],
      ['CUSTOMER_ID', 'context-customer-id'],
      ['EMAIL', 'email'],
    ]);
  });

  it('a plain call is unchanged by a redactor made before it', async () => {
    const { redact } = await import('../../src/index.js');
    expect((await redact({ text: TEXT, language: 'English' })).result).toBe(
      'Sunshine called about loyalty card [TRANSACTION_ID]. Mail [EMAIL].',
    );
  });

  it.each<[string, RedactorOptions, string]>([
    ['an unknown operator', { operators: { DEFAULT: { type: 'shred' } as never } }, 'operators.DEFAULT'],
    ['contextWords for EMAIL', { contextWords: { EMAIL: ['mail'] } }, 'contextWords.EMAIL'],
    ['a scoreThreshold above 1', { scoreThreshold: 2 }, 'scoreThreshold'],
    ['recognizers not an array', { recognizers: 'x' as never }, 'recognizers'],
  ])('validates when made: %s', (_name, options, field) => {
    try {
      createRedactor(options);
      expect.unreachable();
    } catch (error) {
      expect(InvalidInputError.isInstance(error)).toBe(true);
      expect((error as InvalidInputError).details).toEqual({ field });
    }
  });
});
