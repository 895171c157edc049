/**
 * DATE_OF_BIRTH: numeric dates (`12/03/1985`, `1985-03-12`, `12.03.85`) and spelled-out dates in
 * the language's month names or English (`12 March 1985`, `March 12, 1985`, `12 de marzo de 1985`,
 * `12. März 1985`, `12 ga Maris, 1985`, `መጋቢት 12 ቀን 1977`) that have a birth cue ("date of
 * birth", "born", "ranar haihuwa", "ọjọ́ ìbí", "tarehe ya kuzaliwa", ...) within 60 characters
 * before or 30 after. Other dates are left alone.
 *
 * @example
 * ```ts
 * // 'Tarehe ya kuzaliwa ni 12/03/1985' -> DATE_OF_BIRTH; 'nililipa tarehe 12/03/2024' stays
 * ```
 *
 * Only the text around birth cues is looked at, and there only the positions where a date can
 * start: digit runs shaped like a day or a year, and letter-run starts or `-` where a month name
 * (with its optional prefix) can be spelled before the day. Numeric dates are matched by a loop
 * (`numericDateEnd`), spelled ones by another (`dayFirstDateEnd`, `monthFirstDateEnd`), each
 * trying the pattern's choices in the regex's order; together they give the matches a scan of
 * each window with the whole pattern gives. A language whose month names the trie cannot read as
 * the regex does (a name that does not start with a letter, holds a digit or ends with white space)
 * scans its windows with the pattern.
 */
import type { LanguageName } from '../../languages.js';
import { caseFoldClass, readCodePoint, WHITESPACE_CLASS } from '../context/case-fold-classes.js';
import { type ContextCue, firstCharacterLookahead } from '../context/context-index.js';
import { isCueGapBetween } from '../context/cue-gap.js';
import type { PhraseTrie } from '../context/phrase-trie.js';
import type { RecognizedEntity } from '../recognized-entity.js';
import type { AnalysisInput, CustomRecognizer } from '../recognizer.js';
import { characterClass, LETTER, MARK } from '../text-scan.js';
import { numericDateEnd } from './date-of-birth-numeric.js';
import {
  dayFirstDateEnd,
  MONTH_PREFIXES,
  MonthScratch,
  monthFirstDateEnd,
  monthSpellingTrie,
} from './date-of-birth-spelled.js';
import { monthNames } from './month-names.js';

/** How far before a date a birth cue may end. */
export const BIRTH_CUE_WINDOW_BEFORE = 60;
/** How far after a date a birth cue may start. */
export const BIRTH_CUE_WINDOW_AFTER = 30;
/** Score of a date with a birth cue. */
export const DATE_OF_BIRTH_SCORE = 0.9;

interface CompiledDates {
  /** The date pattern, scanning a whole window (global). */
  pattern: RegExp;
  /**
   * Every spelling of a month with its optional prefix and `-`, in the regex's order;
   * `undefined` when a month name does not start with a letter, holds a digit or ends with white
   * space (then the windows are scanned with the pattern).
   */
  monthTrie: PhraseTrie | undefined;
  /** Scratch space for the month spellings found at a position. */
  scratch: MonthScratch | undefined;
  /**
   * The most code units a month spelling can take (twice its code points), or `Infinity` when a
   * name holds white space (a run of any length in the text).
   */
  monthReach: number;
}

const compiled = new Map<LanguageName, CompiledDates>();

/** Month names the trie serves: a letter first, no white space last, no digit. */
const TRIE_READY = /^\p{L}(?:[^0-9]*[^\s0-9])?$/su;

function escapeForRegex(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+');
}

