/**
 * DATE_OF_BIRTH: numeric dates (`12/03/1985`, `1985-03-12`, `12.03.85`) and spelled-out dates in
 * the language's month names or English (`12 March 1985`, `March 12, 1985`, `12 de marzo de 1985`,
 * `12. März 1985`, `12 ga Maris, 1985`, `መጋቢት 12 ቀን 1977`, with a two-digit year `14 Feb 79`,
 * or joined by `-`, `.` or `/`: `14-Feb-79`, `14.Feb.1979`, `Feb/14/1979`) that have a birth cue
 * ("date of birth", "born", "ranar haihuwa", "ọjọ́ ìbí", "tarehe ya kuzaliwa", ...) within 60
 * characters before or 30 after. Other dates are left alone.
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
 * each window with the whole pattern gives. Cheap necessary conditions come first: a spelled date's
 * year is the digit run right after its day, and a month-first date's month ends right before the
 * white space (or the joiner) before its day, so one walk back through the month spellings from
 * there (a {@link ReversedSpellingTrie}) bounds where it can start, and most digit runs need no
 * month walk at all. A language whose month names the trie cannot read as the regex does (a name
 * that does not start with a letter, holds a digit or ends with white space) scans its windows
 * with the pattern.
 */
import type { LanguageName } from '../../languages.js';
import { caseFoldClass, readCodePoint, WHITESPACE_CLASS } from '../context/case-fold-classes.js';
import { type ContextCue, firstCharacterLookahead } from '../context/context-index.js';
import { isCueGapBetween } from '../context/cue-gap.js';
import type { PhraseTrie } from '../context/phrase-trie.js';
import type { RecognizedEntity } from '../recognized-entity.js';
import type { AnalysisInput, CustomRecognizer } from '../recognizer.js';
import { isSpeechText } from '../speech-text.js';
import { characterClass, LETTER, MARK } from '../text-scan.js';
import { numericDateEnd } from './date-of-birth-numeric.js';
import { datePartIn, withDatePartsSaidAfter } from './date-of-birth-parts.js';
import {
  isJoiner,
  joinedDayFirstDateEnd,
  MONTH_PREFIXES,
  MonthScratch,
  monthFirstDateEnd,
  monthSpellings,
  monthSpellingTrie,
  spacedDayFirstDateEnd,
  yearEnd,
} from './date-of-birth-spelled.js';
import { monthNames } from './month-names.js';
import {
  earliestSpellingStart,
  type ReversedSpellingTrie,
  reversedSpellingTrie,
} from './reversed-spelling-trie.js';

/** How far before a date a birth cue may end. */
export const BIRTH_CUE_WINDOW_BEFORE = 60;
/** How far after a date a birth cue may start. */
export const BIRTH_CUE_WINDOW_AFTER = 30;
/** Score of a date with a birth cue. */
export const DATE_OF_BIRTH_SCORE = 0.9;

/**
 * What a language's dates are matched with: the month tries, or (for month names the trie cannot
 * read as the regex does: one that does not start with a letter, holds a digit or ends with white
 * space) the whole date pattern.
 */
type CompiledDates =
  | {
      /** Every spelling of a month with its optional prefix and `-`, in the regex's order. */
      monthTrie: PhraseTrie;
      /** Scratch space for the month spellings found at a position. */
      scratch: MonthScratch;
      /** The same spellings read backwards, for where a month ending at a position can start. */
      monthStarts: ReversedSpellingTrie;
      pattern?: undefined;
    }
  | {
      /** The date pattern, scanning a whole window (global). */
      pattern: RegExp;
      monthTrie?: undefined;
    };

const compiled = new Map<LanguageName, CompiledDates>();

/** Month names the trie serves: a letter first, no white space last, no digit. */
const TRIE_READY = /^\p{L}(?:[^0-9]*[^\s0-9])?$/su;

function escapeForRegex(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+');
}

function compileDates(language: LanguageName): CompiledDates {
  const cached = compiled.get(language);
  if (cached) return cached;
  // every name also without its diacritics, as speech recognisers write it ("oṣù kẹwàá" -> "osu kewaa", "février" -> "fevrier")
  const names = [...new Set(monthNames(language).flatMap((name) => [name, withoutMarks(name)]))].sort(
    (first, second) => second.length - first.length,
  );
  let result: CompiledDates;
  if (names.every((name) => TRIE_READY.test(name))) {
    const monthTrie = monthSpellingTrie(names);
    result = {
      monthTrie,
      scratch: new MonthScratch(monthTrie, names),
      monthStarts: reversedSpellingTrie(monthSpellings(names)),
    };
  } else result = { pattern: datePattern(names) };
  compiled.set(language, result);
  return result;
}

/** `name` without its combining marks (NFC again: the letters that are no base letter and a mark stay). */
function withoutMarks(name: string): string {
  return name.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');
}

