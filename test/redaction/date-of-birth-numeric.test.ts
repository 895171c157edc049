import { describe, expect, it } from 'vitest';
import { numericDateEnd } from '../../src/redaction/recognizers/date-of-birth-numeric.js';
import { seededRandom } from './seeded-random.js';

/** The reference: the numeric alternative of the date pattern, tried at one position of a window. */
const NUMERIC =
  /(?<!\d)(?:[0-3]?\d[./-][01]?\d[./-](?:1[89]\d\d|20\d\d|\d\d)|(?:1[89]\d\d|20\d\d)[./-][01]?\d[./-][0-3]?\d)(?![\d./-]\d)/iuy;

function reference(text: string, position: number, begin: number, end: number): number {
  NUMERIC.lastIndex = position - begin;
  const match = NUMERIC.exec(text.slice(begin, end));
  return match === null ? -1 : position + match[0].length;
}

/** Seeded numbers in [0, 1) (mulberry32, shared by the randomized tests). */
const generator = seededRandom;

describe('numericDateEnd', () => {
  it.each([
    ['12/03/1985', 0, 10],
    ['1985-03-12', 0, 10],
    ['12.03.85', 0, 8],
    ['12/03/198512', 0, -1],
    ['112/03/1985', 1, -1],
    ['31-12-2001.', 0, 10],
  ])('%j at %i -> %i', (text, position, expected) => {
    expect(numericDateEnd(text, position, 0, text.length)).toBe(expected);
  });

  it('agrees with the pattern on random digit strings and windows', () => {
    const random = generator(11);
    const groups = ['0', '1', '2', '3', '9', '19', '20', '18', '12', '03', '1985', '2001', '7'];
    for (let round = 0; round < 3000; round++) {
      let text = '';
      const count = 1 + Math.floor(random() * 5);
      for (let index = 0; index < count; index++) {
        text += groups[Math.floor(random() * groups.length)];
        if (random() < 0.85) text += './- a'[Math.floor(random() * (random() < 0.9 ? 3 : 5))];
      }
      const begin = Math.floor(random() * 2);
      const end = Math.max(begin, text.length - Math.floor(random() * 2));
      for (let position = begin; position < end; position++)
        expect(numericDateEnd(text, position, begin, end), `${JSON.stringify(text)} ${position}`).toBe(
          reference(text, position, begin, end),
        );
    }
  });
});
