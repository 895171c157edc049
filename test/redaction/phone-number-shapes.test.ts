import { describe, expect, it } from 'vitest';
import {
  digitCount,
  groupCount,
  isAmountLike,
  startsInternational,
  startsWithIsoDate,
} from '../../src/redaction/recognizers/phone-number-shapes.js';
import { isWhiteSpace } from '../../src/redaction/recognizers/white-space.js';
import { seededBelow } from './seeded-random.js';

/** The regexes the loops stand for. */
const ISO_DATE_START = /^\d{4}-\d{2}-\d{2}/;
const AMOUNT_LIKE = /^[1-9]\d{0,2}(?:[ \u00A0.,]\d{3})+$/;
const INTERNATIONAL_START = /^(?:\+|00)/;

const PIECES = [
  '0',
  '1',
  '9',
  '00',
  '12',
  '123',
  '1234',
  '2015',
  ' ',
  '\u00a0',
  '.',
  ',',
  '-',
  '/',
  '+',
  '(',
  ')',
  'x',
  '٣',
  '\u2009',
  'a',
];

function randomValues(count: number): string[] {
  const next = seededBelow(5);
  const values: string[] = [''];
  for (let round = 0; round < count; round++) {
    let value = '';
    const length = next(9);
    for (let index = 0; index < length; index++) value += PIECES[next(PIECES.length)]!;
    values.push(value);
  }
  return values;
}

describe('phone-number shapes', () => {
  it('agree with the regexes they stand for on generated values', () => {
    for (const value of [
      ...randomValues(20_000),
      '1 250 000',
      '12.500',
      '1,000,000',
      '2015-12-22 04',
      '0803',
    ]) {
      expect(startsWithIsoDate(value), value).toBe(ISO_DATE_START.test(value));
      expect(isAmountLike(value), value).toBe(AMOUNT_LIKE.test(value));
      expect(startsInternational(value), value).toBe(INTERNATIONAL_START.test(value));
      expect(digitCount(value), value).toBe((value.match(/\d/g) ?? []).length);
      expect(groupCount(value), value).toBe(value.split(/[ \u00A0().-]+/).filter(Boolean).length);
    }
  });

  it('reads white space as `\\s` does, for every code unit', () => {
    for (let code = 0; code < 0x10000; code++) {
      const character = String.fromCharCode(code);
      if (isWhiteSpace(code) !== /^\s$/u.test(character)) expect(code.toString(16)).toBe('white space');
    }
    expect(isWhiteSpace(Number.NaN)).toBe(false);
  });
});
