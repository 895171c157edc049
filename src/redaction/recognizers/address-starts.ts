/**
 * Where the address patterns can start in one text. Each pattern is then tried only at its
 * positions, with a sticky copy of its regex (`matchesAtStarts`), instead of at every position of
 * the text. A list holds every position where its pattern can match (and maybe more), so the
 * matches are the ones a global scan finds.
 *
 * The positions come from the text's letter and digit runs (`TextScan`) and a few anchor words
 * found in one pass over the letter runs (`WordEdgeFilter`): a pattern that begins with a listed
 * word (a street prefix, a house or post-box word) starts at such a word; a pattern that ends with
 * a street-type word (`... Street`) or a fused ending (`...straße`) starts a bounded distance
 * before one; a house number starts at a digit run, or at a `No.`, `N°`, `Number` or `#` before it.
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
  NUMBER,
  type TextScan,
  UPPERCASE_LETTER,
} from '../text-scan.js';
import { WordEdgeFilter } from './address-word-filter.js';
import {
  FUSED_STREET_ENDINGS,
  HOUSE_WORDS,
  POST_BOX_WORDS,
  STREET_PREFIXES,
  STREET_SUFFIXES,
} from './street-words.js';

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
/**
 * Space-separated pieces a match can span before its street-type word: a house number and a
 * street name of at most four words, where each word after the first may be a two-piece `de la`.
 */
const PIECES_BEFORE_SUFFIX = 1 + 1 + 3 * 2;
/** Code units of a house number's digits and what may follow before the next word: `12345A-1234, `. */
const NUMBER_UNITS = 5 + 1 + 5 + 2;
/** The longest fused ending. */
const FUSED_ENDING_UNITS = Math.max(...FUSED_STREET_ENDINGS.map((ending) => ending.length));
/** How far before the end of a fused street word (`Hauptstraße`) its capital can stand. */
const FUSED_WORD_UNITS = 2 * (NAME_WORD_CODE_POINTS + FUSED_ENDING_UNITS);

/** What a house number may start with before its digits (`No. 12`, `N° 5`, `#3`), then white space. */
const NUMBER_PREFIXES = ['No.', 'No', 'N°', 'Nº', 'Number', '#'];
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

const WORD_STARTS = new WordEdgeFilter('start', [
  STREET_PREFIXES,
  HOUSE_WORDS,
  POST_BOX_WORDS,
  MILITARY_WORDS,
  KIGALI_WORDS,
  SUFFIX_ANCHOR_WORDS,
]);
/** Fused endings without a final `.` (`str.`): their last letters end a letter run. */
const FUSED_ENDS = new WordEdgeFilter('end', [
  FUSED_STREET_ENDINGS.map((ending) => ending.replace(/[^\p{L}\p{M}]+$/u, '')),
]);

function escapeForPattern(word: string): string {
  return word.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&').replace(/ /g, '\\s*');
}

/** A street-type word followed by neither a letter nor a digit, as every suffix pattern needs it. */
const SUFFIX_ANCHOR = new RegExp(
  `(?:${SUFFIX_ANCHOR_WORDS.map(escapeForPattern).join('|')})(?![\\p{L}\\p{N}])`,
  'uy',
);
const WHITESPACE = /^\s$/u;

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

/** `values` sorted ascending without repeats. */
function sortedUnique(values: number[]): number[] {
  if (values.length < 2) return values;
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
    while (before > 0 && WHITESPACE.test(text[before - 1]!)) before--;
    for (const prefix of NUMBER_PREFIXES) if (text.endsWith(prefix, before)) out.push(before - prefix.length);
  }
}

/**
 * The first position a match ending in the street-type word at `anchor` can start at: the walk
 * goes back over at most {@link PIECES_BEFORE_SUFFIX} pieces separated by single spaces; a piece
 * longer than a name word, or an empty one, can only be the match's first.
 */
