/**
 * The value a context cue announces ("policy number is POL/2023/0042"): the first
 * reference-shaped token holding a digit within a few words after the cue. Found by a character
 * loop that reads the text exactly as a global scan of the `u` regex
 * `\d+(?:[ \u00A0]\d+)+(?![\p{L}\p{N}])|[\p{L}\p{N}]+(?:[-/.][\p{L}\p{N}]+)*` over the window after
 * the cue would (the text cut at the window's end), without slicing the window or running a
 * regex per token. A cue's token is the same for every recognizer, so it is found once per text.
 *
 * @example
 * ```ts
 * const text = 'my policy number is POL/2023/0042';
 * firstReferenceToken(text, 16, text.length); // { start: 20, end: 33, value: 'POL/2023/0042', compact: 'POL20230042' }
 * ```
 */
import { countAsciiDigits, isAsciiDigit } from './ascii-digits.js';
import { CueGapReader } from './cue-gap-reader.js';
import { REFERENCE_WINDOW } from './scoring.js';
import { characterClass, LETTER, NUMBER } from './text-scan.js';

/** How far past the cue the text is read (a token may start up to REFERENCE_WINDOW after it). */
export const REFERENCE_READ_LIMIT = REFERENCE_WINDOW + 64;

/** A reference-shaped token holding a digit, with its compact form. */
export interface ReferenceToken {
  start: number;
  end: number;
  value: string;
  /** `value` without separators, upper-cased ({@link compactReference}). */
  compact: string;
}

/** The compact (separator-free, upper-case) form of a reference value. */
export function compactReference(value: string): string {
  // the parts between separators, joined (a loop: twice as fast as a global replace)
  let compact = '';
  let from = 0;
  let lower = false;
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (isSeparator(code)) {
      if (index > from) compact += value.slice(from, index);
      from = index + 1;
    } else if (code >= 0x61) lower = true;
  }
  if (from === 0) compact = value;
  else if (from < value.length) compact += value.slice(from);
  // nothing below `a` changes in upper case
  return lower ? compact.toUpperCase() : compact;
}

/** `-`, `/`, `.`, space or no-break space: what {@link compactReference} removes. */
function isSeparator(code: number): boolean {
  return code === 0x2d || code === 0x2f || code === 0x2e || code === 0x20 || code === 0xa0;
}

/** `true` when a reference-shaped token is plausible as an identifier at all (`compact`: its compact form). */
export function isPlausibleReference(value: string, compact = compactReference(value)): boolean {
  if (isDateLike(value)) return false;
  const digits = countAsciiDigits(compact, 0, compact.length);
  if (digits < 3) return false;
  if (digits === compact.length && compact.length < 5) return false;
  if (isOneDigitRepeated(compact)) return false;
  return compact.length >= 4;
}

/** Reused by every call: firstReferenceToken is not reentrant and allocates no reader. */
const gapReader = new CueGapReader();

/**
 * The first token after a cue ending at `cueEnd` that holds an ASCII digit, when the tokens before
 * it start within REFERENCE_WINDOW of the cue and each is still joined to it by a cue gap
 * (isCueGapBetween of context/cue-gap.ts, read once by a {@link CueGapReader}); `null` when there is none. The
 * text is read as if it ended at `limit`.
 */
export function firstReferenceToken(text: string, cueEnd: number, limit: number): ReferenceToken | null {
  let position = cueEnd;
  // the gap up to `plainEnd` holds none of the characters that can part a cue from its value;
  // once one is seen (-1), the reader takes over
  let plainEnd = cueEnd;
  while (position < limit) {
    if (alphanumericLength(text, position, limit) === 0) {
      // a low surrogate on its own is never a letter, so stepping one code unit is safe
      position++;
      continue;
    }
    if (position - cueEnd > REFERENCE_WINDOW) return null;
    if (plainEnd !== -1) {
      plainEnd = firstGapBreak(text, plainEnd, position) === -1 ? position : -1;
      if (plainEnd === -1) gapReader.reset(text, cueEnd);
    }
    if (plainEnd === -1) {
      gapReader.advanceTo(position);
      if (!gapReader.isCueGap()) return null;
    }
    const end = tokenEnd(text, position, limit);
    if (isAsciiDigit(text.charCodeAt(position)) || countAsciiDigits(text, position, end) > 0) {
      // (as referenceTokenAt: a word glued to the value by a hyphen is no part of it)
      const valueStart = position + gluedWordLength(text, position);
      const valueEnd = valueStart === position ? end : tokenEnd(text, valueStart, limit);
      const value = text.slice(valueStart, valueEnd);
      return { start: valueStart, end: valueEnd, value, compact: compactReference(value) };
    }
    position = end;
  }
  return null;
}

