/**
 * `digitRunFacts`: per text, the digits of each run of ASCII digits (`TextScan.digitRunStarts`
 * order), with the runs joined to it by a lone joiner (`4111 1111 ...`) counted together, and the
 * largest count. Computed once per text and shared by every recognizer anchored at digit runs
 * (cards, IBANs, national ids, NUBANs, phone numbers), so that a recognizer whose values need
 * more digits than the text's longest run returns at once.
 *
 * The facts of the text analysed last are kept (one entry, compared by identity: the recognizers of
 * one analysis run one after another on the same TextScan), which is cheaper than a WeakMap entry
 * for every text.
 *
 * @example
 * ```ts
 * const text = 'card 4111 1111 1111 1111, call 0803';
 * const facts = digitRunFacts(text, new TextScan(text));
 * facts.counts; // [4, 4, 4, 4, 4]
 * facts.joined(' -').counts; // [16, 12, 8, 4, 4]
 * facts.joined(' -').most; // 16
 * ```
 */
import type { TextScan } from './text-scan.js';

/** Digit counts per run, and the largest. */
export interface DigitCounts {
  /** Per run (`digitRunStarts` order). A plain array: a small typed array costs more to allocate. */
  readonly counts: readonly number[];
  /** The largest of `counts` (0 without runs). */
  readonly most: number;
}

/** The digit runs of one text. */
export class DigitRunFacts implements DigitCounts {
  readonly text: string;
  readonly starts: Int32Array;
  readonly counts: readonly number[];
  readonly most: number;
  /** Joined counts per joiner set asked for (a recognizer's joiners are one constant string). */
  readonly #joined: Array<{ joiners: string; digits: DigitCounts }> = [];

  constructor(text: string, starts: Int32Array) {
    this.text = text;
    this.starts = starts;
    const counts: number[] = [];
    let most = 0;
    for (let index = 0; index < starts.length; index++) {
      const start = starts[index]!;
      let end = start + 1;
      while (end < text.length && isAsciiDigit(text.charCodeAt(end))) end++;
      counts.push(end - start);
      if (end - start > most) most = end - start;
    }
    this.counts = counts;
    this.most = most;
  }

  /**
   * Per run: its digits and those of the runs joined after it, a run being joined to the next one
   * when one character of `joiners` stands alone between them. `''` gives the runs' own counts.
   */
  joined(joiners: string): DigitCounts {
    if (joiners === '') return this;
    const known = this.#joined;
    for (let index = 0; index < known.length; index++)
      if (known[index]!.joiners === joiners) return known[index]!.digits;
    const digits = this.#join(joiners);
    known.push({ joiners, digits });
    return digits;
  }

  #join(joiners: string): DigitCounts {
    const { text, starts, counts } = this;
    const joined: number[] = new Array(starts.length).fill(0);
    let most = 0;
    // walking backwards, each run adds the count of the run it joins
    for (let index = starts.length - 1; index >= 0; index--) {
      const end = starts[index]! + counts[index]!;
      const joinsNext =
        index + 1 < starts.length && starts[index + 1] === end + 1 && isJoiner(joiners, text.charCodeAt(end));
      const digits = counts[index]! + (joinsNext ? joined[index + 1]! : 0);
      joined[index] = digits;
      if (digits > most) most = digits;
    }
    return { counts: joined, most };
  }
}

/** `true` when `code` is one of the code units of `joiners`. */
function isJoiner(joiners: string, code: number): boolean {
  for (let index = 0; index < joiners.length; index++) if (joiners.charCodeAt(index) === code) return true;
  return false;
}

function isAsciiDigit(code: number): boolean {
  return code >= 0x30 && code <= 0x39;
}

let lastScan: TextScan | undefined;
let lastFacts: DigitRunFacts | undefined;

/** The digit-run facts of `text`, whose TextScan is `scan` (computed once per text). */
export function digitRunFacts(text: string, scan: TextScan): DigitRunFacts {
  if (lastScan !== scan || lastFacts === undefined || lastFacts.text !== text) {
    lastFacts = new DigitRunFacts(text, scan.digitRunStarts);
    lastScan = scan;
  }
  return lastFacts;
}
