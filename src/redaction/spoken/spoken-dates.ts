/**
 * Spoken dates in the written view: a day and a year said in words next to a month name are
 * written as one date, day first, so the date recognizers read it ("Vyf Oktober 2004" ->
 * "5 Oktober 2004", "vingt deux février deux mille dix huit" -> "22 février 2018", "biyu ga
 * watan oktoba shekarar dubu ɗaya da ɗari tara da casa'in da biyar" -> "2 oktoba 1995",
 * "eighty-nine, the twenty-first of April" -> "21 April 89", "ሐምሌ ሰባት አንድ ሺህ ዘጠኝ መቶ ሰማንያ
 * ስምንት" -> "7 ሐምሌ 1988"). The day is a cardinal (1-31) or an ordinal; the year a cardinal with
 * multipliers, digits read one by one ("nineteen eighty six") or two digits ("quatre vingt
 * sept"), after the month or before the day; a few joining words ("of", "de", "ga watan",
 * "tariki ya", "musi wa") may stand between them. A day and a month without a year: only the day
 * is written.
 *
 * @example
 * ```ts
 * // tokens of 'Douze mai deux mille un' (French) -> [{ originalStart: 0, originalEnd: 23, replacement: '12 mai 2001' }]
 * ```
 */
import type { LanguageName } from '../../languages.js';
import { monthNames } from '../recognizers/month-names.js';
import {
  cardinalValue,
  digitReading,
  hasMultiplier,
  mayBeNumberToken,
  tokenNumberParts,
} from './cardinal-numbers.js';
import { isDateFrameWord, isDateLeadWord, mostDateJoiningWords } from './date-frame-words.js';
import { foldNumberWord, mayBeNumberWord, type NumberWord, numberWordEntries } from './number-words.js';

/** A word of the text, as the view tokenizes it. */
export interface SpokenToken {
  readonly start: number;
  readonly end: number;
  readonly word: string;
}

/** One replaced stretch of the text. */
export interface DateReplacement {
  originalStart: number;
  originalEnd: number;
  replacement: string;
}

/** Words that may join a day, a month and a year ("the 21st **of** April", "4 **ga watan** Yuni"), any language, folded. */
const DATE_JOINERS: ReadonlySet<string> = new Set([
  'of',
  'the',
  'in',
  'de',
  'del',
  'di',
  'du',
  'le',
  'la',
  'el',
  'am',
  'im',
  'der',
  'den',
  'von',
  'ga',
  'watan',
  'shekara',
  'shekarar',
  'ta',
  'ya',
  'wa',
  'ka',
  'ku',
  'ne',
  'na',
  'musi',
  'tariki',
  'itariki',
  'mwezi',
  'mwaka',
  'ojo',
  'osu',
  'onwa',
  "n'onwa",
  'ngomhla',
  'mhla',
  'mwaka',
  'ቀን',
  'من',
  'عام',
  'سنة',
]);

/** A year with a glued prefix of at most four letters (`ngo-86`), its digits captured. */
const PREFIXED_YEAR = /^\p{L}{1,4}-(\d{2}|\d{4})$/u;

/** Most joining words between two parts of a date. */
const MAX_JOINERS = 2;

/** A digit and a `/`, `.` or `-` right before a token, or after it: the token belongs to a numeric date. */
const GLUED_DATE_BEFORE = /\d[/.-]$/u;
const GLUED_DATE_AFTER = /^[/.-]\d/u;

/** What may stand between two words of one number or date: spaces, commas, dashes. */
const GAP = /^[\s,\-–]*$/u;

/** Prefixes glued to a month name: Nguni locatives (`kuMatshi`, `ngoMeyi`, `ka-May`), Arabic `و`, `ب`, `ف`. */
const MONTH_PREFIXES = ['ku', 'ka', 'ngo', 'kwa', 'ko', 'we', 'ye', 'eyo', 'eye', 'e', 'و', 'ب', 'ف'];

const monthSets = new Map<LanguageName, ReadonlySet<string>>();

/** The folded month names of `language` (its own and English). */
export function monthWordSet(language: LanguageName): ReadonlySet<string> {
  let months = monthSets.get(language);
  if (months === undefined) {
    months = new Set(monthNames(language).map(foldNumberWord));
    monthSets.set(language, months);
  }
  return months;
}

