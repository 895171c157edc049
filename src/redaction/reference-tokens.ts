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
import { isCueGapBetween } from './context/cue-gap.js';
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

const SEPARATORS = /[-/. \u00A0]/g;

/** The compact (separator-free, upper-case) form of a reference value. */
export function compactReference(value: string): string {
  let upper = true;
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (code === 0x2d || code === 0x2f || code === 0x2e || code === 0x20 || code === 0xa0)
      return value.replace(SEPARATORS, '').toUpperCase();
    if (code >= 0x61) upper = false;
  }
  // nothing below `a` changes in upper case
  return upper ? value : value.toUpperCase();
}

/** `true` when a reference-shaped token is plausible as an identifier at all (`compact`: its compact form). */
export function isPlausibleReference(value: string, compact = compactReference(value)): boolean {
  if (isDateLike(value)) return false;
  const digits = countDigits(compact, 0, compact.length);
  if (digits < 3) return false;
  if (digits === compact.length && compact.length < 5) return false;
  if (isOneDigitRepeated(compact)) return false;
  return compact.length >= 4;
}

/**
 * The first token after a cue ending at `cueEnd` that holds an ASCII digit, when the tokens before
 * it start within REFERENCE_WINDOW of the cue and each is still joined to it by a cue gap
 * ({@link isCueGapBetween}); `null` when there is none. The text is read as if it ended at `limit`.
 */
export function firstReferenceToken(text: string, cueEnd: number, limit: number): ReferenceToken | null {
  let position = cueEnd;
  // the gap up to `plainEnd` holds none of the characters that can part a cue from its value
  let plainEnd = cueEnd;
  while (position < limit) {
    if (alphanumericLength(text, position, limit) === 0) {
      // a low surrogate on its own is never a letter, so stepping one code unit is safe
      position++;
      continue;
    }
    if (position - cueEnd > REFERENCE_WINDOW) return null;
    if (plainEnd !== -1) plainEnd = plainGapEnd(text, plainEnd, position);
    if (plainEnd === -1 && !isCueGapBetween(text, cueEnd, position)) return null;
    const end = tokenEnd(text, position, limit);
    if (isAsciiDigit(text.charCodeAt(position)) || countDigits(text, position, end) > 0) {
      const value = text.slice(position, end);
      return { start: position, end, value, compact: compactReference(value) };
    }
    position = end;
  }
  return null;
}

/**
 * `end` when no character from `start` to `end` is a digit, a line break, `\r`, `?`, `!`, `;`, `.`
 * or `。`, else -1. A gap without them is a cue gap (the same-sentence form of isCueGapBetween), so
 * the check is only needed once one has been seen.
 */
function plainGapEnd(text: string, start: number, end: number): number {
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
      return -1;
  }
  return end;
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

function isAsciiDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

/** A space or no-break space between digit groups. */
function isDigitGroupJoiner(code: number): boolean {
  return code === 0x20 || code === 0xa0;
}

/** `-`, `/` or `.` between the parts of a token. */
function isTokenJoiner(code: number): boolean {
  return code === 0x2d || code === 0x2f || code === 0x2e;
}

function countDigits(text: string, start: number, end: number): number {
  let count = 0;
  for (let index = start; index < end; index++) if (isAsciiDigit(text.charCodeAt(index))) count++;
  return count;
}

/** `/^\d{1,4}[-/.]\d{1,2}[-/.]\d{1,4}$/`: three digit groups joined by `-`, `/` or `.` (a date). */
function isDateLike(value: string): boolean {
  let index = 0;
  for (const [fewest, most] of DATE_GROUPS) {
    if (index > 0) {
      if (index >= value.length || !isTokenJoiner(value.charCodeAt(index))) return false;
      index++;
    }
    const end = digitRunEnd(value, index, value.length);
    if (end - index < fewest || end - index > most) return false;
    index = end;
  }
  return index === value.length;
}

const DATE_GROUPS: ReadonlyArray<readonly [number, number]> = [
  [1, 4],
  [1, 2],
  [1, 4],
];

/** `/^(\d)\1+$/`: two or more of one ASCII digit. */
function isOneDigitRepeated(value: string): boolean {
  if (value.length < 2 || !isAsciiDigit(value.charCodeAt(0))) return false;
  for (let index = 1; index < value.length; index++)
    if (value.charCodeAt(index) !== value.charCodeAt(0)) return false;
  return true;
}
