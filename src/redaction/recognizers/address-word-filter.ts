/**
 * A first look for the words of the address recognizer's lists (street prefixes, house words,
 * post-box words, fused street endings, ...): which lists have a word that can begin at a text
 * position (or end there), judged on its first (or last) three characters, compared as a regex
 * with the `iu` flags compares them. That is a necessary condition for the patterns, whether they
 * ignore case or not: the recognizer tries a list's pattern where it holds and nowhere else.
 *
 * The words' characters are numbered, one class per set of characters an `iu` regex treats as one,
 * and the class of a text character is decided by one-character regexes of the words' own
 * characters, cached per code unit: the filter agrees with the patterns by construction. A space
 * inside a word (which the patterns read as `\s*`) or an astral character leaves the rest of the
 * word unchecked. An ASCII letter followed by ASCII code units (the usual case) is answered from
 * two small tables filled from those classes (an ASCII letter's two cases share one class): one per
 * letter and next unit, one per such pair that begins a three-character word and third unit;
 * otherwise the third character's class and lists of three-character words come from per-pair
 * rows, not a map.
 *
 * @example
 * ```ts
 * const filter = new WordEdgeFilter('start', [['Plot', 'House'], ['Rue']]);
 * filter.listsAt('my PLOT 5', 3); // 1: a word of list 0 can start there
 * filter.listsAt('my plan', 3); // 0
 * // the same filter from its tables (what the root bundle carries, computed at build time)
 * const copy = new WordEdgeFilter('start', [['Plot', 'House'], ['Rue']], filter.tables());
 * ```
 */

/** How many characters of each word are checked. */
const DEPTH = 3;
/** Most lists one filter holds (one bit each, in a byte, below {@link NEEDS_THIRD}). */
const MAX_LISTS = 7;
/** In the ASCII letter table: a word of three checked characters may match (its third decides). */
const NEEDS_THIRD = 1 << MAX_LISTS;
/** Most character classes (a class id + 1 fits in a byte). */
const MAX_CLASSES = 254;

/** The code units a word is checked on: its first {@link DEPTH} (edge `'start'`) or last, reversed. */
function checkedUnits(word: string, edge: 'start' | 'end'): number[] {
  const characters = Array.from(word);
  if (edge === 'end') characters.reverse();
  const units: number[] = [];
  for (const character of characters) {
    // from a space (`\s*` in the patterns) or an astral character on, anything may stand
    if (units.length === DEPTH || /\s/u.test(character) || character.length > 1) break;
    units.push(character.charCodeAt(0));
  }
  return units;
}

/**
 * A filter's tables as plain data ({@link WordEdgeFilter.tables}), so that the root bundle can carry
 * them computed at build time (`address-filters-prebuilt.ts`): the byte tables in base64, the wider
 * ones as arrays of numbers (no byte order to agree on).
 */
export interface WordEdgeFilterTables {
  /** The code unit each class was registered for, in class order. */
  classUnits: number[];
  /** The computed entries of the class table: code unit, class id + 1, ... */
  classCache: number[];
  single: string;
  pairs: string;
  pairOnly: string;
  tripleRows: number[];
  tripleLists: string;
  unchecked: number;
  asciiLetterPairs: number[];
  asciiThirds: string;
}

function toBase64(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');
}

function fromBase64(text: string): Uint8Array {
  return Uint8Array.from(Buffer.from(text, 'base64'));
}

/** The test of a class: `/^x$/iu` of the code unit it was registered for. */
function classTest(unit: number): RegExp {
  return new RegExp(`^\\u{${unit.toString(16)}}$`, 'iu');
}

export class WordEdgeFilter {
  /** Reads words from their start (`true`) or backwards from their end. */
  readonly #forward: boolean;
  /** The code unit each class was registered for, class id = index + 1. */
  readonly #classUnits: number[] = [];
  /** One `/^x$/iu` per class (of {@link #classUnits}), made on the first code unit not in the class table. */
  #classTests: RegExp[] | undefined = [];
  /** Class id + 1 per code unit, 0 while not computed. */
  readonly #classTable = new Uint8Array(0x10000);
  /**
   * While the constructor registers classes: the code units cached as no class (1 in
   * {@link #classTable}), the only answers a new class can change (a unit's class is the first test
   * it passes, and a new test comes last); `undefined` once every class is registered.
   */
  #classless: number[] | undefined = [];
  /** Class ids lie in `[0, base)`; 0 is no word character. */
  readonly #base: number;
  /** Lists with a word whose checked part is its first character only, per class. */
  readonly #single: Uint8Array;
  /** Lists with a word of two or more checked characters, per pair of classes. */
  readonly #pairs: Uint8Array;
  /** Lists with a word whose checked part is exactly these two characters, per pair. */
  readonly #pairOnly: Uint8Array;
  /**
   * Row (+ 1) of {@link #tripleLists} per pair of classes that begins a word of three checked
   * characters; 0: none.
   */
  readonly #tripleRows: Uint16Array;
  /** Lists with a word of three checked characters, per row (its first two classes) and third class. */
  readonly #tripleLists: Uint8Array;
  /** Lists with a word that starts with a space (nothing checked). */
  readonly #unchecked: number = 0;
  /**
   * For an ASCII letter (either case: one class) and the ASCII code unit after it in reading order,
   * at `letter * 128 + unit` (`letter` 0 for `a`): the lists the two decide (below
   * {@link NEEDS_THIRD}), plus `row * NEEDS_THIRD` when a word of three checked characters begins
   * with them: `row - 1` is their row of {@link #asciiThirds}.
   */
  readonly #asciiLetterPairs = new Uint32Array(26 * 128);
  /** Lists with a word of three checked characters, per ASCII pair row and ASCII third code unit. */
  readonly #asciiThirds: Uint8Array;

