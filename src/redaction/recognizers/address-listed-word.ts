/**
 * A second look at a candidate start of an address pattern that begins with a listed word (a
 * street prefix: `Rue`, `Mtaa wa`; a post-box word: `P.O. Box`, `Posbus`): whether some word of the
 * list stands there, read as the pattern reads it (a space inside a word is `\s*`, case-sensitive
 * or as an `iu` regex), followed by what the pattern needs next (a space; or a digit, maybe after
 * one space). `false` means the pattern cannot match there; `true` means it may. Under `ignoreCase`
 * only ASCII characters are compared: a pair with a non-ASCII character that is not the same code
 * unit is not judged, and the answer is `true`.
 *
 * @example
 * ```ts
 * const prefixes = new ListedWordMatcher(['Rue', 'Mtaa wa'], false, 'space');
 * prefixes.mayMatchAt('15 Rue de la Paix', 3); // true
 * prefixes.mayMatchAt('Ruelle', 0); // false
 * prefixes.mayMatchAt('Mtaa  wa Moi', 0); // true
 * ```
 */
import { isWhiteSpace } from './white-space.js';

/** What must follow the word: a space (`[ ]`), or a digit after at most one space (`[ ]?\d`). */
export type AfterListedWord = 'space' | 'digit';

/** The answer of {@link ListedWordMatcher} for one word: no match, the end of a match, or not judged. */
const NO_MATCH = -1;
const NOT_JUDGED = -2;

export class ListedWordMatcher {
  readonly #ignoreCase: boolean;
  readonly #after: AfterListedWord;
  /**
   * The words (their space-separated parts) by the two ASCII code units they can start with, at
   * `first * 128 + second` (lower-cased under `ignoreCase`).
   */
  readonly #byAsciiPair: Array<Array<readonly string[]> | undefined> = new Array(0x80 * 0x80).fill(undefined);
  /** Case-sensitive words whose first two code units are not both ASCII, by their first. */
  readonly #byOtherFirst = new Map<number, Array<readonly string[]>>();
  /** Words whose first part is one code unit, by the code units they can start with. */
  readonly #byShortFirst = new Map<number, Array<readonly string[]>>();

