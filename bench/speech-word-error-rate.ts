/**
 * Word error rate for the speech benchmarks: both texts are normalised (Unicode NFKC, lower case,
 * diacritics and tone marks removed, punctuation and symbols replaced by spaces), then the word
 * edit distance (substitutions + deletions + insertions) is counted against the reference.
 *
 * @example
 * ```ts
 * wordErrors('Good morning, everyone.', 'good morning every one'); // { errors: 2, words: 3 }
 * ```
 */

/** Words of `text` after normalisation. */
export function normaliseWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\p{P}\p{S}]/gu, ' ')
    .split(/\s+/u)
    .filter((word) => word !== '');
}

/** Edit distance in words between the reference and the hypothesis, and the reference length. */
export function wordErrors(reference: string, hypothesis: string): { errors: number; words: number } {
  const expected = normaliseWords(reference);
  const heard = normaliseWords(hypothesis);
  let previous = Array.from({ length: heard.length + 1 }, (_, index) => index);
  for (let row = 1; row <= expected.length; row += 1) {
    const current = [row];
    for (let column = 1; column <= heard.length; column += 1) {
      const substitution = (previous[column - 1] ?? 0) + (expected[row - 1] === heard[column - 1] ? 0 : 1);
      current.push(Math.min(substitution, (previous[column] ?? 0) + 1, (current[column - 1] ?? 0) + 1));
    }
    previous = current;
  }
  return { errors: previous[heard.length] ?? 0, words: expected.length };
}
