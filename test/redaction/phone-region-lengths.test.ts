import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { describe, expect, it } from 'vitest';
import { getLanguage, LANGUAGE_NAMES } from '../../src/languages.js';
import {
  mayBeNationalNumberOf,
  mayBeValidNationalNumberOf,
} from '../../src/redaction/recognizers/phone-region-lengths.js';
import { seededBelow } from './seeded-random.js';

/** libphonenumber-js's own verdict: the number parses as valid or possible with `region`. */
function validOrPossible(value: string, region: string): boolean {
  const parsed = parsePhoneNumberFromString(value, region as never);
  return parsed !== undefined && (parsed.isValid() || parsed.isPossible());
}

const REGIONS = [
  ...new Set([
    'NG',
    'KE',
    'ZA',
    'GH',
    'GB',
    'US',
    ...LANGUAGE_NAMES.flatMap((language) => getLanguage(language).countries),
  ]),
];

describe('mayBeNationalNumberOf', () => {
  it.each([
    // region, digits, may be
    ['US', '7804125123081', false],
    ['US', '26148832', false],
    ['US', '5551234567', true],
    ['US', '15551234567', true],
    ['US', '0115551234567', true], // the US international prefix: an international number
    ['KE', '0712345678', true],
    ['KE', '254712345678', true], // the calling code without `+`
    ['KE', '0004412345678', true], // the Kenyan international prefix
    ['GH', '02412345678901', false],
    ['GA', '011234567', true], // a national prefix with capture groups: never ruled out
  ])('%s %s -> %s', (region, digits, expected) => {
    expect(mayBeNationalNumberOf(region, digits)).toBe(expected);
  });

  it('rules out only numbers libphonenumber-js finds neither valid nor possible (seeded random)', () => {
    const below = seededBelow(11);
    const starts = ['0', '00', '000', '011', '1', '7', '254', '27', '234', '44', '180020', '009', '16', '('];
    const separators = [' ', '-', '.', '', '', '\u00a0'];
    let ruledOut = 0;
    for (let index = 0; index < 4000; index++) {
      const length = 5 + below(12);
      let value = below(3) < 2 ? starts[below(starts.length)]! : '';
      let digits = value.replace(/\D/g, '').length;
      while (digits < length) {
        value += String(below(10));
        digits++;
        if (below(4) === 0) value += separators[below(separators.length)]!;
      }
      const region = REGIONS[below(REGIONS.length)]!;
      if (mayBeNationalNumberOf(region, value.replace(/\D/g, ''))) continue;
      ruledOut++;
      expect(validOrPossible(value, region), `${region} ${value}`).toBe(false);
    }
    expect(ruledOut).toBeGreaterThan(1000);
  });
});

describe('mayBeValidNationalNumberOf', () => {
  it.each([
    // region, digits, may be valid
    ['US', '1234567890', false], // no US or Canadian area code starts with 1
    ['US', '2015550123', true],
    ['US', '12015550123', true], // the calling code without `+`
    ['US', '7804125123081', false], // a length no US number has
    ['NG', '08031234567', true],
    ['NG', '05123456789', false], // no Nigerian number of these digits starts 5
    ['KE', '0712345678', true],
    ['KE', '0004412345678', true], // the Kenyan international prefix: an international number
    ['GA', '011234567', true], // a national prefix with capture groups: never ruled out
  ])('%s %s -> %s', (region, digits, expected) => {
    expect(mayBeValidNationalNumberOf(region, digits)).toBe(expected);
  });

  it('rules out only numbers libphonenumber-js does not find valid (seeded, valid numbers rewritten)', () => {
    const below = seededBelow(23);
    // valid national significant numbers, found by a random search, then written in every way a
    // national candidate can hold them (trunk 0, calling code, international prefixes, separators)
    const valid: Array<{ nationalNumber: string; callingCode: string }> = [];
    for (let index = 0; valid.length < 60 && index < 200_000; index++) {
      let digits = '';
      for (let length = 6 + below(8); length > 0; length--) digits += String(below(10));
      const parsed = parsePhoneNumberFromString(digits, REGIONS[below(REGIONS.length)] as never);
      if (parsed?.isValid())
        valid.push({ nationalNumber: parsed.nationalNumber, callingCode: parsed.countryCallingCode });
    }
    let ruledOut = 0;
    let validSeen = 0;
    for (const { nationalNumber, callingCode } of valid) {
      const forms = [
        nationalNumber,
        `0${nationalNumber}`,
        `${callingCode}${nationalNumber}`,
        `${callingCode}0${nationalNumber}`,
      ];
      for (const form of forms) {
        for (const region of REGIONS) {
          const value = below(2) === 0 ? form : form.replace(/(\d{3})(?=\d)/g, '$1 ');
          const parsed = parsePhoneNumberFromString(value, region as never);
          if (parsed?.isValid()) validSeen++;
          if (mayBeValidNationalNumberOf(region, form)) continue;
          ruledOut++;
          expect(parsed?.isValid() ?? false, `${region} ${value}`).toBe(false);
        }
      }
    }
    expect(validSeen).toBeGreaterThan(400);
    expect(ruledOut).toBeGreaterThan(4000);
  });
});
