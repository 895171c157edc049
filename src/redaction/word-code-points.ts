/**
 * `isWordCodePoint`: whether a code point is a letter, mark or digit (`[\p{L}\p{M}\p{N}]` with the
 * `u` flag), the word boundary of the recognizers' look-arounds, for scans written as loops. Code
 * points of the Basic Multilingual Plane are read from the shared class table of text-scan.ts
 * (filled from the same property escapes), other code points by the regex once each (cached,
 * cleared when the cache grows too large).
 *
 * @example
 * ```ts
 * isWordCodePoint('ọ'.codePointAt(0)!); // true
 * isWordCodePoint(' '.codePointAt(0)!); // false
 * ```
 */
import { characterClass, LETTER, MARK, NUMBER } from './text-scan.js';

const WORD_BITS = LETTER | MARK | NUMBER;
const WORD_CHARACTER = /^[\p{L}\p{M}\p{N}]$/u;
const CACHE_LIMIT = 8192;
const astralCache = new Map<number, boolean>();

/** `true` when `codePoint` is in `[\p{L}\p{M}\p{N}]`; `false` for -1 (no code point). */
export function isWordCodePoint(codePoint: number): boolean {
  if (codePoint < 0x10000) return (characterClass(codePoint) & WORD_BITS) !== 0;
  let word = astralCache.get(codePoint);
  if (word === undefined) {
    word = WORD_CHARACTER.test(String.fromCodePoint(codePoint));
    if (astralCache.size >= CACHE_LIMIT) astralCache.clear();
    astralCache.set(codePoint, word);
  }
  return word;
}