/** The whole date pattern for the month names `names` (longest first), global. */
function datePattern(names: readonly string[]): RegExp {
  const prefixes = MONTH_PREFIXES;
  const name = `(?:${names.map(escapeForRegex).join('|')})`;
  const month = `(?:${prefixes.join('|')})?-?${name}\\.?`;
  const day = '(?:[0-3]?\\d)(?:st|nd|rd|th|er|ème|º|°|\\.)?';
  const year = '(?:1[3489]\\d\\d|20\\d\\d|\\d\\d(?![-./:]\\d))';
  const connector = '(?:(?:of|de|del|di|ya|wa|ga|na|la|ka|ku|ne|von)\\s+)?';
  const numeric =
    '(?<!\\d)(?:[0-3]?\\d[./-][01]?\\d[./-](?:1[89]\\d\\d|20\\d\\d|\\d\\d)|(?:1[89]\\d\\d|20\\d\\d)[./-][01]?\\d[./-][0-3]?\\d)(?![\\d./-]\\d)';
  const dayMonthYear = `${day}\\s*${connector}${month}[,،፣]?\\s+${connector}${year}`;
  const monthDayYear = `${month}\\s+${day}(?:\\s+ቀን)?[,،፣]?\\s+${year}`;
  // joined: the same joiner on both sides of the bare month name (`14-Feb-79`, `Feb.14.1979`)
  const joinedDayFirst = `[0-3]?\\d(?:-${name}\\.?-|/${name}\\.?/|\\.${name}\\.)${year}`;
  const joinedMonthFirst = `${name}(?:\\.?-[0-3]?\\d-|\\.?/[0-3]?\\d/|\\.[0-3]?\\d\\.)${year}`;
  // every match starts with a digit, a month prefix, a '-' or a month name: this look-ahead is a
  // necessary condition that only speeds the scan up (same matches, most positions rejected at once)
  const firsts = firstCharacterLookahead([...'0123456789', '-', ...prefixes, ...names]);
  return new RegExp(
    `${firsts}(?:${numeric}|(?<![\\p{L}\\p{N}])(?:${dayMonthYear}|${joinedDayFirst}|${monthDayYear}|${joinedMonthFirst})(?![\\p{L}\\p{N}]))`,
    'giu',
  );
}

/** Longest date expression the patterns match, used to size the scan windows. */
const MAX_DATE_LENGTH = 64;

/**
 * The (start, end) pairs of the dates found in a window, in a buffer kept between calls (the
 * recognizer runs once per text: a few arrays per call cost more than its scan of most texts).
 */
class DatePairs {
  values = new Int32Array(32);
  count = 0;

  add(start: number, end: number): void {
    if (2 * this.count + 2 > this.values.length) {
      const grown = new Int32Array(2 * this.values.length);
      grown.set(this.values);
      this.values = grown;
    }
    this.values[2 * this.count] = start;
    this.values[2 * this.count + 1] = end;
    this.count++;
  }
}

const windowDates = new DatePairs();

/** The indices of the birth cues of a text, in a buffer kept between calls. */
let birthCueIndices = new Int32Array(16);

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
/** The run can be the day of a month-first date (the month is not looked at). */
const MONTH_FIRST_DAY = 4;
/** The run can be the day of a joined day-first date (`14-Feb-79`). */
const JOINED_DAY_FIRST_DATE = 8;

/** What comes before the year of a spelled date: no year, white space, or a joiner (its code). */
const NO_YEAR = -1;
const SPACED_YEAR = 0;

/**
 * What the digit run at `year` can be the year of: a spaced spelled date ({@link SPACED_YEAR},
 * white space before it), a joined one (the joiner before it, `next`: the one after the day), or
 * none ({@link NO_YEAR}); the run
 * must be a `YEAR(?![\p{L}\p{N}])` inside the window ending at `to`. Nothing between the day and
 * the year of a spelled date is an ASCII digit (the month names the trie serves hold none), so its
 * year is the digit run right after its day.
 */
function yearLead(text: string, year: number, next: number, to: number): number {
  const before = text.charCodeAt(year - 1);
  // cheap rejections first: a joiner other than the one after the day, or printable ASCII (no
  // white space)
  if (isJoiner(before) ? before !== next : before > 32 && before < 127) return NO_YEAR;
  if (yearEnd(text, year, to) === -1) return NO_YEAR;
  if (isJoiner(before)) return before;
  return caseFoldClass(before) === WHITESPACE_CLASS ? SPACED_YEAR : NO_YEAR;
}

/** `true` when a letter (or a mark, the only non-letters that fold to letters) is at `position`. */
function isLetterAt(text: string, position: number): boolean {
  return (characterClass(readCodePoint(text, position)) & (LETTER | MARK)) !== 0;
}