  /**
   * `lists`: the word lists, list `i` answered by bit `i`. `prebuilt`: the {@link tables} of a
   * filter of the same edge and lists, taken instead of computing them (the lists are then not read).
   */
  constructor(
    edge: 'start' | 'end',
    lists: ReadonlyArray<readonly string[]>,
    prebuilt?: WordEdgeFilterTables,
  ) {
    if (lists.length > MAX_LISTS)
      throw new Error(`Expected at most ${MAX_LISTS} word lists, got ${lists.length}`);
    this.#forward = edge === 'start';
    if (prebuilt !== undefined) {
      this.#classUnits = prebuilt.classUnits;
      this.#classTests = undefined;
      for (let index = 0; index < prebuilt.classCache.length; index += 2)
        this.#classTable[prebuilt.classCache[index]!] = prebuilt.classCache[index + 1]!;
      this.#base = prebuilt.classUnits.length + 1;
      this.#single = fromBase64(prebuilt.single);
      this.#pairs = fromBase64(prebuilt.pairs);
      this.#pairOnly = fromBase64(prebuilt.pairOnly);
      this.#tripleRows = Uint16Array.from(prebuilt.tripleRows);
      this.#tripleLists = fromBase64(prebuilt.tripleLists);
      this.#unchecked = prebuilt.unchecked;
      this.#asciiLetterPairs = Uint32Array.from(prebuilt.asciiLetterPairs);
      this.#asciiThirds = fromBase64(prebuilt.asciiThirds);
      this.#classless = undefined;
      return;
    }
    const words = lists.flatMap((list, index) =>
      list.map((word) => ({ bit: 1 << index, units: checkedUnits(word, edge) })),
    );
    for (const word of words) for (const unit of word.units) this.#register(unit);
    this.#base = this.#classUnits.length + 1;
    this.#single = new Uint8Array(this.#base);
    this.#pairs = new Uint8Array(this.#base * this.#base);
    this.#pairOnly = new Uint8Array(this.#base * this.#base);
    this.#tripleRows = new Uint16Array(this.#base * this.#base);
    const triples: Array<{ pair: number; third: number; bit: number }> = [];
    let rows = 0;
    for (const { bit, units } of words) {
      const [first, second, third] = units.map((unit) => this.#classOf(unit));
      if (first === undefined) this.#unchecked |= bit;
      else if (second === undefined) this.#single[first]! |= bit;
      else {
        const pair = first * this.#base + second;
        this.#pairs[pair]! |= bit;
        if (third === undefined) this.#pairOnly[pair]! |= bit;
        else {
          if (this.#tripleRows[pair] === 0) this.#tripleRows[pair] = ++rows;
          triples.push({ pair, third, bit });
        }
      }
    }
    this.#tripleLists = new Uint8Array(rows * this.#base);
    for (const { pair, third, bit } of triples)
      this.#tripleLists[(this.#tripleRows[pair]! - 1) * this.#base + third]! |= bit;

    // the ASCII code units' classes, looked up once; one row of thirds per pair of classes (both
    // cases of a letter give the same pair, so the same row)
    const asciiClasses = new Uint8Array(128);
    for (let unit = 0; unit < 128; unit++) asciiClasses[unit] = this.#classOf(unit);
    const thirdRows: number[] = [];
    const rowOfPair = new Map<number, number>();
    for (let letter = 0; letter < 26; letter++) {
      const first = asciiClasses[0x61 + letter]!;
      const firstLists = first === 0 ? this.#unchecked : this.#unchecked | this.#single[first]!;
      for (let unit = 0; unit < 128; unit++) {
        let lists = firstLists;
        const pair = first * this.#base + asciiClasses[unit]!;
        if (first !== 0 && this.#pairs[pair] !== 0) {
          lists |= this.#pairOnly[pair]!;
          if (this.#tripleRows[pair] !== 0) {
            let row = rowOfPair.get(pair);
            if (row === undefined) {
              row = thirdRows.push(pair);
              rowOfPair.set(pair, row);
            }
            lists += row * NEEDS_THIRD;
          }
        }
        this.#asciiLetterPairs[letter * 128 + unit] = lists;
      }
    }
    this.#asciiThirds = new Uint8Array(thirdRows.length * 128);
    thirdRows.forEach((pair, row) => {
      const tripleRow = (this.#tripleRows[pair]! - 1) * this.#base;
      for (let unit = 0; unit < 128; unit++)
        this.#asciiThirds[row * 128 + unit] = this.#tripleLists[tripleRow + asciiClasses[unit]!]!;
    });
    this.#classless = undefined;
  }

  /** The filter's tables as plain data, for the `prebuilt` argument of the constructor. */
  tables(): WordEdgeFilterTables {
    const classCache: number[] = [];
    this.#classTable.forEach((stored, unit) => {
      if (stored !== 0) classCache.push(unit, stored);
    });
    return {
      classUnits: [...this.#classUnits],
      classCache,
      single: toBase64(this.#single),
      pairs: toBase64(this.#pairs),
      pairOnly: toBase64(this.#pairOnly),
      tripleRows: Array.from(this.#tripleRows),
      tripleLists: toBase64(this.#tripleLists),
      unchecked: this.#unchecked,
      asciiLetterPairs: Array.from(this.#asciiLetterPairs),
      asciiThirds: toBase64(this.#asciiThirds),
    };
  }

  /**
   * The lists (bit `i` for list `i`) with a word that can start at `position` (edge `'start'`), or
   * end right before it (edge `'end'`).
   */
  listsAt(text: string, position: number): number {
    const step = this.#forward ? 1 : -1;
    const at = this.#forward ? position : position - 1;
    // the usual case: an ASCII letter, then ASCII code units (outside the text: -1 and 0x80, which
    // fail the tests, read without a `charCodeAt` past either end, which deoptimises the scan)
    const length = text.length;
    const letter = at >= 0 && at < length ? (text.charCodeAt(at) | 0x20) - 0x61 : -1;
    const next = at + step;
    const unit = next >= 0 && next < length ? text.charCodeAt(next) : 0x80;
    if (letter >= 0 && letter < 26 && unit < 0x80) {
      const entry = this.#asciiLetterPairs[letter * 128 + unit]!;
      if (entry < NEEDS_THIRD) return entry;
      const afterNext = at + 2 * step;
      const third = afterNext >= 0 && afterNext < length ? text.charCodeAt(afterNext) : 0x80;
      if (third < 0x80)
        return (entry & (NEEDS_THIRD - 1)) | this.#asciiThirds[((entry >>> MAX_LISTS) - 1) * 128 + third]!;
    }
    return this.#generalListsAt(text, at, step);
  }

  /** {@link listsAt} for any characters: the word's first checked character at `at`, the next at `at + step`. */
  #generalListsAt(text: string, at: number, step: number): number {
    const first = this.#classAt(text, at);
    if (first === 0) return this.#unchecked;
    const lists = this.#unchecked | this.#single[first]!;
    const pair = first * this.#base + this.#classAt(text, at + step);
    if (this.#pairs[pair] === 0) return lists;
    return lists | this.#pairOnly[pair]! | this.#third(pair, text, at + 2 * step);
  }

  /** Lists with a word of three checked characters beginning with `pair`, its third at `index`. */
  #third(pair: number, text: string, index: number): number {
    const row = this.#tripleRows[pair]!;
    return row === 0 ? 0 : this.#tripleLists[(row - 1) * this.#base + this.#classAt(text, index)]!;
  }

  /** The class of the code unit at `index` (0 outside the text). */
  #classAt(text: string, index: number): number {
    if (index < 0 || index >= text.length) return 0;
    return this.#classOf(text.charCodeAt(index));
  }

  #classOf(unit: number): number {
    const stored = this.#classTable[unit]!;
    if (stored !== 0) return stored - 1;
    const character = String.fromCharCode(unit);
    this.#classTests ??= this.#classUnits.map(classTest);
    const computed = this.#classTests.findIndex((test) => test.test(character)) + 1;
    this.#classTable[unit] = computed + 1;
    if (computed === 0) this.#classless?.push(unit);
    return computed;
  }

  #register(unit: number): void {
    if (this.#classOf(unit) !== 0) return;
    if (this.#classUnits.length === MAX_CLASSES)
      throw new Error(`Expected at most ${MAX_CLASSES} distinct word characters, got more`);
    this.#classUnits.push(unit);
    this.#classTests!.push(classTest(unit));
    // code units cached as classless may belong to the new class (no other answer can change)
    for (const classless of this.#classless ?? []) this.#classTable[classless] = 0;
    if (this.#classless !== undefined) this.#classless.length = 0;
  }
}