function compileDates(language: LanguageName): CompiledDates {
  const cached = compiled.get(language);
  if (cached) return cached;
  const names = [...new Set(monthNames(language))].sort((first, second) => second.length - first.length);
  const months = names.map(escapeForRegex);
  const prefixes = MONTH_PREFIXES;
  const month = `(?:${prefixes.join('|')})?-?(?:${months.join('|')})\\.?`;
  const day = '(?:[0-3]?\\d)(?:st|nd|rd|th|er|ème|º|°|\\.)?';
  const year = '(?:1[89]\\d\\d|20\\d\\d)';
  const connector = '(?:(?:of|de|del|di|ya|wa|ga|na|la|ka|ku|ne|von)\\s+)?';
  const numeric =
    '(?<!\\d)(?:[0-3]?\\d[./-][01]?\\d[./-](?:1[89]\\d\\d|20\\d\\d|\\d\\d)|(?:1[89]\\d\\d|20\\d\\d)[./-][01]?\\d[./-][0-3]?\\d)(?![\\d./-]\\d)';
  const dayMonthYear = `${day}\\s*${connector}${month},?\\s+${connector}${year}`;
  const monthDayYear = `${month}\\s+${day}(?:\\s+ቀን)?,?\\s+${year}`;
  // every match starts with a digit, a month prefix, a '-' or a month name: this look-ahead is a
  // necessary condition that only speeds the scan up (same matches, most positions rejected at once)
  const firsts = firstCharacterLookahead([...'0123456789', '-', ...prefixes, ...names]);
  const monthTrie = names.every((name) => TRIE_READY.test(name)) ? monthSpellingTrie(names) : undefined;
  // code points of the longest prefix, '-' and the longest name
  const longestSpelling =
    Math.max(...prefixes.map((prefix) => prefix.length)) +
    1 +
    Math.max(...names.map((name) => [...name].length));
  const result: CompiledDates = {
    pattern: new RegExp(
      `${firsts}(?:${numeric}|(?<![\\p{L}\\p{N}])(?:${dayMonthYear}|${monthDayYear})(?![\\p{L}\\p{N}]))`,
      'giu',
    ),
    monthTrie,
    scratch: monthTrie && new MonthScratch(monthTrie),
    monthReach: names.some((name) => /\s/u.test(name)) ? Number.POSITIVE_INFINITY : 2 * longestSpelling,
  };
  compiled.set(language, result);
  return result;
}

/** Longest date expression the patterns match, used to size the scan windows. */
const MAX_DATE_LENGTH = 64;

/**
 * Merged text windows around the birth cues `births` (in text order): only there can a date of
 * birth be (linear, sorted); two numbers each, the start and the end.
 */
function birthWindows(births: readonly ContextCue[], textLength: number): number[] {
  const windows: number[] = [];
  for (const cue of births) {
    const from = Math.max(0, cue.start - BIRTH_CUE_WINDOW_AFTER - MAX_DATE_LENGTH);
    const to = Math.min(textLength, cue.end + BIRTH_CUE_WINDOW_BEFORE + MAX_DATE_LENGTH);
    const last = windows.length - 1;
    if (last > 0 && from <= windows[last]!) windows[last] = Math.max(windows[last]!, to);
    else windows.push(from, to);
  }
  return windows;
}

