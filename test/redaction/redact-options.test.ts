import { describe, expect, it } from 'vitest';
import { InvalidInputError } from '../../src/errors/invalid-input-error.js';
import { analyze, decrypt, type RedactOptions, redact } from '../../src/index.js';
import {
  findPlaceholderViolations,
  validatePlaceholders,
} from '../../src/redaction/validate-placeholders.js';

const TEXT =
  'Thandiwe Nkosi called on 0803 123 4567. Later Mrs Nkosi wrote to thandiwe@example.com. Thandiwe Nkosi agreed.';
const KEY = 'a-key-of-at-least-16-characters';

async function redacted(options: Partial<RedactOptions>): Promise<string> {
  return (await redact({ text: TEXT, language: 'English', ...options })).result;
}

describe('redact options: filters', () => {
  it.each<[string, Partial<RedactOptions>, string]>([
    [
      'no options',
      {},
      '[PERSON_NAME] called on [PHONE_NUMBER]. Later Mrs [PERSON_NAME] wrote to [EMAIL]. [PERSON_NAME] agreed.',
    ],
    [
      'entities: only EMAIL',
      { entities: ['EMAIL'] },
      'Thandiwe Nkosi called on 0803 123 4567. Later Mrs Nkosi wrote to [EMAIL]. Thandiwe Nkosi agreed.',
    ],
    [
      'entities excluding PHONE_NUMBER',
      { entities: ['PERSON_NAME', 'EMAIL'] },
      '[PERSON_NAME] called on 0803 123 4567. Later Mrs [PERSON_NAME] wrote to [EMAIL]. [PERSON_NAME] agreed.',
    ],
    [
      'scoreThreshold 0.9 keeps only the e-mail (score 1)',
      { scoreThreshold: 0.9 },
      'Thandiwe Nkosi called on 0803 123 4567. Later Mrs Nkosi wrote to [EMAIL]. Thandiwe Nkosi agreed.',
    ],
    [
      'allowList is case-insensitive by default',
      { allowList: ['THANDIWE@EXAMPLE.COM'] },
      '[PERSON_NAME] called on [PHONE_NUMBER]. Later Mrs [PERSON_NAME] wrote to thandiwe@example.com. [PERSON_NAME] agreed.',
    ],
    [
      'allowListCaseSensitive: a different case is still masked',
      { allowList: ['THANDIWE@EXAMPLE.COM'], allowListCaseSensitive: true },
      '[PERSON_NAME] called on [PHONE_NUMBER]. Later Mrs [PERSON_NAME] wrote to [EMAIL]. [PERSON_NAME] agreed.',
    ],
  ])('%s', async (_name, options, expected) => {
    expect(await redacted(options)).toBe(expected);
  });

  it('analyze applies the same filters', async () => {
    const { entities } = await analyze({ text: TEXT, language: 'English', entities: ['EMAIL'] });
    expect(entities.map((entity) => [entity.type, entity.start, entity.end])).toEqual([['EMAIL', 65, 85]]);
  });
});

describe('redact options: operators', () => {
  it.each<[string, RedactOptions['operators'], string]>([
    [
      'replace (the default)',
      { DEFAULT: { type: 'replace' } },
      '[PERSON_NAME] called on [PHONE_NUMBER]. Later Mrs [PERSON_NAME] wrote to [EMAIL]. [PERSON_NAME] agreed.',
    ],
    [
      'mask everything with the default character',
      { DEFAULT: { type: 'mask' } },
      '************** called on *************. Later Mrs ***** wrote to ********************. ************** agreed.',
    ],
    [
      'mask 4 from the end with #, names only',
      { PERSON_NAME: { type: 'mask', maskingChar: '#', charsToMask: 4, fromEnd: true } },
      'Thandiwe N#### called on [PHONE_NUMBER]. Later Mrs N#### wrote to [EMAIL]. Thandiwe N#### agreed.',
    ],
    [
      'mask 3 from the start',
      { PHONE_NUMBER: { type: 'mask', charsToMask: 3 }, DEFAULT: { type: 'replace' } },
      '[PERSON_NAME] called on ***3 123 4567. Later Mrs [PERSON_NAME] wrote to [EMAIL]. [PERSON_NAME] agreed.',
    ],
    [
      'pseudonymize: repeated mentions and "Mrs Nkosi" after "Thandiwe Nkosi" share a number',
      { DEFAULT: { type: 'pseudonymize' } },
      '[PERSON_NAME_1] called on [PHONE_NUMBER_1]. Later Mrs [PERSON_NAME_1] wrote to [EMAIL_1]. [PERSON_NAME_1] agreed.',
    ],
  ])('%s', async (_name, operators, expected) => {
    const result = await redact({ text: TEXT, language: 'English', operators });
    expect(result.result).toBe(expected);
    for (const item of result.items ?? []) expect(result.result.slice(item.start, item.end)).toBe(item.text);
  });

  it('pseudonymize numbers distinct names in order, case- and space-insensitively', async () => {
    const { result } = await redact({
      text: 'Thandiwe Nkosi met Amina Juma. AMINA JUMA thanked Thandiwe Nkosi.',
      language: 'English',
      operators: { PERSON_NAME: { type: 'pseudonymize' } },
    });
    expect(result).toBe('[PERSON_NAME_1] met [PERSON_NAME_2]. [PERSON_NAME_2] thanked [PERSON_NAME_1].');
  });

  it('items: type, output offsets, operator and text', async () => {
    const { items } = await redact({
      text: 'Mail ada@example.com now',
      language: 'English',
      operators: { EMAIL: { type: 'pseudonymize' } },
    });
    expect(items).toEqual([
      { type: 'EMAIL', start: 5, end: 14, operator: 'pseudonymize', text: '[EMAIL_1]' },
    ]);
    const plain = await redact({ text: 'Mail ada@example.com now', language: 'English' });
    expect(plain.items).toEqual([{ type: 'EMAIL', start: 5, end: 12, operator: 'replace', text: '[EMAIL]' }]);
  });

  it.each<[string, RedactOptions['operators'], string]>([
    ['an alias normalised before the span', undefined, 'Hi [PERSON_NAME], mail [[EMAIL]] now'],
    [
      'a masking letter inside brackets is neutralised',
      { EMAIL: { type: 'mask', maskingChar: 'X' } },
      'Hi [PERSON_NAME], mail (XXXXXXXXXXXXXXX) now',
    ],
  ])('items follow the allowlist rewrite: %s', async (_name, operators, expected) => {
    const result = await redact({
      text: 'Hi <PERSON>, mail [ada@example.com] now',
      language: 'English',
      operators,
    });
    expect(result.result).toBe(expected);
    expect(result.items).toHaveLength(1);
    for (const item of result.items ?? []) expect(result.result.slice(item.start, item.end)).toBe(item.text);
  });

  it('hash: HMAC-SHA-256 hex, equal across calls with one key, different across keys', async () => {
    const hash = (key: string) =>
      redact({
        text: 'Mail ada@example.com',
        language: 'English',
        operators: { EMAIL: { type: 'hash', key } },
      });
    const first = await hash('one');
    const again = await hash('one');
    const other = await hash('two');
    expect(first.result).toBe(again.result);
    expect(first.result).not.toBe(other.result);
    expect(first.result).toMatch(/^Mail [0-9a-f]{64}$/);
  });

  it('encrypt then decrypt gives the input back; a wrong key is a typed error', async () => {
    const encrypted = await redact({
      text: TEXT,
      language: 'English',
      operators: { DEFAULT: { type: 'encrypt', key: KEY } },
    });
    expect(encrypted.result).not.toContain('thandiwe@example.com');
    expect(encrypted.items?.every((item) => /^[A-Za-z0-9_-]+$/.test(item.text))).toBe(true);
    expect(decrypt({ text: encrypted.result, key: KEY, items: encrypted.items ?? [] })).toBe(TEXT);
    expect(() => decrypt({ text: encrypted.result, key: `${KEY}x`, items: encrypted.items ?? [] })).toThrow(
      InvalidInputError,
    );
  });
});

