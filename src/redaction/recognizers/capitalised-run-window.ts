/**
 * Checks of the text around a capitalised run: the word before it, a house number before it, a
 * speaker label (`Modiri:`), a postcode after it, a sentence start. The window before a run is the
 * 24 code units before it and the window after it the 16 code units after it; the checks read
 * `text` between two offsets instead of slicing the windows, and each says which regex over the
 * window it stands for (`test/redaction/capitalised-run-window.test.ts` checks them against the
 * regexes).
 *
 * @example
 * ```ts
 * previousWord('said to '); // 'to'
 * numberBefore('No. 12 '); // true
 * ```
 */
import { characterClass, LETTER, MARK } from '../text-scan.js';

/** Code units before a run that the checks of its left side look at. */
export const BEFORE_WINDOW = 24;
/** Code units after a run that the checks of its right side look at. */
export const AFTER_WINDOW = 16;

const SPACE = 0x20;
const TAB = 0x09;
const LINE_FEED = 0x0a;
const COLON = 0x3a;
const COMMA = 0x2c;

/**
 * Start of the code point that ends at `end`, in a window of `text` that starts at
 * `windowStart` (a surrogate pair counts as one when both halves lie in the window).
 */
function codePointStart(text: string, windowStart: number, end: number): number {
  const low = text.charCodeAt(end - 1);
  if (end - windowStart >= 2 && low >= 0xdc00 && low <= 0xdfff) {
    const high = text.charCodeAt(end - 2);
    if (high >= 0xd800 && high <= 0xdbff) return end - 2;
  }
  return end - 1;
}

/** The code point of `text` from `start` to `end` (one code unit or a surrogate pair). */
function codePointBetween(text: string, start: number, end: number): number {
  return end - start === 2 ? (text.codePointAt(start) ?? -1) : text.charCodeAt(start);
}

const isDigitCode = (code: number): boolean => code >= 48 && code <= 57;

/** `true` for `[\p{L}\p{M}'’]`. */
function isPreviousWordCharacter(codePoint: number): boolean {
  return (characterClass(codePoint) & (LETTER | MARK)) !== 0 || codePoint === 0x27 || codePoint === 0x2019;
}

/**
 * The word right before a final space of the window `text[windowStart, windowEnd)` (what
 * `/(?<![\p{L}\p{M}'’])([\p{L}\p{M}'’]+)[ ]$/u` captures in it), read backwards.
 */
export function previousWordIn(text: string, windowStart: number, windowEnd: number): string | undefined {
  const end = windowEnd - 1;
  if (end < windowStart || text.charCodeAt(end) !== SPACE) return undefined;
  let start = end;
  while (start > windowStart) {
    const characterStart = codePointStart(text, windowStart, start);
    if (!isPreviousWordCharacter(codePointBetween(text, characterStart, start))) break;
    start = characterStart;
  }
  return start < end ? text.slice(start, end) : undefined;
}

/** {@link previousWordIn} over the whole of `before`. */
export function previousWord(before: string): string | undefined {
  return previousWordIn(before, 0, before.length);
}

/**
 * `true` when the window `text[windowStart, windowEnd)` ends with a number, an optional letter
 * and spaces or tabs (`/\d[\p{L}]?[ \t]+$/u`).
 */
export function numberBeforeIn(text: string, windowStart: number, windowEnd: number): boolean {
  let end = windowEnd;
  while (end > windowStart && (text.charCodeAt(end - 1) === SPACE || text.charCodeAt(end - 1) === TAB)) end--;
  if (end === windowEnd || end === windowStart) return false;
  if (isDigitCode(text.charCodeAt(end - 1))) return true;
  const letterStart = codePointStart(text, windowStart, end);
  return (
    letterStart > windowStart &&
    isDigitCode(text.charCodeAt(letterStart - 1)) &&
    (characterClass(codePointBetween(text, letterStart, end)) & LETTER) !== 0
  );
}

/** {@link numberBeforeIn} over the whole of `before`. */
export function numberBefore(before: string): boolean {
  return numberBeforeIn(before, 0, before.length);
}

/**
 * `true` when the window `text[windowStart, windowEnd)` is blank after its last line break or its
 * start (`/(?:^|\n)[ \t]*$/u`): the run starts a line.
 */
export function lineStartBeforeIn(text: string, windowStart: number, windowEnd: number): boolean {
  let end = windowEnd;
  while (end > windowStart && (text.charCodeAt(end - 1) === SPACE || text.charCodeAt(end - 1) === TAB)) end--;
  return end === windowStart || text.charCodeAt(end - 1) === LINE_FEED;
}

/** `true` when a colon follows `position`, after at most one space (`/^[ ]?:/u`): a speaker label. */
export function speakerLabelAfter(text: string, position: number): boolean {
  const code = text.charCodeAt(position);
  return code === COLON || (code === SPACE && text.charCodeAt(position + 1) === COLON);
}

const PLACE_AFTER = /^[ ]?,[ ]*(?:\p{Lu}{2}[ ]+)?\d{3,}/u;

/**
 * `true` when the window after `position` holds a comma, an optional state code and a postcode
 * (`PLACE_AFTER` over the window): the run is a place in an address ('Colorado Springs, CO 70079').
 */
export function placeAfter(text: string, position: number): boolean {
  const code = text.charCodeAt(position);
  // the comma comes first or after one space; only then is the window worth slicing
  if (code !== COMMA && !(code === SPACE && text.charCodeAt(position + 1) === COMMA)) return false;
  return PLACE_AFTER.test(text.slice(position, position + AFTER_WINDOW));
}

/**
 * `true` when `position` starts a sentence: only spaces, tabs and opening quotes stand between it
 * and the text start, a line break or a sentence-final mark (`[\n\r.?!:;…]`).
 */
export function startsSentence(text: string, position: number): boolean {
  let index = position - 1;
  for (; index >= 0; index--) {
    const code = text.charCodeAt(index);
    if (code !== SPACE && code !== TAB && code !== 0x22 && code !== 0x201c) break;
  }
  if (index < 0) return true;
  switch (text.charCodeAt(index)) {
    case LINE_FEED:
    case 0x0d:
    case 0x2e:
    case 0x3f:
    case 0x21:
    case COLON:
    case 0x3b:
    case 0x2026:
      return true;
    default:
      return false;
  }
}