const monthEnds = new Map<LanguageName, ReadonlySet<number>>();

/** A hash of the last three code units of `text.slice(start, end)`, ASCII capitals as small letters. */
function endKey(text: string, start: number, end: number): number {
  let key = 0;
  for (let index = Math.max(start, end - 3); index < end; index++) {
    const code = text.charCodeAt(index);
    key = (Math.imul(key, 0x9e3779b1) ^ (code >= 65 && code <= 90 ? code + 32 : code)) | 0;
  }
  // a small integer: cheap to hash
  return key & 0x3fffffff;
}

/**
 * `false` when `text.slice(start, end)` surely does not end a month name of `language` (its last
 * three code units end none of them): a cheap test before {@link monthInWord}.
 */
export function mayEndMonth(language: LanguageName, text: string, start: number, end: number): boolean {
  let ends = monthEnds.get(language);
  if (ends === undefined) {
    const keys = new Set<number>();
    // the first words of names of several words count too ("mwezi wa tatu", "oṣù Ẹrẹ̀nà")
    const words = monthNames(language).flatMap((name) => [name, name.split(' ')[0]!]);
    for (const name of words) {
      for (const spelling of [name.normalize('NFC'), name.normalize('NFD'), foldNumberWord(name)]) {
        const lower = spelling.toLowerCase();
        keys.add(endKey(lower, 0, lower.length));
      }
    }
    ends = keys;
    monthEnds.set(language, ends);
  }
  return ends.has(endKey(text, start, end));
}

const multiplierEnds = new Map<LanguageName, ReadonlySet<number>>();

/**
 * `false` when `text.slice(start, end)` is surely no multiplier or hundreds word of `language`
 * ("thousand", "dubu", "novecientos", "وألف"): its last three code units end none of them.
 */
export function mayEndMultiplier(language: LanguageName, text: string, start: number, end: number): boolean {
  let ends = multiplierEnds.get(language);
  if (ends === undefined) {
    const keys = new Set<number>();
    for (const [word, role] of numberWordEntries(language)) {
      if (role.role !== 'multiplier' && role.role !== 'hundreds') continue;
      for (const spelling of [word.normalize('NFC'), word.normalize('NFD')])
        keys.add(endKey(spelling, 0, spelling.length));
    }
    ends = keys;
    multiplierEnds.set(language, ends);
  }
  return ends.has(endKey(text, start, end));
}

/** The month name a word is, without its glued prefix (`kuMatshi` -> `Matshi`), or undefined. */
export function monthInWord(language: LanguageName, word: string): string | undefined {
  const months = monthWordSet(language);
  const folded = foldNumberWord(word);
  if (months.has(folded)) return word;
  for (const prefix of MONTH_PREFIXES) {
    if (!folded.startsWith(prefix)) continue;
    const rest =
      folded.length > prefix.length && folded.charCodeAt(prefix.length) === 45
        ? prefix.length + 1
        : prefix.length;
    if (folded.length - rest >= 3 && months.has(folded.slice(rest))) return word.slice(rest);
  }
  return undefined;
}

const monthLeadSets = new Map<LanguageName, ReadonlySet<string>>();

/** The first words (folded) of the month names of `language` written in several words. */
function monthLeads(language: LanguageName): ReadonlySet<string> {
  let leads = monthLeadSets.get(language);
  if (leads === undefined) {
    leads = new Set(
      monthNames(language)
        .filter((name) => name.includes(' '))
        .map((name) => foldNumberWord(name.split(' ')[0]!)),
    );
    monthLeadSets.set(language, leads);
  }
  return leads;
}

/** Longest month name in words ("mwezi wa kumi na mbili"). */
const MAX_MONTH_WORDS = 5;

/** `true` when `word` is a month name or the first word of one ("mwezi" of "mwezi wa tatu"). */
export function isMonthWord(language: LanguageName, word: string): boolean {
  return monthInWord(language, word) !== undefined || monthLeads(language).has(foldNumberWord(word));
}

/** A month found at a token: the tokens it spans and its name as written. */
interface FoundMonth {
  first: number;
  last: number;
  name: string;
}

