/**
 * Maps masked character spans of a word transcript back to the words that carry them and then
 * to time ranges of the audio. A span touching any character of a word takes the whole word; a
 * number read as sixteen separate words is one span when the redactor masked it as one. Each range
 * is widened by `padding` seconds on both sides (`Infinity`: up to the neighbours), but never into
 * a neighbouring word (nor before 0 or after the end of the audio), and never narrower than its
 * own words; a neighbour masked by another span is covered by that span's own range.
 * Overlapping or touching ranges are merged for masking; the spans keep their types.
 *
 * @example
 * ```ts
 * const spans = spansToTimeRanges({ words, wordRanges, entities: [{ type: 'PHONE_NUMBER', start: 12, end: 30 }], padding: 0.15, durationSeconds: 9.5 });
 * // [{ type: 'PHONE_NUMBER', start: 2.85, end: 5.1, firstWord: 3, lastWord: 9 }]
 * ```
 */
import type { PlaceholderType } from '../redaction/placeholder-types.js';
import type { CharacterRange, TimedWord } from './timed-words.js';

/** A masked stretch of audio: the words it covers and their padded time range, in seconds. */
export interface AudioRedactionSpan {
  type: PlaceholderType;
  start: number;
  end: number;
  /** Index of the first masked word. */
  firstWord: number;
  /** Index of the last masked word. */
  lastWord: number;
}

/** Options of {@link spansToTimeRanges}. */
export interface SpansToTimeRangesOptions {
  words: readonly TimedWord[];
  wordRanges: readonly CharacterRange[];
  /** Masked spans, character offsets into the joined transcript. */
  entities: readonly { type: PlaceholderType; start: number; end: number }[];
  /** Seconds added before and after each span. */
  padding: number;
  durationSeconds: number;
}

/** The spans' padded time ranges, sorted by start (one per entity that covers a word). */
export function spansToTimeRanges(options: SpansToTimeRangesOptions): AudioRedactionSpan[] {
  const { words, wordRanges, padding, durationSeconds } = options;
  const covered: { type: PlaceholderType; firstWord: number; lastWord: number }[] = [];
  for (const entity of options.entities) {
    let firstWord = -1;
    let lastWord = -1;
    for (let index = 0; index < wordRanges.length; index++) {
      const range = wordRanges[index] as CharacterRange;
      if (range.end <= entity.start) continue;
      if (range.start >= entity.end) break;
      if (firstWord === -1) firstWord = index;
      lastWord = index;
    }
    if (firstWord === -1) continue;
    covered.push({ type: entity.type, firstWord, lastWord });
  }
  const spans = covered.map(({ type, firstWord, lastWord }) => {
    const first = words[firstWord] as TimedWord;
    const last = words[lastWord] as TimedWord;
    const before = neighbourEnd(words, firstWord);
    const after = neighbourStart(words, lastWord, durationSeconds);
    const start = Math.min(first.start, Math.max(first.start - padding, before));
    const end = Math.max(last.end, Math.min(last.end + padding, after));
    return { type, start: Math.max(0, start), end: Math.min(durationSeconds, end), firstWord, lastWord };
  });
  return spans.sort((first, second) => first.start - second.start || first.end - second.end);
}

/** Where the padding before word `index` must stop: the end of the previous word, or 0. */
function neighbourEnd(words: readonly TimedWord[], index: number): number {
  return index === 0 ? 0 : (words[index - 1] as TimedWord).end;
}

/** Where the padding after word `index` must stop: the start of the next word, or the end. */
function neighbourStart(words: readonly TimedWord[], index: number, durationSeconds: number): number {
  return index === words.length - 1 ? durationSeconds : (words[index + 1] as TimedWord).start;
}

/** Sorted, merged time ranges covering every span. */
export function mergeTimeRanges(
  spans: readonly { start: number; end: number }[],
): { start: number; end: number }[] {
  const sorted = [...spans].sort((first, second) => first.start - second.start);
  const merged: { start: number; end: number }[] = [];
  for (const span of sorted) {
    const last = merged.at(-1);
    if (last !== undefined && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else merged.push({ start: span.start, end: span.end });
  }
  return merged;
}
