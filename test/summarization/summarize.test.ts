import { describe, expect, it } from 'vitest';
import { TextProcessingResultSchema } from '../../src/contract/text-processing-result.js';
import { StreamingNotSupportedError } from '../../src/errors/streaming-not-supported-error.js';
import { textServiceResult } from '../../src/http/text-service-result.js';
import type { LanguageName } from '../../src/languages.js';
import { createExtractiveSummarizationBackend } from '../../src/summarization/extractive-summarization-backend.js';
import {
  detectResolutionStatus,
  detectSentiment,
  extractEntities,
} from '../../src/summarization/structured-rules.js';
import { summarize } from '../../src/summarization/summarize.js';
import { summarizeStream } from '../../src/summarization/summarize-stream.js';
import { MockSummarizationBackend } from '../../src/test/mock-summarization-backend.js';

const CALL = `Agent: Good morning, thank you for calling First Bank. How can I help you?
Customer: Hello. My name is [PERSON_NAME]. My card was blocked after I tried to pay at the Shoprite in Lagos yesterday.
Customer: I was charged 25,000 naira twice and I am very frustrated.
Agent: I am sorry about that. I can see the two transactions on account [ACCOUNT_NUMBER].
Agent: I will raise a dispute for the duplicate charge and unblock the card now.
Agent: The refund will be processed within 48 hours and we will call you back.
Customer: Okay, thank you.`;

