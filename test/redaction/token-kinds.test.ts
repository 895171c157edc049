import { describe, expect, it } from 'vitest';
import { countRedactionTokens } from '../../src/redaction/count-redaction-tokens.js';
import { TextScan } from '../../src/redaction/text-scan.js';
import { codePointTokenKind, TOKEN_OTHER, TOKEN_SPACE, TOKEN_WORD } from '../../src/redaction/token-kinds.js';
import { countTextTokens } from '../../src/usage/count-text-tokens.js';
import { seededUint32 } from './seeded-random.js';

/** The kinds as the regexes define them. */
function referenceKind(codePoint: number): number {
  const character = String.fromCodePoint(codePoint);
  if (/^[\p{L}\p{M}\p{N}]$/u.test(character)) return TOKEN_WORD;
  return /^\s$/u.test(character) ? TOKEN_SPACE : TOKEN_OTHER;
}

describe('codePointTokenKind', () => {
  it.each([
    ['a', TOKEN_WORD],
    ['\u0301', TOKEN_WORD],
    ['٣', TOKEN_WORD],
    [' ', TOKEN_SPACE],
    ['\u00a0', TOKEN_SPACE],
    ['\u3000', TOKEN_SPACE],
    ['-', TOKEN_OTHER],
    ['😀', TOKEN_OTHER],
    ['𝐀', TOKEN_WORD],
  ])('%j -> %i', (character, kind) => {
    expect(codePointTokenKind(character.codePointAt(0)!)).toBe(kind);
  });

  it('agrees with the regexes on every 5th code point (lone surrogates: other)', () => {
    const mismatches: number[] = [];
    for (let codePoint = 0; codePoint < 0x110000; codePoint += 5) {
      const expected = codePoint >= 0xd800 && codePoint <= 0xdfff ? TOKEN_OTHER : referenceKind(codePoint);
      if (codePointTokenKind(codePoint) !== expected) mismatches.push(codePoint);
    }
    expect(mismatches).toEqual([]);
  });
});

describe('TextScan.tokenCount', () => {
  it('equals countTextTokens on 3,000 seeded random texts (pairs whole and cut, marks, CRLF)', () => {
    const pieces = [
      'Ada',
      ' ',
      '\r\n',
      '0803',
      '-',
      'ọ',
      '\u0301',
      '😀',
      '\ud800',
      '\udc00',
      '\u00a0',
      'ሀ',
      '٣',
      '.',
      '[X]',
    ];
    const next = seededUint32(21);
    const mismatches: string[] = [];
    for (let round = 0; round < 3000; round++) {
      let text = '';
      for (let piece = next() % 30; piece > 0; piece--)
        text += next() % 6 === 0 ? String.fromCharCode(next() % 0x10000) : pieces[next() % pieces.length]!;
      const scan = new TextScan(text);
      if (scan.tokenCount !== countTextTokens(text) || scan.tokenCount !== countRedactionTokens(text))
        mismatches.push(JSON.stringify(text));
    }
    expect(mismatches).toEqual([]);
  });
});
