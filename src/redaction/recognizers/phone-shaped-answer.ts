/**
 * A mobile number answered after an account or customer cue that does not ask for it: a value
 * shaped as a mobile number of the language's countries (a trunk `0`, a valid mobile) is the
 * phone, not the account, when a phone cue also stands before it with no other value between
 * ("the phone number you opened the account with is 0816..."), or when the account cue stands
 * many words back, in a clause of its own ("the bank closed the account, which number can we call
 * you on? 079 ..."). An account number asked for right before ("What is your account number?
 * 0691452387") stays the account's.
 *
 * @example
 * ```ts
 * // 'die rekening is gesluit, watter nommer kan ons tannie op bel? 0793318442'
 * // -> isPhoneAnsweredAfterCue(input, cue, start, '0793318442') === true: the phone recognizer types it
 * ```
 */
import type { ContextCue } from '../context/context-index.js';
import type { AnalysisInput } from '../recognizer.js';
import { isTrunkMobile } from './phone-number.js';

/** Most words between an account cue and the value it asks for (speaker labels not counted). */
const MAX_WORDS_AFTER_CUE = 5;
/** How far back (code units) the question's cue may stand before its answer cue. */
const QUESTION_CUE_WINDOW = 240;
/** How far back (code units) a phone cue may stand before the value. */
const PHONE_CUE_WINDOW = 80;

/**
 * `true` when the value at `start` (`digits`, digits alone), read after `cue` (no phone cue), is
 * a mobile number of the language's countries that the cue does not ask for (see the module).
 */
export function isPhoneAnsweredAfterCue(
  input: AnalysisInput,
  cue: ContextCue,
  start: number,
  digits: string,
): boolean {
  if (cue.kinds.has('PHONE_NUMBER') || !isTrunkMobile(input, digits)) return false;
  const { text } = input;
  for (const before of input.context.cuesBefore(start, PHONE_CUE_WINDOW))
    if (before.kinds.has('PHONE_NUMBER') && !/\d/u.test(text.slice(before.end, start))) return true;
  // an answer cue the turn model put at the start of the answer: the question's own cue counts
  const asked = cue.start === cue.end ? questionCue(input, cue, start) : cue;
  if (asked === undefined) return false;
  let words = 0;
  for (const word of text.slice(asked.end, start).split(/\s+/u))
    if (/\p{L}/u.test(word) && !word.endsWith(':')) words++;
  return words > MAX_WORDS_AFTER_CUE;
}

/** The nearest written cue before the answer cue `answer` that shares a kind with it. */
function questionCue(input: AnalysisInput, answer: ContextCue, start: number): ContextCue | undefined {
  const cues = input.context.cuesBefore(start, QUESTION_CUE_WINDOW);
  for (let index = cues.length - 1; index >= 0; index--) {
    const cue = cues[index]!;
    if (cue.start === cue.end) continue;
    for (const kind of cue.kinds) if (answer.kinds.has(kind)) return cue;
  }
  return undefined;
}