/**
 * {@link firstReferenceToken} when `firstDigit` is the first ASCII digit at or after `cueEnd` (and
 * before `limit`). The token holding it is the one found, as the tokens before it hold no digit;
 * it starts where the letters, numbers and joiners right before the digit do. Whether the tokens
 * before it start in cue gaps is read from the gap without reading them one by one: before the
 * first sentence end or line break, every gap is a cue gap; after a line break, a gap that is
 * one stays one as it shrinks back to the line break (the reader at the token decides); a token
 * between the sentence end and the line break, rare, sends the question to firstReferenceToken.
 */
export function referenceTokenAt(
  text: string,
  cueEnd: number,
  limit: number,
  firstDigit: number,
): ReferenceToken | null {
  const start = tokenStartBefore(text, cueEnd, firstDigit);
  if (start - cueEnd > REFERENCE_WINDOW) return null;
  const firstBreak = firstGapBreak(text, cueEnd, start);
  if (firstBreak !== -1) {
    gapReader.reset(text, cueEnd);
    gapReader.advanceTo(start);
    if (!gapReader.isCueGap()) return null;
    // a cue gap with a sentence end and no line break is `.` and spaces: no token in it
    const lineBreak = text.indexOf('\n', firstBreak);
    if (lineBreak !== -1 && lineBreak < start && hasAlphanumericBetween(text, firstBreak + 1, lineBreak))
      return firstReferenceToken(text, cueEnd, limit);
  }
  const valueStart = start + gluedWordLength(text, start);
  const end = tokenEnd(text, valueStart, limit);
  const value = text.slice(valueStart, end);
  return { start: valueStart, end, value, compact: compactReference(value) };
}

/** Most letters of a word glued to a value by a hyphen ("Ngu-", "yi-", "ngu-"). */
const MAX_GLUED_WORD = 6;
const GLUED_WORD = /^(\p{L}+)-(?=[\p{Lu}\d])/u;

/**
 * The length of a word written glued to a value by a hyphen at `start` ("Ngu-681104 5823 086",
 * "Yi-222 108 447", "ngu-DSP-5540981": the Nguni copula), or 0: a word of up to six small letters
 * (the first may be a capital) before a digit or a capital. A code's own prefix is in capitals
 * ("GHA-", "EMP-") or mixes them through it ("UofK-19-ENG-0477") and stays; small letters glued
 * before a prefix's capitals are the word ("ndiCM-7714022-01": "ndi" + "CM-...").
 */
export function gluedWordLength(text: string, start: number): number {
  const match = GLUED_WORD.exec(text.slice(start, start + MAX_GLUED_WORD + 2));
  if (match === null) return 0;
  const word = match[1]!;
  if (/^\p{Lu}?\p{Ll}+$/u.test(word)) return match[0].length;
  // small letters glued before a code's capitals ("ndiCM-7714022-01"): the small ones only
  return /^\p{Ll}+\p{Lu}+$/u.exec(word) === null ? 0 : word.length - /\p{Lu}+$/u.exec(word)![0].length;
}

/** `true` when a letter or number stands in `text` from `start` to before `end`. */
function hasAlphanumericBetween(text: string, start: number, end: number): boolean {
  for (let index = start; index < end; index++) if (alphanumericLength(text, index, end) > 0) return true;
  return false;
}

/**
 * The start of the token holding `position` (a letter or number) when the tokens are read from
 * `floor` on and none before it starts with an ASCII digit: back over letters and numbers, and over
 * each joiner with a letter or number on both sides.
 */
function tokenStartBefore(text: string, floor: number, position: number): number {
  let start = position;
  while (start > floor) {
    const length = alphanumericLengthBefore(text, start, floor);
    if (length > 0) start -= length;
    else if (
      isTokenJoiner(text.charCodeAt(start - 1)) &&
      alphanumericLengthBefore(text, start - 1, floor) > 0
    )
      start--;
    else break;
  }
  return start;
}

/**
 * The code units (1 or 2) of the code point ending at `index` when it is a letter or number, 0 when
 * it is not or `index` is at `floor` or before it (a pair cut by `floor` is not one).
 */
function alphanumericLengthBefore(text: string, index: number, floor: number): number {
  if (index <= floor) return 0;
  const code = text.charCodeAt(index - 1);
  if (code < 128) {
    const lower = code | 32;
    return (code >= 48 && code <= 57) || (lower >= 97 && lower <= 122) ? 1 : 0;
  }
  if (code >= 0xdc00 && code <= 0xdfff && index - 2 >= floor) {
    const high = text.charCodeAt(index - 2);
    if (high >= 0xd800 && high <= 0xdbff)
      return characterClass((high - 0xd800) * 0x400 + (code - 0xdc00) + 0x10000) & (LETTER | NUMBER) ? 2 : 0;
  }
  return characterClass(code) & (LETTER | NUMBER) ? 1 : 0;
}

/**
 * The first character from `start` to before `end` that is a digit, a line break, `\r`, `?`, `!`,
 * `;`, `.` or `。`, else -1. A gap without them is a cue gap (the same-sentence form of
 * isCueGapBetween), so the gap reader is only needed once one has been seen.
 */