function monthAt(
  language: LanguageName,
  tokens: readonly SpokenToken[],
  index: number,
  text: string,
): FoundMonth | undefined {
  const token = tokens[index]!;
  if (monthLeads(language).has(foldNumberWord(token.word))) {
    // a name of several words, the longest first
    let folded = foldNumberWord(token.word);
    let longest: FoundMonth | undefined;
    for (let last = index + 1; last < tokens.length && last - index < MAX_MONTH_WORDS; last++) {
      if (!/^\s+$/u.test(text.slice(tokens[last - 1]!.end, tokens[last]!.start))) break;
      folded += ` ${foldNumberWord(tokens[last]!.word)}`;
      if (monthWordSet(language).has(folded))
        longest = { first: index, last, name: text.slice(token.start, tokens[last]!.end) };
    }
    if (longest !== undefined) return longest;
  }
  if (!mayEndMonth(language, text, token.start, token.end)) return undefined;
  // a number word is read as one ("sept" in French, "صفر" in Arabic), not as a month
  if (tokenNumberParts(language, token.word) !== undefined) return undefined;
  const name = monthInWord(language, token.word);
  return name === undefined ? undefined : { first: index, last: index, name };
}

/** The number parts of a token, or its digits. */
export type TokenParts = readonly NumberWord[] | string;

/** The number parts (or digits) of the tokens, read when first asked for: shared by the readers. */
export class NumberParts {
  readonly #parts: Array<TokenParts | null | undefined>;
  constructor(
    readonly text: string,
    readonly tokens: readonly SpokenToken[],
    readonly language: LanguageName,
  ) {
    this.#parts = new Array(tokens.length);
  }

  /** The number parts or digits of the token at `index`, undefined for other words. */
  at(index: number): TokenParts | undefined {
    let parts = this.#parts[index];
    if (parts === undefined) {
      const token = this.tokens[index]!;
      const first = this.text.charCodeAt(token.start);
      if (first >= 48 && first <= 57) parts = /^\d+$/u.test(token.word) ? token.word : null;
      else if (this.text.charCodeAt(token.end - 1) <= 57 && this.text.charCodeAt(token.end - 1) >= 48)
        // a year with a glued locative prefix: Nguni `ngo-86`, `ngo-1986`
        parts = PREFIXED_YEAR.exec(token.word)?.[1] ?? null;
      else if (!mayBeNumberToken(this.language, this.text, token.start, token.end)) parts = null;
      else parts = tokenNumberParts(this.language, token.word) ?? null;
      this.#parts[index] = parts;
    }
    return parts ?? undefined;
  }
}

/** A day or a year read from tokens `[first, last]`. */
interface DatePart {
  first: number;
  last: number;
  text: string;
}

/** The written day of `parts` (1-31: one number, or a ten and a unit in either order), or undefined. */
function dayOf(parts: readonly TokenParts[], language: LanguageName): string | undefined {
  if (parts.length === 1 && typeof parts[0] === 'string') {
    const value = Number(parts[0]);
    return /^\d{1,2}$/u.test(parts[0]) && value >= 1 && value <= 31 ? String(value) : undefined;
  }
  if (parts.some((part) => typeof part === 'string')) return undefined;
  const words = (parts as Array<readonly NumberWord[]>).flat();
  // connectors join; one that opens a teen counts only first ("sha biyar", but "goma sha biyar")
  const numbers = words.filter(
    (part, index) => part.role !== 'connector' || (index === 0 && part.value !== 0),
  );
  if (numbers.length === 0) return undefined;
  // a tens multiplier said first ("amashumi amathathu" = 30, "mirongo itatu n'umwe" = 31)
  if (isTensMultiplier(numbers[0]!)) {
    const value = cardinalValue(words, language);
    return numbers.length <= 3 && value !== undefined && value >= 20 && value <= 31
      ? String(value)
      : undefined;
  }
  if (numbers.length > 2) return undefined;
  if (
    numbers.some((part) => part.role === 'repeat' || part.role === 'multiplier' || part.role === 'hundreds')
  )
    return undefined;
  if (numbers.length === 2) {
    const [first, second] = numbers as [NumberWord, NumberWord];
    const isTen = (part: NumberWord) => part.value === 10 || part.value === 20 || part.value === 30;
    const isUnit = (part: NumberWord) => part.value >= 1 && part.value <= 9 && part.role !== 'teen';
    if (!((isTen(first) && isUnit(second)) || (isUnit(first) && isTen(second)))) return undefined;
    if (first.role === 'ordinal') return undefined;
  }
  const value = cardinalValue(words, language);
  if (value === undefined || value < 1 || value > 31) return undefined;
  return words[words.length - 1]!.role === 'ordinal' ? ordinalNumeral(value, language) : String(value);
}

