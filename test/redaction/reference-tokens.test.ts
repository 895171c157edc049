import { describe, expect, it } from 'vitest';
import { anchoredMatches, type MatchAnchor } from '../../src/redaction/anchored-matches.js';
import { isCueGap } from '../../src/redaction/context/cue-gap.js';
import { ghanaCardRecognizer } from '../../src/redaction/recognizers/country/gh/ghana-card.js';
import { kraPinRecognizer } from '../../src/redaction/recognizers/country/ke/kra-pin.js';
import { ibanRecognizer } from '../../src/redaction/recognizers/iban.js';
import { referencePrefixRecognizers } from '../../src/redaction/recognizers/reference-prefixes.js';
import {
  compactReference,
  firstReferenceToken,
  isPlausibleReference,
  REFERENCE_READ_LIMIT,
  referenceTokenAt,
} from '../../src/redaction/reference-tokens.js';
import { REFERENCE_WINDOW } from '../../src/redaction/scoring.js';
import { TextScan } from '../../src/redaction/text-scan.js';
import { seededUint32 } from './seeded-random.js';

/** The regex loop the character loop replaces: the first plausible token with a digit after a cue. */
const REFERENCE_TOKEN = /\d+(?:[ \u00A0]\d+)+(?![\p{L}\p{N}])|[\p{L}\p{N}]+(?:[-/.][\p{L}\p{N}]+)*/gu;

const isMonth = (value: string) => Number(value) >= 1 && Number(value) <= 12;
const isDay = (value: string) => Number(value) >= 1 && Number(value) <= 31;

/** Year-month-day, or day-month-year / month-day-year with a 2 or 4 digit year. */
function isCalendarDate(value: string): boolean {
  const yearFirst = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(value);
  if (yearFirst) return isMonth(yearFirst[2]!) && isDay(yearFirst[3]!);
  const yearLast = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{2}|\d{4})$/.exec(value);
  if (!yearLast) return false;
  return (isDay(yearLast[1]!) && isMonth(yearLast[2]!)) || (isMonth(yearLast[1]!) && isDay(yearLast[2]!));
}

function referenceByRegex(text: string, cueEnd: number): [number, string, string] | null {
  const window = text.slice(cueEnd, Math.min(text.length, cueEnd + REFERENCE_READ_LIMIT));
  REFERENCE_TOKEN.lastIndex = 0;
  for (let match = REFERENCE_TOKEN.exec(window); match !== null; match = REFERENCE_TOKEN.exec(window)) {
    if (match.index > REFERENCE_WINDOW || !isCueGap(window.slice(0, match.index))) return null;
    if (!/\d/.test(match[0])) continue;
    // a word glued to the value by a hyphen ("Ngu-681104 5823") is no part of it: read on after it
    let [value] = match;
    let index = match.index;
    const glued = /^(\p{L}{1,6})-(?=[\p{Lu}\d])/u.exec(value);
    if (glued !== null && /\p{Ll}/u.test(glued[1]!)) {
      const sticky = new RegExp(REFERENCE_TOKEN.source, 'uy');
      sticky.lastIndex = index + glued[0].length;
      const rest = sticky.exec(window)!;
      [value] = rest;
      index = rest.index;
    }
    const compact = value.replace(/[-/. \u00A0]/g, '').toUpperCase();
    if (isCalendarDate(value)) return null;
    const digits = compact.replace(/\D/g, '').length;
    if (digits < 3 || (digits === compact.length && compact.length < 5) || /^(\d)\1+$/.test(compact))
      return null;
    return compact.length >= 4 ? [cueEnd + index, value, compact] : null;
  }
  return null;
}

function referenceByLoop(text: string, cueEnd: number): [number, string, string] | null {
  const token = firstReferenceToken(text, cueEnd, Math.min(text.length, cueEnd + REFERENCE_READ_LIMIT));
  if (token === null || !isPlausibleReference(token.value, token.compact)) return null;
  return [token.start, token.value, token.compact];
}

const PIECES = [
  ' ',
  ' ',
  ' is ',
  '\u00a0',
  '-',
  '/',
  '.',
  '. ',
  '?\n',
  '?\r\n',
  '\n',
  '\nCustomer: ',
  '!',
  ';',
  '。',
  ':',
  ',',
  'POL',
  'pol',
  'ab',
  'Straße',
  'ß',
  'é',
  'e\u0301',
  '𝐀',
  '\ud83d',
  '٣',
  '²',
  '1',
  '12',
  '123',
  '2023',
  '0042',
  '11111',
  '12/03/1985',
  '0803 123 4567',
  'GB82 WEST 1234',
  'x'.repeat(30),
  '9'.repeat(40),
];

function randomTexts(count: number, seed: number): string[] {
  const next = seededUint32(seed);
  const texts: string[] = [];
  for (let round = 0; round < count; round++) {
    let text = '';
    const length = next() % 24;
    for (let index = 0; index < length; index++) text += PIECES[next() % PIECES.length];
    texts.push(text);
  }
  return texts;
}

