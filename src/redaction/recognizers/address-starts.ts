/**
 * Where the address patterns can start in one text. Each pattern is then tried only at its
 * positions, with a sticky copy of its regex (`matchesAtStarts`), instead of at every position of
 * the text. A list holds every position where its pattern can match (and maybe more), so the
 * matches are the ones a global scan finds.
 *
 * The positions come from the text's letter and digit runs (`TextScan`) and a few anchor words
 * found in one pass over the letter runs (`WordEdgeFilter`): a pattern that begins with a listed
 * word (a street prefix, a house or post-box word) starts at such a word (street prefixes and
 * post-box words are then read whole, with what must follow them: `ListedWordMatcher`); a pattern
 * that ends with a street-type word (`... Street`) starts within the street name the walk back
 * from that word finds (whole-word pieces between single spaces, at most four words, then the
 * piece that may hold the house number); a fused street word (`...straße`) starts a bounded
 * distance before its ending; a house number starts at a digit run, or at a `No.`, `N°`, `Number`
 * or `#` before it.
 *
 * @example
 * ```ts
 * const starts = findAddressStarts('I live at 12 Adeola Odeku Street', new TextScan(text));
 * starts['number-name-suffix']; // [10]
 * ```
 */
import {
  characterClass,
  codePointAt,
  codePointBefore,
  LETTER,
  MARK,
  NUMBER,
  type TextScan,
  UPPERCASE_LETTER,
} from '../text-scan.js';
import { type AddressFilterTables, PREBUILT_ADDRESS_FILTER_TABLES } from './address-filters-prebuilt.js';
import { ListedWordMatcher } from './address-listed-word.js';
import { WordEdgeFilter } from './address-word-filter.js';
import {
  FUSED_STREET_ENDINGS,
  HOUSE_WORDS,
  POST_BOX_WORDS,
  STREET_PREFIXES,
  STREET_SUFFIXES,
} from './street-words.js';
import { isWhiteSpace } from './white-space.js';

/** The address patterns, by name. */
export type AddressPatternName =
  | 'number-name-suffix'
  | 'name-suffix'
  | 'prefix-name'
  | 'fused-street'
  | 'number-name-number'
  | 'name-number-suffix'
  | 'military'
  | 'kigali-code'
  | 'house-number'
  | 'post-box';

const PATTERN_NAMES: readonly AddressPatternName[] = [
  'number-name-suffix',
  'name-suffix',
  'prefix-name',
  'fused-street',
  'number-name-number',
  'name-number-suffix',
  'military',
  'kigali-code',
  'house-number',
  'post-box',
];

/** Candidate starts per pattern, ascending. */
export type AddressStarts = Record<AddressPatternName, number[]>;

/**
 * Code points in a capitalised word of a street name: `\p{Lu}` and at most 30 more. The patterns
 * of `address.ts` are built from this constant, so the windows below follow them.
 */
export const NAME_WORD_CODE_POINTS = 31;
/** A word of at most {@link NAME_WORD_CODE_POINTS} code points, each maybe a surrogate pair. */
const NAME_WORD_UNITS = 2 * NAME_WORD_CODE_POINTS;
/** Connector words inside a street name (`Rue de la Paix`): the `NAME` pattern of `address.ts` lists them. */
export const NAME_CONNECTORS: readonly string[] = [
  'de',
  'del',
  'de la',
  'des',
  'du',
  'di',
  'della',
  'van',
  'von',
  'der',
  'wa',
  'ya',
  'na',
  'ka',
  'la',
  'el',
  'al',
];
/** Code units of a house number's digits and what may follow before the next word: `12345A-1234, `. */
const NUMBER_UNITS = 5 + 1 + 5 + 2;
/** Most digits of the building number of `number-name-number` (`28245 Puruntie 82`). */
const NUMBER_NAME_NUMBER_DIGITS = 6;
/** The longest fused ending. */
const FUSED_ENDING_UNITS = Math.max(...FUSED_STREET_ENDINGS.map((ending) => ending.length));
/** How far before the end of a fused street word (`Hauptstraße`) its capital can stand. */
const FUSED_WORD_UNITS = 2 * (NAME_WORD_CODE_POINTS + FUSED_ENDING_UNITS);

