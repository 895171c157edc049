/**
 * Checks of the text around a capitalised run: the word before it, a house number before it, a
 * speaker label (`Modiri:`), a postcode after it, a sentence start. The window before a run is the
 * 24 code units before it and the window after it the 16 code units after it; the checks read
 * `text` between two offsets instead of slicing the windows, and each says which regex over the
 * window it stands for (`test/redaction/capitalised-run-window.test.ts` checks them against the
 * regexes). The `...Units` functions read the text's code units from a `Uint16Array` (`CodeUnits`:
 * the text, then two 0 code units), which the recognizer loads once per text; the others take the
 * text itself.
 *
 * @example
 * ```ts
 * previousWord('said to '); // 'to'
 * numberBefore('No. 12 '); // true
 * ```
 */
import { characterClass, LETTER, MARK } from '../text-scan.js';
import { CodeUnits } from './code-units.js';

/** The code units of the text given to a text-taking function (the recognizer loads its own). */
const textUnits = new CodeUnits();

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
 * Start of the code point that ends at `end`, in a window of the text that starts at
 * `windowStart` (a surrogate pair counts as one when both halves lie in the window).
 */
function codePointStart(units: Uint16Array, windowStart: number, end: number): number {
  const low = units[end - 1]!;
  if (end - windowStart >= 2 && low >= 0xdc00 && low <= 0xdfff) {
    const high = units[end - 2]!;
    if (high >= 0xd800 && high <= 0xdbff) return end - 2;
  }
  return end - 1;
}

/** The code point of the text from `start` to `end` (one code unit or a surrogate pair). */
function codePointBetween(units: Uint16Array, start: number, end: number): number {
  return end - start === 2
    ? (units[start]! - 0xd800) * 0x400 + (units[start + 1]! - 0xdc00) + 0x10000
    : units[start]!;
}

const isDigitCode = (code: number): boolean => code >= 48 && code <= 57;

/** `true` for `[\p{L}\p{M}'’]`. */
function isPreviousWordCharacter(codePoint: number): boolean {
  return (characterClass(codePoint) & (LETTER | MARK)) !== 0 || codePoint === 0x27 || codePoint === 0x2019;
}

/**
 * The word right before a final space of the window `text[windowStart, windowEnd)` (what
 * `/(?<![\p{L}\p{M}'’])([\p{L}\p{M}'’]+)[ ]$/u` captures in it), read backwards; `units` holds
 * the code units of `text`.
 */
export function previousWordUnits(
  text: string,
  units: Uint16Array,
  windowStart: number,
  windowEnd: number,
): string | undefined {
  const end = windowEnd - 1;
  if (end < windowStart || units[end] !== SPACE) return undefined;
  let start = end;
  while (start > windowStart) {
    const characterStart = codePointStart(units, windowStart, start);
    if (!isPreviousWordCharacter(codePointBetween(units, characterStart, start))) break;
    start = characterStart;
  }
  return start < end ? text.slice(start, end) : undefined;
}

/** {@link previousWordUnits} of the window `text[windowStart, windowEnd)`. */
export function previousWordIn(text: string, windowStart: number, windowEnd: number): string | undefined {
  return previousWordUnits(text, textUnits.load(text), windowStart, windowEnd);
}

/** {@link previousWordIn} over the whole of `before`. */
export function previousWord(before: string): string | undefined {
  return previousWordIn(before, 0, before.length);
}

/**
 * `true` when the window `[windowStart, windowEnd)` of the text ends with a number, an optional
 * letter and spaces or tabs (`/\d[\p{L}]?[ \t]+$/u`).
 */
export function numberBeforeUnits(units: Uint16Array, windowStart: number, windowEnd: number): boolean {
  let end = windowEnd;
  while (end > windowStart && (units[end - 1] === SPACE || units[end - 1] === TAB)) end--;
  if (end === windowEnd || end === windowStart) return false;
  if (isDigitCode(units[end - 1]!)) return true;
  const letterStart = codePointStart(units, windowStart, end);
  return (
    letterStart > windowStart &&
    isDigitCode(units[letterStart - 1]!) &&
    (characterClass(codePointBetween(units, letterStart, end)) & LETTER) !== 0
  );
}

/** {@link numberBeforeUnits} of the window `text[windowStart, windowEnd)`. */
export function numberBeforeIn(text: string, windowStart: number, windowEnd: number): boolean {
  return numberBeforeUnits(textUnits.load(text), windowStart, windowEnd);
}

/** {@link numberBeforeIn} over the whole of `before`. */
export function numberBefore(before: string): boolean {
  return numberBeforeIn(before, 0, before.length);
}

