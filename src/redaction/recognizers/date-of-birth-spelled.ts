/**
 * The spelled-out alternatives of the date-of-birth pattern, matched by a loop instead of the
 * regex (`iu` flags; `month` is `(?:ku|ka|ngo|kwa|ko|e)?-?(?:name|name|...)\.?`):
 *
 * - day first: `(?<![\p{L}\p{N}])[0-3]?\d(?:st|nd|rd|th|er|ème|º|°|\.)?\s*(?:CONNECTOR\s+)?month,?\s+(?:CONNECTOR\s+)?YEAR(?![\p{L}\p{N}])`
 * - day first, joined: `(?<![\p{L}\p{N}])[0-3]?\d(?:-NAME\.?-|/NAME\.?/|\.NAME\.)YEAR(?![\p{L}\p{N}])`
 * - month first: `(?<![\p{L}\p{N}])month\s+[0-3]?\d(?:st|...|\.)?(?:\s+ቀን)?,?\s+YEAR(?![\p{L}\p{N}])`
 * - month first, joined: `(?<![\p{L}\p{N}])NAME(?:\.?-[0-3]?\d-|\.?/[0-3]?\d/|\.[0-3]?\d\.)YEAR(?![\p{L}\p{N}])`
 *
 * (each day-first form before the month-first ones, spaced before joined), with `NAME` =
 * `name|name|...`, `CONNECTOR` = `of|de|del|di|ya|wa|ga|na|la|ka|ku|ne|von` and `YEAR` =
 * `1[3489]\d\d|20\d\d|\d\d(?![-./:]\d)` (13xx and 14xx: Hijri years, `١٥ رجب ١٤٠٥`; a two-digit year
 * only where no date or time goes on).
 * A joined date (`14-Feb-79`, `14.Feb.1979`, `Feb/14/1979`) has the bare month name, no prefix,
 * and the same joiner on both sides.
 * Every choice is tried in the regex's order (an optional part first taken, then left out; the
 * alternatives of a group in turn) and the first that completes gives the end, so the end is the
 * one the regex, run on the same window, gives. Characters are compared by case-fold class, as
 * the regex compares them; a white space run is taken whole, which is what the regex keeps, since
 * nothing that can follow one starts with white space. The month spellings (prefix, `-` and name)
 * come from a trie whose alternatives are numbered in the regex's order, so the spellings that
 * match at a position, sorted by number, are the month choices in that order; a spelling matched
 * by several choices goes on the same way after each, so only its first counts. (One walk of that
 * trie, 14 times the names, is faster than trying each prefix and `-` before a walk of the names.)
 *
 * @example
 * ```ts
 * const names = ['March'];
 * const months = monthSpellingTrie(names);
 * const scratch = new MonthScratch(months, names);
 * monthFirstDateEnd(months, 'born March 12, 1985.', 5, 0, 20, scratch); // 19
 * dayFirstDateEnd(months, 'born 12th of march 1985', 5, 0, 23, scratch); // 23
 * dayFirstDateEnd(months, 'born 12-March-85', 5, 0, 16, scratch); // 16
 * ```
 */
import { caseFoldClass, registerCaseFoldClass, WHITESPACE_CLASS } from '../context/case-fold-classes.js';
import { alternativesAlong, atomsOf, buildPhraseTrie, type PhraseTrie } from '../context/phrase-trie.js';
import { characterClass, LETTER, NUMBER } from '../text-scan.js';

/** The month prefixes, in the regex's order. */
export const MONTH_PREFIXES = ['ku', 'ka', 'ngo', 'kwa', 'ko', 'eyo', 'eye', 'e'];
const DAY_SUFFIXES = ['st', 'nd', 'rd', 'th', 'er', 'ème', 'º', '°', '.'];
const CONNECTORS = ['of', 'de', 'del', 'di', 'ya', 'wa', 'ga', 'na', 'la', 'ka', 'ku', 'ne', 'von'];
/** "day" in Amharic, after the day of a month-first date. */
const DAY_WORD = 'ቀን';

/** A literal as the case-fold classes of its code points (all in the BMP). */
function literalClasses(literal: string): Int32Array {
  return Int32Array.from(literal, (character) => registerCaseFoldClass(character.codePointAt(0)!));
}

const SUFFIX_CLASSES = DAY_SUFFIXES.map(literalClasses);
const CONNECTOR_CLASSES = CONNECTORS.map(literalClasses);

/** The classes the literals of `literals` start with (once each). */
function firstClasses(literals: readonly Int32Array[]): Int32Array {
  return Int32Array.from(new Set(literals.map((classes) => classes[0]!)));
}

