/**
 * Decides whether a context cue and a value belong together from the text between them: no digit,
 * no sentence end (a `.` right after the cue, as in "No.", is allowed), and no line break, except
 * the question-and-answer shape of a transcript, where the cue ends a question line and the value
 * opens the next turn ("Agent: Your date of birth?\nCustomer: 12/03/1985").
 *
 * @example
 * ```ts
 * isCueGap(' is '); // true
 * isCueGap('?\nCustomer: It is '); // true
 * isCueGap('. I paid on '); // false
 * ```
 */

/** Longest speaker label and filler allowed at the start of the answer line. */
export const ANSWER_PREFIX_LIMIT = 40;

/** The longest speaker label and filler before the line break of a question-and-answer gap. */
const QUESTION_LINE_LIMIT = 16;

/** What an ASCII code unit is to a gap (0: nothing that matters). */
const DIGIT = 1;
const LINE_BREAK = 2;
/** `\r ? ! ; .` and `。`: no longer the same sentence. */
const SENTENCE_END = 3;
const GAP_ROLES = new Uint8Array(0x80);
for (let digit = 48; digit <= 57; digit++) GAP_ROLES[digit] = DIGIT;
GAP_ROLES[10] = LINE_BREAK;
for (const code of [13, 63, 33, 59, 46]) GAP_ROLES[code] = SENTENCE_END;

/** `true` when `gap` (the text between a cue and a value) keeps them together. */
export function isCueGap(gap: string): boolean {
  return isCueGapBetween(gap, 0, gap.length);
}

/**
 * `isCueGap(text.slice(start, end))` without the slice: one loop that reads the gap as the two
 * patterns it stands for would, `^(?:\.[ \t]*|[^\d\n\r?!;.。]*)$` (same sentence) and
 * `^[^\d\n]{0,16}\r?\n[^\d\n?!.;]{0,40}$` (question and answer; lengths in code points).
 */
export function isCueGapBetween(text: string, start: number, end: number): boolean {
  if (start < end && text.charCodeAt(start) === 46) {
    let index = start + 1;
    while (index < end && (text.charCodeAt(index) === 32 || text.charCodeAt(index) === 9)) index++;
    if (index === end) return true;
  }
  let sameSentence = true;
  let lineBreak = -1;
  for (let index = start; index < end; index++) {
    const code = text.charCodeAt(index);
    // most gap characters are letters and spaces: one table look-up tells them apart
    const role = code < 0x80 ? GAP_ROLES[code]! : code === 0x3002 ? SENTENCE_END : 0;
    if (role === 0) continue;
    if (role === DIGIT) return false; // no pattern admits a digit
    if (role === LINE_BREAK) {
      if (lineBreak !== -1) return false;
      lineBreak = index;
    }
    sameSentence = false;
  }
  if (sameSentence) return true;
  if (lineBreak === -1) return false;
  // before the line break: at most 16 code points, or 17 when the last is the \r before it
  const question = codePointCount(text, start, lineBreak);
  const questionFits =
    question <= QUESTION_LINE_LIMIT ||
    (question === QUESTION_LINE_LIMIT + 1 && text.charCodeAt(lineBreak - 1) === 13);
  if (!questionFits) return false;
  for (let index = lineBreak + 1; index < end; index++) {
    const code = text.charCodeAt(index);
    if (code === 63 || code === 33 || code === 46 || code === 59) return false;
  }
  return codePointCount(text, lineBreak + 1, end) <= ANSWER_PREFIX_LIMIT;
}

/** The code points in `text` from `start` to `end` (a lone surrogate counts as one). */
function codePointCount(text: string, start: number, end: number): number {
  let count = 0;
  for (let index = start; index < end; index++) {
    const code = text.charCodeAt(index);
    if (code >= 0xd800 && code <= 0xdbff && index + 1 < end) {
      const low = text.charCodeAt(index + 1);
      if (low >= 0xdc00 && low <= 0xdfff) index++;
    }
    count++;
  }
  return count;
}