describe('summarize() with the embedded extractive summarizer', () => {
  it('writes a short summary from the best sentences, in order', async () => {
    const result = await summarize({ text: CALL, language: 'English', style: 'short' });
    expect(TextProcessingResultSchema.parse(textServiceResult(result, 'summarize'))).toBeTruthy();
    expect(result).toMatchObject({
      result:
        'My card was blocked after I tried to pay at the Shoprite in Lagos yesterday. The refund will be processed within 48 hours and we will call you back.',
      modelName: 'langproc-extractive-1',
      route: 'single_pass',
      status: 'complete',
      units: { total: 1, succeeded: 1, failed: 0 },
      usage: { calls: 1, inputTokens: 126, outputTokens: 31, totalTokens: 157 },
    });
    expect(result.sections).toEqual([
      { index: 0, start: 0, end: CALL.length, failed: false, summary: result.result },
    ]);
  });

  it('fills the structured fields with rules', async () => {
    const result = await summarize({ text: CALL, language: 'English', style: 'structured' });
    expect(result.structured).toEqual({
      customerIssue: 'My card was blocked after I tried to pay at the Shoprite in Lagos yesterday.',
      importantEntities: [
        'First Bank',
        '[PERSON_NAME]',
        'Shoprite',
        'Lagos',
        '25,000 naira',
        '[ACCOUNT_NUMBER]',
      ],
      nextAction: 'The refund will be processed within 48 hours and we will call you back.',
      resolutionStatus: 'pending',
      sentiment: 'mixed',
      summary: result.result,
    });
  });

  it('keeps more sentences in a detailed summary', async () => {
    const result = await summarize({ text: CALL, language: 'English', style: 'detailed' });
    expect(result.result.split('. ').length).toBe(4);
  });

  it('map-reduces a long text, one summary per section', async () => {
    const text = Array.from(
      { length: 60 },
      (_, index) => `Point ${index} is about subject ${index % 4} today.`,
    ).join(' ');
    const backend = createExtractiveSummarizationBackend({ maxInputTokens: 100 });
    const result = await summarize({ text, language: 'English', style: 'short', backend });
    expect(result.route).toBe('map_reduce');
    expect(result.sections.length).toBe(5);
    expect(result.units).toEqual({ total: 5, succeeded: 5, failed: 0 });
    for (const section of result.sections) {
      expect(text.slice(section.start, section.end)).toContain(section.summary.split(' ')[0]!);
      expect(section.end - section.start).toBeGreaterThan(section.summary.length);
    }
    expect(result.usage.calls).toBe(6);
  });

  it('keeps speaker labels through the map step of a long structured summary', async () => {
    // eight copies of the call: the agent's courtesy would read as positive without roles
    const text = Array.from({ length: 8 }, () => CALL).join('\n');
    const backend = createExtractiveSummarizationBackend({ maxInputTokens: 120 });
    const recording = new MockSummarizationBackend({
      maxInputTokens: 120,
      doSummarize: (options) => backend.doSummarize(options),
    });
    const single = await summarize({ text: CALL, language: 'English', style: 'structured' });
    const result = await summarize({ text, language: 'English', style: 'structured', backend: recording });
    expect(result.route).toBe('map_reduce');
    const maps = recording.calls.filter((input) => input.style === 'detailed');
    expect(maps.length).toBeGreaterThan(1);
    expect(maps.every((input) => input.keepSpeakerLabels === true)).toBe(true);
    // a section starts after a label or inside a turn; the turn's label is put in front of it
    expect(maps.every((input) => /^(?:Agent|Customer): /u.test(input.text))).toBe(true);
    expect(result.sections[0]?.summary.split('\n')[0]).toBe(
      'Agent: Good morning, thank you for calling First Bank.',
    );
    // the final structured pass still sees who said what
    const final = recording.calls.at(-1)!;
    expect(final.style).toBe('structured');
    expect(final.text).toMatch(/^Customer: My card was blocked/mu);
    expect(final.text).toMatch(/^Agent: The refund will be processed/mu);
    expect(result.structured).toMatchObject({
      customerIssue: single.structured?.customerIssue,
      nextAction: single.structured?.nextAction,
    });
  });

  it('reports a failed map section as missing and the status as partial', async () => {
    const text = 'First part here. Second part here. Third part here.';
    const backend = new MockSummarizationBackend({
      maxInputTokens: 3,
      doSummarize: async ({ text: input }) => {
        if (input.startsWith('Second')) throw new Error('boom');
        return {
          summary: input.split(' ')[0]!,
          usage: { promptTokens: 3, completionTokens: 1 },
          warnings: [],
        };
      },
    });
    const result = await summarize({ text, language: 'English', style: 'short', backend, maxRetries: 1 });
    expect(result).toMatchObject({
      status: 'partial',
      missingRanges: [{ start: 17, end: 34 }],
      units: { total: 3, succeeded: 2, failed: 1 },
    });
  });

  it('rejects invalid structured output from a backend', async () => {
    const backend = new MockSummarizationBackend({
      doSummarize: async () => ({
        summary: 's',
        structured: {
          customer_issue: '',
          important_entities: [],
          next_action: '',
          resolution_status: 'maybe',
          sentiment: 'neutral',
          summary: 's',
        },
        usage: { promptTokens: 1, completionTokens: 1 },
        warnings: [],
      }),
    });
    await expect(
      summarize({ text: 'Hi there.', language: 'English', style: 'structured', backend, maxRetries: 0 }),
    ).rejects.toMatchObject({ code: 'backend_failure' });
  });

  it('streams sections then the result for short summaries, and refuses structured streaming', async () => {
    const events: string[] = [];
    for await (const event of summarizeStream({ text: CALL, language: 'English', style: 'short' }))
      events.push(event.type);
    expect(events).toEqual(['section', 'result']);
    expect(() => summarizeStream({ text: CALL, language: 'English', style: 'structured' })).toThrowError(
      expect.objectContaining({ code: 'streaming_not_supported' }),
    );
    try {
      summarizeStream({ text: CALL, language: 'English', style: 'structured' });
    } catch (error) {
      expect(StreamingNotSupportedError.isInstance(error)).toBe(true);
    }
  });

  const invalid: Array<{ name: string; text: string; language: string; style: string; code: string }> = [
    { name: 'empty text', text: ' ', language: 'English', style: 'short', code: 'empty_text' },
    {
      name: 'unknown language',
      text: 'Hi',
      language: 'Klingon',
      style: 'short',
      code: 'unsupported_language',
    },
    { name: 'unknown style', text: 'Hi', language: 'English', style: 'long', code: 'invalid_input' },
  ];
  it.each(invalid)('rejects $name', async ({ text, language, style, code }) => {
    await expect(
      summarize({ text, language: language as LanguageName, style: style as 'short' }),
    ).rejects.toMatchObject({ code });
  });

  it('works on Amharic and Arabic sentence terminators', async () => {
    const amharic = await summarize({
      text: 'ሰላም ነው። ካርዴ ታግዷል እባክህ እርዳኝ። አመሰግናለሁ።',
      language: 'Amharic',
      style: 'short',
    });
    expect(amharic.result).toBe('ካርዴ ታግዷል እባክህ እርዳኝ።');
    const arabic = await summarize({
      text: 'مرحبا. تم حظر بطاقتي المصرفية اليوم؟ شكرا.',
      language: 'Arabic',
      style: 'short',
    });
    expect(arabic.result).toBe('تم حظر بطاقتي المصرفية اليوم؟');
  });
});

describe('structured rules', () => {
  const statuses: Array<[string, string]> = [
    ['Let me escalate this to my supervisor.', 'escalated'],
    ['The problem is resolved now.', 'resolved'],
    ['It is still not working.', 'unresolved'],
    ['We will call you back tomorrow.', 'pending'],
    ['Hello.', 'unknown'],
    ['Le problème est résolu.', 'resolved'],
    ['Tatizo limetatuliwa.', 'resolved'],
  ];
  it.each(statuses)('%s -> %s', (text, expected) => {
    expect(detectResolutionStatus(text)).toBe(expected);
  });

  const sentiments: Array<[string, string]> = [
    ['Thank you, this is great.', 'positive'],
    ['I am very angry.', 'negative'],
    ['Thanks, but I am disappointed.', 'mixed'],
    ['My account number changed.', 'neutral'],
  ];
  it.each(sentiments)('%s -> %s', (text, expected) => {
    expect(detectSentiment(text)).toBe(expected);
  });

  it('extracts placeholders, numbers and names', () => {
    expect(extractEntities(['Pay 1,500.00 to [PERSON_NAME] at Access Bank today.'])).toEqual([
      '1,500.00',
      '[PERSON_NAME]',
      'Access Bank',
    ]);
  });
});
