/**
 * `isWordCodePoint`: whether a code point is a letter, mark or digit (`[\p{L}\p{M}\p{N}]` with the
 * `u` flag), the word boundary of the recognizers' look-arounds, for scans written as loops. ASCII
 * by a table, other code points by the regex once each (cached, cleared when it grows too large).
 *
 * @example
 * ```ts
 * isWordCodePoint('ọ'.codePointAt(0)!); // true
 * isWordCodePoint(' '.codePointAt(0)!); // false
 * ```
 */

const WORD_CHARACTER = /^[\p{L}\p{M}\p{N}]$/u;
const ASCII_WORD = Uint8Array.from({ length: 128 }, (_, code) =>
  WORD_CHARACTER.test(String.fromCharCode(code)) ? 1 : 0,
);
const CACHE_LIMIT = 8192;
const cache = new Map<number, boolean>();

/** `true` when `codePoint` is in `[\p{L}\p{M}\p{N}]`; `false` for -1 (no code point). */
export function isWordCodePoint(codePoint: number): boolean {
  if (codePoint < 0) return false;
  if (codePoint < 128) return ASCII_WORD[codePoint] === 1;
  let word = cache.get(codePoint);
  if (word === undefined) {
    word = WORD_CHARACTER.test(String.fromCodePoint(codePoint));
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(codePoint, word);
  }
  return word;
}
