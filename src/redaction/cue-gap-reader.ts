/**
 * `CueGapReader`: `isCueGapBetween(text, start, end)` (context/cue-gap.ts) for a gap that grows,
 * read one code unit at a time. Reading the tokens after a cue asks whether the gap up to each
 * token start is still a cue gap; asking isCueGapBetween each time reads the gap again from the
 * cue, while the reader keeps what it has seen (a sentence end, the line break, the code points
 * on each side of it) and answers at once. test/redaction/cue-gap-reader.test.ts checks it
 * against isCueGapBetween.
 *
 * @example
 * ```ts
 * const reader = new CueGapReader();
 * reader.reset('ID?\nCustomer: A12', 2);
 * reader.advanceTo(14);
 * reader.isCueGap(); // true, as isCueGapBetween('ID?\nCustomer: A12', 2, 14)
 * ```
 */
import { ANSWER_PREFIX_LIMIT } from './context/cue-gap.js';

/** The longest question line before the line break (cue-gap.ts's QUESTION_LINE_LIMIT). */
const QUESTION_LINE_LIMIT = 16;

/** Reads a gap that starts after a cue, as isCueGapBetween would read it up to each end. */
export class CueGapReader {
  #text = '';
  #start = 0;
  /** The end of what has been read. */
  #position = 0;
  /** The gap is a `.` then only spaces and tabs. */
  #dotOnly = false;
  /** No longer gap is a cue gap either: a digit, a second line break, a long question line, answer punctuation. */
  #broken = false;
  /** No line break, `\r`, `?`, `!`, `;`, `.` or `。` read yet. */
  #sameSentence = true;
  #lineBreak = false;
  /** Code points read since the start, or since the line break once there is one. */
  #codePoints = 0;
  /** The previous code unit read, or -1 at the start. */
  #previous = -1;
  /** The previous code unit read is a high surrogate that a low one would pair with. */
  #pairOpen = false;

  /** Starts reading `text` at `start` (the cue's end), with an empty gap. */
  reset(text: string, start: number): void {
    this.#text = text;
    this.#start = start;
    this.#position = start;
    this.#dotOnly = false;
    this.#broken = false;
    this.#sameSentence = true;
    this.#lineBreak = false;
    this.#codePoints = 0;
    this.#previous = -1;
    this.#pairOpen = false;
  }

  /** Reads the gap on to `end` (at or after what has been read); the state is kept in locals meanwhile. */
  advanceTo(end: number): void {
    const text = this.#text;
    let dotOnly = this.#dotOnly;
    let broken = this.#broken;
    let sameSentence = this.#sameSentence;
    let lineBreak = this.#lineBreak;
    let codePoints = this.#codePoints;
    let previous = this.#previous;
    let pairOpen = this.#pairOpen;
    for (let index = this.#position; index < end; index++) {
      const code = text.charCodeAt(index);
      if (index === this.#start) dotOnly = code === 46;
      else if (dotOnly && code !== 32 && code !== 9) dotOnly = false;
      // a low surrogate right after a high one ends one code point
      if (pairOpen && code >= 0xdc00 && code <= 0xdfff) pairOpen = false;
      else if (code === 10) {
        pairOpen = false;
        if (lineBreak) broken = true;
        else {
          lineBreak = true;
          sameSentence = false;
          // the question line: at most 16 code points, or 17 when the last is the \r before the break
          if (
            codePoints > QUESTION_LINE_LIMIT &&
            !(codePoints === QUESTION_LINE_LIMIT + 1 && previous === 13)
          )
            broken = true;
          codePoints = 0;
        }
      } else {
        pairOpen = code >= 0xd800 && code <= 0xdbff;
        codePoints++;
        if (code >= 48 && code <= 57) broken = true;
        else if (code === 63 || code === 33 || code === 59 || code === 46) {
          if (lineBreak) broken = true;
          else sameSentence = false;
        } else if (code === 13 || code === 0x3002) sameSentence = false;
      }
      previous = code;
    }
    this.#position = Math.max(this.#position, end);
    this.#dotOnly = dotOnly;
    this.#broken = broken;
    this.#sameSentence = sameSentence;
    this.#lineBreak = lineBreak;
    this.#codePoints = codePoints;
    this.#previous = previous;
    this.#pairOpen = pairOpen;
  }

  /** `isCueGapBetween(text, start, end)` for the gap read so far (`end`: where reading stopped). */
  isCueGap(): boolean {
    if (this.#dotOnly) return true;
    if (this.#broken) return false;
    if (this.#sameSentence) return true;
    return this.#lineBreak && this.#codePoints <= ANSWER_PREFIX_LIMIT;
  }
}