const SUFFIX_FIRST_CLASSES = firstClasses(SUFFIX_CLASSES);
const CONNECTOR_FIRST_CLASSES = firstClasses(CONNECTOR_CLASSES);

/** `true` when the code point at `position` (before `end`) is of one of `classes`. */
function startsWithClassOf(text: string, position: number, end: number, classes: Int32Array): boolean {
  if (position >= end) return false;
  const foldClass = caseFoldClass(codePointIn(text, position, end));
  for (let member = 0; member < classes.length; member++) if (classes[member] === foldClass) return true;
  return false;
}
const DAY_WORD_CLASSES = literalClasses(DAY_WORD);

/**
 * The trie of every month spelling: each prefix (then none), each with `-` (then without), each
 * with every name in the alternation's order; an alternative's index is its place in the regex's
 * order of choices.
 */
export function monthSpellingTrie(names: readonly string[]): PhraseTrie {
  return buildPhraseTrie(monthSpellings(names).map(atomsOf));
}

/**
 * Every month spelling of `names`: each prefix (then none), each with `-` (then without), each
 * with every name in the alternation's order.
 */
export function monthSpellings(names: readonly string[]): string[] {
  return [...MONTH_PREFIXES, ''].flatMap((prefix) =>
    ['-', ''].flatMap((dash) => names.map((name) => `${prefix}${dash}${name}`)),
  );
}

/** Scratch space for the month spellings found at a position (one per trie, reused). */
export class MonthScratch {
  /** The (index, end) pairs of one walk of the trie, by index once sorted. */
  readonly pairs: Int32Array;
  /** The ends of the month spellings, in the regex's order. */
  readonly ends: Int32Array;
  /**
   * The index of the first bare name (no prefix, no `-`): the spellings from there on are the
   * `NAME` of a joined date. (No month name of any language spells a prefix and another name, so
   * a bare name is never hidden behind an earlier spelling of the same letters.)
   */
  readonly firstName: number;

  /** `months`: the trie {@link monthSpellingTrie} built from `names`. */
  constructor(months: PhraseTrie, names: readonly string[]) {
    this.pairs = new Int32Array(2 * months.depth);
    this.ends = new Int32Array(months.depth);
    this.firstName = 2 * MONTH_PREFIXES.length * names.length + names.length;
  }
}

/** The code point at `position` of the window ending at `end` (a pair cut by `end` not joined). */
function codePointIn(text: string, position: number, end: number): number {
  const code = text.charCodeAt(position);
  if (code >= 0xd800 && code <= 0xdbff && position + 1 < end) {
    const low = text.charCodeAt(position + 1);
    if (low >= 0xdc00 && low <= 0xdfff) return (code - 0xd800) * 0x400 + (low - 0xdc00) + 0x10000;
  }
  return code;
}

/**
 * `true` for a code point in `[\p{L}\p{N}]` as the `iu` regex sees it: the letters and numbers,
 * and U+0345 (a mark that case-folds to a letter, the only code point the `i` flag adds).
 */
function isWordCodePoint(codePoint: number): boolean {
  return (characterClass(codePoint) & (LETTER | NUMBER)) !== 0 || codePoint === 0x345;
}

/** `(?<![\p{L}\p{N}])` at `position` of the window `[begin, end)`. */
function noWordBefore(text: string, position: number, begin: number): boolean {
  if (position <= begin) return true;
  let codePoint = text.charCodeAt(position - 1);
  if (codePoint >= 0xdc00 && codePoint <= 0xdfff && position - 2 >= begin) {
    const high = text.charCodeAt(position - 2);
    if (high >= 0xd800 && high <= 0xdbff)
      codePoint = (high - 0xd800) * 0x400 + (codePoint - 0xdc00) + 0x10000;
  }
  return !isWordCodePoint(codePoint);
}

/** `(?![\p{L}\p{N}])` at `position` of the window ending at `end`. */
function noWordAfter(text: string, position: number, end: number): boolean {
  return position >= end || !isWordCodePoint(codePointIn(text, position, end));
}

/** The end of the literal `classes` at `position`, or -1. */
function literalEnd(text: string, position: number, end: number, classes: Int32Array): number {
  let index = position;
  for (let member = 0; member < classes.length; member++) {
    if (index >= end) return -1;
    const codePoint = codePointIn(text, index, end);
    if (caseFoldClass(codePoint) !== classes[member]) return -1;
    index += codePoint > 0xffff ? 2 : 1;
  }
  return index;
}

