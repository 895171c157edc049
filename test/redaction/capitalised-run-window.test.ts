import { describe, expect, it } from 'vitest';
import { numberBefore, previousWord } from '../../src/redaction/recognizers/capitalised-run-window.js';
import { seededUint32 } from './seeded-random.js';

/** The regexes the backward reads replace: they must agree on every window. */
const PREVIOUS_WORD = /(?<![\p{L}\p{M}'’])([\p{L}\p{M}'’]+)[ ]$/u;
const NUMBER_BEFORE = /\d[\p{L}]?[ \t]+$/u;

describe('capitalised-run window checks', () => {
  it.each([
    ['said to ', 'to'],
    ['O’Brien ', 'O’Brien'],
    ['met ', 'met'],
    ['met', undefined],
    ['met  ', undefined],
    ['12 ', undefined],
    ['é\u0301t ', 'é\u0301t'],
    ['\ud835\udc00b ', '\ud835\udc00b'],
    ['\udc00b ', 'b'],
    ['', undefined],
    [' ', undefined],
  ])('previousWord(%j) is %j', (before, expected) => {
    expect(previousWord(before)).toBe(expected);
    expect(PREVIOUS_WORD.exec(before)?.[1]).toBe(expected);
  });

  it.each([
    ['No. 12 ', true],
    ['12B \t', true],
    ['12\ud835\udc00 ', true],
    ['12BC ', false],
    ['12', false],
    ['at ', false],
    ['٣ ', false],
    [' ', false],
    ['', false],
  ])('numberBefore(%j) is %j', (before, expected) => {
    expect(numberBefore(before)).toBe(expected);
    expect(NUMBER_BEFORE.test(before)).toBe(expected);
  });

  it('agrees with the regexes on 20,000 generated windows', () => {
    const alphabet = [
      'a',
      'Z',
      'é',
      '\u0301',
      "'",
      '’',
      ' ',
      '\t',
      '1',
      '9',
      '.',
      '\n',
      '\ud835\udc00',
      '\ud835',
      '\udc00',
      'ሀ',
      '٣',
    ];
    const next = seededUint32(7);
    const disagreements: string[] = [];
    for (let index = 0; index < 20_000; index++) {
      let window = '';
      const length = next() % 9;
      for (let position = 0; position < length; position++) window += alphabet[next() % alphabet.length];
      if (
        previousWord(window) !== PREVIOUS_WORD.exec(window)?.[1] ||
        numberBefore(window) !== NUMBER_BEFORE.test(window)
      )
        disagreements.push(window);
    }
    expect(disagreements).toEqual([]);
  });
});
