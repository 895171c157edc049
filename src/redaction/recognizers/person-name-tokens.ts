/**
 * The capitalised tokens the gazetteer rule looks up, found without a regex scan. They are the
 * matches of
 *
 * `/(?=[\p{Ll}\p{Lu}E])(?<![\p{L}\p{M}'’-])([\p{Ll}]{1,7}-?)?(\p{Lu}[\p{L}\p{M}'’-]*|E[E]*)/gu`
 *
 * (E: the Ge'ez and Arabic blocks, `[\u1200-\u139F\u0600-\u06FF]`), read with a character loop at
 * the positions where a match can start: a capitalised word ('Sipho', 'McDonald'), a lower-case
 * prefix of one to seven letters glued to one ('uSipho', 'ngu-Thandi'), or a run of Ge'ez or
 * Arabic characters (letters, marks, digits and punctuation of those blocks alike).
 *
 * @example
 * ```ts
 * capitalisedTokens('ngu-Thandi', new TextScan('ngu-Thandi').letterRunStarts); // [0, 4, 10]: prefix 'ngu-', word 'Thandi'
 * ```
 */
import {
  characterClass,
  codePointAt,
  codePointBefore,
  LETTER,
  LOWERCASE_LETTER,
  MARK,
  UPPERCASE_LETTER,
} from '../text-scan.js';
import { CodeUnits } from './code-units.js';
import {
  BEGINNING_UNITS,
  EMPTY_BEGINNING_HASH,
  extendBeginningHash,
  mayBeListedBeginning,
} from './name-gazetteer.js';

/**
 * Values of `capitalisedTokens`'s `filters`, one per token: what `mayBeGivenNameOrSurname` says of
 * the token's word, read on the way for a word of ASCII letters, or NOT_FILTERED (ask it).
 */
export const NOT_LISTED = 0;
export const MAY_BE_LISTED = 1;
export const NOT_FILTERED = -1;

/** Most lower-case letters of a prefix ('nginguye' has eight: no token). */
const MAX_PREFIX_LETTERS = 7;
const HYPHEN = 0x2d;
const APOSTROPHE = 0x27;
const RIGHT_QUOTE = 0x2019;
const UNCASED_CHARACTER = /[\u0600-\u06FF\u1200-\u139F]/;

/** Bits of `kindOf`. */
const LOWERCASE = 1;
const UPPERCASE = 2;
/** `[\p{L}\p{M}'’-]`: what continues a capitalised word, and what may not precede a token. */
const WORD = 4;
/** The Ge'ez and Arabic blocks, `[\u0600-\u06FF\u1200-\u139F]`, which the rule takes as one script. */
const UNCASED = 8;
const KNOWN = 16;
/** `kindOf` of the Basic Multilingual Plane, filled on first use. */
const kinds = new Uint8Array(0x10000);

function computeKind(codePoint: number): number {
  const classes = characterClass(codePoint);
  let kind = 0;
  if ((classes & LOWERCASE_LETTER) !== 0) kind |= LOWERCASE;
  if ((classes & UPPERCASE_LETTER) !== 0) kind |= UPPERCASE;
  if (
    (classes & (LETTER | MARK)) !== 0 ||
    codePoint === APOSTROPHE ||
    codePoint === RIGHT_QUOTE ||
    codePoint === HYPHEN
  ) {
    kind |= WORD;
  }
  if ((codePoint >= 0x0600 && codePoint <= 0x06ff) || (codePoint >= 0x1200 && codePoint <= 0x139f)) {
    kind |= UNCASED;
  }
  return kind;
}

/** The kind bits of a code point (0 for -1, past the end, and for lone surrogates). */
function kindOf(codePoint: number): number {
  if (codePoint < 0 || codePoint > 0xffff) return codePoint < 0 ? 0 : computeKind(codePoint);
  let kind = kinds[codePoint]!;
  if (kind === 0) {
    kind = computeKind(codePoint) | KNOWN;
    kinds[codePoint] = kind;
  }
  return kind;
}

/** `true` for `[\p{L}\p{M}'’-]`. */
export function isWordCharacter(codePoint: number): boolean {
  return (kindOf(codePoint) & WORD) !== 0;
}

/** Code units of a code point (-1, past the end, counts 1). */
export function codePointWidth(codePoint: number): number {
  return codePoint > 0xffff ? 2 : 1;
}

/** `codePointAt` (-1 past the end) with the common case, no high surrogate, read inline. */
function readCodePoint(text: string, position: number): number {
  // (no read past the end: V8 deoptimises code that reads out of bounds for the first time)
  if (position >= text.length) return -1;
  const code = text.charCodeAt(position);
  if (code >= 0xd800 && code <= 0xdbff) return codePointAt(text, position);
  // NaN before the start
  return code >= 0 ? code : -1;
}

/** `true` for an ASCII letter. */
function isAsciiLetter(code: number): boolean {
  return (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);
}