/** The end of the white space run at `position` (`\s*`, greedy). */
function spaceEnd(text: string, position: number, end: number): number {
  let index = position;
  while (index < end && caseFoldClass(text.charCodeAt(index)) === WHITESPACE_CLASS) index++;
  return index;
}

function isDigitAt(text: string, position: number, end: number): boolean {
  if (position >= end) return false;
  const code = text.charCodeAt(position);
  return code >= 48 && code <= 57;
}

/** The `choice`-th length (0 first) of `[0-3]?\d` at `position` (two digits, then one); 0: none. */
function dayLength(text: string, position: number, end: number, choice: number): number {
  if (!isDigitAt(text, position, end)) return 0;
  const two = text.charCodeAt(position) <= 51 && isDigitAt(text, position + 1, end);
  if (choice === 0) return two ? 2 : 1;
  return choice === 1 && two ? 1 : 0;
}

/** `-`, `.` or `/`: what can join a spelled month to its day and year. */
export function isJoiner(code: number): boolean {
  return code === 45 || code === 46 || code === 47;
}

/**
 * `YEAR(?![\p{L}\p{N}])` at `position` (`1[3489]\d\d|20\d\d|\d\d(?![-./:]\d)`): its end, or -1.
 * Three digits leave only the four-digit choices (the two-digit one has a digit after it).
 */
export function yearEnd(text: string, position: number, end: number): number {
  if (position + 2 > end) return -1;
  const first = text.charCodeAt(position);
  const second = text.charCodeAt(position + 1);
  if (first < 48 || first > 57 || second < 48 || second > 57) return -1;
  if (!isDigitAt(text, position + 2, end)) return twoDigitYearEnd(text, position, end);
  // 18xx, 19xx, 20xx, and the Hijri 13xx and 14xx
  if (
    !(
      (first === 49 && (second === 56 || second === 57 || second === 51 || second === 52)) ||
      (first === 50 && second === 48)
    )
  )
    return -1;
  if (!isDigitAt(text, position + 3, end)) return -1;
  return noWordAfter(text, position + 4, end) ? position + 4 : -1;
}

/** `\d\d(?![-./:]\d)(?![\p{L}\p{N}])` at `position`, where two digits and no third are: its end, or -1. */
function twoDigitYearEnd(text: string, position: number, end: number): number {
  const next = position + 2 < end ? text.charCodeAt(position + 2) : -1;
  if ((isJoiner(next) || next === 58) && isDigitAt(text, position + 3, end)) return -1;
  return noWordAfter(text, position + 2, end) ? position + 2 : -1;
}

/**
 * The `choice`-th way (0 first) `(?:CONNECTOR\s+)?` can end at `position`: each connector that
 * matches with white space after it, in order, then none; -1 when there is no such choice.
 */
function connectorEnd(text: string, position: number, end: number, choice: number): number {
  if (!startsWithClassOf(text, position, end, CONNECTOR_FIRST_CLASSES)) return choice === 0 ? position : -1;
  let seen = 0;
  for (const classes of CONNECTOR_CLASSES) {
    const wordEnd = literalEnd(text, position, end, classes);
    if (wordEnd === -1) continue;
    const after = spaceEnd(text, wordEnd, end);
    if (after === wordEnd) continue;
    if (seen === choice) return after;
    seen++;
  }
  return seen === choice ? position : -1;
}

/**
 * The `choice`-th way (0 first) the day's suffix can end at `position`: each suffix that matches,
 * in order, then none; -1 when there is no such choice.
 */
function suffixEnd(text: string, position: number, end: number, choice: number): number {
  if (!startsWithClassOf(text, position, end, SUFFIX_FIRST_CLASSES)) return choice === 0 ? position : -1;
  let seen = 0;
  for (const classes of SUFFIX_CLASSES) {
    const after = literalEnd(text, position, end, classes);
    if (after === -1) continue;
    if (seen === choice) return after;
    seen++;
  }
  return seen === choice ? position : -1;
}

/**
 * The ends of the month spellings at `position` (`(?:PREFIX)?-?(?:NAME)`), in the regex's order,
 * one per distinct span, written to `scratch.ends`; returns their number.
 */