/**
 * Which joined spelled dates can have the digit run `[start, end)` as their day (bits), the same
 * joiner being after it and before the year at `nextRun`: day first, a letter after the joiner;
 * month first, the year right after the joiner, the joiner before the day too, and no ASCII digit
 * before that (a month name or its dot ends there: this leaves out numeric dates).
 */
function joinedDates(text: string, start: number, end: number, nextRun: number, to: number): number {
  if (nextRun !== end + 1) return end + 1 < to && isLetterAt(text, end + 1) ? JOINED_DAY_FIRST_DATE : NO_DATE;
  if (text.charCodeAt(start - 1) !== text.charCodeAt(end)) return NO_DATE;
  const beforeJoiner = text.charCodeAt(start - 2);
  return beforeJoiner >= 48 && beforeJoiner <= 57 ? NO_DATE : MONTH_FIRST_DAY;
}

/**
 * Which dates can start at the digit run at `start` (bits), `nextRun` being the next digit run's
 * start: a numeric one needs a day or month (`[0-3]?\d`) or a year (`18`, `19` or `20` and two
 * digits) followed by `.`, `/` or `-`; a spelled one a day and a year as the next run, with
 * white space ({@link spacedDates}) or the day's joiner ({@link joinedDates}) before it.
 */
function digitRunDates(text: string, start: number, nextRun: number, to: number): number {
  let end = start + 1;
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
  const numeric = separator ? NUMERIC_DATE : NO_DATE;
  const lead = yearLead(text, nextRun, next, to);
  if (lead === NO_YEAR) return numeric;
  // (the spelled cases apart: this runs for every digit run, and small enough to be inlined)
  if (lead !== SPACED_YEAR) return numeric | joinedDates(text, start, end, nextRun, to);
  return numeric | spacedDates(text, end, to);
}

/**
 * Which spaced spelled dates can have the digit run ending at `end` as their day (bits), a year
 * with white space before it being the next run: a month-first one always; a day-first one when
 * the day is followed by `.`, `º`, `°`, or by optional white space and a suffix, a connector or a
 * month (a letter or `-`, or a mark).
 */
function spacedDates(text: string, end: number, to: number): number {
  const next = text.charCodeAt(end);
  if (next === 46 || next === 0xba || next === 0xb0) return MONTH_FIRST_DAY | DAY_FIRST_DATE;
  if (next === 47) return MONTH_FIRST_DAY;
  let after = end;
  while (after < to && caseFoldClass(text.charCodeAt(after)) === WHITESPACE_CLASS) after++;
  if (after >= to) return MONTH_FIRST_DAY;
  return text.charCodeAt(after) === 45 || isLetterAt(text, after)
    ? MONTH_FIRST_DAY | DAY_FIRST_DATE
    : MONTH_FIRST_DAY;
}

/**
 * The end of the numeric or day-first date at the digit at `position` of the window `[from, to)`
 * of `text`, or -1; `possible`: what {@link digitRunDates} allows there.
 */
function digitDateEnd(
  text: string,
  position: number,
  possible: number,
  from: number,
  to: number,
  monthTrie: PhraseTrie,
  scratch: MonthScratch,
): number {
  let matchEnd = -1;
  if (possible & NUMERIC_DATE) matchEnd = numericDateEnd(text, position, from, to);
  if (matchEnd === -1 && possible & DAY_FIRST_DATE)
    matchEnd = spacedDayFirstDateEnd(monthTrie, text, position, from, to, scratch);
  // (a spaced and a joined date have different years: only one of them can be tried here)
  if (matchEnd === -1 && possible & JOINED_DAY_FIRST_DATE)
    matchEnd = joinedDayFirstDateEnd(monthTrie, text, position, from, to, scratch);
  return matchEnd;
}

/**
 * Tries the date pattern at `position` of the window `[from, to)` of `text` (`nextRun`: the first
 * digit-run start after it); on a match, adds its start and end to `matches` and returns its end,
 * else -1.
 */
