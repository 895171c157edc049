/**
 * Whether a text reads as a speech recogniser writes it: one line, no question mark (Latin,
 * Arabic or Ethiopic). Rules for spoken answers (a code read letter by letter, an address said
 * after a question) apply to such text only.
 *
 * @example
 * ```ts
 * isSpeechText('nimero ya application ni b a 2611044'); // true
 * isSpeechText('Your number?\nB A 2611044'); // false
 * ```
 */

/** `true` for text from speech: one line, no question mark. */
export function isSpeechText(text: string): boolean {
  return !/[\n?؟፧]/u.test(text);
}
