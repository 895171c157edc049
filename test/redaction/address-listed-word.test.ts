import { describe, expect, it } from 'vitest';
import { ListedWordMatcher } from '../../src/redaction/recognizers/address-listed-word.js';
import { POST_BOX_WORDS, STREET_PREFIXES } from '../../src/redaction/recognizers/street-words.js';
import { seededUint32 } from './seeded-random.js';

/** The words as the address patterns read them: longest first, a space is `\s*`. */
function alternation(words: readonly string[]): string {
  return [...words]
    .sort((first, second) => second.length - first.length)
    .map((word) => word.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&').replace(/ /g, '\\s*'))
    .join('|');
}

const PREFIX_WORDS = [...STREET_PREFIXES, ...STREET_PREFIXES.map((word) => word.toLowerCase())];

describe('ListedWordMatcher', () => {
  const prefixes = new ListedWordMatcher(['Rue', 'Mtaa wa', 'C/'], false, 'space');
  const boxes = new ListedWordMatcher(['P.O. Box', 'Posbus', 'Boîte postale'], true, 'digit');

  it.each([
    [prefixes, '15 Rue de la Paix', 3, true],
    [prefixes, 'Ruelle', 0, false],
    [prefixes, 'rue de', 0, false],
    [prefixes, 'Rue,', 0, false],
    [prefixes, 'Mtaa wa Moi', 0, true],
    [prefixes, 'Mtaa \n wa Moi', 0, true],
    [prefixes, 'Mtaawa Moi', 0, true],
    [prefixes, 'Mtaa wangu', 0, false],
    [prefixes, 'C/ Mayor', 0, true],
    [prefixes, 'C/Mayor', 0, false],
    [boxes, 'p.o. box 12', 0, true],
    [boxes, 'P.O.BOX12', 0, true],
    [boxes, 'P.O. Box  12', 0, false],
    [boxes, 'POSBUS 5', 0, true],
    [boxes, 'Posbus x', 0, false],
    [boxes, 'Post 5', 0, false],
    // not judged: a non-ASCII character where the words have another one
    [boxes, 'BOÎTE POSTALE 5', 0, true],
    [boxes, '\u212Aox', 0, true],
  ] as const)('%#: %j at %i -> %s', (matcher, text, position, expected) => {
    expect(matcher.mayMatchAt(text, position)).toBe(expected);
  });

  it('never answers false where the pattern reading matches, on generated texts', () => {
    const cases = [
      { words: PREFIX_WORDS, ignoreCase: false, after: 'space' as const, tail: '[ ]' },
      { words: POST_BOX_WORDS, ignoreCase: true, after: 'digit' as const, tail: '[ ]?\\d' },
    ];
    const noise = [
      'a',
      'O',
      ' ',
      '  ',
      '\n',
      '.',
      '/',
      '5',
      'é',
      'É',
      'ſ',
      '\u212A',
      'ı',
      'İ',
      'x',
      'ụ',
      'Ụ',
    ];
    for (const { words, ignoreCase, after, tail } of cases) {
      const matcher = new ListedWordMatcher(words, ignoreCase, after);
      const regex = new RegExp(`(?:${alternation(words)})${tail}`, ignoreCase ? 'iuy' : 'uy');
      const next = seededUint32(ignoreCase ? 31 : 37);
      let matched = 0;
      let rejected = 0;
      for (let round = 0; round < 20000; round++) {
        let text = '';
        for (let piece = next() % 4; piece >= 0; piece--) {
          const roll = next() % 6;
          let word = roll < 3 ? words[next() % words.length]! : noise[next() % noise.length]!;
          if (roll === 0) word = word.toUpperCase();
          else if (roll === 1) word = word.replace(/ /g, ['', '  ', '\n', '\t'][next() % 4]!);
          else if (roll === 2 && word.length > 2) word = word.slice(0, next() % word.length);
          text += word + ['', ' ', '12', ' 3', 'x'][next() % 5]!;
        }
        for (let position = 0; position < text.length; position++) {
          regex.lastIndex = position;
          const expected = regex.test(text);
          const answer = matcher.mayMatchAt(text, position);
          if (expected) {
            matched++;
            expect(answer, `${JSON.stringify(text)} at ${position}`).toBe(true);
          } else if (!answer) rejected++;
        }
      }
      expect(matched).toBeGreaterThan(1000);
      expect(rejected).toBeGreaterThan(10 * matched);
    }
  });
});
