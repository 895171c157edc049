import { describe, expect, it } from 'vitest';
import type { TranslationCallOptions } from '../../src/backend-interfaces/translation-backend.js';
import { TextProcessingResultSchema } from '../../src/contract/text-processing-result.js';
import { BackendFailureError } from '../../src/errors/backend-failure-error.js';
import { textServiceResult } from '../../src/http/text-service-result.js';
import type { LanguageName } from '../../src/languages.js';
import { MockTranslationBackend } from '../../src/test/mock-translation-backend.js';
import { translate } from '../../src/translation/translate.js';
import { translateStream } from '../../src/translation/translate-stream.js';

/** Upper-cases each text: placeholders survive, so only the structure is under test. */
const upper = async ({ texts }: TranslationCallOptions) => ({
  translations: texts.map((text) => text.toUpperCase()),
  usage: { promptTokens: texts.length * 3, completionTokens: texts.length * 2 },
  warnings: [],
});

describe('translate() with a mock backend', () => {
  it('keeps labels, blank lines and placeholders, and fills every field', async () => {
    const backend = new MockTranslationBackend({ doTranslate: upper, maxInputTokens: 4 });
    const text = 'Agent: Hello [PERSON_NAME]. How are you?\n\nCaller: fine, thanks\n[PHONE_NUMBER]';
    const result = await translate({ text, sourceLanguage: 'English', targetLanguage: 'French', backend });
    expect(TextProcessingResultSchema.parse(textServiceResult(result, 'translate'))).toBeTruthy();
    expect(result.result).toBe(
      'Agent: HELLO [PERSON_NAME]. HOW ARE YOU?\n\nCaller: FINE, THANKS\n[PHONE_NUMBER]',
    );
    expect(result.sections.map(({ start, end }) => text.slice(start, end))).toEqual([
      'Hello [PERSON_NAME].',
      'How are you?',
      'fine, thanks',
    ]);
    expect(result.sections.map((section) => section.summary)).toEqual([
      'HELLO [PERSON_NAME].',
      'HOW ARE YOU?',
      'FINE, THANKS',
    ]);
    expect(result).toMatchObject({
      route: 'chunked',
      status: 'complete',
      missingRanges: [],
      modelName: 'mock-translation',
      units: { total: 3, succeeded: 3, failed: 0 },
      usage: { calls: 1, inputTokens: 9, outputTokens: 6, totalTokens: 15 },
    });
    // the HTTP adapter prices the counts (the core has no prices)
    expect(textServiceResult(result, 'translate').usage).toEqual({
      calls: 1,
      prompt_tokens: 9,
      completion_tokens: 6,
      total_tokens: 15,
      cost: 0.000021,
    });
  });

  it('uses single_pass for one section', async () => {
    const backend = new MockTranslationBackend({ doTranslate: upper });
    const result = await translate({
      text: 'Sannu.',
      sourceLanguage: 'Hausa',
      targetLanguage: 'English',
      backend,
    });
    expect(result).toMatchObject({ route: 'single_pass', result: 'SANNU.' });
  });

  it('repairs a translation that lost a placeholder by translating around it', async () => {
    const backend = new MockTranslationBackend({
      doTranslate: async ({ texts }) => ({
        translations: texts.map((text) => text.replace(/\[[A-Z_]+\]/gu, 'someone').toUpperCase()),
        usage: { promptTokens: 1, completionTokens: 1 },
        warnings: [],
      }),
    });
    const result = await translate({
      text: 'Call [PERSON_NAME] on [PHONE_NUMBER] today.',
      sourceLanguage: 'English',
      targetLanguage: 'Swahili',
      backend,
    });
    expect(result.result).toBe('CALL [PERSON_NAME] ON [PHONE_NUMBER] TODAY.');
    expect(backend.calls.map((call) => call.texts)).toEqual([
      ['Call [PERSON_NAME] on [PHONE_NUMBER] today.'],
      ['Call', 'on', 'today.'],
    ]);
    expect(result.usage.calls).toBe(2);
  });

  it('pivots through English when the backend lacks the direction', async () => {
    const backend = new MockTranslationBackend({
      supportsDirection: (source, target) => source === 'English' || target === 'English',
    });
    const result = await translate({
      text: 'Sannu.',
      sourceLanguage: 'Hausa',
      targetLanguage: 'Zulu',
      backend,
    });
    expect(result.route).toBe('pivot');
    expect(result.result).toBe('zul_Latn: eng_Latn: Sannu.');
    expect(backend.calls.map((call) => [call.sourceLanguage, call.targetLanguage])).toEqual([
      ['Hausa', 'English'],
      ['English', 'Zulu'],
    ]);
  });

  it('retries a failing section, then reports it missing with status partial', async () => {
    let failuresLeft = 100;
    const backend = new MockTranslationBackend({
      maxInputTokens: 2,
      doTranslate: async (call) => {
        if (call.texts.some((text) => text.includes('bad')) && failuresLeft-- > 0) throw new Error('boom');
        return upper(call);
      },
    });
    const text = 'Good one. Bad bad. Fine too.';
    const result = await translate({
      text,
      sourceLanguage: 'English',
      targetLanguage: 'German',
      backend,
      maxRetries: 2,
    });
    expect(result).toMatchObject({
      status: 'partial',
      missingRanges: [{ start: 10, end: 18 }],
      units: { total: 3, succeeded: 2, failed: 1 },
      result: 'GOOD ONE.  FINE TOO.',
    });
    expect(result.sections[1]).toEqual({ index: 1, start: 10, end: 18, failed: true, summary: '' });
    // One batch attempt, then each section alone; the bad one three times (1 + 2 retries).
    expect(backend.calls.length).toBe(1 + 1 + 3 + 1);
  });

  it('recovers when a retry succeeds', async () => {
    let failuresLeft = 1;
    const backend = new MockTranslationBackend({
      doTranslate: async (call) => {
        if (failuresLeft-- > 0) throw new Error('transient');
        return upper(call);
      },
    });
    const result = await translate({
      text: 'Hi.',
      sourceLanguage: 'English',
      targetLanguage: 'Igbo',
      backend,
    });
    expect(result).toMatchObject({ status: 'complete', result: 'HI.', usage: { calls: 1 } });
  });

  it('throws BackendFailureError when every section fails', async () => {
    const backend = new MockTranslationBackend({
      doTranslate: async () => {
        throw new Error('down');
      },
    });
    await expect(
      translate({ text: 'Hi.', sourceLanguage: 'English', targetLanguage: 'Igbo', backend, maxRetries: 0 }),
    ).rejects.toSatisfy((error) => BackendFailureError.isInstance(error));
  });

  it('treats a wrong number of translations as a failure', async () => {
    const backend = new MockTranslationBackend({
      doTranslate: async () => ({
        translations: [],
        usage: { promptTokens: 0, completionTokens: 0 },
        warnings: [],
      }),
    });
    await expect(
      translate({ text: 'Hi.', sourceLanguage: 'English', targetLanguage: 'Igbo', backend, maxRetries: 0 }),
    ).rejects.toMatchObject({ code: 'backend_failure' });
  });

  const invalid: Array<{
    name: string;
    text: unknown;
    source: string;
    target: string;
    domain?: string;
    code: string;
  }> = [
    { name: 'same language', text: 'Hi', source: 'English', target: 'English', code: 'same_language' },
    { name: 'empty text', text: '  \n', source: 'English', target: 'Zulu', code: 'empty_text' },
    {
      name: 'lower-case language',
      text: 'Hi',
      source: 'english',
      target: 'Zulu',
      code: 'unsupported_language',
    },
    {
      name: 'unknown domain',
      text: 'Hi',
      source: 'English',
      target: 'Zulu',
      domain: 'space',
      code: 'unsupported_domain',
    },
    { name: 'text not a string', text: 42, source: 'English', target: 'Zulu', code: 'invalid_input' },
  ];
  it.each(invalid)('rejects $name', async ({ text, source, target, domain, code }) => {
    await expect(
      translate({
        text: text as string,
        sourceLanguage: source as LanguageName,
        targetLanguage: target as LanguageName,
        backend: new MockTranslationBackend(),
        ...(domain === undefined ? {} : { domain }),
      }),
    ).rejects.toMatchObject({ code });
  });

  it('stops with AbortedError when aborted between batches', async () => {
    const controller = new AbortController();
    const backend = new MockTranslationBackend({
      maxInputTokens: 1,
      maxBatchSize: 1,
      doTranslate: async (call) => {
        controller.abort();
        return upper(call);
      },
    });
    await expect(
      translate({
        text: 'a. b. c.',
        sourceLanguage: 'English',
        targetLanguage: 'Twi',
        backend,
        abortSignal: controller.signal,
      }),
    ).rejects.toMatchObject({ code: 'aborted' });
    expect(backend.calls.length).toBe(1);
  });

  it('streams sections in order, then the result, and reports progress', async () => {
    const backend = new MockTranslationBackend({ doTranslate: upper, maxInputTokens: 1, maxBatchSize: 2 });
    const progress: number[] = [];
    const events: string[] = [];
    for await (const event of translateStream({
      text: 'a. b. c.',
      sourceLanguage: 'English',
      targetLanguage: 'Shona',
      backend,
      onProgress: ({ completedSections, totalSections }) => progress.push(completedSections / totalSections),
    })) {
      events.push(
        event.type === 'section' ? `${event.section.index}:${event.section.summary}` : event.result.result,
      );
    }
    expect(events).toEqual(['0:A.', '1:B.', '2:C.', 'A. B. C.']);
    expect(progress).toEqual([2 / 3, 1]);
  });
});
