import { describe, expect, it } from 'vitest';
import { ADDRESS_PATTERNS } from '../../src/redaction/recognizers/address.js';
import { findAddressStarts } from '../../src/redaction/recognizers/address-starts.js';
import { WordEdgeFilter } from '../../src/redaction/recognizers/address-word-filter.js';
import {
  FUSED_STREET_ENDINGS,
  HOUSE_WORDS,
  POST_BOX_WORDS,
  STREET_PREFIXES,
  STREET_SUFFIXES,
} from '../../src/redaction/recognizers/street-words.js';
import { matchesAtStarts, TextScan } from '../../src/redaction/text-scan.js';
import { seededBelow } from './seeded-random.js';

/** What a plain global scan of the pattern finds: [index, value] pairs. */
function globalScan(pattern: RegExp, text: string): Array<[number, string]> {
  const regex = new RegExp(pattern.source, `${pattern.flags.replace('y', '')}g`);
  return [...text.matchAll(regex)].filter((match) => match[0] !== '').map((match) => [match.index, match[0]]);
}

function atStarts(pattern: RegExp, text: string, starts: number[]): Array<[number, string]> {
  return matchesAtStarts(pattern, text, starts).map((match) => [match.index, match[0]]);
}

const PIECES = [
  ...STREET_SUFFIXES,
  ...STREET_PREFIXES,
  ...HOUSE_WORDS,
  ...POST_BOX_WORDS,
  ...FUSED_STREET_ENDINGS.map((ending) => `Haupt${ending}`),
  ...FUSED_STREET_ENDINGS.map((ending) => `Jan-${ending}`),
  'street',
  'rue',
  'HOUSE',
  'plot',
  'No.',
  'N°',
  'Number',
  '#',
  'de la',
  'van',
  'PSC',
  'Unit',
  'USNS',
  'Box',
  'FPO AE 09123',
  'KN',
  'KG',
  'u.',
  'utca',
  'March',
  'During',
  'Adeola',
  'Odeku',
  'Ẹ̀kọ́',
  '𝐀da',
  'Ünal',
  "O'Brien",
  'ſtand',
  'Kiwanja',
  'İle',
  'ጎዳና',
  'شارع',
  'x'.repeat(29),
  `A${'b'.repeat(29)}`,
  `𝐀${'𝐛'.repeat(29)}`,
  '12',
  '5',
  '28245',
  '1234567',
  '12B',
  '12-3',
  '1st',
  '3rd',
  '12 Adeola Odeku',
  'No. 5 Main',
  '#3, Allen de la',
  '28245 Puruntie',
  'Nieuwe Baan 473',
  'PSC 1234, Box 5678',
  'KN 5',
  'KG12',
  'USNS Comfort\nFPO AE 09123',
  '4410 Tammikatu',
  '(Adeola',
  '22nd',
  '12th',
  'del',
  'wa',
  'Kerk 12',
  '5 Main 12',
  'Posbus 5',
  'p.o. box 12',
  'Mtaa  wa',
  'Calle',
  'Caller',
  'x'.repeat(40),
];
const SEPARATORS = [' ', ' ', ' ', ' ', '  ', ', ', ',', '.', '\n', '-', '/', ':', '\u0301', '\u00a0', '\t'];

function randomTexts(count: number): string[] {
  const next = seededBelow(11);
  const texts: string[] = [];
  for (let round = 0; round < count; round++) {
    let text = '';
    const length = next(24);
    for (let index = 0; index < length; index++)
      text += PIECES[next(PIECES.length)]! + SEPARATORS[next(SEPARATORS.length)]!;
    texts.push(text);
  }
  return texts;
}

describe('findAddressStarts', () => {
  it('finds the street-type word and house number of a plain address', () => {
    const text = 'I live at 12 Adeola Odeku Street, Lagos';
    const starts = findAddressStarts(text, new TextScan(text));
    expect(starts['number-name-suffix']).toContain(10);
    expect(starts['name-suffix']).toContain(13);
    expect(starts['house-number']).toEqual([]);
  });

  it('gives every pattern the matches of a global scan on generated texts', () => {
    const found = new Map<string, number>();
    for (const text of randomTexts(2000)) {
      const starts = findAddressStarts(text, new TextScan(text));
      for (const pattern of ADDRESS_PATTERNS) {
        const expected = globalScan(pattern.regex(), text);
        expect(atStarts(pattern.regex(), text, starts[pattern.name]), `${pattern.name}: ${text}`).toEqual(
          expected,
        );
        found.set(pattern.name, (found.get(pattern.name) ?? 0) + expected.length);
      }
    }
    for (const pattern of [
      'number-name-suffix',
      'name-suffix',
      'prefix-name',
      'fused-street',
      'house-number',
    ])
      expect(found.get(pattern), pattern).toBeGreaterThan(20);
  });

  it('relies on listed words starting with a letter (so they start letter runs)', () => {
    for (const word of [...STREET_PREFIXES, ...HOUSE_WORDS, ...POST_BOX_WORDS, ...STREET_SUFFIXES])
      expect(word, word).toMatch(/^\p{L}/u);
  });
});