/** The first index of `values` (ascending) at or after `value`. */
function lowerBound(values: Int32Array, value: number): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (values[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** What a date starting at a digit run can be, as the window (ending at `to`) sees the run. */
const NO_DATE = 0;
const NUMERIC_DATE = 1;
const DAY_FIRST_DATE = 2;

/**
 * Which dates can start at the digit run at `start` (bits): a numeric one needs a day or month
 * (`[0-3]?\d`) or a year (`18`, `19` or `20` and two digits) followed by `.`, `/` or `-`; a
 * day-first one a day followed by `.`, `º`, `°`, or by optional white space and a suffix, a
 * connector or a month (a letter or `-`, or a mark, the only non-letters that fold to letters).
 */
function digitRunDates(text: string, start: number, to: number): number {
  let end = start;
  while (end < to && end - start < 5) {
    const code = text.charCodeAt(end);
    if (code < 48 || code > 57) break;
    end++;
  }
  if (end >= to) return NO_DATE;
  const length = end - start;
  const first = text.charCodeAt(start);
  const next = text.charCodeAt(end);
  const separator = next === 46 || next === 47 || next === 45;
  if (length === 4) {
    const century = (first - 48) * 10 + text.charCodeAt(start + 1) - 48;
    return separator && century >= 18 && century <= 20 ? NUMERIC_DATE : NO_DATE;
  }
  if (length > 2 || (length === 2 && first > 51)) return NO_DATE;
  if (next === 46) return NUMERIC_DATE | DAY_FIRST_DATE;
  if (next === 47) return NUMERIC_DATE;
  if (next === 0xba || next === 0xb0) return DAY_FIRST_DATE;
  let after = end;
  while (after < to && caseFoldClass(text.charCodeAt(after)) === WHITESPACE_CLASS) after++;
  if (after >= to) return NO_DATE;
  const spelled =
    text.charCodeAt(after) === 45 || (characterClass(readCodePoint(text, after)) & (LETTER | MARK)) !== 0;
  return (next === 45 ? NUMERIC_DATE : NO_DATE) | (spelled ? DAY_FIRST_DATE : NO_DATE);
}

/**
 * Adds to `matches` (start and end, absolute) the matches of the date pattern in
 * `text.slice(from, to)`, as a global scan of the slice finds them, trying only the positions
 * where a date can start: digit runs, and letter-run starts and `-` that can begin a month
 * spelling ending before a day, plus the slice's first code unit (and its second after a cut
 * surrogate pair, where the slice sees a lone surrogate), where the look-behinds see nothing.
 */
function datesInWindow(
  input: AnalysisInput,
  dates: CompiledDates,
  monthTrie: PhraseTrie,
  scratch: MonthScratch,
  from: number,
  to: number,
  matches: number[],
): void {
  const { text } = input;
  const { monthReach } = dates;
  const digits = input.scan.digitRunStarts;
  const letters = input.scan.letterRunStarts;
  let scannedTo = from;
  /** Tries `position`; `day` is the first digit-run start after it. */
  const tryAt = (position: number, day: number): void => {
    if (position < scannedTo) return;
    let matchEnd = -1;
    const code = text.charCodeAt(position);
    if (code >= 48 && code <= 57) {
      const possible = digitRunDates(text, position, to);
      if (possible & NUMERIC_DATE) matchEnd = numericDateEnd(text, position, from, to);
      if (matchEnd === -1 && possible & DAY_FIRST_DATE)
        matchEnd = dayFirstDateEnd(monthTrie, text, position, from, to, scratch);
    } else {
      if (position < monthStartLimit(text, day, from, to, monthReach)) return;
      matchEnd = monthFirstDateEnd(monthTrie, text, position, from, to, scratch);
    }
    if (matchEnd === -1) return;
    matches.push(position, matchEnd);
    scannedTo = matchEnd;
  };
  const firstDigitAfter = (position: number): number => {
    const index = lowerBound(digits, position + 1);
    return index < digits.length ? digits[index]! : to;
  };
  tryAt(from, firstDigitAfter(from));
  const first = text.charCodeAt(from);
  if (first >= 0xdc00 && first <= 0xdfff) tryAt(from + 1, firstDigitAfter(from + 1));
  let digit = lowerBound(digits, from + 1);
  let letter = lowerBound(letters, from + 1);
  let dash = text.indexOf('-', from + 1);
  let skippedFor = -1;
  for (;;) {
    const nextDigit = digit < digits.length && digits[digit]! < to ? digits[digit]! : to;
    if (nextDigit !== skippedFor) {
      // letters and dashes before the next digit run that cannot start its month: skip them
      skippedFor = nextDigit;
      const limit = Math.min(monthStartLimit(text, nextDigit, from, to, monthReach), nextDigit);
      if (letter < letters.length && letters[letter]! < limit) letter = lowerBound(letters, limit);
      if (dash !== -1 && dash < limit) dash = text.indexOf('-', limit);
    }
    const nextLetter = letter < letters.length && letters[letter]! < to ? letters[letter]! : to;
    const nextDash = dash !== -1 && dash < to ? dash : to;
    const position = Math.min(nextDigit, nextLetter, nextDash);
    if (position === to) break;
    if (position === nextDigit) {
      digit++;
      tryAt(position, to);
    } else {
      if (position === nextLetter) letter++;
      else dash = text.indexOf('-', position + 1);
      tryAt(position, nextDigit);
    }
  }
}

/**
 * The first position where a month-first date whose day is the digit run at `day` can start: its
 * month ends (`\.?\s+`) right before the white space before the day, and spans at most
 * `monthReach` code units; `Infinity` when no white space comes before the day or the day is not
 * inside the window.
 */
function monthStartLimit(text: string, day: number, from: number, to: number, monthReach: number): number {
  if (day >= to) return Number.POSITIVE_INFINITY;
  let space = day;
  while (space > from && caseFoldClass(text.charCodeAt(space - 1)) === WHITESPACE_CLASS) space--;
  return space === day ? Number.POSITIVE_INFINITY : space - 1 - monthReach;
}

/** Adds to `matches` (start and end, absolute) the matches of the global pattern in the window. */
function datesInSlice(
  { pattern }: CompiledDates,
  text: string,
  from: number,
  to: number,
  matches: number[],
): void {
  const slice = text.slice(from, to);
  pattern.lastIndex = 0;
  for (let match = pattern.exec(slice); match !== null; match = pattern.exec(slice))
    matches.push(from + match.index, from + match.index + match[0].length);
}

/**
 * `true` when a birth cue of `births` (in text order) ends at most 60 code units before `start`
 * and the nearest such keeps with the date, or one starts at most 30 after `end` and the nearest
 * keeps with it.
 */
function isCued(text: string, births: readonly ContextCue[], start: number, end: number): boolean {
  let before: ContextCue | undefined;
  let after: ContextCue | undefined;
  for (const cue of births) {
    if (cue.end <= start) {
      if (cue.end >= start - BIRTH_CUE_WINDOW_BEFORE) before = cue;
    } else if (cue.start >= end) {
      if (cue.start <= end + BIRTH_CUE_WINDOW_AFTER) after = cue;
      break;
    }
  }
  return (
    (before !== undefined && isCueGapBetween(text, before.end, start)) ||
    (after !== undefined && isCueGapBetween(text, end, after.start))
  );
}

/** The date-of-birth recognizer. */
export const dateOfBirthRecognizer: CustomRecognizer = {
  kind: 'custom',
  name: 'date-of-birth',
  entityTypes: ['DATE_OF_BIRTH'],
  languages: 'all',
  analyze(input: AnalysisInput): RecognizedEntity[] {
    const entities: RecognizedEntity[] = [];
    const births: ContextCue[] = [];
    for (const cue of input.context.cues) if (cue.kinds.has('BIRTH')) births.push(cue);
    if (births.length === 0) return entities;
    const { text } = input;
    const dates = compileDates(input.language);
    const windows = birthWindows(births, text.length);
    const matches: number[] = [];
    for (let window = 0; window < windows.length; window += 2) {
      const from = windows[window]!;
      const to = windows[window + 1]!;
      matches.length = 0;
      if (dates.monthTrie && dates.scratch)
        datesInWindow(input, dates, dates.monthTrie, dates.scratch, from, to, matches);
      else datesInSlice(dates, text, from, to, matches);
      for (let match = 0; match < matches.length; match += 2) {
        const start = matches[match]!;
        const end = matches[match + 1]!;
        // a match touching a cut edge may be part of a longer token: skip it (real ones are inside)
        if ((start === from && from > 0) || (end === to && to < text.length)) continue;
        if (!isCued(text, births, start, end)) continue;
        entities.push({
          type: 'DATE_OF_BIRTH',
          start,
          end,
          score: DATE_OF_BIRTH_SCORE,
          recognizer: 'date-of-birth',
        });
      }
    }
    return entities;
  },
};