function firstGapBreak(text: string, start: number, end: number): number {
  for (let index = start; index < end; index++) {
    const code = text.charCodeAt(index);
    if (
      (code >= 48 && code <= 57) ||
      code === 10 ||
      code === 13 ||
      code === 63 ||
      code === 33 ||
      code === 59 ||
      code === 46 ||
      code === 0x3002
    )
      return index;
  }
  return -1;
}

/**
 * The end of the token starting at `start` (a letter or number): digit groups joined by single
 * spaces and not followed by a letter or number (`0123 456 789`), else letters and numbers joined
 * by single `-`, `/` or `.` (`POL/2023/0042`).
 */
function tokenEnd(text: string, start: number, limit: number): number {
  if (isAsciiDigit(text.charCodeAt(start))) {
    let end = digitRunEnd(text, start, limit);
    let groups = 0;
    let previousEnd = end;
    while (
      end + 1 < limit &&
      isDigitGroupJoiner(text.charCodeAt(end)) &&
      isAsciiDigit(text.charCodeAt(end + 1))
    ) {
      previousEnd = end;
      end = digitRunEnd(text, end + 1, limit);
      groups++;
    }
    // the groups end before a letter or number: give the last group back (then a joiner follows)
    if (groups > 0 && alphanumericLength(text, end, limit) === 0) return end;
    if (groups > 1) return previousEnd;
  }
  let end = start;
  for (;;) {
    for (
      let length = alphanumericLength(text, end, limit);
      length > 0;
      length = alphanumericLength(text, end, limit)
    )
      end += length;
    if (end < limit && isTokenJoiner(text.charCodeAt(end)) && alphanumericLength(text, end + 1, limit) > 0)
      end++;
    else return end;
  }
}

/**
 * The code units (1 or 2) of the code point at `index` when it is a letter or number (`\p{L}`,
 * `\p{N}`), 0 when it is not or `index` is at `limit` or past it (a pair cut by `limit` is not one).
 */
function alphanumericLength(text: string, index: number, limit: number): number {
  if (index >= limit) return 0;
  const code = text.charCodeAt(index);
  if (code < 128) {
    const lower = code | 32;
    return (code >= 48 && code <= 57) || (lower >= 97 && lower <= 122) ? 1 : 0;
  }
  if (code >= 0xd800 && code <= 0xdbff && index + 1 < limit) {
    const low = text.charCodeAt(index + 1);
    if (low >= 0xdc00 && low <= 0xdfff)
      return characterClass((code - 0xd800) * 0x400 + (low - 0xdc00) + 0x10000) & (LETTER | NUMBER) ? 2 : 0;
  }
  return characterClass(code) & (LETTER | NUMBER) ? 1 : 0;
}

function digitRunEnd(text: string, start: number, limit: number): number {
  let end = start;
  while (end < limit && isAsciiDigit(text.charCodeAt(end))) end++;
  return end;
}

/** A space or no-break space between digit groups. */
function isDigitGroupJoiner(code: number): boolean {
  return code === 0x20 || code === 0xa0;
}

/** `-`, `/` or `.` between the parts of a token. */
function isTokenJoiner(code: number): boolean {
  return code === 0x2d || code === 0x2f || code === 0x2e;
}

/**
 * Three digit groups joined by `-`, `/` or `.` that can be a calendar date: year-month-day
 * (`2023-04-05`), or day-month-year / month-day-year with a 2 or 4 digit year (`05/04/2023`,
 * `4.5.23`). `2023/45/778` is not one (no month 45), so after a cue it is a reference.
 */
function isDateLike(value: string): boolean {
  const groups: number[] = [];
  const lengths: number[] = [];
  let index = 0;
  for (let group = 0; group < 3; group++) {
    if (group > 0) {
      if (index >= value.length || !isTokenJoiner(value.charCodeAt(index))) return false;
      index++;
    }
    const end = digitRunEnd(value, index, value.length);
    if (end === index || end - index > 4) return false;
    groups.push(Number(value.slice(index, end)));
    lengths.push(end - index);
    index = end;
  }
  if (index !== value.length) return false;
  const [first, middle, last] = groups as [number, number, number];
  const [firstLength, middleLength, lastLength] = lengths as [number, number, number];
  if (middleLength > 2) return false;
  if (firstLength === 4) return lastLength <= 2 && isMonth(middle) && isDay(last);
  if (firstLength > 2 || (lastLength !== 2 && lastLength !== 4)) return false;
  return (isDay(first) && isMonth(middle)) || (isMonth(first) && isDay(middle));
}

function isMonth(value: number): boolean {
  return value >= 1 && value <= 12;
}

function isDay(value: number): boolean {
  return value >= 1 && value <= 31;
}

/** `/^(\d)\1+$/`: two or more of one ASCII digit. */
function isOneDigitRepeated(value: string): boolean {
  if (value.length < 2 || !isAsciiDigit(value.charCodeAt(0))) return false;
  for (let index = 1; index < value.length; index++)
    if (value.charCodeAt(index) !== value.charCodeAt(0)) return false;
  return true;
}
