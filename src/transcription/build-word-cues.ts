/**
 * Subtitle cues built from timed words, so that each cue follows the speech: a cue starts at its
 * first word and ends at its last. Words are added to the current cue until one of these cuts it:
 * 1. a pause of at least `pauseMilliseconds` before the next word;
 * 2. the end of a sentence (`.`, `?`, `!`, `…`, `。`, `？`, `！`, `።`, `؟`);
 * 3. the next word would not fit in `maxLines` lines of `maxLineLength` characters, or would make
 *    the cue longer than `maxCueMilliseconds`. Then the cut moves back to the last clause mark
 *    (`,`, `;`, `:`, `—`) or the longest pause in the second half of the cue, when there is one.
 * Two-line cues are balanced (the split that makes the lines closest in length). Times are whole
 * milliseconds, strictly increasing and non-overlapping; a cue whose words have no duration shows
 * for up to {@link ZERO_LENGTH_CUE_MILLISECONDS}, never past the next cue's first word.
 *
 * @example
 * ```ts
 * buildWordCues([
 *   { word: 'Good', start: 0.5, end: 0.8 },
 *   { word: 'morning.', start: 0.8, end: 1.3 },
 *   { word: 'Sit', start: 2.4, end: 2.6 },
 *   { word: 'down.', start: 2.6, end: 3 },
 * ]);
 * // [{ startMilliseconds: 500, endMilliseconds: 1300, lines: ['Good morning.'] },
 * //  { startMilliseconds: 2400, endMilliseconds: 3000, lines: ['Sit down.'] }]
 * ```
 */

import type { TranscriptWord } from '../backend-interfaces/transcription-backend.js';
import { InvalidInputError } from '../errors/invalid-input-error.js';
import {
  DEFAULT_SUBTITLE_RULES,
  type SubtitleCue,
  type SubtitleRules,
  ZERO_LENGTH_CUE_MILLISECONDS,
} from './build-subtitle-cues.js';

/** Limits of a word-timed cue: the subtitle rules plus the pause that ends a cue. */
export interface WordCueRules extends SubtitleRules {
  /**
   * A silence at least this long between two words ends the cue.
   * @default 500
   */
  pauseMilliseconds: number;
}

/** The default word cue rules: 2 lines of 42 characters, 7 seconds, cut at pauses of 0.5 s. */
export const DEFAULT_WORD_CUE_RULES: Readonly<WordCueRules> = Object.freeze({
  ...DEFAULT_SUBTITLE_RULES,
  pauseMilliseconds: 500,
});