/** Where the word part (the second group) starting at `position` ends, or -1 when none starts there. */
function wordEnd(text: string, position: number): number {
  const first = readCodePoint(text, position);
  const kind = kindOf(first);
  if ((kind & UPPERCASE) !== 0) return capitalisedWordEnd(text, position + codePointWidth(first));
  if ((kind & UNCASED) !== 0) {
    let index = position + 1;
    while (index < text.length && (kindOf(text.charCodeAt(index)) & UNCASED) !== 0) index++;
    return index;
  }
  return -1;
}

/** Where a capitalised word whose capital ends at `index` ends: after its last `[\p{L}\p{M}'’-]`. */
function capitalisedWordEnd(text: string, index: number): number {
  while (index < text.length) {
    const code = text.charCodeAt(index);
    if (code < 0x80) {
      // ASCII: letters, `'` and `-` continue the word
      if (!isAsciiLetter(code) && code !== APOSTROPHE && code !== HYPHEN) break;
      index++;
      continue;
    }
    const codePoint = readCodePoint(text, index);
    if ((kindOf(codePoint) & WORD) === 0) break;
    index += codePointWidth(codePoint);
  }
  return index;
}

/** `capitalisedWordEnd` reading ASCII code units from `units` (the code units of `text`). */
function capitalisedWordEndIn(text: string, units: Uint16Array, index: number): number {
  const { length } = text;
  while (index < length) {
    const code = units[index]!;
    if (code < 0x80) {
      // ASCII: letters, `'` and `-` continue the word
      if (!isAsciiLetter(code) && code !== APOSTROPHE && code !== HYPHEN) break;
      index++;
      continue;
    }
    const codePoint = readCodePoint(text, index);
    if ((kindOf(codePoint) & WORD) === 0) break;
    index += codePointWidth(codePoint);
  }
  return index;
}

/** `true` when the code point before `position` is `[\p{L}\p{M}'’-]` (the token's look-behind fails). */
function followsWordCharacter(text: string, position: number): boolean {
  if (position <= 0) return false;
  const code = text.charCodeAt(position - 1);
  if (code < 0x80) return isAsciiLetter(code) || code === APOSTROPHE || code === HYPHEN;
  return (kindOf(codePointBefore(text, position)) & WORD) !== 0;
}

/** The word start of the token `tokenAt` read last (after its prefix, if any). */
let tokenWordStart = 0;

/**
 * Reads the token starting at `position` (a code point boundary): returns its end (its word start
 * left in `tokenWordStart`), or -1 when no token starts there.
 */
function tokenAt(text: string, position: number): number {
  if (followsWordCharacter(text, position)) return -1;
  const first = readCodePoint(text, position);
  if ((kindOf(first) & LOWERCASE) === 0) {
    // no prefix: a capital letter or a Ge'ez or Arabic character (anything else ends at -1)
    tokenWordStart = position;
    return wordEnd(text, position);
  }
  // The prefix takes the whole lower-case run: a shorter one would leave a lower-case letter where
  // the word part needs a capital or a Ge'ez or Arabic character (those blocks have no cased
  // letters), and a run longer than seven letters gives no token at all.
  let prefixEnd = position;
  for (let letters = 0; ; letters++) {
    // (the end of the text ends the prefix, as a character of no kind would)
    if (prefixEnd >= text.length) break;
    const code = text.charCodeAt(prefixEnd);
    if (code >= 0x61 && code <= 0x7a) {
      if (letters === MAX_PREFIX_LETTERS) return -1;
      prefixEnd++;
      continue;
    }
    // an ASCII character other than a small letter ends the prefix; a capital or `-` may follow
    if (code < 0x80) {
      if (code !== HYPHEN && !(code >= 0x41 && code <= 0x5a)) return -1;
      break;
    }
    const codePoint = readCodePoint(text, prefixEnd);
    if ((kindOf(codePoint) & LOWERCASE) === 0) break;
    if (letters === MAX_PREFIX_LETTERS) return -1;
    prefixEnd += codePointWidth(codePoint);
  }
  if (prefixEnd < text.length && text.charCodeAt(prefixEnd) === HYPHEN) {
    const end = wordEnd(text, prefixEnd + 1);
    if (end >= 0) {
      tokenWordStart = prefixEnd + 1;
      return end;
    }
  }
  tokenWordStart = prefixEnd;
  return wordEnd(text, prefixEnd);
}

/**
 * Tokens found by {@link scanTokens}: `count` of them, three numbers each in `tokens` (the start,
 * the word start, the end) and one in `filters`. Reused from text to text (it grows as needed).
 */
export class TokenList {
  tokens = new Int32Array(3 * 64);
  filters = new Int32Array(64);
  count = 0;

  add(start: number, wordStart: number, end: number, filter: number): void {
    const count = this.count;
    if (count === this.filters.length) {
      const tokens = new Int32Array(2 * this.tokens.length);
      tokens.set(this.tokens);
      this.tokens = tokens;
      const filters = new Int32Array(2 * count);
      filters.set(this.filters);
      this.filters = filters;
    }
    const offset = 3 * count;
    this.tokens[offset] = start;
    this.tokens[offset + 1] = wordStart;
    this.tokens[offset + 2] = end;
    this.filters[count] = filter;
    this.count = count + 1;
  }
}

