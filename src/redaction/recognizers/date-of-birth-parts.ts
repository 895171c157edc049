/**
 * Parts of a date of birth said again right after it: a correction ("3 May 1986 no sorry the
 * fourth"), a read-back and its confirmation ("was it 1986?" / "yes eighty six"). After a found
 * date of birth, the first date part in the rest of its turn and in the next turn, after at most
 * {@link MAX_FILLERS} other words and no digit, is a date of birth too: a year (four digits, 1900
 * to 2035, or in words; two digits or words only when they say the date's own year), an ordinal
 * day after a joining word ("the fourth", "la boraro") or before a month, a month name ending the
 * turn or with a day or year beside it. A part found so is itself a date of birth: a part right
 * after it joins it in turn. Anything else first (a digit, a number that is no such part) ends the
 * look-up: an appointment said later ("... the appointment is on the fifth") stays.
 *
 * @example
 * ```ts
 * // view text 'Date of birth: 3 May 1986.\nWas it 1986?\nYes eighty six' with DATE_OF_BIRTH '3 May 1986'
 * // -> also '1986' and 'eighty six'
 * ```
 */
import type { LanguageName } from '../../languages.js';
import type { RecognizedEntity } from '../recognized-entity.js';
import { tokenNumberParts } from '../spoken/cardinal-numbers.js';
import { isDateFrameWord } from '../spoken/date-frame-words.js';
import { monthInWord, spokenDayOf, spokenYearOf, type TokenParts } from '../spoken/spoken-dates.js';

/** Most other words before a date part in a turn ("no sorry", "was it", "eh it's"; a speaker label apart). */
export const MAX_FILLERS = 3;
/** Most other words before a lone day or month (a correction says it at once: "no sorry the fourth"). */
const MAX_LONE_PART_FILLERS = 2;
/** Most joining words before a part taken with it. */
const MAX_LEADING_JOINERS = 0;
/** Most code units of a turn looked at. */
const SEGMENT_LIMIT = 160;
/** Score of a joined part. */
const PART_SCORE = 0.9;