/** What a house number may start with before its digits (`No. 12`, `N° 5`, `#3`), then white space. */
const NUMBER_PREFIXES = ['No.', 'No', 'N°', 'Nº', 'Number', '#'];
/** The last code units of {@link NUMBER_PREFIXES}. */
const NUMBER_PREFIX_ENDS: readonly number[] = [
  ...new Set(NUMBER_PREFIXES.map((prefix) => prefix.charCodeAt(prefix.length - 1))),
];
/** The military patterns' first words. */
const MILITARY_WORDS = ['PSC', 'Unit', 'CMR', 'USNS', 'USNV', 'USS', 'USCGC'];
const KIGALI_WORDS = ['KG', 'KN', 'KK'];
/** Street-type words after a name, with the `name-number-suffix` pattern's own (`street`). */
const SUFFIX_ANCHOR_WORDS = [...STREET_SUFFIXES, 'St', 'Street', 'street', 'Rd', 'Road', 'Ave', 'Avenue'];

/** Bits of the start filter's lists. */
const PREFIX = 1;
const HOUSE = 2;
const POST_BOX = 4;
const MILITARY = 8;
const KIGALI = 16;
const SUFFIX = 32;

/** The filters' tables computed at build time (the root bundle), else `undefined`. */
const prebuiltFilters: AddressFilterTables | undefined = PREBUILT_ADDRESS_FILTER_TABLES;
const WORD_STARTS = new WordEdgeFilter(
  'start',
  [STREET_PREFIXES, HOUSE_WORDS, POST_BOX_WORDS, MILITARY_WORDS, KIGALI_WORDS, SUFFIX_ANCHOR_WORDS],
  prebuiltFilters?.wordStarts,
);
/** The `prefix-name` pattern's street prefixes (as listed or lower-cased), then a space. */
const STREET_PREFIX_WORDS = new ListedWordMatcher(
  [...STREET_PREFIXES, ...STREET_PREFIXES.map((word) => word.toLowerCase())],
  false,
  'space',
);
/** The `post-box` pattern's words in any case, then a digit. */
const POST_BOX_WORD_MATCHER = new ListedWordMatcher(POST_BOX_WORDS, true, 'digit');
/** Fused endings without a final `.` (`str.`): their last letters end a letter run. */
const FUSED_ENDING_LETTERS = FUSED_STREET_ENDINGS.map((ending) => ending.replace(/[^\p{L}\p{M}]+$/u, ''));
const FUSED_ENDS = new WordEdgeFilter('end', [FUSED_ENDING_LETTERS], prebuiltFilters?.fusedEnds);
/** Code units of the shortest ending's letters: a letter run that ends a fused word holds them. */
const SHORTEST_FUSED_ENDING = Math.min(...FUSED_ENDING_LETTERS.map((ending) => ending.length));

function escapeForPattern(word: string): string {
  return word.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&').replace(/ /g, '\\s*');
}

/** A street-type word followed by neither a letter nor a digit, as every suffix pattern needs it. */
const SUFFIX_ANCHOR = new RegExp(
  `(?:${SUFFIX_ANCHOR_WORDS.map(escapeForPattern).join('|')})(?![\\p{L}\\p{N}])`,
  'uy',
);

/** Appends the values of `sorted` (ascending) in `[from, to)`. */
function pushInRange(out: number[], sorted: ArrayLike<number>, from: number, to: number): void {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (sorted[middle]! < from) low = middle + 1;
    else high = middle;
  }
  for (let index = low; index < sorted.length && sorted[index]! < to; index++) out.push(sorted[index]!);
}

/** `true` when `values` is strictly ascending (nothing to sort or drop). */
function isStrictlyAscending(values: readonly number[]): boolean {
  for (let index = 1; index < values.length; index++) if (values[index]! <= values[index - 1]!) return false;
  return true;
}

