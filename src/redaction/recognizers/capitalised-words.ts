/**
 * Title-case words read code unit by code unit, for the capitalised-run rules: a word is an
 * upper-case letter followed by lower-case letters, marks, apostrophes and hyphens
 * (`\p{Lu}[\p{Ll}\p{M}'’-]+`). Each function says which regex it stands for; the character
 * classes come from `characterClass` (the same `u`-flag property escapes), so the loops find
 * exactly what those regexes find, surrogate pairs included. The `...Units` functions read a
 * text's code units from a `Uint16Array` (`CodeUnits`: the text, then two 0 code units), which
 * the recognizer loads once per text; the others take the text itself.
 *
 * @example
 * ```ts
 * titleWordEnd('met Adé today', 4); // 7
 * runWordEnd('McDonald', 0); // 8
 * ```
 */
import { characterClass, LETTER, LOWERCASE_LETTER, MARK, NUMBER, UPPERCASE_LETTER } from '../text-scan.js';
import { CodeUnits } from './code-units.js';

/** The code units of the text given to a text-taking function (the recognizer loads its own). */
const textUnits = new CodeUnits();

const APOSTROPHE = 0x27;
const RIGHT_SINGLE_QUOTATION_MARK = 0x2019;
const HYPHEN = 0x2d;

/** Code units taken by `codePoint` (2 for astral code points, 1 otherwise, 0 for none). */
export function codePointWidth(codePoint: number): number {
  return codePoint < 0 ? 0 : codePoint > 0xffff ? 2 : 1;
}

/** `true` for `'`, `’` and `-`, which the word patterns allow inside and at the end of a word. */
export function isWordPunctuation(code: number): boolean {
  return code === APOSTROPHE || code === RIGHT_SINGLE_QUOTATION_MARK || code === HYPHEN;
}

/** `true` when `codePoint` is in `[\p{Ll}\p{M}'’-]`, the part of a Title-case word after its capital. */
function isWordTail(codePoint: number): boolean {
  return (characterClass(codePoint) & (LOWERCASE_LETTER | MARK)) !== 0 || isWordPunctuation(codePoint);
}

/** `true` when `codePoint` is in `[\p{L}\p{M}\p{N}'’-]` (what may not touch a Title-case word). */
export function isWordCharacter(codePoint: number): boolean {
  return (characterClass(codePoint) & (LETTER | MARK | NUMBER)) !== 0 || isWordPunctuation(codePoint);
}

/** `true` when `codePoint` is an upper-case letter (`\p{Lu}`). */
export function isUppercase(codePoint: number): boolean {
  return (characterClass(codePoint) & UPPERCASE_LETTER) !== 0;
}

/** The code point at `position` of a text of `length` code units (-1 outside it), as `codePointAt`. */
export function codePointAtUnits(units: Uint16Array, length: number, position: number): number {
  if (position < 0 || position >= length) return -1;
  const code = units[position]!;
  if (code >= 0xd800 && code <= 0xdbff && position + 1 < length) {
    const low = units[position + 1]!;
    if (low >= 0xdc00 && low <= 0xdfff) return (code - 0xd800) * 0x400 + (low - 0xdc00) + 0x10000;
  }
  return code;
}

/** The code point ending right before `position` (a surrogate pair counts as one); -1 at 0. */
export function codePointBeforeUnits(units: Uint16Array, position: number): number {
  if (position <= 0) return -1;
  const low = units[position - 1]!;
  if (low >= 0xdc00 && low <= 0xdfff && position >= 2) {
    const high = units[position - 2]!;
    if (high >= 0xd800 && high <= 0xdbff) return (high - 0xd800) * 0x400 + (low - 0xdc00) + 0x10000;
  }
  return low;
}

/** {@link isWordCharacter} of an ASCII code: a letter, a digit, `'` or `-`. */
function isAsciiWordCharacter(code: number): boolean {
  const lower = code | 32;
  return (
    (lower >= 97 && lower <= 122) || (code >= 48 && code <= 57) || code === APOSTROPHE || code === HYPHEN
  );
}