/**
 * `true` when the window `[windowStart, windowEnd)` of the text is blank after its last line break
 * or its start (`/(?:^|\n)[ \t]*$/u`): the run starts a line.
 */
export function lineStartBeforeUnits(units: Uint16Array, windowStart: number, windowEnd: number): boolean {
  let end = windowEnd;
  while (end > windowStart && (units[end - 1] === SPACE || units[end - 1] === TAB)) end--;
  return end === windowStart || units[end - 1] === LINE_FEED;
}

/** {@link lineStartBeforeUnits} of the window `text[windowStart, windowEnd)`. */
export function lineStartBeforeIn(text: string, windowStart: number, windowEnd: number): boolean {
  return lineStartBeforeUnits(textUnits.load(text), windowStart, windowEnd);
}

/**
 * `true` when a colon follows `position` (at most the text's length), after at most one space
 * (`/^[ ]?:/u`): a speaker label.
 */
export function speakerLabelAfterUnits(units: Uint16Array, position: number): boolean {
  const code = units[position];
  return code === COLON || (code === SPACE && units[position + 1] === COLON);
}

/** {@link speakerLabelAfterUnits} of `text`. */
export function speakerLabelAfter(text: string, position: number): boolean {
  return position <= text.length && speakerLabelAfterUnits(textUnits.load(text), position);
}

const PLACE_AFTER = /^[ ]?,[ ]*(?:\p{Lu}{2}[ ]+)?\d{3,}/u;

/**
 * `true` when the window after `position` (at most the text's length) holds a comma, an optional
 * state code and a postcode (`PLACE_AFTER` over the window): the run is a place in an address
 * ('Colorado Springs, CO 70079'); `units` holds the code units of `text`.
 */
export function placeAfterUnits(text: string, units: Uint16Array, position: number): boolean {
  const code = units[position];
  // the comma comes first or after one space; only then is the window worth slicing
  if (code !== COMMA && !(code === SPACE && units[position + 1] === COMMA)) return false;
  return PLACE_AFTER.test(text.slice(position, position + AFTER_WINDOW));
}

/** {@link placeAfterUnits} of `text`. */
export function placeAfter(text: string, position: number): boolean {
  return position <= text.length && placeAfterUnits(text, textUnits.load(text), position);
}

/**
 * `true` when `position` starts a sentence: only spaces, tabs and opening quotes stand between it
 * and the text start, a line break or a sentence-final mark (`[\n\r.?!:;…]`).
 */
export function startsSentenceUnits(units: Uint16Array, position: number): boolean {
  let index = position - 1;
  for (; index >= 0; index--) {
    const code = units[index];
    if (code !== SPACE && code !== TAB && code !== 0x22 && code !== 0x201c) break;
  }
  if (index < 0) return true;
  switch (units[index]) {
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

/** {@link startsSentenceUnits} of `text`. */
export function startsSentence(text: string, position: number): boolean {
  // past the end nothing stands before it but the text's last code unit, which is no sentence end there
  return position <= text.length && startsSentenceUnits(textUnits.load(text), position);
}

/** Code units after a run within which a quotation that opens before it must close. */
export const QUOTATION_WINDOW = 60;

/** `true` for `"`, `“`, `”`, `„` (a `'` is too often an apostrophe). */
function isQuote(code: number): boolean {
  return code === 0x22 || code === 0x201c || code === 0x201d || code === 0x201e;
}

/**
 * `true` when the run `[runStart, runEnd)` opens a quotation that closes soon after it: a quote
 * mark (one or more, then an optional space) right before the run, a space, a line start or the
 * text start before the marks, and another quote mark within {@link QUOTATION_WINDOW} code units
 * after the run start, before any `.`, `!`, `?` or line break. A quoted run of capitalised words
 * is a title, a slogan or a named thing ("Leaving No One Behind", "Boko Haram"), not a person.
 */
export function quotedRunUnits(
  units: Uint16Array,
  length: number,
  runStart: number,
  runEnd: number,
): boolean {
  let index = runStart - 1;
  if (index >= 0 && units[index] === SPACE) index--;
  if (index < 0 || !isQuote(units[index]!)) return false;
  while (index >= 0 && isQuote(units[index]!)) index--;
  if (index >= 0 && units[index] !== SPACE && units[index] !== LINE_FEED && units[index] !== TAB)
    return false;
  const limit = Math.min(length, runStart + QUOTATION_WINDOW);
  for (let position = runEnd; position < limit; position++) {
    const code = units[position]!;
    if (isQuote(code)) return true;
    if (code === 0x2e || code === 0x21 || code === 0x3f || code === LINE_FEED) return false;
  }
  return false;
}