/** `values` sorted ascending without repeats. */
function sortedUnique(values: number[]): number[] {
  // most lists are filled in ascending order
  if (isStrictlyAscending(values)) return values;
  values.sort((first, second) => first - second);
  let kept = 1;
  for (let index = 1; index < values.length; index++)
    if (values[index] !== values[kept - 1]) values[kept++] = values[index]!;
  values.length = kept;
  return values;
}

/** Appends the house-number starts whose digits start in `[from, to)`: the digits, and a prefix before them. */
function pushNumberStarts(
  out: number[],
  text: string,
  digitStarts: Int32Array,
  from: number,
  to: number,
): void {
  const first = out.length;
  pushInRange(out, digitStarts, from, to);
  const last = out.length;
  for (let index = first; index < last; index++) {
    let before = out[index]!;
    while (before > 0 && isWhiteSpace(text.charCodeAt(before - 1))) before--;
    // every prefix ends with one of these: `.`, `o`, `°`, `º`, `r`, `#`
    if (before === 0 || !NUMBER_PREFIX_ENDS.includes(text.charCodeAt(before - 1))) continue;
    for (const prefix of NUMBER_PREFIXES) if (text.endsWith(prefix, before)) out.push(before - prefix.length);
  }
}

/** Weight of a connector piece (`de`, `la`, `wa`) in a street name: a `de la` weighs as one word. */
const CONNECTOR_WEIGHT = 1;
/** Weight of a capitalised word or an ordinal (`12th`) in a street name. */
const WORD_WEIGHT = 2;
/** A street name has at most four words: the most its pieces can weigh. */
const MAX_NAME_WEIGHT = 4 * WORD_WEIGHT;
/** Pieces of a bare street name before a house number: three words and a lower-case street word. */
const BARE_NAME_PIECES = 4;

/** `true` when `code` is `'`, `’`, `.` or `-`, the word characters of a street name besides letters and marks. */
function isNamePunctuation(code: number): boolean {
  return code === 0x27 || code === 0x2019 || code === 0x2e || code === 0x2d;
}

/**
 * What the piece `[start, end)` (between single spaces) weighs as a whole word of a street name
 * (`\p{Lu}[\p{L}\p{M}'’.-]{0,30}`, a `12th` ordinal or a connector), 0 when it cannot be one.
 */
function namePieceWeight(text: string, start: number, end: number): number {
  if (end <= start || end - start > NAME_WORD_UNITS) return 0;
  const first = text.charCodeAt(start);
  if (isAsciiDigit(first)) return isOrdinal(text, start, end) ? WORD_WEIGHT : 0;
  if (!isNameWordRun(text, start, end)) return 0;
  if (isUppercaseAt(text, start)) return WORD_WEIGHT;
  for (const connector of NAME_CONNECTORS)
    if (connector.length === end - start && text.startsWith(connector, start)) return CONNECTOR_WEIGHT;
  return 0;
}

/** `true` when `[start, end)` is `\d{1,3}(?:st|nd|rd|th)`. */
function isOrdinal(text: string, start: number, end: number): boolean {
  const digits = end - start - 2;
  if (digits < 1 || digits > 3) return false;
  for (let index = start; index < start + digits; index++)
    if (!isAsciiDigit(text.charCodeAt(index))) return false;
  const suffix = text.charCodeAt(start + digits) * 0x10000 + text.charCodeAt(start + digits + 1);
  // st, nd, rd, th
  return suffix === 0x730074 || suffix === 0x6e0064 || suffix === 0x720064 || suffix === 0x740068;
}

/** `true` when `[start, end)` holds at most {@link NAME_WORD_CODE_POINTS} code points, all `[\p{L}\p{M}'’.-]`. */
function isNameWordRun(text: string, start: number, end: number): boolean {
  let codePoints = 0;
  for (let index = start; index < end; codePoints++) {
    if (codePoints === NAME_WORD_CODE_POINTS) return false;
    const code = text.charCodeAt(index);
    if (code < 0x80) {
      if (!isAsciiLetter(code) && !isNamePunctuation(code)) return false;
      index++;
      continue;
    }
    if (isNamePunctuation(code)) {
      index++;
      continue;
    }
    const codePoint = codePointAt(text, index);
    if ((characterClass(codePoint) & (LETTER | MARK)) === 0) return false;
    index += codePoint > 0xffff ? 2 : 1;
  }
  return true;
}

