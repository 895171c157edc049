/**
 * A memo of what a function computes from one word, looked up by the word's place in a text whose
 * code units are loaded in a `Uint16Array` (`CodeUnits`): a repeated word is answered without
 * slicing it out of the text and without hashing a new string. The words seen are kept as code
 * units in one flat array, and an open-addressing table hashed from every code unit of a word
 * finds them; a hit compares the code units. The capitalised-run rule asks it for the facts of
 * every run word (the same capitalised words come back text after text).
 *
 * @example
 * ```ts
 * const lengths = new WordMemo((word) => word.length);
 * const units = new CodeUnits().load('met Adé today');
 * lengths.get('met Adé today', units, 4, 7); // 3 (computed from 'Adé', then remembered)
 * ```
 */

/** Longer words are computed every time (they are rare, and a long key would be slow to compare). */
const MEMO_WORD_LENGTH = 32;
/** Slots of the table (a power of two); the memo starts over when half of them are taken. */
const MEMO_BITS = 12;
const MEMO_SLOTS = 1 << MEMO_BITS;
/** Code units of all the words kept (the memo also starts over when they fill it). */
const KEPT_UNITS = (MEMO_SLOTS / 2) * 12;
const HASH_FACTOR = 0x9e3779b1;

/** The values `compute` gives for words, remembered per word as written. */
export class WordMemo<T> {
  readonly #compute: (word: string) => T;
  /** Code units of a slot's word: its length (0: an empty slot) and offset in #keptUnits. */
  readonly #lengths = new Int32Array(MEMO_SLOTS);
  readonly #offsets = new Int32Array(MEMO_SLOTS);
  readonly #hashes = new Int32Array(MEMO_SLOTS);
  readonly #values: (T | undefined)[] = new Array<T | undefined>(MEMO_SLOTS).fill(undefined);
  readonly #keptUnits = new Uint16Array(KEPT_UNITS);
  #keptLength = 0;
  #count = 0;

  constructor(compute: (word: string) => T) {
    this.#compute = compute;
  }

  /** `compute(text.slice(start, end))`, remembered; `units` holds the code units of `text`. */
  get(text: string, units: Uint16Array, start: number, end: number): T {
    const length = end - start;
    if (length > MEMO_WORD_LENGTH || length <= 0) return this.#compute(text.slice(start, end));
    let hash = Math.imul(length, HASH_FACTOR);
    for (let index = start; index < end; index++) hash = Math.imul(hash ^ units[index]!, HASH_FACTOR);
    // the multiplications mix into the high bits
    const home = hash >>> (32 - MEMO_BITS);
    const lengths = this.#lengths;
    let slot = home;
    for (let slotLength = lengths[slot]!; slotLength !== 0; slotLength = lengths[slot]!) {
      if (
        slotLength === length &&
        this.#hashes[slot] === hash &&
        this.#sameUnits(slot, units, start, length)
      ) {
        return this.#values[slot] as T;
      }
      slot = (slot + 1) & (MEMO_SLOTS - 1);
    }
    const value = this.#compute(text.slice(start, end));
    if (this.#count >= MEMO_SLOTS / 2 || this.#keptLength + length > KEPT_UNITS) {
      lengths.fill(0);
      this.#values.fill(undefined);
      this.#count = 0;
      this.#keptLength = 0;
      slot = home;
    }
    const offset = this.#keptLength;
    this.#keptUnits.set(units.subarray(start, end), offset);
    this.#keptLength += length;
    lengths[slot] = length;
    this.#offsets[slot] = offset;
    this.#hashes[slot] = hash;
    this.#values[slot] = value;
    this.#count++;
    return value;
  }

  /** `true` when the word kept in `slot` has the code units `units[start, start + length)`. */
  #sameUnits(slot: number, units: Uint16Array, start: number, length: number): boolean {
    const kept = this.#keptUnits;
    const offset = this.#offsets[slot]!;
    for (let index = 0; index < length; index++) {
      if (kept[offset + index] !== units[start + index]) return false;
    }
    return true;
  }
}