const SENTENCE_END = /[.?!…。？！።؟]["'”’»)\]]*$/u;
const CLAUSE_END = /[,;:，、؛—–]["'”’»)\]]*$/u;

interface TimedWord {
  text: string;
  start: number;
  end: number;
}

/** Cues for `words` (in speech order, times in seconds) under `rules`. */
export function buildWordCues(
  words: readonly TranscriptWord[],
  rules: Partial<WordCueRules> = {},
): SubtitleCue[] {
  if (!Array.isArray(words)) {
    throw new InvalidInputError({ message: 'Expected words to be an array.', details: { field: 'words' } });
  }
  const { maxLineLength, maxLines, maxCueMilliseconds, pauseMilliseconds } = {
    ...DEFAULT_WORD_CUE_RULES,
    ...rules,
  };
  for (const [field, value] of Object.entries({ maxLineLength, maxLines, maxCueMilliseconds })) {
    if (!Number.isInteger(value) || value <= 0) {
      throw new InvalidInputError({
        message: `Expected ${field} to be a positive integer, got ${String(value)}.`,
        details: { field },
      });
    }
  }
  if (!(Number.isFinite(pauseMilliseconds) && pauseMilliseconds >= 0)) {
    throw new InvalidInputError({
      message: `Expected pauseMilliseconds to be a number >= 0, got ${String(pauseMilliseconds)}.`,
      details: { field: 'pauseMilliseconds' },
    });
  }
  const timed = toTimedWords(words, maxLineLength);
  const fits = (group: readonly TimedWord[]): boolean => {
    const first = group[0] as TimedWord;
    const last = group[group.length - 1] as TimedWord;
    return (
      wrapGreedy(joinWords(group), maxLineLength).length <= maxLines &&
      last.end - first.start <= maxCueMilliseconds
    );
  };

  const groups: TimedWord[][] = [];
  let current: TimedWord[] = [];
  for (const word of timed) {
    const previous = current[current.length - 1];
    if (previous !== undefined) {
      if (word.start - previous.end >= pauseMilliseconds || SENTENCE_END.test(previous.text)) {
        groups.push(current);
        current = [];
      } else if (!fits([...current, word])) {
        const cut = bestCut(current);
        groups.push(current.slice(0, cut));
        current = current.slice(cut);
        // What is left may still not take the word (a cue cut at its very end).
        if (current.length > 0 && !fits([...current, word])) {
          groups.push(current);
          current = [];
        }
      }
    }
    current.push(word);
  }
  if (current.length > 0) groups.push(current);

  const cues: SubtitleCue[] = [];
  groups.forEach((group, index) => {
    const first = group[0] as TimedWord;
    const last = group[group.length - 1] as TimedWord;
    const nextStart = groups[index + 1]?.[0]?.start ?? Number.POSITIVE_INFINITY;
    const previousEnd = cues[cues.length - 1]?.endMilliseconds ?? 0;
    const start = Math.max(first.start, previousEnd);
    let end = Math.min(last.end, start + maxCueMilliseconds);
    if (end <= start) {
      end = Math.min(start + ZERO_LENGTH_CUE_MILLISECONDS, Math.max(nextStart, start + 1));
    }
    cues.push({
      startMilliseconds: start,
      endMilliseconds: end,
      lines: wrapBalanced(joinWords(group), maxLineLength),
    });
  });
  return cues;
}

/**
 * Clean, finite words in milliseconds; a word never starts or ends before the previous one. A word
 * longer than a line is cut into line-long pieces sharing its time.
 */
function toTimedWords(words: readonly TranscriptWord[], maxLineLength: number): TimedWord[] {
  const timed: TimedWord[] = [];
  words.forEach((word: unknown, index) => {
    const candidate = word as Partial<TranscriptWord> | null;
    if (typeof candidate !== 'object' || candidate === null || typeof candidate.word !== 'string') {
      throw new InvalidInputError({
        message: `Expected words[${index}] to be a word with string text.`,
        details: { field: `words[${index}]` },
      });
    }
    const text = candidate.word.replace(/-->/gu, '->').replace(/\s+/gu, ' ').trim();
    if (text === '' || !Number.isFinite(candidate.start) || !Number.isFinite(candidate.end)) return;
    const previous = timed[timed.length - 1];
    const start = Math.max(previous?.start ?? 0, Math.round((candidate.start as number) * 1000));
    const end = Math.max(start, previous?.end ?? 0, Math.round((candidate.end as number) * 1000));
    const characters = [...text];
    const pieces = Math.ceil(characters.length / maxLineLength);
    for (let piece = 0; piece < pieces; piece++) {
      timed.push({
        text: characters.slice(piece * maxLineLength, (piece + 1) * maxLineLength).join(''),
        start: Math.round(start + ((end - start) * piece) / pieces),
        end: Math.round(start + ((end - start) * (piece + 1)) / pieces),
      });
    }
  });
  return timed;
}

/**
 * Where to end a full cue (an index into `group`, 1 to length): after the last clause or
 * sentence mark in its second half, else before the longest pause there (the later one on a tie),
 * else after the last word.
 */
function bestCut(group: readonly TimedWord[]): number {
  const half = Math.max(1, Math.ceil(group.length / 2));
  for (let cut = group.length - 1; cut >= half; cut--) {
    const before = group[cut - 1] as TimedWord;
    if (CLAUSE_END.test(before.text) || SENTENCE_END.test(before.text)) return cut;
  }
  let best = group.length;
  let longest = 0;
  for (let cut = half; cut < group.length; cut++) {
    const gap = (group[cut] as TimedWord).start - (group[cut - 1] as TimedWord).end;
    if (gap > 0 && gap >= longest) {
      longest = gap;
      best = cut;
    }
  }
  return best;
}

function joinWords(group: readonly TimedWord[]): string {
  return group.map((word) => word.text).join(' ');
}

function lengthOf(text: string): number {
  return [...text].length;
}

/** Greedy line filling (words are at most one line long, see {@link toTimedWords}). */
function wrapGreedy(text: string, maxLineLength: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line === '') line = word;
    else if (lengthOf(line) + 1 + lengthOf(word) <= maxLineLength) line = `${line} ${word}`;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line !== '') lines.push(line);
  return lines;
}

/**
 * One line when the text fits; two lines split at the space that makes them closest in length
 * when it fits on two; otherwise greedy lines (the caller made sure there are at most `maxLines`).
 */
function wrapBalanced(text: string, maxLineLength: number): string[] {
  if (lengthOf(text) <= maxLineLength) return [text];
  const greedy = wrapGreedy(text, maxLineLength);
  if (greedy.length !== 2) return greedy;
  const words = text.split(' ');
  let best: string[] = greedy;
  let bestDifference = Number.POSITIVE_INFINITY;
  for (let split = 1; split < words.length; split++) {
    const first = words.slice(0, split).join(' ');
    const second = words.slice(split).join(' ');
    if (lengthOf(first) > maxLineLength || lengthOf(second) > maxLineLength) continue;
    const difference = Math.abs(lengthOf(first) - lengthOf(second));
    if (difference < bestDifference) {
      bestDifference = difference;
      best = [first, second];
    }
  }
  return best;
}