/** `true` for a multiplier of tens said before its count (Nguni `amashumi`, Shona `makumi`, Kinyarwanda `mirongo`). */
function isTensMultiplier(word: NumberWord): boolean {
  return word.role === 'multiplier' && word.value === 10 && word.first === true;
}

/** The numeral of an ordinal day: `14th`, French `1er`. */
export function ordinalNumeral(day: number, language: LanguageName): string {
  if (language === 'French') return day === 1 ? '1er' : String(day);
  const suffix =
    day % 10 === 1 && day !== 11
      ? 'st'
      : day % 10 === 2 && day !== 12
        ? 'nd'
        : day % 10 === 3 && day !== 13
          ? 'rd'
          : 'th';
  return `${day}${suffix}`;
}

/** The written year of `parts`: four digits (a cardinal or digits read one by one) or two, or undefined. */
function yearOf(parts: readonly TokenParts[], language: LanguageName): string | undefined {
  if (parts.length === 1 && typeof parts[0] === 'string')
    return /^(?:\d{2}|\d{4})$/u.test(parts[0]) ? parts[0] : undefined;
  if (parts.some((part) => typeof part === 'string')) return undefined;
  const words = (parts as Array<readonly NumberWord[]>).flat();
  if (words.some((part) => part.role === 'ordinal' || part.role === 'repeat')) return undefined;
  if (isTensMultiplier(words[0]!) && words.length > 1) {
    // tens said with a multiplier first ("amashumi asibhozo anesithandathu" = 86)
    const value = cardinalValue(words, language);
    return value !== undefined && value >= 20 && value <= 99 ? String(value) : undefined;
  }
  if (hasMultiplier(words)) {
    // no cardinal says a zero ("puku abụọ na otu | ọ dị mma": the English "o" is a word there)
    if (words.some((part, index) => index > 0 && part.role === 'digit' && part.value === 0)) return undefined;
    const value = cardinalValue(words, language);
    return value !== undefined && value >= 1000 && value <= 2100 ? String(value) : undefined;
  }
  const digits = digitReading(words, language);
  if (digits !== undefined && digits.length === 4 && /^(?:1[3-9]|20)/u.test(digits)) return digits;
  const value = cardinalValue(words, language);
  if (value === undefined || value > 99) return undefined;
  for (let index = 1; index < words.length; index++) {
    const before = words[index - 1]!;
    const word = words[index]!;
    // two digits said one by one are "oh five", not "two one"
    if (before.role === 'digit' && before.value !== 0 && word.role === 'digit') return undefined;
    // no two-digit number says tens after a teen or tens ("nineteen eighty" is no 99), nor ends
    // with a zero ("eighty o": Yoruba "o" after a year)
    if (word.role === 'tens' && before.value >= 10 && before.role !== 'connector') return undefined;
    if (index === words.length - 1 && word.role === 'digit' && word.value === 0) return undefined;
  }
  // one word is a year only as a tens or two-digit word ("eighty-nine"), not "two"
  if (parts.length === 1 && value < 20) return undefined;
  return String(value).padStart(2, '0');
}

/**
 * Days and years said in words around the month names of `tokens`, written as dates (see the
 * module comment); the replacements are in text order and do not overlap.
 */