describe('redact options: validation', () => {
  it.each<[string, Record<string, unknown>, string]>([
    ['entities not an array', { entities: 'EMAIL' }, 'entities'],
    ['unknown entity type', { entities: ['LOCATION'] }, 'entities'],
    ['scoreThreshold above 1', { scoreThreshold: 1.5 }, 'scoreThreshold'],
    ['scoreThreshold not a number', { scoreThreshold: '0.5' }, 'scoreThreshold'],
    ['scoreThreshold NaN', { scoreThreshold: Number.NaN }, 'scoreThreshold'],
    ['allowList of numbers', { allowList: [1] }, 'allowList'],
    ['allowListCaseSensitive not a boolean', { allowListCaseSensitive: 'yes' }, 'allowListCaseSensitive'],
    ['operators not an object', { operators: 'mask' }, 'operators'],
    ['unknown operator key', { operators: { LOCATION: { type: 'mask' } } }, 'operators.LOCATION'],
    ['unknown operator type', { operators: { DEFAULT: { type: 'redact' } } }, 'operators.DEFAULT'],
    ['hash without key', { operators: { EMAIL: { type: 'hash' } } }, 'operators.EMAIL.key'],
    [
      'encrypt key too short',
      { operators: { EMAIL: { type: 'encrypt', key: 'short' } } },
      'operators.EMAIL.key',
    ],
    [
      'maskingChar of two characters',
      { operators: { DEFAULT: { type: 'mask', maskingChar: '**' } } },
      'operators.DEFAULT.maskingChar',
    ],
    [
      'charsToMask negative',
      { operators: { DEFAULT: { type: 'mask', charsToMask: -1 } } },
      'operators.DEFAULT.charsToMask',
    ],
  ])('%s', async (_name, options, field) => {
    const call = redact({ text: TEXT, language: 'English', ...options } as unknown as RedactOptions);
    await expect(call).rejects.toBeInstanceOf(InvalidInputError);
    await expect(call).rejects.toMatchObject({ code: 'invalid_input', details: { field } });
  });

  it('analyze validates the filters too', async () => {
    await expect(analyze({ text: TEXT, language: 'English', scoreThreshold: -0.1 })).rejects.toMatchObject({
      code: 'invalid_input',
      details: { field: 'scoreThreshold' },
    });
  });
});

describe('placeholder allowlist and pseudonyms', () => {
  it.each([
    ['[PERSON_NAME_3]', '[PERSON_NAME_3]'],
    ['[EMAIL_12]', '[EMAIL_12]'],
    ['[LOCATION_1]', '(LOCATION_1)'],
    ['[PERSON_NAME_0]', '(PERSON_NAME_0)'],
  ])('%s -> %s', (input, expected) => {
    expect(validatePlaceholders(input).text).toBe(expected);
  });

  it('pseudonymize output has no violations', async () => {
    const { result } = await redact({
      text: TEXT,
      language: 'English',
      operators: { DEFAULT: { type: 'pseudonymize' } },
    });
    expect(findPlaceholderViolations(result)).toEqual([]);
  });
});
