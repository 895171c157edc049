/**
 * `TextScan`: facts about one text computed once and shared by every recognizer of one analysis
 * (the letter-run starts, the digit-run starts, and the token count redact reports as usage), plus `matchesAtStarts`, which gives the same
 * matches as a global regex scan while trying only candidate start positions. A big alternation
 * that can only match at the start of a letter run (its look-behind forbids a letter before it)
 * then runs at a few dozen positions instead of every position of the text.
 *
 * Character classes come from a table over the Basic Multilingual Plane, filled lazily from the
 * `u`-flag property escapes themselves (`\p{L}`, `\p{Lu}`, `\p{Ll}`, `\p{M}`, `\p{N}`), so a loop
 * over the text agrees with the regexes by construction; astral code points ask the regex.
 *
 * @example
 * ```ts
 * const scan = new TextScan('Call Ada on 0803');
 * scan.letterRunStarts; // Int32Array [0, 5, 9]
 * scan.digitRunStarts; // Int32Array [12]
 * ```
 */

import { codePointTokenKind, TOKEN_NONE, TOKEN_START } from './token-kinds.js';

/** Bits of {@link characterClass}. */
export const LETTER = 1;
export const UPPERCASE_LETTER = 2;
export const LOWERCASE_LETTER = 4;
export const MARK = 8;
export const NUMBER = 16;
const COMPUTED = 128;

const LETTER_PATTERN = /^\p{L}$/u;
const UPPERCASE_PATTERN = /^\p{Lu}$/u;
const LOWERCASE_PATTERN = /^\p{Ll}$/u;
const MARK_PATTERN = /^\p{M}$/u;
const NUMBER_PATTERN = /^\p{N}$/u;

const table = new Uint8Array(0x10000);

function classify(character: string): number {
  let bits = 0;
  if (LETTER_PATTERN.test(character)) bits |= LETTER;
  if (UPPERCASE_PATTERN.test(character)) bits |= UPPERCASE_LETTER;
  if (LOWERCASE_PATTERN.test(character)) bits |= LOWERCASE_LETTER;
  if (MARK_PATTERN.test(character)) bits |= MARK;
  if (NUMBER_PATTERN.test(character)) bits |= NUMBER;
  return bits;
}

/**
 * The class bits (LETTER, UPPERCASE_LETTER, LOWERCASE_LETTER, MARK, NUMBER) of a code point, as
 * the `u`-flag property escapes see it; 0 for -1 (no code point) and for lone surrogates.
 */
export function characterClass(codePoint: number): number {
  if (codePoint < 0) return 0;
  if (codePoint < 0x10000) {
    let bits = table[codePoint]!;
    if (bits === 0) {
      bits =
        (codePoint >= 0xd800 && codePoint <= 0xdfff ? 0 : classify(String.fromCharCode(codePoint))) |
        COMPUTED;
      table[codePoint] = bits;
    }
    return bits & ~COMPUTED;
  }
  return classify(String.fromCodePoint(codePoint));
}

/** The code point ending right before `position` (a surrogate pair counts as one); -1 at 0. */
export function codePointBefore(text: string, position: number): number {
  if (position <= 0) return -1;
  const low = text.charCodeAt(position - 1);
  if (low >= 0xdc00 && low <= 0xdfff && position >= 2) {
    const high = text.charCodeAt(position - 2);
    if (high >= 0xd800 && high <= 0xdbff) return (high - 0xd800) * 0x400 + (low - 0xdc00) + 0x10000;
  }
  return low;
}

/** The code point starting at `position` (-1 past the end). */
export function codePointAt(text: string, position: number): number {
  return position < text.length ? (text.codePointAt(position) ?? -1) : -1;
}

/** Run kinds of {@link TextScan}'s pass: neither, a letter (`\p{L}`), an ASCII digit. */
const RUN_OTHER = 0;
const RUN_LETTER = 1;
const RUN_DIGIT = 2;
/** Bits of an {@link ASCII_STEPS} entry: a token starts, a letter run starts, a digit run starts. */
const STEP_TOKEN = 1;
const STEP_LETTER = 2;
const STEP_DIGIT = 4;
/**
 * One step of TextScan's pass over an ASCII code unit, `[state * 128 + code]` (state: the previous
 * code point's run kind times 4 plus its token kind): the next state times 8, plus the STEP bits.
 */
const ASCII_STEPS = Uint8Array.from({ length: 12 * 128 }, (_, index) => {
  const state = index >> 7;
  const code = index & 127;
  const lower = code | 32;
  const run = code >= 48 && code <= 57 ? RUN_DIGIT : lower >= 97 && lower <= 122 ? RUN_LETTER : RUN_OTHER;
  const token = codePointTokenKind(code);
  const runStart =
    run !== state >> 2 ? (run === RUN_LETTER ? STEP_LETTER : run === RUN_DIGIT ? STEP_DIGIT : 0) : 0;
  return ((run * 4 + token) << 3) | runStart | TOKEN_START[(state & 3) * 4 + token]!;
});
/** Scratch buffers of the pass, shared by every TextScan (grown to the longest text seen). */
let letterScratch = new Int32Array(1024);
let digitScratch = new Int32Array(1024);
/** Texts longer than this (code units) get buffers of their own, dropped after the pass. */
const MAX_SCRATCH_LENGTH = 1 << 16;

