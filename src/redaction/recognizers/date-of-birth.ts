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
 * (with its optional prefix) is spelled right before the day, found with a trie of the spellings
 * compared as the case-insensitive regex compares them. Numeric dates are matched by a loop
 * (`numericDateEnd`), spelled ones by the pattern's own alternative tried at that position
 * (sticky), after cheap necessary checks; together they give the matches a scan of each window
 * with the whole pattern gives.
 */
import type { LanguageName } from '../../languages.js';
import { caseFoldClass, readCodePoint, WHITESPACE_CLASS } from '../context/case-fold-classes.js';
import { firstCharacterLookahead } from '../context/context-index.js';
import { isCueGapBetween } from '../context/cue-gap.js';
import { atomsOf, buildPhraseTrie, collectAlternatives, type PhraseTrie } from '../context/phrase-trie.js';
import type { RecognizedEntity } from '../recognized-entity.js';
import type { AnalysisInput, CustomRecognizer } from '../recognizer.js';
import { characterClass, LETTER, MARK } from '../text-scan.js';
import { numericDateEnd } from './date-of-birth-numeric.js';
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
   * The pattern's spelled alternatives on their own, tried at one position (sticky): at a digit
   * the day-first dates (after the numeric ones, `numericDateEnd`), at a month spelling the
   * month-first dates; the others cannot match there, so the first that matches is what the whole
   * pattern matches. Each holds only the month names (indices in the alternation's order) that the
   * trie finds spelled where the month can be: the others cannot match either, and the regex is a
   * fraction of the size (compiled on first use, a few subsets per language).
   */
  spelledPatterns: (names: readonly number[]) => SpelledPatterns;
  /** The number of month names (a spelling's index modulo it is its name's). */
  monthCount: number;
  /**
   * Every spelling of a month with its optional prefix and `-`; `undefined` when a month name
   * does not start with a letter or ends with white space (then the windows are scanned whole).
   */
  monthTrie: PhraseTrie | undefined;
  /**
   * The most code units a month spelling can take (twice its code points), or `Infinity` when a
   * name holds white space (a run of any length in the text).
   */
  monthReach: number;
}

/** The day-first and month-first alternatives for some month names. */
interface SpelledPatterns {
  dayFirst: RegExp;
  monthFirst: RegExp;
}

/** Month-name subsets kept compiled per language, at most. */
const SUBSET_CACHE_LIMIT = 256;

const compiled = new Map<LanguageName, CompiledDates>();

const MONTH_PREFIXES = ['ku', 'ka', 'ngo', 'kwa', 'ko', 'e'];
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
  const spelled = (alternative: string): string => `(?<![\\p{L}\\p{N}])(?:${alternative})(?![\\p{L}\\p{N}])`;
  // a month spelling: its prefix (or none), a '-' (or none) and the name; the regex writes a space
  // as \s+, as the trie reads one
  const spellings = ['', ...prefixes].flatMap((prefix) =>
    ['', '-'].flatMap((dash) => names.map((name) => atomsOf(`${prefix}${dash}${name}`))),
  );
  const subsets = new Map<string, SpelledPatterns>();
  const spelledPatterns = (subset: readonly number[]): SpelledPatterns => {
    const key = subset.join(',');
    let patterns = subsets.get(key);
    if (!patterns) {
      const subsetMonth = `(?:${prefixes.join('|')})?-?(?:${subset.map((index) => months[index]).join('|')})\\.?`;
      patterns = {
        dayFirst: new RegExp(spelled(`${day}\\s*${connector}${subsetMonth},?\\s+${connector}${year}`), 'iuy'),
        monthFirst: new RegExp(spelled(`${subsetMonth}\\s+${day}(?:\\s+ቀን)?,?\\s+${year}`), 'iuy'),
      };
      if (subsets.size >= SUBSET_CACHE_LIMIT) subsets.clear();
      subsets.set(key, patterns);
    }
    return patterns;
  };
  const result: CompiledDates = {
    pattern: new RegExp(
      `${firsts}(?:${numeric}|(?<![\\p{L}\\p{N}])(?:${dayMonthYear}|${monthDayYear})(?![\\p{L}\\p{N}]))`,
      'giu',
    ),
    spelledPatterns,
    monthCount: names.length,
    monthTrie: names.every((name) => TRIE_READY.test(name)) ? buildPhraseTrie(spellings) : undefined,
    monthReach: names.some((name) => /\s/u.test(name))
      ? Number.POSITIVE_INFINITY
      : 2 * Math.max(...spellings.map((atoms) => atoms.length)),
  };
  compiled.set(language, result);
  return result;
}