export function spokenDates(
  text: string,
  tokens: readonly SpokenToken[],
  numberParts: NumberParts,
  language: LanguageName,
): DateReplacement[] {
  const replacements: DateReplacement[] = [];
  // (Twi says four joining words between a month and its day: "Ɔbɛnem da a ɛtɔ so dunum")
  const maxJoiners = mostDateJoiningWords(language);
  const monthReach = maxJoiners + 1;
  const partsAt = (index: number): TokenParts | undefined => numberParts.at(index);
  const gapOk = (left: number, right: number) =>
    GAP.test(text.slice(tokens[left]!.end, tokens[right]!.start));
  const isJoiner = (index: number) =>
    DATE_JOINERS.has(foldNumberWord(tokens[index]!.word)) || isDateFrameWord(language, tokens[index]!.word);
  /** A connector ("na", "en", "y") at `index`: a run is not split next to one ("sitini **na** nane"). */
  const isConnector = (index: number) => {
    const parts = partsAt(index);
    return typeof parts === 'object' && parts.length === 1 && parts[0]!.role === 'connector';
  };
  /** `true` when a run starting at `first` split before `start` splits one number at its connector. */
  const splitsNumber = (first: number, start: number) =>
    start > first && (isConnector(start) || (start - 1 > first && isConnector(start - 1)));
  /** Digits glued to a numeric date ("04/11/**1994**"): not a part of a spoken date. */
  const inNumericDate = (index: number) => {
    const token = tokens[index]!;
    return (
      GLUED_DATE_BEFORE.test(text.slice(Math.max(0, token.start - 2), token.start)) ||
      GLUED_DATE_AFTER.test(text.slice(token.end, token.end + 2))
    );
  };
  /** The number run ending at `last` (going back), as far as words are numbers: its first token. */
  const runStart = (last: number): number => {
    let first = last;
    while (first > 0 && partsAt(first - 1) !== undefined && gapOk(first - 1, first)) first--;
    return first;
  };
  const runEnd = (first: number): number => {
    let last = first;
    while (last + 1 < tokens.length && partsAt(last + 1) !== undefined && gapOk(last, last + 1)) last++;
    return last;
  };
  /** The index after joining words going left from `index` (exclusive), or -1. */
  const skipJoinersBack = (index: number): number => {
    let cursor = index - 1;
    for (let skipped = 0; cursor >= 0 && skipped <= maxJoiners; skipped++) {
      if (!gapOk(cursor, cursor + 1)) return -1;
      if (partsAt(cursor) !== undefined && !isJoiner(cursor)) return cursor;
      if (!isJoiner(cursor)) return -1;
      cursor--;
    }
    return -1;
  };
  const skipJoinersForward = (index: number): number => {
    let cursor = index + 1;
    for (let skipped = 0; cursor < tokens.length && skipped <= maxJoiners; skipped++) {
      if (!gapOk(cursor - 1, cursor)) return -1;
      if (partsAt(cursor) !== undefined && !isJoiner(cursor)) return cursor;
      if (!isJoiner(cursor)) return -1;
      cursor++;
    }
    return -1;
  };
  const slice = (first: number, last: number) => {
    const parts: TokenParts[] = [];
    for (let index = first; index <= last; index++) parts.push(partsAt(index)!);
    return parts;
  };
  /** The longest year that starts at `first` and ends no later than `last`. */
  const yearFrom = (first: number, last: number): DatePart | undefined => {
    for (let end = last; end >= first; end--) {
      const year = yearOf(slice(first, end), language);
      if (year !== undefined) return { first, last: end, text: year };
    }
    return undefined;
  };
  const yearUntil = (first: number, last: number): DatePart | undefined => {
    for (let start = first; start <= last; start++) {
      const year = yearOf(slice(start, last), language);
      if (year !== undefined) return { first: start, last, text: year };
    }
    return undefined;
  };
  /** A number token within `monthReach` tokens of `index` (a month elsewhere has no day). */
  const nearNumber = (index: number): boolean => {
    for (
      let other = Math.max(0, index - monthReach);
      other <= index + monthReach + 1 && other < tokens.length;
      other++
    ) {
      if (other !== index && partsAt(other) !== undefined) return true;
    }
    return false;
  };
  let after = 0;
  for (let index = 0; index < tokens.length; index++) {
    if (index < after) continue;
    // the cheap test first: the token (or the next, for two-word names) may end a month name
    const token = tokens[index]!;
    if (!mayEndMonth(language, text, token.start, token.end)) continue;
    if (!nearNumber(index)) continue;
    const month = monthAt(language, tokens, index, text);
    if (month === undefined) continue;
    let day: DatePart | undefined;
    let year: DatePart | undefined;
    // day first: the day (and maybe a year before it) ends before the month
    const dayLast = skipJoinersBack(month.first);
    if (dayLast !== -1) {
      const first = runStart(dayLast);
      for (let start = first; start <= dayLast && day === undefined; start++) {
        // one number is not split into a year and a day at its connector ("sitini na nane")
        if (splitsNumber(first, start)) continue;
        const written = dayOf(slice(start, dayLast), language);
        if (written === undefined) continue;
        const before = start > first ? yearOf(slice(first, start - 1), language) : undefined;
        if (start > first && before === undefined) continue;
        day = { first: start, last: dayLast, text: written };
        if (before !== undefined) year = { first, last: start - 1, text: before };
      }
      if (day === undefined) {
        // the longest day whatever stands before it
        for (let start = first; start <= dayLast && day === undefined; start++) {
          if (splitsNumber(first, start)) continue;
          const written = dayOf(slice(start, dayLast), language);
          if (written !== undefined) day = { first: start, last: dayLast, text: written };
        }
      }
    }
    const afterMonth = skipJoinersForward(month.last);
    if (day === undefined && afterMonth !== -1) {
      // month first: a day, then a year
      const last = runEnd(afterMonth);
      // a year that takes the rest of the run first ("ሃያ ሁለት | አንድ ሺህ ዘጠኝ መቶ ሰባ"), else any
      for (const whole of [true, false]) {
        for (let end = afterMonth; end < last && day === undefined; end++) {
          const written = dayOf(slice(afterMonth, end), language);
          if (written === undefined) continue;
          const following = yearFrom(end + 1, last);
          if (following === undefined || (whole && following.last !== last)) continue;
          day = { first: afterMonth, last: end, text: written };
          year = following;
        }
      }
      // the whole run is the day, a joining word before the year ("ጥቅምት ሃያ አምስት ቀን ...")
      const written = day === undefined ? dayOf(slice(afterMonth, last), language) : undefined;
      const yearFirst = written === undefined ? -1 : skipJoinersForward(last);
      if (written !== undefined && yearFirst !== -1) {
        const following = yearFrom(yearFirst, runEnd(yearFirst));
        if (following !== undefined) {
          day = { first: afterMonth, last, text: written };
          year = following;
        }
      }
      // the whole run is the day, the year said before the month ("Mwaka sitini na nane, mwezi
      // wa tano, tarehe kumi na moja", "1951, ka Moranang, letsatsi la bosupa")
      if (day === undefined && written !== undefined) day = { first: afterMonth, last, text: written };
    }
    if (day !== undefined && year === undefined) {
      // the year after the day and the month, whichever came first
      const yearFirst = skipJoinersForward(Math.max(month.last, day.last));
      if (yearFirst !== -1) year = yearFrom(yearFirst, runEnd(yearFirst));
    }
    if (day !== undefined && year === undefined) {
      // the year said first ("eighty-nine, the twenty-first of April", "1992, ọnwa Maachị, ụbọchị nke itoolu")
      const yearLast = skipJoinersBack(Math.min(month.first, day.first));
      if (yearLast !== -1) year = yearUntil(runStart(yearLast), yearLast);
    }
    if (day === undefined) continue;
    if (inNumericDate(day.first) || inNumericDate(day.last)) continue;
    if (year !== undefined && (inNumericDate(year.first) || inNumericDate(year.last))) year = undefined;
    let firstToken = Math.min(month.first, day.first, year?.first ?? day.first);
    // the noun for "year" that opens a date said year first belongs to it ("**Mwaka** sitini na
    // nane, mwezi wa tano, ..."; a noun before the day is taken with the day later, in complete-spans.ts)
    if (
      year !== undefined &&
      firstToken > 0 &&
      firstToken === year.first &&
      isDateLeadWord(language, tokens[firstToken - 1]!.word) &&
      /^\s+$/u.test(text.slice(tokens[firstToken - 1]!.end, tokens[firstToken]!.start))
    )
      firstToken--;
    const lastToken = Math.max(month.last, day.last, year?.last ?? 0);
    const start = tokens[firstToken]!.start;
    const end = tokens[lastToken]!.end;
    const replacement =
      year === undefined
        ? {
            originalStart: tokens[day.first]!.start,
            originalEnd: tokens[day.last]!.end,
            replacement: day.text,
          }
        : { originalStart: start, originalEnd: end, replacement: `${day.text} ${month.name} ${year.text}` };
    if (text.slice(replacement.originalStart, replacement.originalEnd) === replacement.replacement) continue;
    const previous = replacements[replacements.length - 1];
    if (previous !== undefined && previous.originalEnd > replacement.originalStart) continue;
    replacements.push(replacement);
    after = lastToken + 1;
  }
  return replacements;
}

