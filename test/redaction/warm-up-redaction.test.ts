import { describe, expect, it } from 'vitest';
import { LangprocError } from '../../src/errors/langproc-error.js';
import { LANGUAGE_NAMES } from '../../src/languages.js';
import { contextPhrases } from '../../src/redaction/context/context-words.js';
import { redact } from '../../src/redaction/redact.js';
import {
  warmUpCallText,
  warmUpRedaction,
  warmUpSampleText,
  warmUpSpokenCallText,
  warmUpSpokenSampleText,
} from '../../src/redaction/warm-up-redaction.js';

describe('warmUpSampleText', () => {
  it('touches every recognizer family in English', async () => {
    const { result } = await redact({ text: warmUpSampleText('English'), language: 'English' });
    expect(result).toBe(
      [
        'Agent: my name is [PERSON_NAME]. my number [PHONE_NUMBER], [EMAIL].',
        'Customer: birthdate [DATE_OF_BIRTH] (03/04/1988). bank account [ACCOUNT_NUMBER], [CARD_NUMBER], [ACCOUNT_NUMBER].',
        'Agent: [ADDRESS]. request reference [TRANSACTION_ID], terminal id [CUSTOMER_ID].',
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

describe('warmUpCallText', () => {
  it('asks for every context kind, asks where, and is redacted in English', async () => {
    const text = warmUpCallText('English');
    for (const kind of ['PHONE_NUMBER', 'BVN', 'EMPLOYEE_ID', 'MEDICAL_ID', 'ADDRESS'] as const)
      expect(text).toContain(`Agent: ${contextPhrases('English', kind).at(-1)}?`);
    const { result } = await redact({ text, language: 'English' });
    expect(result.split('\n').slice(-4)).toEqual([
      'Agent: where?',
      'Caller: [ADDRESS].',
      'Agent: mother [PERSON_NAME], final digits [CARD_NUMBER].',
      'Caller: Rue 14 des Flamboyants, [ADDRESS]; ref [TRANSACTION_ID], KMP004.',
    ]);
  });

  it.each(LANGUAGE_NAMES)('is redacted in %s (its made-up values masked)', async (language) => {
    const { result } = await redact({ text: warmUpCallText(language), language });
    for (const value of ['0803 123 4567', '5399 8312', 'Chidinma', 'Eze', 'Kiwatule', '4421'])
      expect(result).not.toContain(value);
  });

  it('takes other table entries in another variant', () => {
    expect(warmUpCallText('Zulu', 1)).not.toBe(warmUpCallText('Zulu', 0));
    expect(warmUpSampleText('French', 1)).not.toBe(warmUpSampleText('French', 0));
  });
});

describe('warmUpSpokenCallText', () => {
  it.each(LANGUAGE_NAMES)(
    'is the spoken form, redacted in %s (its made-up name masked)',
    async (language) => {
      const text = warmUpSpokenCallText(language);
      expect(text).toBe(text.toLowerCase());
      expect(text).not.toMatch(/[.,:;?!؟]/u);
      const { result } = await redact({ text, language });
      expect(result).not.toContain('chidinma');
      expect(result).toContain('[ADDRESS]');
    },
  );

  it('takes other table entries in another variant', () => {
    expect(warmUpSpokenCallText('Italian', 1)).not.toBe(warmUpSpokenCallText('Italian', 0));
  });
});

describe('warmUpRedaction', () => {
  it('runs one sample per language and pass', async () => {
    const { calls, milliseconds } = await warmUpRedaction({
      passes: 5,
      languages: ['English', 'Hausa', 'Amharic'],
    });
    expect(calls).toBe(15);
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