function tryDateAt(
  text: string,
  position: number,
  nextRun: number,
  from: number,
  to: number,
  monthTrie: PhraseTrie,
  scratch: MonthScratch,
  monthStarts: ReversedSpellingTrie,
  matches: DatePairs,
): number {
  let matchEnd = -1;
  const code = text.charCodeAt(position);
  if (code >= 48 && code <= 57) {
    const possible = digitRunDates(text, position, nextRun, to);
    if (possible !== NO_DATE) matchEnd = digitDateEnd(text, position, possible, from, to, monthTrie, scratch);
  } else {
    if (position < monthStartLimit(text, nextRun, from, to, monthStarts)) return -1;
    matchEnd = monthFirstDateEnd(monthTrie, text, position, from, to, scratch);
  }
  if (matchEnd !== -1) matches.add(position, matchEnd);
  return matchEnd;
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
  monthTrie: PhraseTrie,
  scratch: MonthScratch,
  monthStarts: ReversedSpellingTrie,
  from: number,
  to: number,
  matches: DatePairs,
): void {
  const { text } = input;
  const digits = input.scan.digitRunStarts;
  const letters = input.scan.letterRunStarts;
  let digit = lowerBound(digits, from + 1);
  let scannedTo = from;
  // the first digit-run start after `from` (and after `from + 1`, unless it is `from + 1`)
  const firstDigit = digit < digits.length ? digits[digit]! : to;
  let matchEnd = tryDateAt(text, from, firstDigit, from, to, monthTrie, scratch, monthStarts, matches);
  if (matchEnd !== -1) scannedTo = matchEnd;
  const first = text.charCodeAt(from);
  if (first >= 0xdc00 && first <= 0xdfff && from + 1 >= scannedTo) {
    const day = firstDigit !== from + 1 ? firstDigit : digit + 1 < digits.length ? digits[digit + 1]! : to;
    matchEnd = tryDateAt(text, from + 1, day, from, to, monthTrie, scratch, monthStarts, matches);
    if (matchEnd !== -1) scannedTo = matchEnd;
  }
  for (; digit < digits.length; digit++) {
    const day = digits[digit]!;
    if (day >= to) break;
    if (day < scannedTo) continue;
    const nextRun = digit + 1 < digits.length ? digits[digit + 1]! : to;
    const possible = digitRunDates(text, day, nextRun, to);
    if (possible === NO_DATE) continue;
    // the letter-run starts and dashes (after `from`) where a month spelling ending before this
    // day's white space can start; the others before it cannot start a date
    const limit =
      possible & MONTH_FIRST_DAY
        ? Math.max(monthStartLimit(text, day, from, to, monthStarts), from + 1, scannedTo)
        : day;
    if (limit < day) {
      let letter = lowerBound(letters, limit);
      for (let position = limit; position < day; position++) {
        while (letter < letters.length && letters[letter]! < position) letter++;
        const isStart =
          (letter < letters.length && letters[letter] === position) || text.charCodeAt(position) === 45;
        if (!isStart || position < scannedTo) continue;
        matchEnd = monthFirstDateEnd(monthTrie, text, position, from, to, scratch);
        if (matchEnd === -1) continue;
        matches.add(position, matchEnd);
        scannedTo = matchEnd;
      }
      if (day < scannedTo) continue;
    }
    matchEnd = digitDateEnd(text, day, possible, from, to, monthTrie, scratch);
    if (matchEnd === -1) continue;
    matches.add(day, matchEnd);
    scannedTo = matchEnd;
  }
}

/**
 * The first position where a month-first date whose day is the digit run at `day` can start: its
 * month spelling ends (`\.?\s+`) right before the white space before the day, or (`\.?` and a
 * joiner, no dot before a `.`) right before the joiner before it, so it starts no earlier than the
 * earliest spelling that a walk back from there finds; `Infinity` when neither comes before the
 * day, no spelling ends there, or the day is not inside the window.
 */
function monthStartLimit(
  text: string,
  day: number,
  from: number,
  to: number,
  monthStarts: ReversedSpellingTrie,
): number {
  if (day >= to) return Number.POSITIVE_INFINITY;
  let space = day;
  while (space > from && caseFoldClass(text.charCodeAt(space - 1)) === WHITESPACE_CLASS) space--;
  if (space === day) return joinedMonthStartLimit(text, day, from, monthStarts);
  let start = earliestSpellingStart(monthStarts, text, space, from);
  if (space > 0 && text.charCodeAt(space - 1) === 46) {
    // `\.?` with the dot
    const dotted = earliestSpellingStart(monthStarts, text, space - 1, from);
    if (dotted !== -1 && (start === -1 || dotted < start)) start = dotted;
  }
  return start === -1 ? Number.POSITIVE_INFINITY : start;
}

/**
 * {@link monthStartLimit} for a joined date: the month name ends right before the joiner before
 * the day, or before a dot there (`\.?`) unless the joiner is a dot.
 */
function joinedMonthStartLimit(
  text: string,
  day: number,
  from: number,
  monthStarts: ReversedSpellingTrie,
): number {
  const joiner = day > from ? text.charCodeAt(day - 1) : -1;
  if (!isJoiner(joiner)) return Number.POSITIVE_INFINITY;
  let start = earliestSpellingStart(monthStarts, text, day - 1, from);
  if (joiner !== 46 && text.charCodeAt(day - 2) === 46) {
    const dotted = earliestSpellingStart(monthStarts, text, day - 2, from);
    if (dotted !== -1 && (start === -1 || dotted < start)) start = dotted;
  }
  return start === -1 ? Number.POSITIVE_INFINITY : start;
}

