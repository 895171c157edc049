import { describe, expect, it } from 'vitest';
import { LANGUAGE_NAMES } from '../../src/languages.js';
import { cuePhrases, normalizePhrase } from '../../src/redaction/context/context-index.js';
import { CONTEXT_WORDS, type ContextKind } from '../../src/redaction/context/context-words.js';
import {
  alternativesAlong,
  atomsOf,
  buildPhraseTrie,
  firstAlternativeAt,
} from '../../src/redaction/context/phrase-trie.js';
import { LETTER, MARK, NUMBER } from '../../src/redaction/text-scan.js';
import { seededRandom } from './seeded-random.js';

/** Seeded numbers in [0, 1) (mulberry32, shared by the randomized tests). */
const generator = seededRandom;

const escapeAlternative = (value: string) =>
  value.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&').replace(/ /g, '\\s+');

/** The alternation the trie stands for, tried at one position (sticky). */
function referenceMatch(alternatives: readonly string[], text: string, position: number): number {
  const pattern = new RegExp(
    `(?:${alternatives.map(escapeAlternative).join('|')})(?![\\p{L}\\p{M}\\p{N}])`,
    'iuy',
  );
  pattern.lastIndex = position;
  const match = pattern.exec(text);
  return match === null ? -1 : position + match[0].length;
}

describe('phrase trie', () => {
  it('finds what the alternation finds in a trie too large for 16-bit records', () => {
    const random = generator(2026);
    const letters = 'abcdefghijklmnopqrstuvwxyzé';
    const word = (length: number) =>
      Array.from({ length }, () => letters[Math.floor(random() * letters.length)]).join('');
    const alternatives = [
      ...new Set(
        Array.from({ length: 5000 }, () =>
          random() < 0.2 ? `${word(3)} ${word(4)}` : word(2 + Math.floor(random() * 8)),
        ),
      ),
    ].sort((first, second) => second.length - first.length);
    const trie = buildPhraseTrie(alternatives.map(atomsOf));
    expect(trie.nodes).toBeInstanceOf(Int32Array);
    const match = { index: -1, end: -1 };
    const pieces = [
      ...'abcdefghijklmnopqrstuvwxyz',
      'É',
      'K',
      'ſ',
      ' ',
      '  ',
      '\n',
      '.',
      '1',
      '\u0301',
      '😀',
    ];
    let found = 0;
    for (let round = 0; round < 3000; round++) {
      const text = Array.from(
        { length: 1 + Math.floor(random() * 12) },
        () => pieces[Math.floor(random() * pieces.length)],
      ).join('');
      const expected = referenceMatch(alternatives, text, 0);
      const matched = firstAlternativeAt(trie, text, 0, LETTER | MARK | NUMBER, match);
      expect(matched ? match.end : -1, JSON.stringify(text)).toBe(expected);
      if (matched) {
        expect(referenceMatch([alternatives[match.index]!], text, 0)).toBe(expected);
        found++;
      }
    }
    expect(found).toBeGreaterThan(100);
  });

  it('finds what the alternation finds in a trie of 16-bit records', () => {
    const alternatives = ['date of birth', 'born', 'b.v.n', 'é', 'éa', "driver's", 'K9', 'a😀b', 'ſun'];
    const trie = buildPhraseTrie(alternatives.map(atomsOf));
    expect(trie.nodes).toBeInstanceOf(Uint16Array);
    const match = { index: -1, end: -1 };
    const cases: Array<[string, number, number]> = [
      ['He was BORN in', 7, 11],
      ['Date  of\tbirth: x', 0, 14],
      ['date of birthday', 0, -1],
      ['B.V.N 123', 0, 5],
      ['É', 0, 1],
      ['ÉA.', 0, 2],
      ["DRIVER'S", 0, 8],
      ['k9', 0, 2],
      ['\u212a9', 0, 2],
      ['A😀B', 0, 4],
      ['SUN', 0, 3],
      ['bornx', 0, -1],
      ['bo', 0, -1],
    ];
    for (const [text, position, end] of cases) {
      const matched = firstAlternativeAt(trie, text, position, LETTER | MARK | NUMBER, match);
      expect(matched ? match.end : -1, JSON.stringify(text)).toBe(end);
      expect(end === -1 ? -1 : referenceMatch(alternatives, text, position), JSON.stringify(text)).toBe(end);
    }
  });

  it('walks only up to the limit, reading a cut surrogate pair as a lone surrogate', () => {
    const trie = buildPhraseTrie([atomsOf('ab'), atomsOf('a😀'), atomsOf('abc')]);
    const found = new Int32Array(2 * trie.depth);
    expect(alternativesAlong(trie, 'abc', 0, 3, found)).toBe(2);
    expect([...found.slice(0, 4)]).toEqual([0, 2, 2, 3]);
    expect(alternativesAlong(trie, 'abc', 0, 2, found)).toBe(1);
    expect(alternativesAlong(trie, 'a😀', 0, 3, found)).toBe(1);
    expect(alternativesAlong(trie, 'a😀', 0, 2, found)).toBe(0);
  });
});