/** The month number (1-12) one token says, a cardinal or an ordinal ("sept", "dodici", "dritter"), or undefined. */
function monthNumberOf(parts: TokenParts | undefined): number | undefined {
  if (parts === undefined || typeof parts === 'string' || parts.length !== 1) return undefined;
  const [word] = parts as [NumberWord];
  if (word.role !== 'digit' && word.role !== 'teen' && word.role !== 'ordinal') return undefined;
  return word.value >= 1 && word.value <= 12 ? word.value : undefined;
}

/** `true` when `parts` are one lone digit word ("sept", "tre"): a date of such needs a joining word or an ordinal. */
function isLoneDigit(parts: readonly TokenParts[]): boolean {
  return (
    parts.length === 1 &&
    typeof parts[0] === 'object' &&
    parts[0].length === 1 &&
    parts[0][0]!.role === 'digit'
  );
}

/** `true` when `parts` are one connector ("und", "na", "y"). */
function isConnectorParts(parts: TokenParts | undefined): boolean {
  return typeof parts === 'object' && parts.length === 1 && parts[0]!.role === 'connector';
}

/** Longest day in words (tokens): "vingt et un", "twenty one". */
const MAX_DAY_TOKENS = 3;

/**
 * Dates said with the month as a number, all in words: a day, the month's number (a cardinal or
 * an ordinal) and a year, one number run of their own, joining words allowed between ("sept du
 * sept quatre vingt dix sept", "catorce del siete del ochenta y cinco", "zwölfter dritter
 * neunundfünfzig", "ventitré dodici ottantadue"), written as a numeric date (`07/07/97`), which
 * the date-of-birth recognizer reads after a birth cue (other dates stay unmasked). A day or month
 * that is a lone digit word needs a joining word or an ordinal beside it ("tre dodici ottantadue"
 * may be digits of a number). Replacements in text order, not overlapping.
 *
 * @example
 * ```ts
 * // tokens of 'geburtsdatum zwölfter dritter neunundfünfzig' (German) -> '12/03/59' over the last three words
 * ```
 */