/** The start of the piece that ends at `end`: the position after the previous space. */
function pieceStartBefore(text: string, end: number): number {
  return end === 0 ? 0 : text.lastIndexOf(' ', end - 1) + 1;
}

/**
 * The first position a `name-suffix` or `number-name-suffix` match ending in the street-type word
 * at `anchor` can start at. The walk goes back over the whole-word pieces of a street name (at most
 * {@link MAX_NAME_WEIGHT}), then takes one more piece, which may hold the house number or a name
 * word that starts inside it (`(Adeola`); of a piece longer than a name word only its end counts.
 */
function suffixMatchBound(text: string, anchor: number): number {
  let weight = 0;
  let pieceEnd = anchor - 1;
  for (;;) {
    const pieceStart = pieceStartBefore(text, pieceEnd);
    const pieceWeight = namePieceWeight(text, pieceStart, pieceEnd);
    weight += pieceWeight;
    if (pieceWeight === 0 || weight > MAX_NAME_WEIGHT || pieceStart === 0)
      return Math.max(pieceStart, pieceEnd - NAME_WORD_UNITS);
    pieceEnd = pieceStart - 1;
  }
}

/**
 * The first position a `name-number-suffix` match (`Nieuwe Baan 473 St.`) ending in the street-type
 * word at `anchor` can start at, or -1 when the piece before the word is not a house number
 * (`\d{1,5}[A-Za-z]?\.?`). Before the number stand at most {@link BARE_NAME_PIECES} word pieces.
 */
function numberedSuffixMatchBound(text: string, anchor: number): number {
  const numberEnd = anchor - 1;
  const numberStart = pieceStartBefore(text, numberEnd);
  if (!isHouseNumber(text, numberStart, numberEnd) || numberStart === 0) return -1;
  let pieceEnd = numberStart - 1;
  for (let piece = 0; ; piece++) {
    const pieceStart = pieceStartBefore(text, pieceEnd);
    if (
      piece === BARE_NAME_PIECES - 1 ||
      pieceStart === 0 ||
      pieceEnd === pieceStart ||
      pieceEnd - pieceStart > NAME_WORD_UNITS ||
      !isNameWordRun(text, pieceStart, pieceEnd)
    )
      return Math.max(pieceStart, pieceEnd - NAME_WORD_UNITS);
    pieceEnd = pieceStart - 1;
  }
}

/** `true` when `[start, end)` is `\d{1,5}[A-Za-z]?\.?`. */
function isHouseNumber(text: string, start: number, end: number): boolean {
  let index = start;
  while (index < end && index - start < 6 && isAsciiDigit(text.charCodeAt(index))) index++;
  const digits = index - start;
  if (digits < 1 || digits > 5) return false;
  if (index < end && isAsciiLetter(text.charCodeAt(index))) index++;
  if (index < end && text.charCodeAt(index) === 0x2e) index++;
  return index === end;
}

/** Appends the digit starts in `[from, to)` that begin an ordinal (`\d{1,3}(?:st|nd|rd|th)`). */
function pushOrdinalStarts(
  out: number[],
  text: string,
  digitStarts: Int32Array,
  from: number,
  to: number,
): void {
  const first = out.length;
  pushInRange(out, digitStarts, from, to);
  let kept = first;
  for (let index = first; index < out.length; index++) {
    const start = out[index]!;
    let end = start;
    while (end - start < 4 && isAsciiDigit(text.charCodeAt(end))) end++;
    if (end - start <= 3 && isOrdinal(text, start, end + 2)) out[kept++] = start;
  }
  out.length = kept;
}

