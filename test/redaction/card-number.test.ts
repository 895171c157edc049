import { describe, expect, it } from 'vitest';
import { isLuhnValid } from '../../src/redaction/checksums/luhn.js';
import { CARD_ISSUERS, isCardNumber } from '../../src/redaction/recognizers/card-number.js';
import { seededUint32 } from './seeded-random.js';

/** The regex form the loop replaces: separators removed, 12 to 19 digits, Luhn, a known issuer. */
function isCardNumberByRegex(value: string): boolean {
  const digits = value.replace(/[ \u00A0-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !isLuhnValid(digits)) return false;
  return CARD_ISSUERS.some((issuer) => issuer.prefix.test(digits) && issuer.lengths.includes(digits.length));
}

/** A number of `length` digits after `prefix`, its last digit chosen to pass the Luhn check. */
function luhnNumber(next: () => number, prefix: string, length: number): string {
  let body = prefix;
  while (body.length < length - 1) body += String(next() % 10);
  for (let check = 0; check < 10; check++) if (isLuhnValid(body + check)) return body + check;
  return `${body}0`;
}

describe('isCardNumber', () => {
  it.each([
    ['4111 1111 1111 1111', true],
    ['4111\u00a01111-1111 1111', true],
    ['4111  1111 1111 1111', true],
    ['4111 1111 1111 1112', false],
    ['4111 1111 1111 111x', false],
    ['', false],
  ])('%j -> %s', (value, expected) => {
    expect(isCardNumber(value)).toBe(expected);
    expect(isCardNumberByRegex(value)).toBe(expected);
  });

  it('agrees with the regex form on generated numbers', () => {
    const next = seededUint32(23);
    const prefixes = [
      '4',
      '51',
      '2221',
      '2720',
      '5061',
      '6500',
      '34',
      '6011',
      '65',
      '35',
      '62',
      '300',
      '5018',
      '2131',
      '9',
      '0',
    ];
    const separators = ['', '', ' ', '-', '\u00a0', '  ', '.', 'a', '٣'];
    let valid = 0;
    for (let round = 0; round < 20_000; round++) {
      const length = 10 + (next() % 12);
      const prefix = prefixes[next() % prefixes.length]!;
      let digits =
        next() % 4 === 0 ? prefix + String(next()).slice(0, length) : luhnNumber(next, prefix, length);
      if (next() % 8 === 0) digits = `${digits.slice(0, -1)}${next() % 10}`;
      let value = '';
      for (let index = 0; index < digits.length; index++) {
        value += digits[index];
        if (next() % 5 === 0) value += separators[next() % separators.length];
      }
      const expected = isCardNumberByRegex(value);
      if (expected) valid++;
      expect(isCardNumber(value), value).toBe(expected);
    }
    expect(valid).toBeGreaterThan(500);
  });
});