/** Adds to `matches` (start and end, absolute) the matches of the global pattern in the window. */
function datesInSlice(pattern: RegExp, text: string, from: number, to: number, matches: DatePairs): void {
  const slice = text.slice(from, to);
  pattern.lastIndex = 0;
  for (let match = pattern.exec(slice); match !== null; match = pattern.exec(slice))
    matches.add(from + match.index, from + match.index + match[0].length);
}

/**
 * `true` when a birth cue (`cues` at `births[0..count)`, in text order) ends at most 60 code units
 * before `start` and the nearest such keeps with the date, or one starts at most 30 after `end`
 * and the nearest keeps with it.
 */
function isCued(
  text: string,
  cues: readonly ContextCue[],
  births: Int32Array,
  count: number,
  start: number,
  end: number,
): boolean {
  let before: ContextCue | undefined;
  let after: ContextCue | undefined;
  for (let birth = 0; birth < count; birth++) {
    const cue = cues[births[birth]!]!;
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

/** Most code units between a date of birth and the same date said again ("..., afọ 1988. Ya bụ 12/10/1988"). */
const RESTATEMENT_GAP = 24;

/** "That is" per language: the words that say a date again in another form ("Cioè 23/11/1949"). */
export const RESTATEMENT_WORDS: Readonly<Record<LanguageName, readonly string[]>> = {
  English: ['i.e.', 'ie', 'that is', "that's", 'meaning', 'so'],
  Afrikaans: ['dit is', 'dis', 'dus'],
  Amharic: ['ማለትም'],
  Arabic: ['يعني', 'أي', 'اي'],
  French: ["c'est-à-dire", 'soit', "c'est"],
  German: ['also', 'd.h.', 'das heißt', 'das ist'],
  Hausa: ['wato', 'watau'],
  Igbo: ['ya bụ', 'ya bu'],
  Isixhosa: ['oko kukuthi', 'okukuthi'],
  Italian: ['cioè', 'ossia', 'quindi'],
  Kinyarwanda: ['ni ukuvuga', 'bivuze'],
  Sesotho: ['ke hore'],
  Setswana: ['ke gore'],
  Shona: ['kureva', 'zvinoreva'],
  Spanish: ['es decir', 'o sea'],
  Swahili: ['yaani', 'ni kusema'],
  Twi: ['ɛkyerɛ sɛ'],
  Yoruba: ['ìyẹn ni', 'iyen ni'],
  Zulu: ['okungukuthi', 'okusho ukuthi'],
};

const restatementGaps = new Map<LanguageName, RegExp>();

/**
 * `true` when the date at `start` says the date of birth `previous` again: it follows it on the
 * same line within {@link RESTATEMENT_GAP} code units, with the language's "that is" and
 * punctuation between ("Il ventitré novembre del quarantanove. Cioè 23/11/1949."; a second date
 * in brackets may be another date).
 */
function restates(
  text: string,
  language: LanguageName,
  previous: RecognizedEntity | undefined,
  start: number,
): boolean {
  if (previous === undefined || previous.end > start || start - previous.end > RESTATEMENT_GAP) return false;
  let gap = restatementGaps.get(language);
  if (gap === undefined) {
    const words = [
      ...RESTATEMENT_WORDS.English,
      ...(language === 'English' ? [] : RESTATEMENT_WORDS[language]),
    ]
      .sort((first, second) => second.length - first.length)
      .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '[ \\t]+'));
    gap = new RegExp(`^[ \\t,.;:(\\-–]*(?:${words.join('|')})[ \\t,.;:(\\-–]*$`, 'iu');
    restatementGaps.set(language, gap);
  }
  return gap.test(text.slice(previous.end, start));
}

/** The date-of-birth recognizer: the cued dates, the answers to birth questions, the parts said after them. */
export const dateOfBirthRecognizer: CustomRecognizer = {
  kind: 'custom',
  name: 'date-of-birth',
  entityTypes: ['DATE_OF_BIRTH'],
  languages: 'all',
  analyze(input: AnalysisInput): RecognizedEntity[] {
    let entities = cuedDatesOfBirth(input);
    const found = entities.length;
    withAnswers(input, entities);
    // the answers said again too ("Third of May, nineteen eighty-six." / "I have 03/05/1986")
    if (entities.length > found) entities = withDatesOfBirthSaidAgain(input, entities);
    return entities.length === 0 ? entities : withDatePartsSaidAfter(input.text, input.language, entities);
  },
};

/**
 * The dates near a birth cue (see the module comment) and the same dates said again, in text
 * order: what the date patterns scanned over the cue windows find.
 */
