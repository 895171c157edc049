import { describe, expect, it } from 'vitest';
import {
  characterClass,
  codePointBefore,
  LETTER,
  LOWERCASE_LETTER,
  MARK,
  matchesAtStarts,
  NUMBER,
  TextScan,
  UPPERCASE_LETTER,
} from '../../src/redaction/text-scan.js';

describe('characterClass', () => {
  it.each([
    ['A', LETTER | UPPERCASE_LETTER],
    ['z', LETTER | LOWERCASE_LETTER],
    ['ọ', LETTER | LOWERCASE_LETTER],
    ['ሀ', LETTER],
    ['\u0301', MARK],
    ['٣', NUMBER],
    ['7', NUMBER],
    [' ', 0],
    ['-', 0],
    ['𝐀', LETTER | UPPERCASE_LETTER],
  ])('%j -> %i', (character, bits) => {
    expect(characterClass(character.codePointAt(0)!)).toBe(bits);
  });

  it('agrees with the property escapes on every BMP code point', () => {
    for (let code = 0; code < 0x10000; code += 7) {
      if (code >= 0xd800 && code <= 0xdfff) continue;
      const character = String.fromCharCode(code);
      const expected =
        (/\p{L}/u.test(character) ? LETTER : 0) |
        (/\p{Lu}/u.test(character) ? UPPERCASE_LETTER : 0) |
        (/\p{Ll}/u.test(character) ? LOWERCASE_LETTER : 0) |
        (/\p{M}/u.test(character) ? MARK : 0) |
        (/\p{N}/u.test(character) ? NUMBER : 0);
      expect(characterClass(code)).toBe(expected);
    }
  });
});

describe('TextScan', () => {
  it.each([
    ['Call Ada on 0803', [0, 5, 9], [12]],
    ['ọjọ́ ìbí: 12/03', [0, 5], [10, 13]],
    ['a1b 22x', [0, 2, 6], [1, 4]],
    ['𝐀bc d', [0, 5], []],
    ['', [], []],
    ['  ', [], []],
  ])('%j', (text, letters, digits) => {
    const scan = new TextScan(text);
    expect([...scan.letterRunStarts]).toEqual(letters);
    expect([...scan.digitRunStarts]).toEqual(digits);
  });

  it('codePointBefore reads surrogate pairs as one code point', () => {
    expect(codePointBefore('a𝐀', 3)).toBe(0x1d400);
    expect(codePointBefore('a𝐀', 1)).toBe(97);
    expect(codePointBefore('a', 0)).toBe(-1);
  });
});

describe('matchesAtStarts', () => {
  const global = /(?<!\p{L})(?:my name is|name)(?!\p{L})/giu;
  const sticky = new RegExp(global.source, 'iuy');
  it.each(['My name is Ada, and her name is Bola.', 'name name', 'names surname name', '', 'ọ́name NAME'])(
    'finds what a global scan finds in %j',
    (text) => {
      const expected = [...text.matchAll(global)].map((match) => [match.index, match[0]]);
      const found = matchesAtStarts(sticky, text, new TextScan(text).letterRunStarts).map((match) => [
        match.index,
        match[0],
      ]);
      expect(found).toEqual(expected);
    },
  );
});
