import { describe, expect, it } from 'vitest';
import { InvalidInputError } from '../../src/errors/invalid-input-error.js';
import { analyze, patternRecognizer, type RedactOptions, redact } from '../../src/index.js';

describe('contextWords: extra cue words for one call', () => {
  it.each<[string, string, RedactOptions['contextWords'], string, string]>([
    [
      'English',
      'My loyalty card is LC20931 thanks.',
      { CUSTOMER_ID: ['loyalty card'] },
      'My loyalty card is [TRANSACTION_ID] thanks.',
      'My loyalty card is [CUSTOMER_ID] thanks.',
    ],
    [
      'English',
      'Agent: What is on your loyalty card?\nCaller: It is 4471 9920.',
      { CUSTOMER_ID: ['loyalty card'] },
      'Agent: What is on your loyalty card?\nCaller: It is [ACCOUNT_NUMBER].',
      'Agent: What is on your loyalty card?\nCaller: It is [CUSTOMER_ID].',
    ],
    [
      'English',
      'I came into this world on 12 May 1990.',
      { DATE_OF_BIRTH: ['came into this world'] },
      'I came into this world on 12 May 1990.',
      'I came into this world on [DATE_OF_BIRTH].',
    ],
    [
      'English',
      'Please quote docket 99812344 when you call.',
      { TRANSACTION_ID: ['docket'] },
      'Please quote docket [ACCOUNT_NUMBER] when you call.',
      'Please quote docket [TRANSACTION_ID] when you call.',
    ],
    [
      'Swahili',
      'Kadi ya uanachama ni 4471 9920.',
      { CUSTOMER_ID: ['kadi ya uanachama'] },
      'Kadi ya uanachama ni [ACCOUNT_NUMBER].',
      'Kadi ya uanachama ni [CUSTOMER_ID].',
    ],
    [
      'Hausa',
      'Lambar kati na shine 4471 9920.',
      { CUSTOMER_ID: ['Lambar  KATI'] },
      'Lambar kati na shine [ACCOUNT_NUMBER].',
      'Lambar kati na shine [CUSTOMER_ID].',
    ],
  ])('%s: %s', async (language, text, contextWords, without, withWords) => {
    expect((await redact({ text, language, contextWords })).result).toBe(withWords);
    // the words belong to that call only
    expect((await redact({ text, language })).result).toBe(without);
  });

  it('boost user recognizers of the type too', async () => {
    const tag = patternRecognizer({
      type: 'CUSTOMER_ID',
      patterns: [{ regex: /\b[A-Z]{4}-[A-Z]{5}\b/, score: 0.3 }],
    });
    const text = 'club tag KITE-ALPHA';
    expect((await redact({ text, language: 'English', recognizers: [tag] })).result).toBe(text);
    expect(
      (
        await redact({
          text,
          language: 'English',
          recognizers: [tag],
          contextWords: { CUSTOMER_ID: ['club tag'] },
        })
      ).result,
    ).toBe('club tag [CUSTOMER_ID]');
  });

  it('analyze takes them too', async () => {
    const { entities } = await analyze({
      text: 'Please quote docket 99812344 when you call.',
      language: 'English',
      contextWords: { TRANSACTION_ID: ['docket'] },
    });
    expect(entities.map((entity) => entity.type)).toEqual(['TRANSACTION_ID']);
  });

  it.each<[string, unknown, string]>([
    ['PERSON_NAME has no cue words', { PERSON_NAME: ['client'] }, 'contextWords.PERSON_NAME'],
    ['EMAIL has no cue words', { EMAIL: ['mail'] }, 'contextWords.EMAIL'],
    ['an unknown type', { LOCATION: ['city'] }, 'contextWords.LOCATION'],
    ['not an array', { CUSTOMER_ID: 'card' }, 'contextWords.CUSTOMER_ID'],
    ['an empty word', { CUSTOMER_ID: [' '] }, 'contextWords.CUSTOMER_ID'],
    ['not an object', ['card'], 'contextWords'],
  ])('%s: InvalidInputError', async (_name, contextWords, field) => {
    const error = await redact({
      text: 'card 1234',
      language: 'English',
      contextWords: contextWords as RedactOptions['contextWords'],
    }).catch((caught: unknown) => caught);
    expect(InvalidInputError.isInstance(error)).toBe(true);
    expect((error as InvalidInputError).details).toEqual({ field });
  });
});
