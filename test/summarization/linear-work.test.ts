import { describe, expect, it } from 'vitest';
import type { SummarizationBackendV1 } from '../../src/backend-interfaces/summarization-backend.js';
import { createExtractiveSummarizationBackend } from '../../src/summarization/extractive-summarization-backend.js';
import { createSpeakerLabeller } from '../../src/summarization/speaker-labeller.js';
import { summarize } from '../../src/summarization/summarize.js';
import { planSections } from '../../src/translation/plan-sections.js';
import { countTextTokens } from '../../src/usage/count-text-tokens.js';
import { SEGMENT_WINDOW, sentenceSegments } from '../../src/util/sentence-segments.js';
import { loadCorpus } from '../redaction/corpus.js';
import { ADVERSARIAL_TEXTS, type AdversarialTextName } from './adversarial-texts.js';

/**
 * The summarizer's work is counted, never timed: doubling an adversarial input may at most about
 * double the count (quadratic work would quadruple it), and the count per character is bounded.
 */
const DOUBLING_RATIO = 2.2;
const SIZE = 20_000;
const NAMES = Object.keys(ADVERSARIAL_TEXTS) as AdversarialTextName[];
const segmenter = new Intl.Segmenter('en', { granularity: 'sentence' });

function plainSegments(text: string): Array<{ start: number; end: number }> {
  return [...segmenter.segment(text)].map((segment) => ({
    start: segment.index,
    end: segment.index + segment.segment.length,
  }));
}

function segmenterWork(text: string, window?: number): number {
  const meter = { work: 0 };
  for (const _ of sentenceSegments(
    segmenter,
    text,
    { start: 0, end: text.length },
    { meter, ...(window ? { window } : {}) },
  ));
  return meter.work;
}

describe('sentenceSegments', () => {
  const texts = [
    ...loadCorpus().map((transcript) => transcript.text),
    ...NAMES.map((name) => ADVERSARIAL_TEXTS[name](3_000)),
    'One. Two? Three! Four',
    'A very long sentence without end '.repeat(20),
    'Dr. Smith went to Washington D.C. yesterday. He said "Hi." Then he left.',
  ];
  it.each([1, 7, 64, SEGMENT_WINDOW])(
    'gives the segmenter’s own segments through windows of %i',
    (window) => {
      for (const text of texts) {
        expect([...sentenceSegments(segmenter, text, { start: 0, end: text.length }, { window })]).toEqual(
          plainSegments(text),
        );
      }
    },
  );

  it('segments a span of a text with offsets into the text', () => {
    const text = 'Skip this. One. Two.';
    expect([...sentenceSegments(segmenter, text, { start: 11, end: text.length }, { window: 4 })]).toEqual([
      { start: 11, end: 16 },
      { start: 16, end: 20 },
    ]);
  });

  it.each(NAMES)('does linear work on %s', (name) => {
    const make = ADVERSARIAL_TEXTS[name];
    const work = segmenterWork(make(SIZE));
    expect(segmenterWork(make(2 * SIZE)) / work).toBeLessThanOrEqual(DOUBLING_RATIO);
    expect(work / SIZE).toBeLessThanOrEqual(SEGMENT_WINDOW);
  });

  it('counts the quadratic work of one unbounded window (what the windows avoid)', () => {
    const make = ADVERSARIAL_TEXTS.repeatedSentence;
    const unbounded = (length: number) => segmenterWork(make(length), Number.POSITIVE_INFINITY);
    expect(unbounded(2 * SIZE) / unbounded(SIZE)).toBeGreaterThan(3.5);
  });
});