/** {@link isWordCharacter} of the code point at `position` (false outside the text). */
export function isWordCharacterAtUnits(units: Uint16Array, length: number, position: number): boolean {
  if (position >= length) return false;
  const code = units[position]!;
  if (code < 0x80) return isAsciiWordCharacter(code);
  return isWordCharacter(codePointAtUnits(units, length, position));
}

/**
 * `true` where a Title-case word may start: `(?=\p{Lu})(?<![\p{L}\p{M}\p{N}'’-])` holds at
 * `position`.
 */
export function isTitleWordStartUnits(units: Uint16Array, length: number, position: number): boolean {
  if (position < 0 || position >= length) return false;
  const code = units[position]!;
  // ASCII first: most words of a text start with an ASCII letter
  if (code < 0x80) {
    if (code < 65 || code > 90) return false;
  } else if (!isUppercase(codePointAtUnits(units, length, position))) return false;
  if (position === 0) return true;
  const before = units[position - 1]!;
  if (before < 0x80) return !isAsciiWordCharacter(before);
  return !isWordCharacter(codePointBeforeUnits(units, position));
}

/** {@link isTitleWordStartUnits} of `text`. */
export function isTitleWordStart(text: string, position: number): boolean {
  return isTitleWordStartUnits(textUnits.load(text), text.length, position);
}

/** End of the longest run of `[\p{Ll}\p{M}'’-]` starting at `position` (`position` when none). */
export function wordTailEndUnits(units: Uint16Array, length: number, position: number): number {
  let end = position;
  while (end < length) {
    const code = units[end]!;
    // ASCII lower-case letters and the punctuation first: most of every word
    if ((code >= 97 && code <= 122) || code === APOSTROPHE || code === HYPHEN) {
      end++;
      continue;
    }
    if (code < 0x80) return end;
    const codePoint = codePointAtUnits(units, length, end);
    if (!isWordTail(codePoint)) return end;
    end += codePointWidth(codePoint);
  }
  return end;
}

/** {@link wordTailEndUnits} of `text`. */
export function wordTailEnd(text: string, position: number): number {
  return wordTailEndUnits(textUnits.load(text), text.length, position);
}

/**
 * End of `\p{Lu}[\p{Ll}\p{M}'’-]+` matched at `position` (the tail taken as far as it goes), or
 * -1 when no such word starts there.
 */
export function titleWordEndUnits(units: Uint16Array, length: number, position: number): number {
  if (position < 0 || position >= length) return -1;
  const code = units[position]!;
  let tailStart: number;
  if (code >= 65 && code <= 90) tailStart = position + 1;
  else if (code < 0x80) return -1;
  else {
    const head = codePointAtUnits(units, length, position);
    if (!isUppercase(head)) return -1;
    tailStart = position + codePointWidth(head);
  }
  const end = wordTailEndUnits(units, length, tailStart);
  return end > tailStart ? end : -1;
}

/** {@link titleWordEndUnits} of `text`. */
export function titleWordEnd(text: string, position: number): number {
  return titleWordEndUnits(textUnits.load(text), text.length, position);
}

/**
 * End of one word of a capitalised run, `\p{Lu}[\p{Ll}\p{M}'’-]+(?:\p{Lu}[\p{Ll}\p{M}'’-]+)?`
 * ("Adé", "McDonald"), at `position`, or -1.
 */
export function runWordEndUnits(units: Uint16Array, length: number, position: number): number {
  const end = titleWordEndUnits(units, length, position);
  return end < 0 ? -1 : compoundWordEndUnits(units, length, end);
}

/** {@link runWordEndUnits} of `text`. */
export function runWordEnd(text: string, position: number): number {
  return runWordEndUnits(textUnits.load(text), text.length, position);
}

/** `end` (the end of a Title-case word), moved past a second Title-case part glued to it ("Mc|Donald"). */
export function compoundWordEndUnits(units: Uint16Array, length: number, end: number): number {
  const second = titleWordEndUnits(units, length, end);
  return second < 0 ? end : second;
}

/** {@link compoundWordEndUnits} of `text`. */
export function compoundWordEnd(text: string, end: number): number {
  return compoundWordEndUnits(textUnits.load(text), text.length, end);
}
