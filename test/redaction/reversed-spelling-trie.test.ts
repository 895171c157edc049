import { describe, expect, it } from 'vitest';
import { monthSpellings } from '../../src/redaction/recognizers/date-of-birth-spelled.js';
import { MONTH_NAMES } from '../../src/redaction/recognizers/month-names.js';
import {
  earliestSpellingStart,
  reversedSpellingTrie,
} from '../../src/redaction/recognizers/reversed-spelling-trie.js';
import { seededUint32 } from './seeded-random.js';

/** The reference: the smallest `start` where the whole slice matches the alternation (`iu`). */
function reference(spellings: readonly string[], text: string, end: number, floor: number): number {
  const escaped = spellings.map((spelling) =>
    spelling.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+'),
  );
  const whole = new RegExp(`^(?:${escaped.join('|')})$`, 'iu');
  for (let start = floor; start < end; start++) if (whole.test(text.slice(start, end))) return start;
  return -1;
}

describe('reversedSpellingTrie', () => {
  const trie = reversedSpellingTrie(['March', 'kuMarch', 'Oṣù Kẹta', 'Kẹta']);

  it.each([
    ['born kuMARCH 12', 12, 0, 5],
    ['born MARCH 12', 10, 0, 5],
    ['born on 12', 7, 0, -1],
    ['ni oṣù \n KẸTA 12', 13, 0, 3],
    ['ni oṣù \n KẸTA 12', 13, 4, 9],
    ['ſmarch', 6, 0, 1],
    ['KUMARCH', 7, 0, 0],
    ['kumarch', 7, 1, 2],
  ])('%j ending at %i (floor %i) -> %i', (text, end, floor, expected) => {
    expect(earliestSpellingStart(trie, text, end, floor)).toBe(expected);
  });

  it('agrees with the alternation on random texts of month spellings', () => {
    const names = [...MONTH_NAMES.Yoruba, ...MONTH_NAMES.Igbo, ...MONTH_NAMES.Arabic, 'March', 'Sept', 'Mei'];
    const spellings = monthSpellings(names);
    const built = reversedSpellingTrie(spellings);
    const pieces = [
      ...names,
      'ku',
      'KA',
      'ngo',
      'Kwa',
      'e',
      '-',
      ' ',
      '  ',
      '\n',
      '.',
      'x',
      'ſ',
      'K',
      '😀',
      'ọ̀',
    ];
    const next = seededUint32(29);
    for (let round = 0; round < 1500; round++) {
      let text = '';
      const count = 1 + (next() % 5);
      for (let piece = 0; piece < count; piece++) {
        let word = pieces[next() % pieces.length]!;
        const roll = next() % 5;
        if (roll === 0) word = word.toUpperCase();
        else if (roll === 1) word = word.toLowerCase();
        text += word;
      }
      const end = text.length - (next() % 3);
      const floor = next() % 3;
      if (end <= floor) continue;
      expect(earliestSpellingStart(built, text, end, floor), `${JSON.stringify(text)} ${end} ${floor}`).toBe(
        reference(spellings, text, end, floor),
      );
    }
  });
});