describe('planSections on adversarial text', () => {
  /** Characters handed to countTokens. */
  async function countedCharacters(text: string): Promise<number> {
    let counted = 0;
    await planSections({
      text,
      language: 'English',
      maxInputTokens: 2000,
      crossLines: true,
      countTokens: async (value) => {
        counted += value.length;
        return countTextTokens(value);
      },
    });
    return counted;
  }

  it.each(NAMES)('counts each character a bounded number of times on %s', async (name) => {
    const make = ADVERSARIAL_TEXTS[name];
    const counted = await countedCharacters(make(SIZE));
    expect((await countedCharacters(make(2 * SIZE))) / counted).toBeLessThanOrEqual(DOUBLING_RATIO);
    // Packing by counting the growing section again for every sentence counted each character
    // 65 (repeated sentence) to 1000 (giant sentence) times.
    expect(counted / SIZE).toBeLessThanOrEqual(20);
  });
});

describe('summarize() on adversarial text', () => {
  /** Characters handed to the backend (token counts and summaries) while summarizing `text`. */
  async function backendCharacters(text: string, style: 'short' | 'structured'): Promise<number> {
    const inner = createExtractiveSummarizationBackend();
    let handed = 0;
    const backend: SummarizationBackendV1 = {
      ...inner,
      countTokens: (options) => {
        handed += options.text.length;
        return inner.countTokens(options);
      },
      doSummarize: (options) => {
        handed += options.text.length;
        return inner.doSummarize(options);
      },
    };
    const result = await summarize({ text, language: 'English', style, backend });
    expect(result.status).toBe('complete');
    return handed;
  }

  it.each(
    NAMES.flatMap(
      (name) =>
        [
          [name, 'short'],
          [name, 'structured'],
        ] as const,
    ),
  )(
    'hands the backend a bounded number of characters per input character on %s (%s)',
    async (name, style) => {
      const make = ADVERSARIAL_TEXTS[name];
      const handed = await backendCharacters(make(SIZE), style);
      expect((await backendCharacters(make(2 * SIZE), style)) / handed).toBeLessThanOrEqual(DOUBLING_RATIO);
      expect(handed / SIZE).toBeLessThanOrEqual(30);
    },
  );
});

describe('the reduce step of summarize()', () => {
  it('stops reducing when a round changes nothing (sections of one sentence each)', async () => {
    const inner = createExtractiveSummarizationBackend();
    let calls = 0;
    const backend: SummarizationBackendV1 = {
      ...inner,
      doSummarize: (options) => {
        calls++;
        return inner.doSummarize(options);
      },
    };
    const text = ADVERSARIAL_TEXTS.giantSentence(SIZE);
    const result = await summarize({ text, language: 'English', style: 'short', backend });
    // One call per section, one reduce round that returns the same sections, the final call.
    expect(result.sections.length).toBeGreaterThan(1);
    expect(calls).toBe(2 * result.sections.length + 1);
  });
});

describe('createSpeakerLabeller', () => {
  const text =
    'Agent: Hello. How can I help?\r\nCustomer: My card. It is blocked.\n  [Caller 2]: Yes. No.\nPlain. Text.';
  const span = (sentence: string, from = 0) => {
    const start = text.indexOf(sentence, from);
    return { start, end: start + sentence.length };
  };
  const cases: Array<{ sentence: string; expected: string }> = [
    { sentence: 'Hello.', expected: 'Agent: Hello.' },
    { sentence: 'How can I help?', expected: 'Agent: How can I help?' },
    { sentence: 'It is blocked.', expected: 'Customer: It is blocked.' },
    { sentence: 'No.', expected: '[Caller 2]: No.' },
    { sentence: 'Text.', expected: 'Text.' },
  ];
  it('puts the label of each section’s line in front of it', () => {
    const label = createSpeakerLabeller(text);
    expect(cases.map(({ sentence }) => label(span(sentence)))).toEqual(cases.map(({ expected }) => expected));
  });

  it('gives the same labels when sections come out of order', () => {
    const label = createSpeakerLabeller(text);
    const reversed = [...cases].reverse();
    expect(reversed.map(({ sentence }) => label(span(sentence)))).toEqual(
      reversed.map(({ expected }) => expected),
    );
  });
});
