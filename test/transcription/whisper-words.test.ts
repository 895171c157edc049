import { describe, expect, it } from 'vitest';
import {
  type RecognitionOutput,
  segmentsFromWords,
  toWords,
} from '../../backends/transformers/transcription-backend.js';

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

describe('segmentsFromWords', () => {
  it('ends a segment after a sentence end and before a pause of 1 s', () => {
    expect(
      segmentsFromWords([
        { word: 'Hello', start: 0, end: 0.4 },
        { word: 'there.', start: 0.4, end: 0.9 },
        { word: 'How', start: 1, end: 1.2 },
        { word: 'are', start: 1.2, end: 1.4 },
        { word: 'you', start: 2.4, end: 2.6 },
        { word: 'doing', start: 2.9, end: 3.3 },
      ]),
    ).toEqual([
      { start: 0, end: 0.9, text: 'Hello there.' },
      { start: 1, end: 1.4, text: 'How are' },
      { start: 2.4, end: 3.3, text: 'you doing' },
    ]);
    expect(segmentsFromWords([])).toEqual([]);
  });
});
