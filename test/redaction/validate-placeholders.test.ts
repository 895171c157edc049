import { describe, expect, it } from 'vitest';
import {
  anonymize,
  findPlaceholderViolations,
  PLACEHOLDERS,
  validatePlaceholders,
} from '../../src/redaction/index.js';

describe('validatePlaceholders (the allowlist guarantee)', () => {
  it.each([
    ['[PERSON_NAME] and [EMAIL]', '[PERSON_NAME] and [EMAIL]'],
    ['<PERSON> called', '[PERSON_NAME] called'],
    ['<person>', '[PERSON_NAME]'],
    ['[PHONE]', '[PHONE_NUMBER]'],
    ['[ person_name ]', '[PERSON_NAME]'],
    ['{{EMAIL_ADDRESS}}', '[EMAIL]'],
    [
      '[CREDIT_CARD] [IBAN_CODE] [US_SSN] [DOB]',
      '[CARD_NUMBER] [ACCOUNT_NUMBER] [GOVERNMENT_ID] [DATE_OF_BIRTH]',
    ],
    ['<PERSON_NAME>', '[PERSON_NAME]'],
    ['</PERSON>', '[PERSON_NAME]'],
    ['[LOCATION] and <ORG>', '(LOCATION) and (ORG)'],
    ['[[FOO]]', '[(FOO)]'],
    ['[laughter] <b>bold</b> [a]', '[laughter] <b>bold</b> [a]'],
    ['costs [10] and a[i]', 'costs [10] and a[i]'],
  ])('%s -> %s', (input, expected) => {
    const output = validatePlaceholders(input).text;
    expect(output).toBe(expected);
    expect(findPlaceholderViolations(output)).toEqual([]);
    expect(validatePlaceholders(output).text).toBe(output);
  });

  it('accepts every member of the closed set unchanged', () => {
    const text = PLACEHOLDERS.join(' ');
    expect(validatePlaceholders(text)).toEqual({ text, normalized: 0, neutralized: 0 });
    expect(PLACEHOLDERS).toHaveLength(15);
  });

  it('counts what it changed', () => {
    expect(validatePlaceholders('[PERSON] [LOCATION] [PERSON_NAME]')).toEqual({
      text: '[PERSON_NAME] (LOCATION) [PERSON_NAME]',
      normalized: 1,
      neutralized: 1,
    });
  });
});

describe('anonymize', () => {
  it('replaces spans and enforces the allowlist', () => {
    expect(
      anonymize({
        text: 'Call <NAME> on 0803 123 4567',
        entities: [{ type: 'PHONE_NUMBER', start: 15, end: 28 }],
      }),
    ).toBe('Call [PERSON_NAME] on [PHONE_NUMBER]');
  });

  it.each([
    [[{ type: 'PHONE_NUMBER' as const, start: 5, end: 3 }]],
    [[{ type: 'PHONE_NUMBER' as const, start: 0, end: 99 }]],
    [
      [
        { type: 'EMAIL' as const, start: 0, end: 4 },
        { type: 'EMAIL' as const, start: 2, end: 6 },
      ],
    ],
    [[{ type: 'LOCATION' as never, start: 0, end: 2 }]],
  ])('rejects invalid entity lists %#', (entities) => {
    expect(() => anonymize({ text: 'abcdefgh', entities })).toThrow(/Expected entities\[/);
  });
});
