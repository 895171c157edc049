/**
 * The root bundle carries the address recognizer's two word filters computed at build time
 * (`address-filters-prebuilt.ts`, `scripts/bundle/prebuilt-modules.ts`): the generated module holds
 * exactly what `computeAddressFilterTables()` builds from the street word lists, a filter made from
 * its tables answers as the filter they came from, and the address starts are the same with the
 * prebuilt copy as with the filters computed on import.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PREBUILT_MODULES } from '../../scripts/bundle/prebuilt-modules.js';
import { PREBUILT_ADDRESS_FILTER_TABLES } from '../../src/redaction/recognizers/address-filters-prebuilt.js';
import * as computed from '../../src/redaction/recognizers/address-starts.js';
import { WordEdgeFilter } from '../../src/redaction/recognizers/address-word-filter.js';
import {
  FUSED_STREET_ENDINGS,
  HOUSE_WORDS,
  POST_BOX_WORDS,
  STREET_PREFIXES,
  STREET_SUFFIXES,
} from '../../src/redaction/recognizers/street-words.js';
import { TextScan } from '../../src/redaction/text-scan.js';
import { generatedValue } from './prebuilt-value.js';
import { seededBelow } from './seeded-random.js';

const PLACEHOLDER = '../../src/redaction/recognizers/address-filters-prebuilt.js';

/** Random texts of `letters` and characters no list holds (other cases, astral, combining). */
function randomTexts(letters: readonly string[], count: number, seed: number): string[] {
  const extra = [
    'A',
    'z',
    '\u017F',
    '\u212A',
    'İ',
    'ı',
    '\u0301',
    '😀',
    '\uD800',
    ' ',
    '-',
    '5',
    'ß',
    'Ω',
    'ж',
  ];
  const next = seededBelow(seed);
  const texts: string[] = [];
  for (let round = 0; round < count; round++) {
    let text = '';
    for (let index = next(8); index > 0; index--) {
      const pool = next(4) === 0 ? extra : letters;
      const character = pool[next(pool.length)]!;
      text += next(3) === 0 ? character.toUpperCase() : character;
    }
    texts.push(text);
  }
  return texts;
}

afterEach(() => {
  vi.doUnmock(PLACEHOLDER);
  vi.resetModules();
});

describe('prebuilt address filters', () => {
  it('is undefined in the sources (computed on import there)', () => {
    expect(PREBUILT_ADDRESS_FILTER_TABLES).toBeUndefined();
  });

  it('the build replaces the placeholder with computeAddressFilterTables()', () => {
    expect(PREBUILT_MODULES).toContainEqual({
      placeholder: 'src/redaction/recognizers/address-filters-prebuilt.js',
      exportName: 'PREBUILT_ADDRESS_FILTER_TABLES',
      computedBy: 'src/redaction/recognizers/address-starts.js',
      computeFunction: 'computeAddressFilterTables',
    });
  });

  it('the generated module holds exactly the computed tables', async () => {
    const tables = computed.computeAddressFilterTables();
    expect(tables.wordStarts.classUnits).toContain('R'.charCodeAt(0));
    expect(tables.wordStarts.asciiLetterPairs).toHaveLength(26 * 128);
    expect(await generatedValue('PREBUILT_ADDRESS_FILTER_TABLES', tables)).toEqual(tables);
  });

  it.each([
    ['start', [['Plot', 'House'], ['Rue', 'Av'], ['P. O. Box'], ['ñé', 'ǆa', 'Ẹ̀kọ́']]],
    ['end', [['straße', 'weg', 'utca', 'ǅx']]],
  ] as const)('a filter from its tables answers as the filter (%s)', (edge, lists) => {
    const filter = new WordEdgeFilter(edge, lists);
    const tables = filter.tables();
    const copy = new WordEdgeFilter(edge, [], JSON.parse(JSON.stringify(tables)));
    expect(copy.tables()).toEqual(tables);
    const letters = [...new Set(lists.flat().join(''))];
    const fresh = new WordEdgeFilter(edge, lists);
    for (const text of randomTexts(letters, 1500, 23))
      for (let position = 0; position <= text.length; position++)
        expect(copy.listsAt(text, position), `${JSON.stringify(text)} ${position}`).toBe(
          fresh.listsAt(text, position),
        );
  });

  it('finds the same address starts with the prebuilt tables as with the computed ones', async () => {
    const tables = computed.computeAddressFilterTables();
    vi.resetModules();
    vi.doMock(PLACEHOLDER, async () => ({
      PREBUILT_ADDRESS_FILTER_TABLES: await generatedValue('PREBUILT_ADDRESS_FILTER_TABLES', tables),
    }));
    const prebuilt = (await import('../../src/redaction/recognizers/address-starts.js')) as typeof computed;
    const textScan = (await import('../../src/redaction/text-scan.js')) as {
      TextScan: typeof TextScan;
    };
    expect(prebuilt).not.toBe(computed);
    const words = [
      ...STREET_SUFFIXES,
      ...STREET_PREFIXES,
      ...HOUSE_WORDS,
      ...POST_BOX_WORDS,
      ...FUSED_STREET_ENDINGS.map((ending) => `Haupt${ending}`),
      'PSC 1234, Box 5678',
      'KN 5 Ave',
      'Plot 12',
      'No. 5',
    ];
    const letters = [...new Set(words.join(''))];
    const texts = [
      ...words.map((word) => `at 12 ${word} Adeola 5`),
      ...words.map((word) => `${word.toUpperCase()} 7, ${word.toLowerCase()}`),
      ...randomTexts(letters, 500, 29).map((text) => `12 ${text} 5`),
    ];
    for (const text of texts)
      expect(prebuilt.findAddressStarts(text, new textScan.TextScan(text)), text).toEqual(
        computed.findAddressStarts(text, new TextScan(text)),
      );
  });
});
