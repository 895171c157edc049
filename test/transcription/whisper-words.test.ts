import { describe, expect, it } from 'vitest';
import {
  type RecognitionOutput,
  shortenOpeningWords,
  toWords,
} from '../../backends/transformers/transcription-backend.js';
import { shiftTokenTimes } from '../../backends/transformers/whisper-word-timestamps.js';

describe('toWords (transformers.js word chunks to words)', () => {
  it.each<{ name: string; chunks: RecognitionOutput['chunks']; words: ReturnType<typeof toWords> }>([
    {
      name: 'joins a piece without a leading space to the previous word',
      chunks: [
        { text: ' L', timestamp: [2.28, 2.38] },
        { text: "'accident", timestamp: [2.38, 3.02] },
        { text: ' a', timestamp: [3.02, 3.14] },
      ],
      words: [
        { word: "L'accident", start: 2.28, end: 3.02 },
        { word: 'a', start: 3.02, end: 3.14 },
      ],
    },
    {
      name: 'keeps times inside the chunk and never backwards; fills missing times',
      chunks: [
        { text: ' one', timestamp: [1, 2] },
        { text: ' two', timestamp: [1.5, null] },
        { text: ' ', timestamp: [3, 4] },
        { text: ' three', timestamp: [9, 12] },
      ],
      words: [
        { word: 'one', start: 1, end: 2 },
        { word: 'two', start: 2, end: 2 },
        { word: 'three', start: 9, end: 10 },
      ],
    },
  ])('$name', ({ chunks, words }) => {
    expect(toWords({ text: '', chunks }, 10)).toEqual(words);
  });
});

describe('shiftTokenTimes', () => {
  it.each([
    [[], []],
    [[0.5], [0.5]],
    [
      [1.36, 1.98, 2.14, 2.26],
      [1.36, 1.36, 1.98, 2.14],
    ],
  ])('%j -> %j', (times, shifted) => {
    expect(shiftTokenTimes(times)).toEqual(shifted);
  });
});

describe('shortenOpeningWords', () => {
  it('shortens a long first word and a long word after a sentence end to twice the median duration', () => {
    // Durations 1.38, 0.18, 0.12, 0.24, 1.5, 0.3: median 0.27, longest 0.54.
    expect(
      shortenOpeningWords([
        { word: 'However,', start: 0, end: 1.38 },
        { word: 'due', start: 1.96, end: 2.14 },
        { word: 'to', start: 2.14, end: 2.26 },
        { word: 'it.', start: 2.26, end: 2.5 },
        { word: 'Then', start: 2.5, end: 4 },
        { word: 'long', start: 4, end: 4.3 },
      ]),
    ).toEqual([
      { word: 'However,', start: 0.84, end: 1.38 },
      { word: 'due', start: 1.96, end: 2.14 },
      { word: 'to', start: 2.14, end: 2.26 },
      { word: 'it.', start: 2.26, end: 2.5 },
      { word: 'Then', start: 3.46, end: 4 },
      { word: 'long', start: 4, end: 4.3 },
    ]);
  });

  it('caps the median at 0.7 s and leaves words without duration alone', () => {
    const slow = [0, 1, 2, 3].map((index) => ({ word: `w${index}`, start: index * 2, end: index * 2 + 1.9 }));
    expect(shortenOpeningWords(slow)[0]).toEqual({ word: 'w0', start: 0.5, end: 1.9 });
    expect(shortenOpeningWords([{ word: 'a', start: 1, end: 1 }])).toEqual([{ word: 'a', start: 1, end: 1 }]);
  });
});