function suffixMatchBound(text: string, anchor: number): number {
  let pieceEnd = anchor - 1;
  let bound = pieceEnd;
  for (let piece = 0; piece < PIECES_BEFORE_SUFFIX && pieceEnd > 0; piece++) {
    const pieceStart = text.lastIndexOf(' ', pieceEnd - 1) + 1;
    bound = Math.max(pieceStart, pieceEnd - NAME_WORD_UNITS);
    if (bound > pieceStart || pieceStart === 0 || pieceStart === pieceEnd) break;
    pieceEnd = pieceStart - 1;
  }
  return bound;
}

/** The end of the letter run starting at `start`, found backwards from the next run's start. */
function letterRunEnd(text: string, start: number, nextStart: number): number {
  // the usual case: an ASCII letter, then one ASCII separator before the next run
  if (nextStart - 2 >= start && isAsciiLetter(text.charCodeAt(nextStart - 2))) {
    const separator = text.charCodeAt(nextStart - 1);
    if (separator < 0x80 && !isAsciiLetter(separator)) return nextStart - 1;
  }
  let end = nextStart;
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

/** Where each address pattern can start in `text`. */
export function findAddressStarts(text: string, scan: TextScan): AddressStarts {
  const letterStarts = scan.letterRunStarts;
  const digitStarts = scan.digitRunStarts;
  const starts: AddressStarts = {
    'number-name-suffix': [],
    'name-suffix': [],
    'prefix-name': [],
    'fused-street': [],
    'number-name-number': [],
    'name-number-suffix': [],
    military: [],
    'kigali-code': [],
    'house-number': [],
    'post-box': [],
  };
  const upperStarts: number[] = [];
  const suffixAnchors: number[] = [];
  for (let index = 0; index < letterStarts.length; index++) {
    const start = letterStarts[index]!;
    const upper = isUppercaseAt(text, start);
    if (upper) upperStarts.push(start);
    const lists = WORD_STARTS.listsAt(text, start);
    if (lists !== 0) {
      if (lists & PREFIX) starts['prefix-name'].push(start);
      if (lists & HOUSE) starts['house-number'].push(start);
      if (lists & POST_BOX) starts['post-box'].push(start);
      if (lists & MILITARY) starts.military.push(start);
      if (lists & KIGALI) starts['kigali-code'].push(start);
      if (lists & SUFFIX && text.charCodeAt(start - 1) === 0x20) {
        SUFFIX_ANCHOR.lastIndex = start;
        if (SUFFIX_ANCHOR.test(text)) suffixAnchors.push(start);
      }
    }
    // a fused street word starts with a capital, maybe a few hyphen-joined runs before this one
    if (upper || text.charCodeAt(start - 1) === 0x2d) {
      const end = letterRunEnd(text, start, letterStarts[index + 1] ?? text.length);
      if (FUSED_ENDS.listsAt(text, end) !== 0 && (characterClass(codePointAt(text, end)) & NUMBER) === 0)
        pushFusedStarts(starts['fused-street'], text, scan, index, end);
    }
  }

  // a house number before a street prefix: `12 Rue de la Paix`, `5, Calle Mayor`
  const prefixWords = starts['prefix-name'].slice();
  for (const word of prefixWords)
    pushNumberStarts(starts['prefix-name'], text, digitStarts, word - NUMBER_UNITS, word);

  for (const anchor of suffixAnchors) {
    const bound = suffixMatchBound(text, anchor);
    pushInRange(starts['name-suffix'], upperStarts, bound, anchor);
    pushInRange(starts['name-suffix'], digitStarts, bound, anchor);
    pushInRange(starts['name-number-suffix'], upperStarts, bound, anchor);
    pushNumberStarts(starts['number-name-suffix'], text, digitStarts, bound, anchor);
  }

  // `28245 Puruntie 82`: at most six digits, a space and a capital
  for (const start of digitStarts) {
    let end = start + 1;
    while (end < text.length && end - start <= 6 && isAsciiDigit(text.charCodeAt(end))) end++;
    if (end - start <= 6 && text.charCodeAt(end) === 0x20 && isUppercaseAt(text, end + 1))
      starts['number-name-number'].push(start);
  }

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
