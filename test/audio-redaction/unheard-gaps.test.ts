import { describe, expect, it } from 'vitest';
import { unheardGaps, widenOverGaps } from '../../src/audio-redaction/unheard-gaps.js';

/** `seconds` of mono 16 kHz samples: a 0.1-amplitude tone where `loud` says, silence elsewhere. */
function signal(seconds: number, loud: Array<[number, number]>): Float32Array {
  const samples = new Float32Array(seconds * 16_000);
  for (const [start, end] of loud)
    for (let index = start * 16_000; index < end * 16_000; index++)
      samples[index] = 0.1 * Math.sin((2 * Math.PI * 440 * index) / 16_000);
  return samples;
}

const word = (start: number, end: number) => ({ word: 'w', start, end });

describe('unheardGaps', () => {
  it.each([
    [
      'a loud gap of 2 s or more between words',
      [word(0, 1), word(4, 5)],
      [[0, 10]],
      [
        { start: 1, end: 4 },
        { start: 5, end: 10 },
      ],
    ],
    ['a gap under 2 s', [word(0, 1), word(2.9, 10)], [[0, 10]], []],
    [
      'a silent gap',
      [word(0, 1), word(4, 5), word(9, 10)],
      [
        [0, 1],
        [4, 5],
        [9, 10],
      ],
      [],
    ],
    [
      'under 0.5 s of sound in the gap',
      [word(0, 1), word(4, 10)],
      [
        [0, 1.4],
        [4, 10],
      ],
      [],
    ],
    ['before the first word', [word(3, 10)], [[0, 10]], [{ start: 0, end: 3 }]],
  ] as const)('%s', (_name, words, loud, expected) => {
    const samples = signal(
      10,
      loud.map(([start, end]) => [start, end]),
    );
    expect(unheardGaps({ words, samples, sampleRate: 16_000, channels: 1 })).toEqual(expected);
  });
});

describe('widenOverGaps', () => {
  // a gap from 2 to 5 s; the words: heard before it (1-2), inside it (3-4), right after it (5-6),
  // later (5.5-6)
  const gaps = [{ start: 2, end: 5 }];
  const words = [word(1, 2), word(3, 4), word(5, 6), word(5.5, 6), word(1, 1.5)];
  const span = (firstWord: number, lastWord: number, start: number, end: number) => ({
    type: 'PERSON_NAME' as const,
    firstWord,
    lastWord,
    start,
    end,
  });
  it.each([
    ['of the word right before it', span(0, 0, 0.9, 2.2), [0.9, 5]],
    ['of the word right after it (padded into it)', span(2, 2, 4.1, 6), [2, 6]],
    ['of a word heard inside it: unchanged', span(1, 1, 2.9, 4.1), [2.9, 4.1]],
    ['of a word starting 0.5 s after it: unchanged', span(3, 3, 5.4, 6), [5.4, 6]],
    ['of a word ending 0.5 s before it: unchanged', span(4, 4, 1, 1.5), [1, 1.5]],
  ] as const)('a span %s', (_name, given, [start, end]) => {
    expect(widenOverGaps([given], words, gaps)).toEqual([{ ...given, start, end }]);
  });
});
