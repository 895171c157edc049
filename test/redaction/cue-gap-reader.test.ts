import { describe, expect, it } from 'vitest';
import { isCueGapBetween } from '../../src/redaction/context/cue-gap.js';
import { CueGapReader } from '../../src/redaction/cue-gap-reader.js';
import { seededUint32 } from './seeded-random.js';

const PIECES = [
  ' ',
  ' is ',
  '\t',
  '.',
  '. ',
  '?',
  '!',
  ';',
  '。',
  '\n',
  '\r\n',
  '\r',
  'Customer: ',
  'It is ',
  'ab',
  'x'.repeat(17),
  'y'.repeat(41),
  '1',
  '𝐀',
  '\ud83d',
  '\ude00',
  'é',
  ':',
];

/** What the reader answers at every end from `start` on, by reading one end after another. */
function readerAnswers(reader: CueGapReader, text: string, start: number): boolean[] {
  const answers: boolean[] = [];
  reader.reset(text, start);
  for (let end = start; end <= text.length; end++) {
    reader.advanceTo(end);
    answers.push(reader.isCueGap());
  }
  return answers;
}

describe('CueGapReader', () => {
  it.each([
    ['ID?\nCustomer: A12', 2, 14, true],
    ['no. 12', 2, 4, true],
    ['ref. I paid 12345', 3, 12, false],
    ['number is 1', 6, 10, true],
  ] as Array<[string, number, number, boolean]>)('%j from %i to %i', (text, start, end, expected) => {
    const reader = new CueGapReader();
    reader.reset(text, start);
    reader.advanceTo(end);
    expect(reader.isCueGap()).toBe(expected);
    expect(isCueGapBetween(text, start, end)).toBe(expected);
  });

  it('answers as isCueGapBetween at every end of generated gaps', () => {
    const next = seededUint32(11);
    const reader = new CueGapReader();
    let trueAnswers = 0;
    for (let round = 0; round < 3000; round++) {
      let text = '';
      const length = next() % 12;
      for (let index = 0; index < length; index++) text += PIECES[next() % PIECES.length];
      const start = next() % (text.length + 1);
      const expected: boolean[] = [];
      for (let end = start; end <= text.length; end++) expected.push(isCueGapBetween(text, start, end));
      trueAnswers += expected.filter(Boolean).length;
      expect(readerAnswers(reader, text, start), JSON.stringify(text)).toEqual(expected);
    }
    expect(trueAnswers).toBeGreaterThan(3000);
  });
});