describe('phrase trie input checks', () => {
  const space = 0x20;
  const apostrophes = [0x27, 0x2019];
  it.each([
    ['an empty alternative', [[]], /at least one character/u],
    ['a leading space', [atomsOf(' ab')], /neither starts nor ends with white space/u],
    ['a trailing space run', [atomsOf('ab  ')], /neither starts nor ends with white space/u],
    ['an atom of a space and a letter', [[[0x61], [space, 0x62]]], /only white space or no white space/u],
  ])('refuses %s', (_name, alternatives, message) => {
    expect(() => buildPhraseTrie(alternatives)).toThrow(message);
  });

  it.each([
    ['a space run inside counts once', [atomsOf('ab   cd')], 5],
    ['an atom of two characters is one position', [[[0x61], apostrophes, [0x62]]], 3],
    ['the deepest alternative', [atomsOf('a b'), atomsOf('abcd')], 4],
  ])('%s', (_name, alternatives, depth) => {
    expect(buildPhraseTrie(alternatives).depth).toBe(depth);
  });

  it.each([
    ["don't", 5],
    ['don’t', 5],
    ['donxt', -1],
  ])('an atom of two characters finds either: %s', (text, end) => {
    const trie = buildPhraseTrie([[[0x64], [0x6f], [0x6e], apostrophes, [0x74]]]);
    const match = { index: -1, end: -1 };
    const found = firstAlternativeAt(trie, text, 0, LETTER | MARK | NUMBER, match);
    expect(found ? match.end : -1).toBe(end);
  });
});

describe('phrase trie of string alternatives', () => {
  /** The atoms a string alternative stands for: one per code point, `'` for `'` or `’`. */
  const atomsWithApostrophes = (phrase: string) =>
    Array.from(phrase, (character) => (character === "'" ? [0x27, 0x2019] : [character.codePointAt(0)!]));

  it.each([
    ["don't", ["don't"]],
    ['a surrogate pair', ['a😀b', 'a😀']],
    ['space runs', ['date of  birth', 'date']],
    ['capitals and marks', ['İstanbul', 'Ñandú', 'nombre', "nimero y'umukiriya"]],
  ])('is the trie of their atoms: %s', (_name, phrases) => {
    expect(buildPhraseTrie(phrases)).toEqual(buildPhraseTrie(phrases.map(atomsWithApostrophes)));
  });

  it.each(LANGUAGE_NAMES)('is the trie of their atoms for the context phrases of %s', (language) => {
    const phrases = [
      ...new Set(
        (Object.keys(CONTEXT_WORDS) as ContextKind[]).flatMap((kind) =>
          cuePhrases(language, kind).map(normalizePhrase),
        ),
      ),
    ].filter((phrase) => /^\p{L}(?:.*\S)?$/su.test(phrase));
    expect(buildPhraseTrie(phrases)).toEqual(buildPhraseTrie(phrases.map(atomsWithApostrophes)));
  });
});