/** A date found in a window: its start in the window and its length. */
interface DateMatch {
  index: number;
  length: number;
}

/** Longest date expression the patterns match, used to size the scan windows. */
const MAX_DATE_LENGTH = 64;

/** Merged text windows around birth cues: only there can a date of birth be (linear, sorted). */
function birthWindows(input: AnalysisInput): Array<[number, number]> {
  const windows: Array<[number, number]> = [];
  for (const cue of input.context.cues) {
    if (!cue.kinds.has('BIRTH')) continue;
    const from = Math.max(0, cue.start - BIRTH_CUE_WINDOW_AFTER - MAX_DATE_LENGTH);
    const to = Math.min(input.text.length, cue.end + BIRTH_CUE_WINDOW_BEFORE + MAX_DATE_LENGTH);
    const last = windows[windows.length - 1];
    if (last && from <= last[1]) last[1] = Math.max(last[1], to);
    else windows.push([from, to]);
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

/** What follows a month spelling in a date: `\.?\s+`. */
function isMonthEnd(code: number): boolean {
  return code === 46 || (code !== -1 && caseFoldClass(code) === WHITESPACE_CLASS);
}

/** The number of ASCII digits at `start`. */
function digitRunLength(text: string, start: number): number {
  let end = start;
  while (end < text.length) {
    const code = text.charCodeAt(end);
    if (code < 48 || code > 57) break;
    end++;
  }
  return end - start;
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

/** What follows the month of a day-first date: `\.?,?\s+`. */
function isDayFirstMonthEnd(code: number): boolean {
  return code === 46 || code === 44 || (code !== -1 && caseFoldClass(code) === WHITESPACE_CLASS);
}

/** `true` when the `length` code units at `position` are letters (`\p{L}`), all before `to`. */
function lettersAt(text: string, position: number, length: number, to: number): boolean {
  if (position + length > to) return false;
  for (let index = position; index < position + length; index++)
    if ((characterClass(text.charCodeAt(index)) & LETTER) === 0) return false;
  return true;
}

/** The end of the white space run at `position` (at most `to`). */
function skipSpace(text: string, position: number, to: number): number {
  let end = position;
  while (end < to && caseFoldClass(text.charCodeAt(end)) === WHITESPACE_CLASS) end++;
  return end;
}

/**
 * Adds to `found` the month spellings (trie indices) that a day-first date could go on with after
 * its day's digits (ending at `end`): the day's suffix (`.`, `º`, `°`, or two or three letters),
 * white space, a connector (two or three letters and white space) and a month spelling followed
 * by `.`, `,` or white space, in every combination. The suffixes and connectors are only sized
 * here, not spelled (a necessary condition: the regex decides).
 */
function dayFirstMonths(
  text: string,
  end: number,
  to: number,
  monthTrie: PhraseTrie,
  found: Set<number>,
): void {
  const next = text.charCodeAt(end);
  const suffixEnds = [end];
  if (next === 46 || next === 0xba || next === 0xb0) suffixEnds.push(end + 1);
  if (lettersAt(text, end, 2, to)) suffixEnds.push(end + 2);
  if (lettersAt(text, end, 3, to)) suffixEnds.push(end + 3);
  for (const suffixEnd of suffixEnds) {
    const word = skipSpace(text, suffixEnd, to);
    if (word >= to) continue;
    collectAlternatives(monthTrie, text, word, isDayFirstMonthEnd, found);
    for (const length of [2, 3]) {
      if (!lettersAt(text, word, length, to)) continue;
      const month = skipSpace(text, word + length, to);
      if (month > word + length && month < to)
        collectAlternatives(monthTrie, text, month, isDayFirstMonthEnd, found);
    }
  }
}

/** The month names (indices in the alternation's order) of the spellings in `found`. */
function monthsOf(found: ReadonlySet<number>, monthCount: number): number[] {
  return [...new Set([...found].map((spelling) => spelling % monthCount))].sort(
    (first, second) => first - second,
  );
}

/**
 * The matches of the date pattern in `text.slice(from, to)` (`slice`; positions in the slice), as
 * a global scan of the slice finds them, trying only the positions where a date can start: digit
 * runs, and letter-run starts and `-` that spell a month, plus the slice's first code unit (and
 * its second after a cut surrogate pair, where the slice sees a lone surrogate), where the
 * look-behinds see nothing.
 */
function datesInWindow(
  input: AnalysisInput,
  dates: CompiledDates,
  monthTrie: PhraseTrie,
  from: number,
  to: number,
  slice: string,
): DateMatch[] {
  const { text } = input;
  const digits = input.scan.digitRunStarts;
  const letters = input.scan.letterRunStarts;
  const matches: DateMatch[] = [];
  let scannedTo = from;
  /** The end of the match of `pattern` at `position`, or -1. */
  const matchAt = (pattern: RegExp, position: number): number => {
    pattern.lastIndex = position - from;
    const match = pattern.exec(slice);
    return match === null ? -1 : position + match[0].length;
  };
  // a month-first date has its day at the first digit run after the month: `\.?\s+` before it,
  // and the month at most `monthReach` code units before that
  let dayForLimit = -1;
  let monthLimit = 0;
  const monthCanEndBefore = (position: number, day: number): boolean => {
    if (day >= to) return false;
    if (day !== dayForLimit) {
      let space = day;
      while (space > from && caseFoldClass(text.charCodeAt(space - 1)) === WHITESPACE_CLASS) space--;
      dayForLimit = day;
      monthLimit = space === day ? Number.POSITIVE_INFINITY : space - 1 - dates.monthReach;
    }
    return position >= monthLimit;
  };
  /** Tries `position`; `day` is the first digit-run start after it. */
  const tryAt = (position: number, day: number): void => {
    if (position < scannedTo) return;
    let matchEnd = -1;
    const code = text.charCodeAt(position);
    if (code >= 48 && code <= 57) {
      const possible = digitRunDates(text, position, to);
      if (possible & NUMERIC_DATE) matchEnd = numericDateEnd(text, position, from, to);
      if (matchEnd === -1 && possible & DAY_FIRST_DATE) {
        const found = new Set<number>();
        dayFirstMonths(text, position + digitRunLength(text, position), to, monthTrie, found);
        if (found.size > 0)
          matchEnd = matchAt(dates.spelledPatterns(monthsOf(found, dates.monthCount)).dayFirst, position);
      }
    } else if (monthCanEndBefore(position, day)) {
      const found = new Set<number>();
      collectAlternatives(monthTrie, text, position, isMonthEnd, found);
      if (found.size > 0)
        matchEnd = matchAt(dates.spelledPatterns(monthsOf(found, dates.monthCount)).monthFirst, position);
    }
    if (matchEnd === -1) return;
    matches.push({ index: position - from, length: matchEnd - position });
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
  for (;;) {
    const nextDigit = digit < digits.length && digits[digit]! < to ? digits[digit]! : to;
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
  return matches;
}

/** The matches of the global pattern in `slice`. */
function datesInSlice({ pattern }: CompiledDates, slice: string): DateMatch[] {
  const matches: DateMatch[] = [];
  pattern.lastIndex = 0;
  for (let match = pattern.exec(slice); match !== null; match = pattern.exec(slice))
    matches.push({ index: match.index, length: match[0].length });
  return matches;
}

/** The date-of-birth recognizer. */
export const dateOfBirthRecognizer: CustomRecognizer = {
  kind: 'custom',
  name: 'date-of-birth',
  entityTypes: ['DATE_OF_BIRTH'],
  languages: 'all',
  analyze(input: AnalysisInput): RecognizedEntity[] {
    const entities: RecognizedEntity[] = [];
    const { text } = input;
    const dates = compileDates(input.language);
    for (const [from, to] of birthWindows(input)) {
      const slice = text.slice(from, to);
      const matches = dates.monthTrie
        ? datesInWindow(input, dates, dates.monthTrie, from, to, slice)
        : datesInSlice(dates, slice);
      for (const match of matches) {
        // a match touching a cut edge may be part of a longer token: skip it (real ones are inside)
        if (
          (match.index === 0 && from > 0) ||
          (match.index + match.length === slice.length && to < text.length)
        )
          continue;
        const start = from + match.index;
        const end = start + match.length;
        const before = input.context
          .cuesBefore(start, BIRTH_CUE_WINDOW_BEFORE)
          .filter((cue) => cue.kinds.has('BIRTH'));
        const after = input.context
          .cuesAfter(end, BIRTH_CUE_WINDOW_AFTER)
          .filter((cue) => cue.kinds.has('BIRTH'));
        const cued =
          (before.length > 0 && isCueGapBetween(text, before[before.length - 1]!.end, start)) ||
          (after.length > 0 && isCueGapBetween(text, end, after[0]!.start));
        if (!cued) continue;
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