/**
 * Fills `list` with the tokens of `text` in order, as the global regex scan finds them, each with
 * its filter (MAY_BE_LISTED, NOT_LISTED or NOT_FILTERED). With `candidatesOnly`, the tokens
 * filtered as NOT_LISTED are left out (the gazetteer rule would pass them over), and not read
 * past their first letters. `letterRunStarts` from `TextScan`; `units` from `CodeUnits.load(text)`
 * (a typed array reads faster than `charCodeAt` on the sliced strings the engine is given).
 */
export function scanTokens(
  text: string,
  letterRunStarts: ArrayLike<number>,
  list: TokenList,
  candidatesOnly: boolean,
  units: Uint16Array,
): void {
  list.count = 0;
  if (!UNCASED_CHARACTER.test(text)) {
    // every token then starts with a letter (`Lu` or `Ll`) after a non-letter: a letter-run start
    let from = 0;
    for (let index = 0; index < letterRunStarts.length; index++) {
      const start = letterRunStarts[index]!;
      if (start < from) continue;
      const first = units[start]!;
      if (first >= 0x61 && first <= 0x7a) {
        // Most words start with a small ASCII letter: they give a token only when at most seven
        // small letters lead to a capital, a `-` or a non-ASCII character, so most are passed over
        // after reading at most eight letters, before any other test. (Past the end, `units`
        // reads 0, which ends the word as the end of the text does.)
        let end = start + 1;
        let code = units[end]!;
        while (code >= 0x61 && code <= 0x7a && end - start <= MAX_PREFIX_LETTERS) code = units[++end]!;
        if (end - start > MAX_PREFIX_LETTERS) continue;
        if (code < 0x80 && code !== HYPHEN && !(code >= 0x41 && code <= 0x5a)) continue;
      } else if (first >= 0x41 && first <= 0x5a) {
        // a capital ASCII letter: a token unless the look-behind fails
        if (start > 0) {
          const before = units[start - 1]!;
          if (
            before < 0x80
              ? isAsciiLetter(before) || before === APOSTROPHE || before === HYPHEN
              : (kindOf(codePointBefore(text, start)) & WORD) !== 0
          ) {
            continue;
          }
        }
        // the gazetteer's beginnings filter reads the same first letters: hash them on the way
        let hash = extendBeginningHash(EMPTY_BEGINNING_HASH, first | 0x20);
        let index = start + 1;
        let count = 1;
        for (; count < BEGINNING_UNITS; count++, index++) {
          const lower = units[index]! | 0x20;
          if (lower < 0x61 || lower > 0x7a) break;
          hash = extendBeginningHash(hash, lower);
        }
        if (mayBeListedBeginning(hash, count)) {
          from = capitalisedWordEndIn(text, units, index);
          list.add(start, start, from, MAY_BE_LISTED);
        } else if (!candidatesOnly) {
          from = capitalisedWordEndIn(text, units, index);
          list.add(start, start, from, NOT_LISTED);
        }
        // (a word left out is not read to its end: every code unit after its first follows a
        // `[\p{L}\p{M}'’-]`, so no token starts inside it, and `from` need not pass it)
        continue;
      }
      const end = tokenAt(text, start);
      if (end >= 0) {
        from = end;
        list.add(start, tokenWordStart, end, NOT_FILTERED);
      }
    }
    return;
  }
  // a token may also start with a Ge'ez or Arabic code unit that is not a letter
  let nextRun = 0;
  for (let position = 0; position < text.length; ) {
    while (nextRun < letterRunStarts.length && letterRunStarts[nextRun]! < position) nextRun++;
    if (
      (kindOf(text.charCodeAt(position)) & UNCASED) !== 0 ||
      (nextRun < letterRunStarts.length && letterRunStarts[nextRun] === position)
    ) {
      const end = tokenAt(text, position);
      if (end >= 0) {
        list.add(position, tokenWordStart, end, NOT_FILTERED);
        position = end;
        continue;
      }
    }
    // a low surrogate reached here is neither a letter-run start nor a Ge'ez or Arabic code unit
    position++;
  }
}

/**
 * The tokens of `text` in order, as the global regex scan finds them: three numbers each, the
 * start, the word start (after the prefix, if any) and the end, and in `filters` (when given) the
 * filter of each. `letterRunStarts` from `TextScan`.
 */
export function capitalisedTokens(
  text: string,
  letterRunStarts: ArrayLike<number>,
  filters?: number[],
): number[] {
  const list = new TokenList();
  scanTokens(text, letterRunStarts, list, false, new CodeUnits().load(text));
  if (filters) for (let index = 0; index < list.count; index++) filters.push(list.filters[index]!);
  return Array.from(list.tokens.subarray(0, 3 * list.count));
}