describe('WordEdgeFilter', () => {
  const filter = new WordEdgeFilter('start', [['Plot', 'House'], ['Rue', 'Av'], ['P. O. Box']]);

  it.each([
    ['my PLOT 5', 3, 1],
    ['my plan', 3, 0],
    ['hOuSe', 0, 1],
    ['rue de la Paix', 0, 2],
    ['Avenida', 0, 2],
    ['A', 0, 0],
    ['P.Q', 0, 4],
    ['ſtand', 0, 0],
  ])('%j at %i -> %i', (text, position, lists) => {
    expect(filter.listsAt(text, position)).toBe(lists);
  });

  it('compares as an `iu` regex does (Kelvin sign, long s)', () => {
    const kelvin = new WordEdgeFilter('start', [['Kiwanja', 'Stand']]);
    expect(kelvin.listsAt('\u212Aiwanja', 0)).toBe(1);
    expect(kelvin.listsAt('\u017Ftand', 0)).toBe(1);
  });

  it('agrees with an `iu` regex of the checked characters on generated texts', () => {
    const lists = [STREET_PREFIXES, HOUSE_WORDS, POST_BOX_WORDS, STREET_SUFFIXES, FUSED_STREET_ENDINGS];
    const checked = (word: string, edge: 'start' | 'end') => {
      const characters = Array.from(word);
      if (edge === 'end') characters.reverse();
      const kept: string[] = [];
      for (const character of characters) {
        if (kept.length === 3 || /\s/u.test(character) || character.length > 1) break;
        kept.push(character);
      }
      if (edge === 'end') kept.reverse();
      return kept.join('').replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    };
    const reference = (edge: 'start' | 'end') =>
      lists.map((list) => {
        const alternatives = list.map((word) => checked(word, edge)).join('|');
        return new RegExp(edge === 'start' ? `^(?:${alternatives})` : `(?:${alternatives})$`, 'iu');
      });
    const letters = [...new Set(lists.flat().join(''))].filter((character) => !/\s/u.test(character));
    const extra = ['A', 'z', '\u017F', '\u212A', 'İ', 'ı', '\u0301', '😀', '\uD800', ' ', '-', '5'];
    const next = seededBelow(17);
    for (const edge of ['start', 'end'] as const) {
      const filter = new WordEdgeFilter(edge, lists);
      const regexes = reference(edge);
      for (let round = 0; round < 1500; round++) {
        let text = '';
        for (let index = next(6); index > 0; index--) {
          const pool = next(4) === 0 ? extra : letters;
          const character = pool[next(pool.length)]!;
          text += next(3) === 0 ? character.toUpperCase() : character;
        }
        for (let position = 0; position <= text.length; position++) {
          let expected = 0;
          regexes.forEach((regex, index) => {
            const part = edge === 'start' ? text.slice(position) : text.slice(0, position);
            if (regex.test(part)) expected |= 1 << index;
          });
          expect(
            filter.listsAt(text, position) & expected,
            `${edge} ${JSON.stringify(text)} ${position}`,
          ).toBe(expected);
        }
      }
    }
  });

  it.each([
    ['xa', 'ab', 'ab', 2],
    ['ñé', 'éñ', 'ÉÑ', 2],
    ['ñé', 'éñ', 'Ñé', 1],
    ['ǆa', 'aǅ', 'ǄA', 1],
  ])(
    'a character looked up before its class is registered gets it (%j, %j: %j)',
    (first, second, text, lists) => {
      expect(new WordEdgeFilter('start', [[first], [second]]).listsAt(text, 0)).toBe(lists);
    },
  );

  it('reads word ends backwards', () => {
    const endings = new WordEdgeFilter('end', [['straße', 'weg']]);
    expect(endings.listsAt('Hauptstraße 5', 11)).toBe(1);
    expect(endings.listsAt('Hauptstraße 5', 10)).toBe(0);
    expect(endings.listsAt('Weg', 3)).toBe(1);
  });
});
