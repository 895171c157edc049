import { describe, expect, it } from 'vitest';
import { mergeTimeRanges, spansToTimeRanges } from '../../src/audio-redaction/spans-to-time-ranges.js';
import { transcriptOfWords } from '../../src/audio-redaction/timed-words.js';

// "My number is 0803 thanks." with a gap before the number and one after it.
const WORDS = [
  { word: ' My', start: 0, end: 0.3 },
  { word: ' number', start: 0.35, end: 0.7 },
  { word: ' is', start: 0.75, end: 0.85 },
  { word: ' 0803', start: 1, end: 1.6 },
  { word: ' thanks.', start: 2, end: 2.4 },
];
const { text, words, wordRanges } = transcriptOfWords(WORDS);
const at = (value: string): { start: number; end: number } => {
  const start = text.indexOf(value);
  return { start, end: start + value.length };
};

describe('transcriptOfWords', () => {
  it('joins trimmed words with single spaces and remembers their ranges', () => {
    expect(text).toBe('My number is 0803 thanks.');
    expect(wordRanges).toEqual([
      { start: 0, end: 2 },
      { start: 3, end: 9 },
      { start: 10, end: 12 },
      { start: 13, end: 17 },
      { start: 18, end: 25 },
    ]);
  });
  it('drops empty words', () => {
    expect(
      transcriptOfWords([
        { word: ' ', start: 0, end: 1 },
        { word: 'a', start: 1, end: 2 },
      ]).text,
    ).toBe('a');
  });
});

describe('spansToTimeRanges', () => {
  const duration = 2.5;
  it.each([
    ['one word, padding up to both neighbours', [at('0803')], 0.15, [[1 - 0.15, 1.6 + 0.15, 3, 3]]],
    ['padding clamped to the audible neighbours', [at('0803')], 0.5, [[0.85, 2, 3, 3]]],
    ['a span cutting words in the middle takes them whole', [{ start: 5, end: 15 }], 0, [[0.35, 1.6, 1, 3]]],
    ['the first word: padding stops at 0', [at('My')], 0.15, [[0, 0.35, 0, 0]]],
    ['the last word: padding stops at the end of the audio', [at('thanks')], 0.5, [[1.6, 2.5, 4, 4]]],
    ['punctuation after a value: the whole word', [at('thanks')], 0, [[2, 2.4, 4, 4]]],
    ['a span on the space between words covers nothing', [{ start: 17, end: 18 }], 0.15, []],
    [
      'overlapping padding of two spans with an audible word between',
      [at('number'), at('0803')],
      0.5,
      [
        [0.3, 0.75, 1, 1],
        [0.85, 2, 3, 3],
      ],
    ],
    [
      'neighbouring masked words do not clamp each other',
      [at('is'), at('0803')],
      0.15,
      [
        [0.7, 1, 2, 2],
        [0.85, 1.75, 3, 3],
      ],
    ],
  ] as const)('%s', (_name, entities, padding, expected) => {
    const spans = spansToTimeRanges({
      words,
      wordRanges,
      entities: entities.map((entity) => ({ type: 'PHONE_NUMBER' as const, ...entity })),
      padding,
      durationSeconds: duration,
    });
    expect(
      spans.map((span) => [
        Math.round(span.start * 1000) / 1000,
        Math.round(span.end * 1000) / 1000,
        span.firstWord,
        span.lastWord,
      ]),
    ).toEqual(expected);
  });

  it('never makes a range narrower than its words when word times overlap', () => {
    const overlapping = transcriptOfWords([
      { word: 'call', start: 0, end: 1.2 },
      { word: '555', start: 1, end: 2 },
      { word: 'now', start: 1.9, end: 3 },
    ]);
    const [span] = spansToTimeRanges({
      ...overlapping,
      entities: [{ type: 'PHONE_NUMBER', start: 5, end: 8 }],
      padding: 0.15,
      durationSeconds: 3,
    });
    expect([span?.start, span?.end]).toEqual([1, 2]);
  });
});

describe('mergeTimeRanges', () => {
  it('merges overlapping and touching ranges, sorted', () => {
    expect(
      mergeTimeRanges([
        { start: 3, end: 4 },
        { start: 0.7, end: 1 },
        { start: 0.85, end: 1.75 },
        { start: 4, end: 5 },
      ]),
    ).toEqual([
      { start: 0.7, end: 1.75 },
      { start: 3, end: 5 },
    ]);
  });
});
