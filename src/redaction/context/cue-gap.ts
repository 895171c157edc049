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

const SAME_SENTENCE = /^(?:\.[ \t]*|[^\d\n\r?!;.。]*)$/u;
const QUESTION_ANSWER = new RegExp(`^[^\\d\\n]{0,16}\\r?\\n[^\\d\\n?!.;]{0,${ANSWER_PREFIX_LIMIT}}$`, 'u');

/** `true` when `gap` (the text between a cue and a value) keeps them together. */
export function isCueGap(gap: string): boolean {
  return SAME_SENTENCE.test(gap) || QUESTION_ANSWER.test(gap);
}
