/**
 * ASCII digits (0-9), the digits every identifier shape counts: a code-unit test and a count over
 * a range of a string, shared by the recognizers and the spoken view.
 *
 * @example
 * ```ts
 * countAsciiDigits('KQ-4471920-07'); // 9
 * isAsciiDigit('7'.charCodeAt(0)); // true
 * ```
 */

/** `true` for the code units of 0-9. */
export function isAsciiDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

/** How many ASCII digits `text` holds from `start` to `end`. */
export function countAsciiDigits(text: string, start = 0, end = text.length): number {
  let count = 0;
  for (let index = start; index < end; index++) if (isAsciiDigit(text.charCodeAt(index))) count++;
  return count;
}