export function cuedDatesOfBirth(input: AnalysisInput): RecognizedEntity[] {
  const entities: RecognizedEntity[] = [];
  const { cues } = input.context;
  let births = birthCueIndices;
  let count = 0;
  for (let index = 0; index < cues.length; index++) {
    if (!cues[index]!.kinds.has('BIRTH')) continue;
    if (count === births.length) {
      births = new Int32Array(2 * count);
      births.set(birthCueIndices);
      birthCueIndices = births;
    }
    births[count++] = index;
  }
  if (count === 0) return entities;
  const { text } = input;
  const dates = compileDates(input.language);
  const matches = windowDates;
  // merged windows around the cues (in text order): only there can a date of birth be
  for (let birth = 0; birth < count; ) {
    let cue = cues[births[birth]!]!;
    const from = Math.max(0, cue.start - BIRTH_CUE_WINDOW_AFTER - MAX_DATE_LENGTH);
    let to = Math.min(text.length, cue.end + BIRTH_CUE_WINDOW_BEFORE + MAX_DATE_LENGTH);
    for (birth++; birth < count; birth++) {
      cue = cues[births[birth]!]!;
      const nextFrom = Math.max(0, cue.start - BIRTH_CUE_WINDOW_AFTER - MAX_DATE_LENGTH);
      if (nextFrom > to) break;
      to = Math.max(to, Math.min(text.length, cue.end + BIRTH_CUE_WINDOW_BEFORE + MAX_DATE_LENGTH));
    }
    datesBetween(input, dates, from, to, matches);
    for (let match = 0; match < matches.count; match++) {
      const start = matches.values[2 * match]!;
      const end = matches.values[2 * match + 1]!;
      // a match touching a cut edge may be part of a longer token: skip it (real ones are inside)
      if ((start === from && from > 0) || (end === to && to < text.length)) continue;
      if (
        !isCued(text, cues, births, count, start, end) &&
        !restates(text, input.language, entities.at(-1), start)
      )
        continue;
      entities.push(dateOfBirth(start, end));
    }
  }
  return entities.length === 0 ? entities : withDatesSaidAgain(input, dates, entities);
}

/** A date of birth found between `start` and `end`. */
function dateOfBirth(start: number, end: number): RecognizedEntity {
  return { type: 'DATE_OF_BIRTH', start, end, score: DATE_OF_BIRTH_SCORE, recognizer: 'date-of-birth' };
}

/** Replaces `matches` with the dates between `from` and `to`, read with the language's compiled dates. */
function datesBetween(
  input: AnalysisInput,
  dates: CompiledDates,
  from: number,
  to: number,
  matches: DatePairs,
): void {
  matches.count = 0;
  if (dates.monthTrie)
    datesInWindow(input, dates.monthTrie, dates.scratch, dates.monthStarts, from, to, matches);
  else datesInSlice(dates.pattern, input.text, from, to, matches);
}

/** A time's separator and digit right after a date part (`12:30`, `12.30`, `12h30`). */
const TIME_AFTER = /^[:.h]\d/u;

/** Most turns after a birth question in which its answer is looked for. */
const ANSWER_TURNS = 3;
/** Longest stretch of a turn looked at for an answer. */
const ANSWER_TURN_LIMIT = 160;
/** Most code units between a birth cue and the end of its line for the next turns to answer it. */
const QUESTION_TAIL = 40;

/** The end of the line at `from` (its line break, or the text's end), looking at most `limit` code units. */
function lineEndFrom(text: string, from: number, limit: number): number {
  const to = Math.min(text.length, from + limit);
  for (let index = from; index < to; index++) if (text.charCodeAt(index) === 10) return index;
  return to;
}

/** The end of the sentence at `from` (`.`, `?`, `!`, `;` or a line break), looking at most `limit` code units. */
function sentenceEndFrom(text: string, from: number, limit: number): number {
  const to = Math.min(text.length, from + limit);
  for (let index = from; index < to; index++) {
    const code = text.charCodeAt(index);
    if (
      code === 10 ||
      code === 63 ||
      code === 33 ||
      code === 59 ||
      (code === 46 && !isDigitAt(text, index + 1))
    )
      return index;
  }
  return to;
}

function isDigitAt(text: string, index: number): boolean {
  const code = text.charCodeAt(index);
  return code >= 48 && code <= 57;
}

/** `true` when a digit is in `text.slice(from, to)`. */
function hasDigit(text: string, from: number, to: number): boolean {
  for (let index = from; index < to; index++) {
    const code = text.charCodeAt(index);
    if (code >= 48 && code <= 57) return true;
  }
  return false;
}

/**
 * Adds to `entities` (dates of birth, in text order; kept sorted) the answers to birth questions
 * that the date windows leave out: when the line of a birth cue ends soon after it (a question)
 * with no date of birth, the first date parts with a month (a day or a year with it: "it's 3rd
 * May", "12 June", "May 3rd 86") after at most a few words in one of the next
 * {@link ANSWER_TURNS} turns ("Your date of birth?\nSorry?\nYes.\nIt's the third of May"). A
 * turn with a digit or a date of birth ends the look-up: the question was answered, or something
 * else was said. (A day and a month in the cue's own sentence are no date of birth: "born 3 March
 * 12:30".)
 */