/** The end of the letter run starting at `start`, found backwards from the next run's start. */
function letterRunEnd(text: string, start: number, nextStart: number): number {
  // the usual case: an ASCII letter, then one ASCII separator before the next run
  if (nextStart - 2 >= start && isAsciiLetter(text.charCodeAt(nextStart - 2))) {
    const separator = text.charCodeAt(nextStart - 1);
    if (separator < 0x80 && !isAsciiLetter(separator)) return nextStart - 1;
  }
  let end = nextStart;
  // ASCII non-letters (spaces, punctuation, digits) before the next run
  while (end > start) {
    const code = text.charCodeAt(end - 1);
    if (code >= 0x80) break;
    if (isAsciiLetter(code)) return end;
    end--;
  }
  while (end > start) {
    const codePoint = codePointBefore(text, end);
    if ((characterClass(codePoint) & LETTER) !== 0) break;
    end -= codePoint > 0xffff ? 2 : 1;
  }
  return end;
}

/**
 * Appends the starts of a fused street word (`Hauptstraße`, `Jan-Smuts-laan`) whose ending ends at
 * `end`, in the letter run `runIndex`: a capital starting this run or a run joined to it by hyphens
 * (the word is `\p{Lu}[\p{L}-]*`), and a house number before that capital.
 */
function pushFusedStarts(out: number[], text: string, scan: TextScan, runIndex: number, end: number): void {
  const letterStarts = scan.letterRunStarts;
  for (let index = runIndex; index >= 0; index--) {
    const start = letterStarts[index]!;
    if (start < end - FUSED_WORD_UNITS) break;
    if (isUppercaseAt(text, start)) {
      out.push(start);
      pushNumberStarts(out, text, scan.digitRunStarts, start - NUMBER_UNITS, start);
    }
    let hyphens = start;
    while (hyphens > 0 && text.charCodeAt(hyphens - 1) === 0x2d) hyphens--;
    if (hyphens === start || (characterClass(codePointBefore(text, hyphens)) & LETTER) === 0) break;
  }
}

/**
 * Appends the start of the run of at most {@link NUMBER_NAME_NUMBER_DIGITS} ASCII digits that ends
 * at `end` (its first digit must not follow another digit), if there is one.
 */
function pushShortNumberBefore(out: number[], text: string, end: number): void {
  let start = end;
  while (start > 0 && end - start <= NUMBER_NAME_NUMBER_DIGITS && isAsciiDigit(text.charCodeAt(start - 1)))
    start--;
  if (end - start <= NUMBER_NAME_NUMBER_DIGITS) out.push(start);
}

/** Appends the starts of the letter runs in `[from, to)` that begin with an upper-case letter. */
function pushUppercaseRuns(
  out: number[],
  text: string,
  letterStarts: Int32Array,
  from: number,
  to: number,
): void {
  let low = 0;
  let high = letterStarts.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (letterStarts[middle]! < from) low = middle + 1;
    else high = middle;
  }
  for (let index = low; index < letterStarts.length; index++) {
    const start = letterStarts[index]!;
    if (start >= to) break;
    if (isUppercaseAt(text, start)) out.push(start);
  }
}

