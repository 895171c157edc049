/**
 * Word error rate for the speech benchmarks and the real-model tests: the word-level edit
 * distance (substitutions + deletions + insertions) between a reference and a hypothesis, divided
 * by the number of reference words, after both are normalised the same way (Unicode NFKC,
 * lower case, punctuation and symbols removed, an apostrophe kept inside a word, spaces collapsed).
 *
 * @example
 * ```ts
 * wordErrorRate('the cat sat', 'The cat sat down.'); // 1 insertion / 3 words = 0.333...
 * ```
 */

/** Normalised words of `text` (see the module comment). */
export function normalisedWords(text: string): string[] {
  return text
    .normalize('NFKC')
    .toLocaleLowerCase()
    .replace(/[’`]/gu, "'")
    .replace(/(^|\s)'+|'+(?=\s|$)/gu, '$1')
    .replace(/[^\p{L}\p{N}\p{M}'\s]/gu, ' ')
    .split(/\s+/u)
    .filter((word) => word !== '');
}

/** Edits needed to turn `reference` into `hypothesis`, and the reference's length, both in words. */
export function wordEdits(reference: string, hypothesis: string): { edits: number; words: number } {
  const expected = normalisedWords(reference);
  const actual = normalisedWords(hypothesis);
  let previous = Array.from({ length: actual.length + 1 }, (_, index) => index);
  for (let row = 1; row <= expected.length; row++) {
    const current = [row];
    for (let column = 1; column <= actual.length; column++) {
      const substitution =
        (previous[column - 1] as number) + (expected[row - 1] === actual[column - 1] ? 0 : 1);
      current.push(
        Math.min(substitution, (previous[column] as number) + 1, (current[column - 1] as number) + 1),
      );
    }
    previous = current;
  }
  return { edits: previous[actual.length] as number, words: expected.length };
}

/** Word error rate of `hypothesis` against `reference` (0 is perfect; can exceed 1). */
export function wordErrorRate(reference: string, hypothesis: string): number {
  const { edits, words } = wordEdits(reference, hypothesis);
  return words === 0 ? (edits === 0 ? 0 : 1) : edits / words;
}