function withAnswers(input: AnalysisInput, entities: RecognizedEntity[]): void {
  const { text } = input;
  const { cues } = input.context;
  const found = entities.length;
  // the first found date that ends after the stretch looked at (those start no later than the
  // stretches after it: one walk through them), and the last answer added
  let nextFound = 0;
  const isAnswered = (from: number, to: number): boolean => {
    while (nextFound < found && entities[nextFound]!.end <= from) nextFound++;
    const last = entities.length > found ? entities[entities.length - 1]! : undefined;
    return (nextFound < found && entities[nextFound]!.start < to) || (last !== undefined && last.end > from);
  };
  const answer = (part: { start: number; end: number }) => entities.push(dateOfBirth(part.start, part.end));
  let scannedTo = 0;
  let speech: boolean | undefined;
  for (const cue of cues) {
    if (cue.end < scannedTo || !cue.kinds.has('BIRTH')) continue;
    speech ??= isSpeechText(text);
    // a month and a year in the cue's own sentence ("gebore in November sewe-en-veertig?"); in
    // speech (one line, no question: the answer follows the cue in the same "sentence") a day and a
    // month are enough ("ojo ibi re nko twelfth of march")
    const sentenceEnd = sentenceEndFrom(text, cue.end, ANSWER_TURN_LIMIT);
    if (!isAnswered(cue.end, sentenceEnd)) {
      const part = datePartIn(text, input.language, cue.end, sentenceEnd, {
        birthYear: undefined,
        answer: true,
        needsYear: speech === false,
      });
      // (a time after the day and month is no date of birth: "born 3 March 12:30")
      if (part !== undefined && !(speech === true && TIME_AFTER.test(text.slice(part.end, part.end + 3)))) {
        answer(part);
        scannedTo = part.end;
        continue;
      }
    }
    // a question: its line ends soon after the cue, with no date of birth in it
    const questionEnd = lineEndFrom(text, cue.end, QUESTION_TAIL + 1);
    scannedTo = questionEnd;
    if (
      questionEnd - cue.end > QUESTION_TAIL ||
      questionEnd >= text.length ||
      text.charCodeAt(questionEnd) !== 10
    )
      continue;
    // (a cue before the last sentence of its turn asks nothing: "Your date of birth is on file.
    // We paid on 4 May 2020.")
    if (sentenceEnd < questionEnd && text.charCodeAt(sentenceEnd) !== 63) continue;
    if (isAnswered(cue.end, questionEnd)) continue;
    let from = questionEnd + 1;
    for (let turn = 0; turn < ANSWER_TURNS; turn++) {
      const to = lineEndFrom(text, from, ANSWER_TURN_LIMIT);
      scannedTo = to;
      if (isAnswered(from, to)) break;
      const part = datePartIn(text, input.language, from, to, { birthYear: undefined, answer: true });
      if (part !== undefined) {
        answer(part);
        break;
      }
      if (hasDigit(text, from, to) || to >= text.length || text.charCodeAt(to) !== 10) break;
      from = to + 1;
    }
  }
  if (entities.length !== found) entities.sort((first, second) => first.start - second.start);
}

/**
 * `entities` (dates of birth of any recognizer, in text order) with the dates that say one of them
 * again in the next turns (see {@link withDatesSaidAgain}), in text order: the dates said again
 * after a date of birth that another shape found ("15 kweyeKhala 1982" / "Ndiphinda: 15/07/1982?").
 */
export function withDatesOfBirthSaidAgain(
  input: AnalysisInput,
  entities: readonly RecognizedEntity[],
): RecognizedEntity[] {
  return withDatesSaidAgain(input, compileDates(input.language), entities.slice());
}

/** Most turns (lines) after a date of birth in which the same date said again is looked for. */
const SAID_AGAIN_TURNS = 2;
/** Most code units after a date of birth in which the same date said again is looked for. */
const SAID_AGAIN_WINDOW = 240;

const saidAgainDates = new DatePairs();

/**
 * The year of a date as written: its four-digit run, or else its last digit run of two digits
 * (`02/11/1981` -> 1981, `29 Desemba, 78` -> 78), or undefined.
 */
function yearOf(text: string, start: number, end: number): number | undefined {
  let year: number | undefined;
  for (const match of text.slice(start, end).matchAll(/\d+/gu)) {
    if (match[0].length === 4) return Number(match[0]);
    if (match[0].length === 2) year = Number(match[0]);
  }
  return year;
}

