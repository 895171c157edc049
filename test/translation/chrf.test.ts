import { describe, expect, it } from 'vitest';
import { chrfPlusPlus } from '../../src/translation/chrf.js';

describe('chrfPlusPlus', () => {
  const cases: Array<{
    name: string;
    hypothesis: string;
    reference: string;
    charOrder?: number;
    wordOrder?: number;
    score: number;
  }> = [
    {
      name: 'identical text',
      hypothesis: 'The cat sat on the mat.',
      reference: 'The cat sat on the mat.',
      score: 100,
    },
    { name: 'nothing in common', hypothesis: 'xyz', reference: 'abc', score: 0 },
    // chars 1: P 2/2, R 2/3; chars 2: P 1/1, R 1/2 -> P 1, R 7/12 -> F2 = 5·(7/12) / (4 + 7/12) = 35/55.
    {
      name: 'a hand-computed chrF',
      hypothesis: 'ab',
      reference: 'abc',
      charOrder: 2,
      wordOrder: 0,
      score: (100 * 35) / 55,
    },
    // words 1: hyp [a, b] ref [a, c]: P 1/2, R 1/2; words 2: no match: P 0, R 0 -> P = R = 1/4 -> F = 25.
    {
      name: 'a hand-computed word part',
      hypothesis: 'a b',
      reference: 'a c',
      charOrder: 0,
      wordOrder: 2,
      score: 25,
    },
    // Trailing punctuation is split off a word: "cat." -> "cat", "."
    {
      name: 'punctuation split from words',
      hypothesis: 'cat.',
      reference: 'cat .',
      charOrder: 0,
      wordOrder: 1,
      score: 100,
    },
  ];
  it.each(cases)('$name', ({ hypothesis, reference, charOrder, wordOrder, score }) => {
    const result = chrfPlusPlus({
      hypotheses: [hypothesis],
      references: [reference],
      ...(charOrder === undefined ? {} : { charOrder }),
      ...(wordOrder === undefined ? {} : { wordOrder }),
    });
    expect(result.score).toBeCloseTo(score, 10);
  });

  it('sums statistics over the corpus', () => {
    const corpus = chrfPlusPlus({
      hypotheses: ['ab', 'xy'],
      references: ['ab', 'zz'],
      charOrder: 1,
      wordOrder: 0,
    });
    // chars 1: hyp 4, ref 4, common 2 -> P = R = 1/2 -> F = 50.
    expect(corpus.score).toBeCloseTo(50, 10);
  });

  it('rejects mismatched lengths', () => {
    expect(() => chrfPlusPlus({ hypotheses: ['a'], references: [] })).toThrowError(
      expect.objectContaining({ code: 'invalid_input' }),
    );
  });
});
