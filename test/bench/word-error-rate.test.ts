import { describe, expect, it } from 'vitest';
import { normalisedWords, wordEdits, wordErrorRate } from '../../bench/word-error-rate.js';

describe('wordErrorRate', () => {
  it.each([
    [
      'identical after normalising',
      'however due to the slow channels',
      'However, due to the slow channels.',
      0,
      6,
    ],
    ['one substitution', 'the cat sat', 'the dog sat', 1, 3],
    ['one insertion', 'the cat sat', 'the cat sat down', 1, 3],
    ['one deletion', 'the cat sat', 'the sat', 1, 3],
    ['apostrophes inside words are kept', "l'accident a eu lieu", 'L’accident a eu lieu', 0, 4],
    ['empty hypothesis', 'a b c d', '', 4, 4],
  ])('%s', (_name, reference, hypothesis, edits, words) => {
    expect(wordEdits(reference, hypothesis)).toEqual({ edits, words });
    expect(wordErrorRate(reference, hypothesis)).toBe(edits / words);
  });

  it('normalises case, punctuation, quotes and spaces', () => {
    expect(normalisedWords("  «Qu'est-ce» que c'est ?  'Bonjour' ")).toEqual([
      "qu'est",
      'ce',
      'que',
      "c'est",
      'bonjour',
    ]);
    expect(normalisedWords("Qu'est-ce")).toEqual(["qu'est", 'ce']);
  });

  it('is 0 for two empty texts and 1 for words against an empty reference', () => {
    expect(wordErrorRate('', '')).toBe(0);
    expect(wordErrorRate('', 'x')).toBe(1);
  });
});