/** A numeric date's day and month (`06/02/2005` -> 6, 2). */
const NUMERIC_DAY_MONTH = /^(\d{1,2})[./-](\d{1,2})[./-]\d{2,4}$/u;
/** A spelled date's day (one or two digits, an ordinal suffix) and its words (the month, joining words). */
const SPELLED_DAY = /(?<!\d)(\d{1,2})(?!\d)/u;
const SPELLED_WORDS = /\p{L}+/gu;

/**
 * The day and month of a date as written, as one key (`6/2`, `6 february`), or undefined: a
 * numeric date's two first numbers, a spelled date's day and its words.
 */
function dayAndMonthKey(value: string): string | undefined {
  const numeric = NUMERIC_DAY_MONTH.exec(value);
  if (numeric !== null) return `${Number(numeric[1])}/${Number(numeric[2])}`;
  const day = SPELLED_DAY.exec(value.replace(/\d{4}/gu, ' '));
  const words = value.toLowerCase().match(SPELLED_WORDS);
  if (day === null || words === null) return undefined;
  return `${Number(day[1])} ${words.filter((word) => !/^(?:st|nd|rd|th)$/u.test(word)).join(' ')}`;
}

/** Whether the date at `[start, end)` has the day and month of the date of birth `birth`, as written. */
function isSameDayAndMonth(text: string, birth: RecognizedEntity, start: number, end: number): boolean {
  const first = dayAndMonthKey(text.slice(birth.start, birth.end));
  return first !== undefined && first === dayAndMonthKey(text.slice(start, end));
}

/** Hijri years (a birth year of the Gregorian calendar is never in this range). */
const HIJRI_YEARS = { first: 1300, last: 1500 } as const;

/**
 * Whether two years are one: equal, a two-digit year that ends the other, or the same year in
 * another calendar: a Hijri year and the Gregorian year it mostly falls in or the next (1405 ->
 * 1984, 1985), an Ethiopian year (Amharic) and the Gregorian year 7 or 8 after it.
 */
export function isSameYear(language: LanguageName, first: number, second: number): boolean {
  if (first === second || (Math.min(first, second) < 100 && first % 100 === second % 100)) return true;
  for (const [year, other] of [
    [first, second],
    [second, first],
  ] as const) {
    const gregorian: number[] = [];
    if (year >= HIJRI_YEARS.first && year <= HIJRI_YEARS.last) {
      const start = Math.floor(year + 622 - year / 33);
      gregorian.push(start, start + 1);
    }
    if (language === 'Amharic' && year >= 1000) gregorian.push(year + 7, year + 8);
    if (gregorian.some((candidate) => candidate === other || (other < 100 && candidate % 100 === other)))
      return true;
  }
  return false;
}

/**
 * `entities` (dates of birth, in text order) with the dates that say one of them again in the next
 * {@link SAID_AGAIN_TURNS} turns: a date whose year is the year of the date of birth before it is
 * the same date read back, corrected or asked for again, also in another calendar ("Second of November, nineteen eighty-one."
 * / "Hmm, I have 02/11/1981 here"; "Ishirini na tisa Desemba, sabini na nane." / "Samahani, mwaka
 * gani kamili?" / "29 Desemba 1978."), and a date with the day and month of the date of birth
 * before, its year corrected ("six february two thousand and five uh cha ngiyaxolisa six february
 * two thousand and six"). An appointment or a payment is neither in the year of a birth nor on its day.
 */
function withDatesSaidAgain(
  input: AnalysisInput,
  dates: CompiledDates,
  entities: RecognizedEntity[],
): RecognizedEntity[] {
  const { text } = input;
  const found = entities.length;
  for (let index = 0; index < found; index++) {
    const birth = entities[index]!;
    const year = yearOf(text, birth.start, birth.end);
    if (year === undefined) continue;
    let to = birth.end;
    const limit = Math.min(text.length, birth.end + SAID_AGAIN_WINDOW);
    for (let turns = 0; to < limit && turns <= SAID_AGAIN_TURNS; to++) {
      if (text.charCodeAt(to) === 10) turns++;
    }
    if (to < limit) to--; // before the line break that ends the last turn
    const matches = saidAgainDates;
    datesBetween(input, dates, birth.end, to, matches);
    for (let match = 0; match < matches.count; match++) {
      const start = matches.values[2 * match]!;
      const end = matches.values[2 * match + 1]!;
      if (end === to && to < text.length) continue;
      const again = yearOf(text, start, end);
      if (again === undefined) continue;
      // the same year, or the same day and month with the year corrected ("6 February 2005, no, 6 February 2006")
      if (!isSameYear(input.language, year, again) && !isSameDayAndMonth(text, birth, start, end)) continue;
      if (entities.some((entity) => entity.start < end && start < entity.end)) continue;
      entities.push(dateOfBirth(start, end));
    }
  }
  return entities.length === found ? entities : entities.sort((first, second) => first.start - second.start);
}