describe('firstReferenceToken', () => {
  it.each([
    ['my policy number is POL/2023/0042', 16, [20, 'POL/2023/0042', 'POL20230042']],
    ['account number 0123 456 789 ok', 14, [15, '0123 456 789', '0123456789']],
    ['ref 12 34a', 3, null],
    ['ref. I paid 12345', 3, null],
    ['Your ID?\nCustomer: A12345', 7, [19, 'A12345', 'A12345']],
    ['number 12/03/1985', 6, null],
    ['number 2023-04-05', 6, null],
    ['number 4.5.23', 6, null],
    // no month 45: not a date, so a reference
    ['number 2023/45/778', 6, [7, '2023/45/778', '202345778']],
    ['number 31/31/2020', 6, [7, '31/31/2020', '31312020']],
    ['number 55555', 6, null],
  ] as Array<[string, number, [number, string, string] | null]>)('%s', (text, cueEnd, expected) => {
    expect(referenceByLoop(text, cueEnd)).toEqual(expected);
    expect(referenceByRegex(text, cueEnd)).toEqual(expected);
  });

  it('finds what the regex loop finds after every position of generated texts', () => {
    let found = 0;
    for (const text of randomTexts(2000, 5)) {
      for (let cueEnd = 0; cueEnd <= text.length; cueEnd += 3) {
        const expected = referenceByRegex(text, cueEnd);
        if (expected) found++;
        expect(referenceByLoop(text, cueEnd), `${JSON.stringify(text)} at ${cueEnd}`).toEqual(expected);
      }
    }
    expect(found).toBeGreaterThan(500);
  });

  it('referenceTokenAt finds what firstReferenceToken finds, given the first digit', () => {
    let found = 0;
    for (const text of randomTexts(1000, 9)) {
      for (let cueEnd = 0; cueEnd <= text.length; cueEnd++) {
        const limit = Math.min(text.length, cueEnd + REFERENCE_READ_LIMIT);
        let firstDigit = cueEnd;
        while (firstDigit < limit && !/[0-9]/.test(text[firstDigit]!)) firstDigit++;
        if (firstDigit === limit) continue;
        const expected = firstReferenceToken(text, cueEnd, limit);
        if (expected) found++;
        expect(
          referenceTokenAt(text, cueEnd, limit, firstDigit),
          `${JSON.stringify(text)} at ${cueEnd}`,
        ).toEqual(expected);
      }
    }
    expect(found).toBeGreaterThan(1000);
  });

  it('compacts as the separator regex does', () => {
    for (const value of [
      'POL/2023/0042',
      'ab-12',
      'ß1.2',
      '0123 456\u00a0789',
      'x',
      '-',
      '--a--',
      'a-',
      '-a',
      'Ab',
      'AB',
    ])
      expect(compactReference(value)).toBe(value.replace(/[-/. \u00A0]/g, '').toUpperCase());
  });
});

describe('anchoredMatches at capital prefixes and capitals before digit runs', () => {
  const cases: Array<[string, RegExp, MatchAnchor]> = [
    ...referencePrefixRecognizers.map(
      (recognizer) =>
        [recognizer.name, recognizer.patterns[0]!.regex, recognizer.patterns[0]!.anchor!] as [
          string,
          RegExp,
          MatchAnchor,
        ],
    ),
    ...[ibanRecognizer, kraPinRecognizer, ghanaCardRecognizer].map(
      (recognizer) =>
        [recognizer.name, recognizer.patterns[0]!.regex, recognizer.patterns[0]!.anchor!] as [
          string,
          RegExp,
          MatchAnchor,
        ],
    ),
  ];
  const pieces = [
    'TXN',
    'FT',
    'REF',
    'POL',
    'CUST',
    'EMP',
    'PF',
    'STU',
    'MRN',
    'HN',
    'GB',
    'A',
    'P',
    'GHA',
    'gha',
    'é',
    '𝐀',
    '-',
    '/',
    '#',
    ' ',
    '82',
    '2023',
    '123456789',
    '1234567890',
    'WEST',
    'Z',
    'x',
    '1',
    'A012345678Z',
    'P123456789K',
    'GHA-123456789-0',
    'gha1234567890',
  ];

  it.each(cases)('%s: equals a global scan on generated texts', (_name, pattern, anchor) => {
    let seed = 3;
    const next = () => {
      seed = (seed * 48271) % 2147483647;
      return seed;
    };
    let found = 0;
    for (let round = 0; round < 2000; round++) {
      let text = '';
      const length = next() % 16;
      for (let index = 0; index < length; index++) text += pieces[next() % pieces.length];
      const global = new RegExp(pattern.source, pattern.flags);
      const expected = [...text.matchAll(global)].map((match) => [match.index, match[0]]);
      found += expected.length;
      const actual = anchoredMatches(pattern, text, anchor, new TextScan(text)).map((match) => [
        match.index,
        match[0],
      ]);
      expect(actual, text).toEqual(expected);
    }
    expect(found).toBeGreaterThan(20);
  });
});