/** Words, numbers with an ordinal suffix, and glued forms (`ka-3`). */
const WORD = /[\p{L}\p{M}\p{N}'’-]+/gu;
const DIGITS = /^\d+$/u;
const ORDINAL_NUMERAL = /^(\d{1,2})(?:st|nd|rd|th|er|ème|e|º|°)$/u;
const HAS_DIGIT = /\d/u;
/** What may stand between two parts of a date: spaces and a comma. */
const PART_GAP = /^[\s,،]*$/u;

interface Token {
  start: number;
  end: number;
  word: string;
}

/** Most years between a date of birth and a year said right after it as its correction. */
const CORRECTION_YEARS = 10;

/**
 * `true` when the four-digit `year` can be the year of the date of birth before, said again or
 * corrected: within {@link CORRECTION_YEARS} of it (its last two digits, for a two-digit year), so
 * an amount after it ("... the payment of 2000") is no part of it; any year in an answer.
 */
function isNearBirthYear(year: number, reading: PartReading): boolean {
  const { birthYear } = reading;
  if (reading.answer || birthYear === undefined) return true;
  if (birthYear >= 100) return Math.abs(year - birthYear) <= CORRECTION_YEARS;
  const distance = Math.abs((year % 100) - birthYear);
  return Math.min(distance, 100 - distance) <= CORRECTION_YEARS;
}

/** What a word is to a date part. */
const OTHER = 0;
const YEAR = 1;
const DAY = 2;
const MONTH = 3;
const NUMBER_WORD = 4;
const JOINER = 5;
/** A whole date in one run of digits (`241082`, `24101982`, `19821024`). */
const WHOLE_DATE = 6;

/** A day (1-31) and a month (1-12) in two digits each at `day` and `month` of `digits`. */
function isDayAndMonth(digits: string, day: number, month: number): boolean {
  const dayValue = Number(digits.slice(day, day + 2));
  const monthValue = Number(digits.slice(month, month + 2));
  return dayValue >= 1 && dayValue <= 31 && monthValue >= 1 && monthValue <= 12;
}

/**
 * `true` for a date said as one run of digits, as a spoken digit run is written: six digits, day
 * (or month) first and a two-digit year (`241082`), or eight with the year last or first
 * (`24101982`, `19821024`, the year 1900-2035).
 */
function isCompactDate(digits: string): boolean {
  if (digits.length === 6) return isDayAndMonth(digits, 0, 2) || isDayAndMonth(digits, 2, 0);
  if (digits.length !== 8) return false;
  const last = Number(digits.slice(4));
  const first = Number(digits.slice(0, 4));
  return (
    (last >= 1900 && last <= 2035 && (isDayAndMonth(digits, 0, 2) || isDayAndMonth(digits, 2, 0))) ||
    (first >= 1900 && first <= 2035 && isDayAndMonth(digits, 6, 4))
  );
}

/** How parts are read: after a date of birth (`birthYear`: its year), or as the answer to a birth question. */
export interface PartReading {
  readonly birthYear: number | undefined;
  /** An answer: a day or a year in digits or words (any two-digit year) with a month. */
  readonly answer: boolean;
  /** An answer must say the year (one in the question's own sentence: "born in November forty-seven"). */
  readonly needsYear?: boolean;
  /**
   * The date of birth before holds its month: a month after it says the same date in other words
   * ("04/11/1994, fourth of November"), not a part of it.
   */
  readonly birthHasMonth?: boolean;
}

function kindOf(language: LanguageName, word: string, reading: PartReading): number {
  if (DIGITS.test(word)) {
    const value = Number(word);
    if (word.length === 4 && value >= 1900 && value <= 2035 && isNearBirthYear(value, reading)) return YEAR;
    if (reading.answer && word.length <= 2) return value >= 1 && value <= 31 ? DAY : YEAR;
    if (reading.answer && isCompactDate(word)) return WHOLE_DATE;
    if (word.length === 2 && reading.birthYear !== undefined && value === reading.birthYear % 100)
      return YEAR;
    return OTHER;
  }
  const ordinal = ORDINAL_NUMERAL.exec(word);
  if (ordinal !== null) {
    const value = Number(ordinal[1]);
    return value >= 1 && value <= 31 ? DAY : OTHER;
  }
  if (HAS_DIGIT.test(word)) return OTHER;
  if (monthInWord(language, word) !== undefined) return MONTH;
  if (isDateFrameWord(language, word)) return JOINER;
  return tokenNumberParts(language, word) !== undefined ? NUMBER_WORD : OTHER;
}

/**
 * The written value of number words `[first, last]` as a date part: a year (a two-digit one only
 * when it is `birthYear`'s) or an ordinal day, else undefined.
 */
function numberPart(
  language: LanguageName,
  tokens: readonly Token[],
  first: number,
  last: number,
  reading: PartReading,
): number {
  const { birthYear } = reading;
  const parts: TokenParts[] = [];
  for (let index = first; index <= last; index++)
    parts.push(tokenNumberParts(language, tokens[index]!.word)!);
  const year = spokenYearOf(parts, language);
  if (year !== undefined) {
    const value = Number(year);
    if (year.length === 4 && value >= 1900 && value <= 2035 && isNearBirthYear(value, reading)) return YEAR;
    if (year.length === 2 && (reading.answer || (birthYear !== undefined && value === birthYear % 100)))
      return YEAR;
  }
  const day = spokenDayOf(parts, language);
  return day !== undefined && (reading.answer || !DIGITS.test(day)) ? DAY : OTHER;
}

/**
 * The span of the first date part of `text.slice(from, to)` (see the module comment), or
 * undefined, read as `reading` says.
 */
export function datePartIn(
  text: string,
  language: LanguageName,
  from: number,
  to: number,
  reading: PartReading,
): { start: number; end: number } | undefined {
  const tokens: Token[] = [];
  const slice = text.slice(from, to);
  for (const match of slice.matchAll(WORD)) {
    const start = from + match.index;
    tokens.push({ start, end: start + match[0].length, word: match[0] });
    if (tokens.length > MAX_FILLERS + 8) break;
  }
  let fillers = 0;
  // a speaker label ("Caller:") is no word of the turn
  const labelled = tokens.length > 0 && text.charCodeAt(tokens[0]!.end) === 58;
  for (let index = labelled ? 1 : 0; index < tokens.length; index++) {
    const kind = kindOf(language, tokens[index]!.word, reading);
    if (kind === JOINER) continue;
    if (kind === OTHER) {
      if (HAS_DIGIT.test(tokens[index]!.word) || ++fillers > MAX_FILLERS) return undefined;
      continue;
    }
    // the run of parts, number words and joining words from here
    let last = index;
    let cursor = index;
    const kinds: number[] = [];
    while (cursor < tokens.length) {
      // the parts of a date are said apart: spaces or a comma between (not "14..Feb..79", "12:30")
      if (cursor > index && !PART_GAP.test(text.slice(tokens[cursor - 1]!.end, tokens[cursor]!.start))) break;
      const word = kindOf(language, tokens[cursor]!.word, reading);
      if (word === OTHER) break;
      if (word === NUMBER_WORD) {
        let numberLast = cursor;
        while (
          numberLast + 1 < tokens.length &&
          kindOf(language, tokens[numberLast + 1]!.word, reading) === NUMBER_WORD &&
          PART_GAP.test(text.slice(tokens[numberLast]!.end, tokens[numberLast + 1]!.start))
        )
          numberLast++;
        const part = numberPart(language, tokens, cursor, numberLast, reading);
        if (part !== OTHER) kinds.push(part);
        else {
          // a day and a year said in one run of number words ("twelve nineteen ninety nine")
          let split = -1;
          for (let dayLast = cursor; dayLast < numberLast && split === -1; dayLast++) {
            if (
              numberPart(language, tokens, cursor, dayLast, reading) === DAY &&
              numberPart(language, tokens, dayLast + 1, numberLast, reading) === YEAR
            )
              split = dayLast;
          }
          if (split === -1) break;
          kinds.push(DAY, YEAR);
        }
        cursor = numberLast;
        last = cursor;
      } else if (word !== JOINER) {
        kinds.push(word);
        last = cursor;
      }
      cursor++;
    }
    if (kinds.length === 0) {
      // a number word that is no date part ("oh", "one") is one more other word
      if (++fillers > MAX_FILLERS) return undefined;
      continue;
    }
    // the joining words right before the first part open the date ("the 3rd of May", Zulu "ngo 1988")
    let first = index;
    while (
      first > 0 &&
      index - first < MAX_LEADING_JOINERS &&
      kindOf(language, tokens[first - 1]!.word, reading) === JOINER
    )
      first--;
    // an answer is a month with a day or a year ("it's 3rd May", "twelve June"); a whole date is
    // the date recognizer's
    if (reading.answer) {
      if (kinds.length === 1 && kinds[0] === WHOLE_DATE) return span(tokens, first, last);
      return kinds.includes(MONTH) && kinds.length >= 2 && (!reading.needsYear || kinds.includes(YEAR))
        ? span(tokens, first, last)
        : undefined;
    }
    if (reading.birthHasMonth && kinds.includes(MONTH)) return undefined;
    if (kinds.length === 1) {
      const endsTurn = last === tokens.length - 1 && /^[\s.,!?;:]*$/u.test(text.slice(tokens[last]!.end, to));
      const joined = index > 0 && kindOf(language, tokens[index - 1]!.word, reading) === JOINER;
      // a lone month ends the turn ("no sorry June"; not "may I ..."); a lone day has a joining word
      // before it and ends the turn ("the fourth"; not "hold on a second please")
      if (kinds[0] === MONTH && !endsTurn) return undefined;
      if (kinds[0] === DAY && !(joined && endsTurn)) return undefined;
      // and follows at most two other words ("no sorry the fourth"; not "and the appointment is on the fifth")
      if ((kinds[0] === MONTH || kinds[0] === DAY) && fillers > MAX_LONE_PART_FILLERS) return undefined;
    }
    return span(tokens, first, last);
  }
  return undefined;
}

function span(tokens: readonly Token[], first: number, last: number): { start: number; end: number } {
  return { start: tokens[first]!.start, end: tokens[last]!.end };
}

/** A numeric date's day and month, or month and day (`04/11`, `1994-11`). */
const NUMERIC_MONTH = /\d[./-]\d/u;

/** `true` when the date `text.slice(start, end)` holds its month: a numeric date, or a month name. */
function holdsMonth(text: string, language: LanguageName, start: number, end: number): boolean {
  const value = text.slice(start, end);
  if (NUMERIC_MONTH.test(value)) return true;
  for (const match of value.matchAll(WORD)) if (monthInWord(language, match[0]) !== undefined) return true;
  return false;
}

/** The year of a date as written: its four-digit run, else its last two-digit run. */
function writtenYear(text: string, start: number, end: number): number | undefined {
  let year: number | undefined;
  for (const match of text.slice(start, end).matchAll(/\d+/gu)) {
    if (match[0].length === 4) return Number(match[0]);
    if (match[0].length === 2) year = Number(match[0]);
  }
  return year;
}

/**
 * `entities` (dates of birth, sorted by start) with the date parts said right after each of them
 * in its turn or the next (see the module comment), sorted by start.
 */
export function withDatePartsSaidAfter(
  text: string,
  language: LanguageName,
  entities: readonly RecognizedEntity[],
): RecognizedEntity[] {
  const result: RecognizedEntity[] = [];
  let birthYear: number | undefined;
  for (let index = 0; index < entities.length; index++) {
    let birth = entities[index]!;
    result.push(birth);
    const next = entities[index + 1]?.start ?? text.length;
    // the part found is a date of birth: what follows it is looked at in turn
    for (let part = partAfter(text, language, birth, next, birthYear); part !== undefined; ) {
      birthYear = writtenYear(text, birth.start, birth.end) ?? birthYear;
      result.push(part);
      birth = part;
      part = partAfter(text, language, birth, next, birthYear);
    }
    birthYear = writtenYear(text, birth.start, birth.end) ?? birthYear;
  }
  return result;
}

/**
 * The first date part in the rest of the turn of `birth` or in the next turn, before `next` (the
 * next date of birth), as an entity; `birthYear`: the year of the dates of birth before.
 */
function partAfter(
  text: string,
  language: LanguageName,
  birth: RecognizedEntity,
  next: number,
  yearBefore: number | undefined,
): RecognizedEntity | undefined {
  const birthYear = writtenYear(text, birth.start, birth.end) ?? yearBefore;
  const birthHasMonth = holdsMonth(text, language, birth.start, birth.end);
  let from = birth.end;
  for (let turn = 0; turn < 2 && from < next; turn++) {
    const limit = Math.min(text.length, from + SEGMENT_LIMIT);
    let lineEnd = from;
    while (lineEnd < limit && text.charCodeAt(lineEnd) !== 10) lineEnd++;
    const to = Math.min(lineEnd, next);
    const part =
      to > from
        ? datePartIn(text, language, from, to, { birthYear, answer: false, birthHasMonth })
        : undefined;
    if (part !== undefined)
      return {
        type: 'DATE_OF_BIRTH',
        start: part.start,
        end: part.end,
        score: PART_SCORE,
        recognizer: 'date-of-birth',
      };
    if (lineEnd >= next || text.charCodeAt(lineEnd) !== 10) return undefined;
    from = lineEnd + 1;
  }
  return undefined;
}
