/**
 * The matches of a case-insensitive phrase alternation,
 * `(?<![\p{L}\p{M}])(?:phrase|phrase|...)` with the `giu` flags (a space of a phrase written
 * `\s+`, an apostrophe `['’]`), found without running the regex: at each letter-run start
 * (`TextScan.letterRunStarts`) at or after the end of the previous match, a walk of the phrases'
 * case-fold trie finds the phrase the alternation would pick there (the first in its order that
 * matches). A phrase ends with no look-ahead, so the walk needs no condition on what follows.
 * Phrases the trie cannot read as the regex does (one starting with a character other than a
 * letter, or with a space at either end) make the scan fall back to the regex itself.
 *
 * @example
 * ```ts
 * const scan = new IntroductionScan(['my name is', 'i am']);
 * const text = 'Hi, MY  NAME IS Ada';
 * scan.matches(text, new TextScan(text).letterRunStarts); // [4, 15]: start and end of each match
 * ```
 */
import { buildPhraseTrie, firstAlternativeAt, type PhraseTrie } from '../context/phrase-trie.js';
import { codePointBefore } from '../text-scan.js';
import { CodeUnits } from './code-units.js';

/** What the look-behind forbids, as the regex sees it under its flags. */
const LETTER_OR_MARK = /^[\p{L}\p{M}]$/iu;
/** By code unit: 0 not computed yet, 1 a letter or a mark, 2 not. */
const letterOrMarkCodes = new Uint8Array(0x10000);

/** `true` when `(?<![\p{L}\p{M}])` (flags `iu`) fails for a code point before a position. */
function isLetterOrMark(codePoint: number): boolean {
  if (codePoint < 0) return false;
  if (codePoint > 0xffff) return LETTER_OR_MARK.test(String.fromCodePoint(codePoint));
  let stored = letterOrMarkCodes[codePoint]!;
  if (stored === 0) {
    stored = LETTER_OR_MARK.test(String.fromCharCode(codePoint)) ? 1 : 2;
    letterOrMarkCodes[codePoint] = stored;
  }
  return stored === 1;
}

const STARTS_WITH_LETTER = /^\p{L}/u;

/** By a phrase's first code point: whether it matches U+0345 under `iu` (phrases share their first letters). */
const firstMatchesMark = new Map<number, boolean>();

/**
 * `true` when the trie reads `phrase` as the regex does: it starts with a letter (and not one
 * that equals U+0345, a mark, under `iu`), and no space starts or ends it.
 */
function isTrieReady(phrase: string): boolean {
  if (!STARTS_WITH_LETTER.test(phrase) || phrase.endsWith(' ')) return false;
  const first = phrase.codePointAt(0)!;
  let matchesMark = firstMatchesMark.get(first);
  if (matchesMark === undefined) {
    matchesMark = new RegExp(`^\\u{${first.toString(16)}}`, 'iu').test('\u0345');
    firstMatchesMark.set(first, matchesMark);
  }
  return !matchesMark;
}

const ASCII_LETTERS = Array.from({ length: 26 }, (_, index) => index);

/** {@link lettersMatching} by character, computed once (the phrases of every list share their first two letters). */
const lettersByCharacter = new Map<string, readonly number[]>();

/**
 * The ASCII letters (0 to 25 for a to z) that a phrase's character matches as the regex reads it
 * (flags `iu`: `k` also matches the Kelvin sign, `s` matches `ſ`; a space, `\s+`, matches none).
 */
function lettersMatching(character: string): readonly number[] {
  let letters = lettersByCharacter.get(character);
  if (letters === undefined) {
    const pattern = new RegExp(`^${escapePhrase(character)}$`, 'iu');
    letters = ASCII_LETTERS.filter((letter) => pattern.test(String.fromCharCode(0x61 + letter)));
    lettersByCharacter.set(character, letters);
  }
  return letters;
}

/** The code units of the text being read when the caller gives none. */
const CODE_UNITS = new CodeUnits();

function escapePhrase(phrase: string): string {
  return phrase
    .replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
    .replace(/'/g, "['’]")
    .replace(/ /g, '\\s+');
}

/** The matches of one phrase list, in the alternation's order (the first listed wins at a position). */
export class IntroductionScan {
  readonly #trie: PhraseTrie | undefined;
  readonly #regex: RegExp;
  readonly #match = { index: -1, end: -1 };
  /**
   * At `26 * a + b`, for a text starting with ASCII letters `a`, `b` (0 to 25, either case): 1 when
   * some phrase may match there.
   */
  readonly #letterPairs = new Uint8Array(26 * 26);

  constructor(phrases: readonly string[]) {
    this.#regex = new RegExp(`(?<![\\p{L}\\p{M}])(?:${phrases.map(escapePhrase).join('|')})`, 'giu');
    this.#trie = phrases.every(isTrieReady) ? buildPhraseTrie(phrases) : undefined; // `'` stands for `'` and `’`
    for (const phrase of phrases) {
      const [first, second] = Array.from(phrase);
      // a phrase ends with no look-ahead: one of one character matches whatever follows it
      const seconds = second === undefined ? ASCII_LETTERS : lettersMatching(second);
      for (const a of lettersMatching(first!)) for (const b of seconds) this.#letterPairs[26 * a + b] = 1;
    }
  }

  /**
   * The matches a global scan of the alternation finds, in order: two numbers each, the start and
   * the end. `letterRunStarts` from `TextScan`; `units`, when given, from `CodeUnits.load(text)`
   * (read instead of the text's `charCodeAt`).
   */
  matches(text: string, letterRunStarts: ArrayLike<number>, units?: Uint16Array): number[] {
    const found: number[] = [];
    const trie = this.#trie;
    if (trie === undefined) {
      const regex = this.#regex;
      regex.lastIndex = 0;
      for (let match = regex.exec(text); match !== null; match = regex.exec(text)) {
        found.push(match.index, match.index + match[0].length);
      }
      return found;
    }
    const match = this.#match;
    const pairs = this.#letterPairs;
    const codes = units ?? CODE_UNITS.load(text);
    let from = 0;
    for (let index = 0; index < letterRunStarts.length; index++) {
      const start = letterRunStarts[index]!;
      if (start < from) continue;
      // most words start with two ASCII letters that no phrase starts with (past the end, `codes`
      // reads 0, no letter)
      const first = (codes[start]! | 0x20) - 0x61;
      const second = (codes[start + 1]! | 0x20) - 0x61;
      if (first >>> 0 < 26 && second >>> 0 < 26 && pairs[26 * first + second] === 0) continue;
      if (!firstAlternativeAt(trie, text, start, 0, match)) continue;
      if (isLetterOrMark(codePointBefore(text, start))) continue;
      found.push(start, match.end);
      from = match.end;
    }
    return found;
  }
}
