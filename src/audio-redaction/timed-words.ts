/**
 * Timed words for audio redaction: the words a transcription backend timed, or, when it timed
 * only segments, words whose times share each segment's time in proportion to their characters
 * (an approximation the result's warnings name). The transcript the redactor reads is the words
 * joined by single spaces, so every character of it belongs to exactly one word or one space.
 *
 * @example
 * ```ts
 * const { text, wordRanges } = transcriptOfWords([{ word: ' Hi', start: 0, end: 0.3 }, { word: 'there', start: 0.4, end: 0.8 }]);
 * // text 'Hi there', wordRanges [{ start: 0, end: 2 }, { start: 3, end: 8 }]
 * ```
 */
import type { TranscriptSegment, TranscriptWord } from '../backend-interfaces/transcription-backend.js';

/** One spoken word and its time in seconds from the start of the audio (`transcribe()`'s words). */
export type TimedWord = TranscriptWord;

/** A character range of the joined transcript. */
export interface CharacterRange {
  start: number;
  end: number;
}

/** The joined transcript and where each word sits in it. */
export interface WordTranscript {
  text: string;
  /** `wordRanges[i]` is the characters of `words[i]` (trimmed) in `text`. */
  wordRanges: CharacterRange[];
  /** The words kept (empty words dropped), times as given. */
  words: TimedWord[];
}

/** Joins the trimmed, non-empty words with single spaces, remembering their character ranges. */
export function transcriptOfWords(words: readonly TimedWord[]): WordTranscript {
  const kept: TimedWord[] = [];
  const wordRanges: CharacterRange[] = [];
  let text = '';
  for (const timed of words) {
    const word = timed.word.trim();
    if (word === '') continue;
    if (text !== '') text += ' ';
    wordRanges.push({ start: text.length, end: text.length + word.length });
    text += word;
    kept.push({ word, start: timed.start, end: timed.end });
  }
  return { text, wordRanges, words: kept };
}

/**
 * Words with times estimated from segments: each segment's whitespace-separated words share its
 * time in proportion to their length plus one (the space after them).
 */
export function estimateWordTimes(segments: readonly TranscriptSegment[]): TimedWord[] {
  const words: TimedWord[] = [];
  for (const segment of segments) {
    const pieces = segment.text.split(/\s+/u).filter((piece) => piece !== '');
    const weight = pieces.reduce((sum, piece) => sum + [...piece].length + 1, 0);
    const duration = Math.max(0, segment.end - segment.start);
    let elapsed = 0;
    for (const piece of pieces) {
      const share = (([...piece].length + 1) / weight) * duration;
      words.push({ word: piece, start: segment.start + elapsed, end: segment.start + elapsed + share });
      elapsed += share;
    }
  }
  return words;
}
