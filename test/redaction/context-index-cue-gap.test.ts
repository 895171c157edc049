import { describe, expect, it } from 'vitest';
import { isCueGap, isCueGapBetween } from '../../src/redaction/context/cue-gap.js';
import { seededRandom } from './seeded-random.js';

/** The reference: the two patterns the loop stands for. */
const SAME_SENTENCE = /^(?:\.[ \t]*|[^\d\n\r?!;.。]*)$/u;
const QUESTION_ANSWER = /^[^\d\n]{0,16}\r?\n[^\d\n?!.;]{0,40}$/u;
const reference = (gap: string) => SAME_SENTENCE.test(gap) || QUESTION_ANSWER.test(gap);

/** Seeded numbers in [0, 1) (mulberry32, shared by the randomized tests). */
const generator = seededRandom;

const PIECES = [
  '.',
  ' ',
  '\t',
  '\n',
  '\r',
  '\r\n',
  '?',
  '!',
  ';',
  '。',
  'a',
  'Customer',
  '1',
  ':',
  'é',
  '😀',
  '\ud800',
  '\udc00',
  ',',
];

describe('isCueGap', () => {
  it.each([
    [' is ', true],
    ['?\nCustomer: It is ', true],
    ['. I paid on ', false],
    ['.  ', true],
    [' 12 ', false],
    ['?\n\nCustomer: ', false],
  ])('%j -> %s', (gap, expected) => {
    expect(isCueGap(gap)).toBe(expected);
  });

  it('agrees with the patterns on random gaps, sliced or not', () => {
    const random = generator(7);
    for (let round = 0; round < 5000; round++) {
      let gap = '';
      const count = Math.floor(random() * (random() < 0.5 ? 8 : 60));
      for (let index = 0; index < count; index++) gap += PIECES[Math.floor(random() * PIECES.length)];
      const expected = reference(gap);
      expect(isCueGap(gap), JSON.stringify(gap)).toBe(expected);
      const around = `x😀${gap}😀y`;
      expect(isCueGapBetween(around, 3, 3 + gap.length)).toBe(expected);
      expect(isCueGapBetween(around, 2, 3 + gap.length)).toBe(reference(around.slice(2, 3 + gap.length)));
    }
  });
});