/** Per-text facts shared by the recognizers of one analysis; each is computed on first use. */
export class TextScan {
  readonly text: string;
  #letterRunStarts: Int32Array | undefined;
  #digitRunStarts: Int32Array | undefined;
  #tokenCount = 0;

  constructor(text: string) {
    this.text = text;
  }

  /**
   * Positions (code units) of every letter (`\p{L}`) whose previous code point is not a letter:
   * every position where a match guarded by a look-behind like `(?<![\p{L}...])` and starting with
   * a letter can begin.
   */
  get letterRunStarts(): Int32Array {
    if (!this.#letterRunStarts) this.#computeRuns();
    return this.#letterRunStarts!;
  }

  /** Positions of every ASCII digit whose previous code unit is not an ASCII digit. */
  get digitRunStarts(): Int32Array {
    if (!this.#digitRunStarts) this.#computeRuns();
    return this.#digitRunStarts!;
  }

  /**
   * The number of tokens in the text as `countTextTokens` counts them (each run of letters, marks
   * and digits, each other non-space character): counted by the same pass, for the usage count.
   */
  get tokenCount(): number {
    if (!this.#letterRunStarts) this.#computeRuns();
    return this.#tokenCount;
  }

  /**
   * One pass for both run lists and the token count (ASCII through a small kind table, other code
   * points through the class tables), the lists written into shared scratch buffers and copied out
   * once at their final length (no growing arrays to collect).
   */
  #computeRuns(): void {
    const { text } = this;
    // a text has at most one run start per code unit
    let letters = letterScratch;
    let digits = digitScratch;
    if (letters.length < text.length) {
      letters = new Int32Array(text.length);
      digits = new Int32Array(text.length);
      // (a huge text's buffers are not kept)
      if (text.length <= MAX_SCRATCH_LENGTH) {
        letterScratch = letters;
        digitScratch = digits;
      }
    }
    let letterCount = 0;
    let digitCount = 0;
    // the state after the previous code point: its run kind (RUN_OTHER, RUN_LETTER or RUN_DIGIT,
    // an ASCII digit) times 4 plus its token kind (TOKEN_NONE before the first)
    let state = RUN_OTHER * 4 + TOKEN_NONE;
    let tokens = 0;
    for (let index = 0; index < text.length; index++) {
      let code = text.charCodeAt(index);
      if (code < 128) {
        // one table read for the whole step
        const step = ASCII_STEPS[(state << 7) | code]!;
        tokens += step & STEP_TOKEN;
        if ((step & STEP_LETTER) !== 0) letters[letterCount++] = index;
        else if ((step & STEP_DIGIT) !== 0) digits[digitCount++] = index;
        state = step >> 3;
        continue;
      }
      const start = index;
      if (code >= 0xd800 && code <= 0xdbff && index + 1 < text.length) {
        const low = text.charCodeAt(index + 1);
        if (low >= 0xdc00 && low <= 0xdfff) {
          code = (code - 0xd800) * 0x400 + (low - 0xdc00) + 0x10000;
          index++;
        }
      }
      let bits = code < 0x10000 ? table[code]! : 0;
      if (bits === 0) bits = characterClass(code);
      const kind = (bits & LETTER) !== 0 ? RUN_LETTER : RUN_OTHER;
      const token = codePointTokenKind(code);
      tokens += TOKEN_START[(state & 3) * 4 + token]!;
      if (kind === RUN_LETTER && state >> 2 !== RUN_LETTER) letters[letterCount++] = start;
      state = kind * 4 + token;
    }
    this.#letterRunStarts = letters.slice(0, letterCount);
    this.#digitRunStarts = digits.slice(0, digitCount);
    this.#tokenCount = tokens;
  }
}

/**
 * The matches a global scan of `regex` over `text` finds, when every match can only start at one
 * of `starts` (ascending): `regex` must have the sticky `y` flag and no `g` flag; it is tried at
 * each start at or after the end of the previous match. Empty matches are skipped, as the
 * recognizers' own loops do.
 */
export function matchesAtStarts(regex: RegExp, text: string, starts: ArrayLike<number>): RegExpExecArray[] {
  const matches: RegExpExecArray[] = [];
  let from = 0;
  for (let index = 0; index < starts.length; index++) {
    const start = starts[index]!;
    if (start < from) continue;
    regex.lastIndex = start;
    const match = regex.exec(text);
    if (match === null || match[0].length === 0) continue;
    matches.push(match);
    from = start + match[0].length;
  }
  return matches;
}
