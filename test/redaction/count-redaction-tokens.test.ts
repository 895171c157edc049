import { describe, expect, it } from 'vitest';
import { countRedactionTokens } from '../../src/redaction/count-redaction-tokens.js';
import { countTextTokens } from '../../src/usage/count-text-tokens.js';
import { loadCorpus } from './corpus.js';

describe('countRedactionTokens', () => {
  it.each([
    ['', 0],
    ['My name is Ada.', 5],
    ['  \t\r\n ', 0],
    ['[PHONE_NUMBER]', 5],
    ['ọjọ́ ìbí', 2],
    ['0803-123-4567', 5],
    ['a\u00A0b', 2],
    ['a\uD800b', 3],
    ['😀😀', 2],
    ['ስሜ አበበ ነው።', 4],
  ])('%j -> %i', (text, expected) => {
    expect(countRedactionTokens(text)).toBe(expected);
    expect(countTextTokens(text)).toBe(expected);
  });

  it('counts every code point as countTextTokens does (word, space or other, in 256-code-point blocks)', () => {
    const mismatches: number[] = [];
    for (let block = 0; block < 0x110000; block += 256) {
      let text = '';
      for (let codePoint = block; codePoint < block + 256; codePoint++)
        text += `a${String.fromCodePoint(codePoint)}a `;
      if (countRedactionTokens(text) !== countTextTokens(text)) mismatches.push(block);
    }
    expect(mismatches).toEqual([]);
  });

  it('counts every corpus transcript as countTextTokens does', () => {
    const texts = loadCorpus().map((transcript) => transcript.text);
    expect(texts.map(countRedactionTokens)).toEqual(texts.map(countTextTokens));
  });
});
