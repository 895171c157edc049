import { describe, expect, it } from 'vitest';
import { LangprocError } from '../../src/errors/langproc-error.js';
import { LANGUAGE_NAMES } from '../../src/languages.js';
import { redact } from '../../src/redaction/redact.js';
import {
  warmUpRedaction,
  warmUpSampleText,
  warmUpSpokenSampleText,
} from '../../src/redaction/warm-up-redaction.js';

describe('warmUpSampleText', () => {
  it('touches every recognizer family in English', async () => {
    const { result } = await redact({ text: warmUpSampleText('English'), language: 'English' });
    expect(result).toBe(
      [
        'Agent: my name is [PERSON_NAME]. my number [PHONE_NUMBER], [EMAIL].',
        'Customer: birthdate [DATE_OF_BIRTH] (03/04/1988). bank account [ACCOUNT_NUMBER], [CARD_NUMBER], [ACCOUNT_NUMBER].',
        'Agent: [ADDRESS]. ticket [TRANSACTION_ID], terminal id [CUSTOMER_ID].',
        'Customer: Mr [PERSON_NAME], Dr [PERSON_NAME], አቶ [PERSON_NAME], [PERSON_NAME]; [PERSON_NAME] paid ₦50,000 at 10:30.',
      ].join('\n'),
    );
  });

  it.each(LANGUAGE_NAMES)('is redacted in %s (its made-up values masked)', async (language) => {
    const { result } = await redact({ text: warmUpSampleText(language), language });
    for (const value of [
      'amina.okafor@example.com',
      '4111 1111 1111 1111',
      '803 123 4567',
      'Okafor',
      'Bello',
    ])
      expect(result).not.toContain(value);
  });
});

describe('warmUpSpokenSampleText', () => {
  it.each(LANGUAGE_NAMES)(
    'is the spoken form, redacted in %s (its made-up values masked)',
    async (language) => {
      const text = warmUpSpokenSampleText(language);
      expect(text).toBe(text.toLowerCase());
      expect(text).not.toMatch(/[.,:;?!]/u);
      const { result } = await redact({ text, language });
      for (const value of ['okafor', 'example dot com']) expect(result).not.toContain(value);
      expect(result).toContain('[PERSON_NAME]');
    },
  );
});

describe('warmUpRedaction', () => {
  it('runs one sample per language and pass', async () => {
    const { calls, milliseconds } = await warmUpRedaction({
      passes: 2,
      languages: ['English', 'Hausa', 'Amharic'],
    });
    expect(calls).toBe(6);
    expect(milliseconds).toBeGreaterThan(0);
  });

  it.each([-1, 1.5, Number.NaN])('refuses passes = %s with a typed error', async (passes) => {
    const error = await warmUpRedaction({ passes }).catch((caught: unknown) => caught);
    expect(LangprocError.isInstance(error) && error.code).toBe('invalid_input');
  });

  it('stops when its signal is aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const error = await warmUpRedaction({ abortSignal: controller.signal }).catch(
      (caught: unknown) => caught,
    );
    expect(LangprocError.isInstance(error) && error.code).toBe('aborted');
  });
});