function monthSpellingEnds(
  months: PhraseTrie,
  text: string,
  position: number,
  end: number,
  scratch: MonthScratch,
): number {
  const { pairs, ends } = scratch;
  const count = alternativesAlong(months, text, position, end, pairs);
  // sort the (index, end) pairs by index: a handful at most
  for (let next = 1; next < count; next++) {
    const index = pairs[2 * next]!;
    const spellingEnd = pairs[2 * next + 1]!;
    let place = next;
    while (place > 0 && pairs[2 * (place - 1)]! > index) {
      pairs[2 * place] = pairs[2 * (place - 1)]!;
      pairs[2 * place + 1] = pairs[2 * (place - 1) + 1]!;
      place--;
    }
    pairs[2 * place] = index;
    pairs[2 * place + 1] = spellingEnd;
  }
  for (let pair = 0; pair < count; pair++) ends[pair] = pairs[2 * pair + 1]!;
  return count;
}

/** `,` and the Arabic and Ethiopic commas (`،`, `፣`: "መስከረም 17፣ 1978"), the `,?` of the patterns. */
function isComma(code: number): boolean {
  return code === 0x2c || code === 0x060c || code === 0x1363;
}

/** `,?\s+(?:CONNECTOR\s+)?YEAR(?![\p{L}\p{N}])` at `position` (day-first dates): its end, or -1. */
function dayFirstYearEnd(text: string, position: number, end: number): number {
  for (let comma = 1; comma >= 0; comma--) {
    if (comma === 1 && !(position < end && isComma(text.charCodeAt(position)))) continue;
    const space = position + comma;
    const afterSpace = spaceEnd(text, space, end);
    if (afterSpace === space) continue;
    for (let choice = 0; ; choice++) {
      const year = connectorEnd(text, afterSpace, end, choice);
      if (year === -1) break;
      const dateEnd = yearEnd(text, year, end);
      if (dateEnd !== -1) return dateEnd;
    }
  }
  return -1;
}

/**
 * The end of the day-first date at `position` (a digit) of the window `[begin, end)` of `text`,
 * or -1.
 */
export function dayFirstDateEnd(
  months: PhraseTrie,
  text: string,
  position: number,
  begin: number,
  end: number,
  scratch: MonthScratch,
): number {
  const dateEnd = spacedDayFirstDateEnd(months, text, position, begin, end, scratch);
  return dateEnd !== -1 ? dateEnd : joinedDayFirstDateEnd(months, text, position, begin, end, scratch);
}

/**
 * The end of the spaced day-first date (`12 March 1985`) at `position` (a digit) of the window
 * `[begin, end)` of `text`, or -1; the year has white space before it.
 */
export function spacedDayFirstDateEnd(
  months: PhraseTrie,
  text: string,
  position: number,
  begin: number,
  end: number,
  scratch: MonthScratch,
): number {
  if (!noWordBefore(text, position, begin)) return -1;
  const { ends } = scratch;
  for (let dayChoice = 0; dayChoice < 2; dayChoice++) {
    const day = dayLength(text, position, end, dayChoice);
    if (day === 0) break;
    for (let suffixChoice = 0; ; suffixChoice++) {
      const suffix = suffixEnd(text, position + day, end, suffixChoice);
      if (suffix === -1) break;
      const afterSpace = spaceEnd(text, suffix, end);
      for (let connectorChoice = 0; ; connectorChoice++) {
        const month = connectorEnd(text, afterSpace, end, connectorChoice);
        if (month === -1) break;
        const spellings = monthSpellingEnds(months, text, month, end, scratch);
        for (let spelling = 0; spelling < spellings; spelling++) {
          const spellingEnd = ends[spelling]!;
          // `\.?`: with the dot, then without
          if (spellingEnd < end && text.charCodeAt(spellingEnd) === 46) {
            const dateEnd = dayFirstYearEnd(text, spellingEnd + 1, end);
            if (dateEnd !== -1) return dateEnd;
          }
          const dateEnd = dayFirstYearEnd(text, spellingEnd, end);
          if (dateEnd !== -1) return dateEnd;
        }
      }
    }
  }
  return -1;
}

/**
 * `(?<![\p{L}\p{N}])[0-3]?\d(?:-NAME\.?-|/NAME\.?/|\.NAME\.)YEAR(?![\p{L}\p{N}])` at
 * `position` of the window `[begin, end)` of `text`: its end, or -1; the year has the joiner before
 * it. Only the day's first choice can go on (a joiner must follow it, and after two digits the
 * one-digit choice has a digit there).
 */