  constructor(words: readonly string[], ignoreCase: boolean, after: AfterListedWord) {
    this.#ignoreCase = ignoreCase;
    this.#after = after;
    for (const word of words) {
      const parts = word.split(' ').filter((part) => part !== '');
      if (parts.length === 0) throw new Error('Expected a listed word with a character other than a space');
      const first = parts[0]!;
      if (first.length === 1) {
        for (const unit of this.#startUnits(first.charCodeAt(0))) addTo(this.#byShortFirst, unit, parts);
        continue;
      }
      const firstUnits = this.#startUnits(first.charCodeAt(0));
      const secondUnits = this.#startUnits(first.charCodeAt(1));
      for (const unit of firstUnits)
        for (const second of secondUnits) {
          if (unit < 0x80 && second < 0x80) {
            const list = this.#byAsciiPair[unit * 0x80 + second] ?? [];
            list.push(parts);
            this.#byAsciiPair[unit * 0x80 + second] = list;
          } else if (!ignoreCase) addTo(this.#byOtherFirst, unit, parts);
        }
    }
  }

  /** `false` when no listed word at `position` is followed by what the pattern needs there. */
  mayMatchAt(text: string, position: number): boolean {
    let first = text.charCodeAt(position);
    let second = text.charCodeAt(position + 1);
    if (this.#ignoreCase) {
      // under `iu` only ASCII code units are compared (`NaN` past the end is no word's)
      if (first >= 0x80 || second >= 0x80) return true;
      first = asciiLowerCase(first);
      second = asciiLowerCase(second);
    }
    const words =
      first < 0x80 && second < 0x80
        ? this.#byAsciiPair[first * 0x80 + second]
        : this.#byOtherFirst.get(first);
    if (words !== undefined && this.#someMatches(text, position, words)) return true;
    const short = this.#byShortFirst.get(first);
    return short !== undefined && this.#someMatches(text, position, short);
  }

  #someMatches(text: string, position: number, words: ReadonlyArray<readonly string[]>): boolean {
    for (let index = 0; index < words.length; index++) {
      const parts = words[index]!;
      // a one-part word: what follows it first, the cheapest test that usually fails
      if (parts.length === 1 && !this.#followed(text, position + parts[0]!.length)) continue;
      const end = this.#wordEnd(text, position, parts);
      if (end === NOT_JUDGED) return true;
      if (end !== NO_MATCH && this.#followed(text, end)) return true;
    }
    return false;
  }

  /**
   * The code units a text character can have where the word has `unit`: `unit` itself, or under
   * `ignoreCase` (for an ASCII `unit`, lower-cased) every ASCII one an `iu` regex equates with it.
   */
  #startUnits(unit: number): number[] {
    if (!this.#ignoreCase) return [unit];
    if (unit < 0x80) return [asciiLowerCase(unit)];
    const units: number[] = [unit];
    const regex = new RegExp(`^\\u{${unit.toString(16)}}$`, 'iu');
    for (let ascii = 0; ascii < 0x80; ascii++)
      if (regex.test(String.fromCharCode(ascii))) units.push(asciiLowerCase(ascii));
    return units;
  }

  /** Where the word of `parts` ends when it stands at `position`, {@link NO_MATCH} or {@link NOT_JUDGED}. */
  #wordEnd(text: string, position: number, parts: readonly string[]): number {
    let index = position;
    for (let partIndex = 0; partIndex < parts.length; partIndex++) {
      if (partIndex > 0) while (isWhiteSpace(text.charCodeAt(index))) index++;
      const part = parts[partIndex]!;
      if (!this.#ignoreCase) {
        for (let offset = 0; offset < part.length; offset++, index++)
          if (text.charCodeAt(index) !== part.charCodeAt(offset)) return NO_MATCH;
        continue;
      }
      for (let offset = 0; offset < part.length; offset++, index++) {
        const expected = part.charCodeAt(offset);
        const actual = text.charCodeAt(index);
        if (actual === expected) continue;
        if (index >= text.length) return NO_MATCH;
        if (actual >= 0x80 || expected >= 0x80) return NOT_JUDGED;
        if (asciiLowerCase(actual) !== asciiLowerCase(expected)) return NO_MATCH;
      }
    }
    return index;
  }

  #followed(text: string, end: number): boolean {
    const next = text.charCodeAt(end);
    if (this.#after === 'space') return next === 0x20;
    if (isAsciiDigit(next)) return true;
    // a digit, or a post office's code of one to three letters before the number ("Box KS 1402"),
    // in any case as the pattern's `i` flag reads `[A-Z]` (a non-ASCII letter that folds to one,
    // `ſ` or the Kelvin sign, is not judged)
    const start = next === 0x20 ? end + 1 : end;
    let index = start;
    while (index < start + 3) {
      const code = text.charCodeAt(index);
      if (code >= 0x80) return true;
      if (!isAsciiUpperCase(code) && !isAsciiUpperCase(code - 32)) break;
      index++;
    }
    if (index > start && text.charCodeAt(index) === 0x20) index++;
    return isAsciiDigit(text.charCodeAt(index));
  }
}

function addTo(map: Map<number, Array<readonly string[]>>, unit: number, parts: readonly string[]): void {
  const list = map.get(unit) ?? [];
  list.push(parts);
  map.set(unit, list);
}

function asciiLowerCase(unit: number): number {
  return unit >= 0x41 && unit <= 0x5a ? unit | 0x20 : unit;
}

function isAsciiUpperCase(code: number): boolean {
  return code >= 0x41 && code <= 0x5a;
}

function isAsciiDigit(code: number): boolean {
  return code >= 0x30 && code <= 0x39;
}