export function numberedMonthDates(
  text: string,
  tokens: readonly SpokenToken[],
  numberParts: NumberParts,
  language: LanguageName,
): DateReplacement[] {
  const replacements: DateReplacement[] = [];
  const partsAt = (index: number): TokenParts | undefined => numberParts.at(index);
  const isWords = (index: number) => {
    const parts = partsAt(index);
    return parts !== undefined && typeof parts !== 'string';
  };
  const gapOk = (left: number, right: number) =>
    GAP.test(text.slice(tokens[left]!.end, tokens[right]!.start));
  const isJoiner = (index: number) =>
    DATE_JOINERS.has(foldNumberWord(tokens[index]!.word)) || isDateFrameWord(language, tokens[index]!.word);
  /** The first number word after `index` past up to {@link MAX_JOINERS} joining words (`joined`: whether any was skipped), or undefined. */
  const nextNumber = (index: number): { at: number; joined: boolean } | undefined => {
    let cursor = index + 1;
    for (let skipped = 0; cursor < tokens.length && skipped <= MAX_JOINERS; skipped++, cursor++) {
      if (!gapOk(cursor - 1, cursor)) return undefined;
      // a connector joins one number ("ishirini **na** tano"), not two parts of a date
      if (isConnectorParts(partsAt(cursor))) return undefined;
      if (isWords(cursor) && !isJoiner(cursor)) return { at: cursor, joined: skipped > 0 };
      if (!isJoiner(cursor)) return undefined;
    }
    return undefined;
  };
  const slice = (first: number, last: number) => {
    const parts: TokenParts[] = [];
    for (let index = first; index <= last; index++) parts.push(partsAt(index)!);
    return parts;
  };
  for (let index = 0; index < tokens.length; index++) {
    // a day is a word of the number tables (never a glued number): the cheap filter first
    const token = tokens[index]!;
    if (!mayBeNumberWord(language, text, token.start, token.end)) continue;
    // a date opens its own number run
    if (
      !isWords(index) ||
      isConnectorParts(partsAt(index)) ||
      (index > 0 &&
        partsAt(index - 1) !== undefined &&
        gapOk(index - 1, index) &&
        // a connector before opens no number when no number stands before it ("... ihre und zwölfter")
        (!isConnectorParts(partsAt(index - 1)) ||
          (index > 1 && partsAt(index - 2) !== undefined && gapOk(index - 2, index - 1))))
    )
      continue;
    // a month's number must follow within reach before any day is read (most runs are no date)
    let monthAhead = false;
    for (
      let ahead = index + 1;
      ahead <= index + MAX_DAY_TOKENS + MAX_JOINERS && ahead < tokens.length;
      ahead++
    ) {
      if (monthNumberOf(partsAt(ahead)) !== undefined) {
        monthAhead = true;
        break;
      }
    }
    if (!monthAhead) continue;
    let found: DateReplacement | undefined;
    let foundLast = index;
    for (let dayLast = index; dayLast < index + MAX_DAY_TOKENS && dayLast < tokens.length; dayLast++) {
      if (dayLast > index && !(isWords(dayLast) && gapOk(dayLast - 1, dayLast))) break;
      const dayParts = slice(index, dayLast);
      const day = dayOf(dayParts, language);
      if (day === undefined) continue;
      const month = nextNumber(dayLast);
      if (month === undefined) continue;
      const monthNumber = monthNumberOf(partsAt(month.at));
      if (monthNumber === undefined) continue;
      // the year: the rest of the month's run, or a run after joining words
      let yearFirst = month.at + 1;
      let yearJoined = false;
      if (!(yearFirst < tokens.length && isWords(yearFirst) && gapOk(month.at, yearFirst))) {
        const after = nextNumber(month.at);
        if (after === undefined) continue;
        yearFirst = after.at;
        yearJoined = after.joined;
      }
      let yearLast = yearFirst;
      while (
        yearLast + 1 < tokens.length &&
        partsAt(yearLast + 1) !== undefined &&
        gapOk(yearLast, yearLast + 1)
      )
        yearLast++;
      // a connector after the year joins what follows ("... neunzehnhundertneunzig **und** ihre")
      while (yearLast > yearFirst && isConnectorParts(partsAt(yearLast))) yearLast--;
      const year = yearOf(slice(yearFirst, yearLast), language);
      if (year === undefined) continue;
      const ordinal = (parts: TokenParts | undefined) =>
        typeof parts === 'object' && parts[parts.length - 1]!.role === 'ordinal';
      const marked = month.joined || yearJoined || ordinal(partsAt(dayLast)) || ordinal(partsAt(month.at));
      if (!marked && (isLoneDigit(dayParts) || isLoneDigit([partsAt(month.at)!]))) continue;
      const dayNumber = Number.parseInt(day, 10);
      found = {
        originalStart: tokens[index]!.start,
        originalEnd: tokens[yearLast]!.end,
        replacement: `${String(dayNumber).padStart(2, '0')}/${String(monthNumber).padStart(2, '0')}/${year}`,
      };
      foundLast = yearLast;
      break;
    }
    if (found === undefined) continue;
    replacements.push(found);
    index = foundLast;
  }
  return replacements;
}

/**
 * The written day (1-31) of the number parts of a few words, or undefined: an ordinal ("fourth"
 * -> `4th`) or a cardinal.
 */
export function spokenDayOf(parts: readonly TokenParts[], language: LanguageName): string | undefined {
  return parts.length === 0 ? undefined : dayOf(parts, language);
}

/** The written year (four digits, or two) of the number parts of a few words, or undefined. */
export function spokenYearOf(parts: readonly TokenParts[], language: LanguageName): string | undefined {
  return parts.length === 0 ? undefined : yearOf(parts, language);
}
