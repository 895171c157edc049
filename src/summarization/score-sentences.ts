/**
 * Language-agnostic extractive sentence scoring: each word is weighted by how often it occurs
 * times how rare it is across sentences (TF-IDF, so words in every sentence — the language's
 * function words — count little without any stop-word list), a sentence scores the sum of its
 * distinct words' weights over the square root of its length, the first sentence gets a small
 * bonus and very short sentences (greetings) a penalty.
 *
 * @example
 * ```ts
 * const ranked = scoreSentences(['My card was blocked.', 'Hello.', 'The card is now unblocked.']);
 * // [{ index: 0, score: ... }, ...] sorted by score, then by position
 * ```
 */

/** First-sentence bonus (multiplier). */
export const LEAD_BONUS = 1.1;
/** Sentences with fewer words than this are penalised. */
export const SHORT_SENTENCE_WORDS = 4;
/** Multiplier for short sentences. */
export const SHORT_SENTENCE_PENALTY = 0.5;

const WORD = /[\p{L}\p{M}\p{N}]+/gu;

/** The lower-cased words of `text`. */
function wordsOf(text: string): string[] {
  return (text.toLocaleLowerCase().match(WORD) ?? []).filter(
    (word) => word.length > 1 || /\p{N}/u.test(word),
  );
}

/** A sentence's score. */
export interface SentenceScore {
  index: number;
  score: number;
}

/** Scores sentences; the result is sorted best first (ties: earlier first). */
export function scoreSentences(sentences: readonly string[]): SentenceScore[] {
  const words = sentences.map(wordsOf);
  const termFrequency = new Map<string, number>();
  const documentFrequency = new Map<string, number>();
  for (const sentenceWords of words) {
    for (const word of sentenceWords) termFrequency.set(word, (termFrequency.get(word) ?? 0) + 1);
    for (const word of new Set(sentenceWords))
      documentFrequency.set(word, (documentFrequency.get(word) ?? 0) + 1);
  }
  const count = sentences.length;
  const weight = (word: string): number =>
    (termFrequency.get(word) ?? 0) * Math.log(1 + count / (documentFrequency.get(word) ?? 1));
  const scores = words.map((sentenceWords, index) => {
    if (sentenceWords.length === 0) return { index, score: 0 };
    let score = 0;
    for (const word of new Set(sentenceWords)) score += weight(word);
    score /= Math.sqrt(sentenceWords.length);
    if (index === 0) score *= LEAD_BONUS;
    if (sentenceWords.length < SHORT_SENTENCE_WORDS) score *= SHORT_SENTENCE_PENALTY;
    return { index, score };
  });
  return scores.sort((first, second) => second.score - first.score || first.index - second.index);
}
