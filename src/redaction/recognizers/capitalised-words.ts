/**
 * Title-case words read character by character, for the capitalised-run rules: a word is an
 * upper-case letter followed by lower-case letters, marks, apostrophes and hyphens
 * (`\p{Lu}[\p{Ll}\p{M}'’-]+`). Each function says which regex it stands for; the character
 * classes come from `characterClass` (the same `u`-flag property escapes), so the loops find
 * exactly what those regexes find, surrogate pairs included.
 *
 * @example
 * ```ts
 * titleWordEnd('met Adé today', 4); // 7
 * runWordEnd('McDonald', 0); // 8
 * ```
 */
import {
  characterClass,
  codePointAt,
  codePointBefore,
  LETTER,
  LOWERCASE_LETTER,
  MARK,
  NUMBER,
  UPPERCASE_LETTER,
} from '../text-scan.js';

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

/**
 * `true` where a Title-case word may start: `(?=\p{Lu})(?<![\p{L}\p{M}\p{N}'’-])` holds at
 * `position`.
 */
export function isTitleWordStart(text: string, position: number): boolean {
  return isUppercase(codePointAt(text, position)) && !isWordCharacter(codePointBefore(text, position));
}

/** End of the longest run of `[\p{Ll}\p{M}'’-]` starting at `position` (`position` when none). */
export function wordTailEnd(text: string, position: number): number {
  let end = position;
  while (end < text.length) {
    const code = text.charCodeAt(end);
    // ASCII lower-case letters and the punctuation first: most of every word
    if ((code >= 97 && code <= 122) || code === APOSTROPHE || code === HYPHEN) {
      end++;
      continue;
    }
    if (code < 0x80) return end;
    const codePoint = codePointAt(text, end);
    if (!isWordTail(codePoint)) return end;
    end += codePointWidth(codePoint);
  }
  return end;
}

/**
 * End of `\p{Lu}[\p{Ll}\p{M}'’-]+` matched at `position` (the tail taken as far as it goes), or
 * -1 when no such word starts there.
 */
export function titleWordEnd(text: string, position: number): number {
  const head = codePointAt(text, position);
  if (!isUppercase(head)) return -1;
  const tailStart = position + codePointWidth(head);
  const end = wordTailEnd(text, tailStart);
  return end > tailStart ? end : -1;
}

/**
 * End of one word of a capitalised run, `\p{Lu}[\p{Ll}\p{M}'’-]+(?:\p{Lu}[\p{Ll}\p{M}'’-]+)?`
 * ("Adé", "McDonald"), at `position`, or -1.
 */
export function runWordEnd(text: string, position: number): number {
  const end = titleWordEnd(text, position);
  return end < 0 ? -1 : compoundWordEnd(text, end);
}

/** `end` (the end of a Title-case word), moved past a second Title-case part glued to it ("Mc|Donald"). */
export function compoundWordEnd(text: string, end: number): number {
  const second = titleWordEnd(text, end);
  return second < 0 ? end : second;
}