/** Where each address pattern can start in `text`. */
export function findAddressStarts(text: string, scan: TextScan): AddressStarts {
  const letterStarts = scan.letterRunStarts;
  const digitStarts = scan.digitRunStarts;
  const prefixName: number[] = [];
  const houseNumber: number[] = [];
  const postBox: number[] = [];
  const military: number[] = [];
  const kigali: number[] = [];
  const fused: number[] = [];
  const suffixAnchors: number[] = [];
  const numberNameNumber: number[] = [];
  const runCount = letterStarts.length;
  for (let index = 0; index < runCount; index++) {
    const start = letterStarts[index]!;
    // the code unit before the run (-1 at the start of the text: no read before it)
    const previous = start > 0 ? text.charCodeAt(start - 1) : -1;
    const lists = WORD_STARTS.listsAt(text, start);
    if (lists !== 0) {
      if (lists & PREFIX && STREET_PREFIX_WORDS.mayMatchAt(text, start)) prefixName.push(start);
      if (lists & HOUSE) houseNumber.push(start);
      if (lists & POST_BOX && POST_BOX_WORD_MATCHER.mayMatchAt(text, start)) postBox.push(start);
      if (lists & MILITARY) military.push(start);
      if (lists & KIGALI) kigali.push(start);
      if (lists & SUFFIX && previous === 0x20) {
        SUFFIX_ANCHOR.lastIndex = start;
        if (SUFFIX_ANCHOR.test(text)) suffixAnchors.push(start);
      }
    }
    const code = text.charCodeAt(start);
    // a run starts with a letter: an ASCII one is upper-case below `a`
    const capitalised = code < 0x80 ? code < 0x61 : isUppercaseAt(text, start);
    // `28245 Puruntie 82`: at most six digits, a space and this capital
    if (capitalised && previous === 0x20 && start >= 2 && isAsciiDigit(text.charCodeAt(start - 2)))
      pushShortNumberBefore(numberNameNumber, text, start - 1);
    // a fused street word starts with a capital, maybe a few hyphen-joined runs before this one
    const hyphenated = previous === 0x2d;
    if (hyphenated || capitalised) {
      const nextStart = index + 1 < runCount ? letterStarts[index + 1]! : text.length;
      // the run holds the ending's letters, after its capital unless the word began in a run before
      if (nextStart - start >= SHORTEST_FUSED_ENDING + (hyphenated ? 0 : 1)) {
        const end = letterRunEnd(text, start, nextStart);
        if (FUSED_ENDS.listsAt(text, end) !== 0 && (characterClass(codePointAt(text, end)) & NUMBER) === 0)
          pushFusedStarts(fused, text, scan, index, end);
      }
    }
  }

  // a house number before a street prefix: `12 Rue de la Paix`, `5, Calle Mayor`
  const prefixWords = prefixName.length;
  for (let index = 0; index < prefixWords; index++) {
    const word = prefixName[index]!;
    pushNumberStarts(prefixName, text, digitStarts, word - NUMBER_UNITS, word);
  }

  const nameSuffix: number[] = [];
  const nameNumberSuffix: number[] = [];
  const numberNameSuffix: number[] = [];
  for (const anchor of suffixAnchors) {
    const bound = suffixMatchBound(text, anchor);
    pushUppercaseRuns(nameSuffix, text, letterStarts, bound, anchor);
    pushOrdinalStarts(nameSuffix, text, digitStarts, bound, anchor);
    pushNumberStarts(numberNameSuffix, text, digitStarts, bound, anchor);
    const numberedBound = numberedSuffixMatchBound(text, anchor);
    if (numberedBound >= 0) pushUppercaseRuns(nameNumberSuffix, text, letterStarts, numberedBound, anchor);
  }

  const starts: AddressStarts = {
    'number-name-suffix': numberNameSuffix,
    'name-suffix': nameSuffix,
    'prefix-name': prefixName,
    'fused-street': fused,
    'number-name-number': numberNameNumber,
    'name-number-suffix': nameNumberSuffix,
    military,
    'kigali-code': kigali,
    'house-number': houseNumber,
    'post-box': postBox,
  };
  for (const name of PATTERN_NAMES) sortedUnique(starts[name]);
  return starts;
}

/** `true` when the code point at `position` is an upper-case letter (`\p{Lu}`). */
function isUppercaseAt(text: string, position: number): boolean {
  if (position >= text.length) return false;
  const unit = text.charCodeAt(position);
  const codePoint = unit >= 0xd800 && unit <= 0xdbff ? codePointAt(text, position) : unit;
  return (characterClass(codePoint) & UPPERCASE_LETTER) !== 0;
}

function isAsciiLetter(code: number): boolean {
  return (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);
}

function isAsciiDigit(code: number): boolean {
  return code >= 0x30 && code <= 0x39;
}

/**
 * The two word filters' tables, which the build writes into the root bundle
 * (`address-filters-prebuilt.ts`, `scripts/bundle/prebuilt-modules.ts`).
 */
export function computeAddressFilterTables(): AddressFilterTables {
  return { wordStarts: WORD_STARTS.tables(), fusedEnds: FUSED_ENDS.tables() };
}