export function joinedDayFirstDateEnd(
  months: PhraseTrie,
  text: string,
  position: number,
  begin: number,
  end: number,
  scratch: MonthScratch,
): number {
  if (!noWordBefore(text, position, begin)) return -1;
  const name = position + dayLength(text, position, end, 0) + 1;
  if (name >= end) return -1;
  const joiner = text.charCodeAt(name - 1);
  if (!isJoiner(joiner)) return -1;
  const spellings = monthSpellingEnds(months, text, name, end, scratch);
  const { pairs, firstName } = scratch;
  for (let pair = 0; pair < spellings; pair++) {
    if (pairs[2 * pair]! < firstName) continue;
    // `\.?` before a `-` or `/`: with the dot, then without (only one can be followed by the joiner)
    let after = pairs[2 * pair + 1]!;
    if (joiner !== 46 && after < end && text.charCodeAt(after) === 46) after++;
    if (after >= end || text.charCodeAt(after) !== joiner) continue;
    const dateEnd = yearEnd(text, after + 1, end);
    if (dateEnd !== -1) return dateEnd;
  }
  return -1;
}

/** `(?:\s+ቀን)?,?\s+YEAR(?![\p{L}\p{N}])` at `position` (month-first dates): its end, or -1. */
function monthFirstYearEnd(text: string, position: number, end: number): number {
  const space = spaceEnd(text, position, end);
  const dayWord = space > position ? literalEnd(text, space, end, DAY_WORD_CLASSES) : -1;
  if (dayWord !== -1) {
    const dateEnd = commaYearEnd(text, dayWord, end);
    if (dateEnd !== -1) return dateEnd;
  }
  return commaYearEnd(text, position, end);
}

/** `,?\s+YEAR(?![\p{L}\p{N}])` at `position`: its end, or -1. */
function commaYearEnd(text: string, position: number, end: number): number {
  const afterComma = position < end && isComma(text.charCodeAt(position)) ? position + 1 : position;
  const year = spaceEnd(text, afterComma, end);
  if (year === afterComma) return -1;
  return yearEnd(text, year, end);
}

/**
 * The end of the month-first date at `position` (where a month spelling can start) of the window
 * `[begin, end)` of `text`, or -1.
 */
export function monthFirstDateEnd(
  months: PhraseTrie,
  text: string,
  position: number,
  begin: number,
  end: number,
  scratch: MonthScratch,
): number {
  if (!noWordBefore(text, position, begin)) return -1;
  const spellings = monthSpellingEnds(months, text, position, end, scratch);
  const { ends } = scratch;
  for (let spelling = 0; spelling < spellings; spelling++) {
    const spellingEnd = ends[spelling]!;
    // `\.?`: with the dot, then without
    for (let dot = 1; dot >= 0; dot--) {
      if (dot === 1 && !(spellingEnd < end && text.charCodeAt(spellingEnd) === 46)) continue;
      const space = spellingEnd + dot;
      const day = spaceEnd(text, space, end);
      if (day === space) continue;
      for (let dayChoice = 0; dayChoice < 2; dayChoice++) {
        const dayDigits = dayLength(text, day, end, dayChoice);
        if (dayDigits === 0) break;
        for (let suffixChoice = 0; ; suffixChoice++) {
          const suffix = suffixEnd(text, day + dayDigits, end, suffixChoice);
          if (suffix === -1) break;
          const dateEnd = monthFirstYearEnd(text, suffix, end);
          if (dateEnd !== -1) return dateEnd;
        }
      }
    }
  }
  return joinedMonthFirstDateEnd(text, end, spellings, scratch);
}

/**
 * `NAME(?:\.?-[0-3]?\d-|\.?/[0-3]?\d/|\.[0-3]?\d\.)YEAR(?![\p{L}\p{N}])` for the `spellings`
 * (index, end) pairs of `scratch`, sorted, found where the date starts: its end, or -1. After a
 * name, the dot and the joiner leave one choice: a dot then `-` or `/`, a joiner then the day.
 */
function joinedMonthFirstDateEnd(
  text: string,
  end: number,
  spellings: number,
  scratch: MonthScratch,
): number {
  const { pairs, firstName } = scratch;
  for (let pair = 0; pair < spellings; pair++) {
    if (pairs[2 * pair]! < firstName) continue;
    let joinerAt = pairs[2 * pair + 1]!;
    if (joinerAt + 1 < end && text.charCodeAt(joinerAt) === 46) {
      const next = text.charCodeAt(joinerAt + 1);
      if (next === 45 || next === 47) joinerAt++;
    }
    if (joinerAt >= end) continue;
    const joiner = text.charCodeAt(joinerAt);
    if (!isJoiner(joiner)) continue;
    const day = joinerAt + 1;
    const afterDay = day + dayLength(text, day, end, 0);
    if (afterDay === day || afterDay >= end || text.charCodeAt(afterDay) !== joiner) continue;
    const dateEnd = yearEnd(text, afterDay + 1, end);
    if (dateEnd !== -1) return dateEnd;
  }
  return -1;
}
