/**
 * The UTF-16 code units of a text copied into a reused `Uint16Array`, for loops that read a text
 * code unit by code unit. `String.prototype.charCodeAt` on the texts the engine sees (sliced
 * strings, one-byte and two-byte strings through one call site) costs several times what a typed
 * array read costs; one native copy per text (`Buffer.write` with `utf16le`, which keeps lone
 * surrogates) pays for itself after a fraction of a read per code unit. Two 0 code units follow
 * the text, so a loop may read one or two code units past its end without a bounds check: 0 is
 * no letter, mark, digit, space or punctuation, as `charCodeAt` past the end (NaN) is none.
 *
 * @example
 * ```ts
 * const codeUnits = new CodeUnits();
 * const units = codeUnits.load('Adé'); // Uint16Array [0x41, 0x64, 0xe9, 0, 0, ...]
 * ```
 */
import { Buffer } from 'node:buffer';

/** Code units kept between texts; a longer text gets an array of its own that is not kept. */
const KEPT_UNITS = 1 << 16;
/** The first array's size: room for the 1 KB texts the engine usually sees. */
const INITIAL_UNITS = 4096;

/** `utf16le` bytes read as a `Uint16Array` are the code units only on a little-endian machine. */
const LITTLE_ENDIAN = new Uint16Array(new Uint8Array([1, 0]).buffer)[0] === 1;

/** A reused array of one text's code units (valid until the next `load`). */
export class CodeUnits {
  #units = new Uint16Array(INITIAL_UNITS);
  #bytes = Buffer.from(this.#units.buffer, this.#units.byteOffset, this.#units.byteLength);

  /** The code units of `text`, then two 0 code units; the array may be longer (stale after those). */
  load(text: string): Uint16Array {
    const needed = text.length + 2;
    let units = this.#units;
    let bytes = this.#bytes;
    if (needed > units.length) {
      units = new Uint16Array(Math.max(needed, 2 * units.length));
      bytes = Buffer.from(units.buffer, units.byteOffset, units.byteLength);
      if (units.length <= KEPT_UNITS) {
        this.#units = units;
        this.#bytes = bytes;
      }
    }
    if (LITTLE_ENDIAN) bytes.write(text, 0, 'utf16le');
    else for (let index = 0; index < text.length; index++) units[index] = text.charCodeAt(index);
    units[text.length] = 0;
    units[text.length + 1] = 0;
    return units;
  }
}
