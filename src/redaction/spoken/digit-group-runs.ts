/**
 * Numbers read aloud as a speech recogniser writes them: short digit groups apart, with commas
 * and dots between them ("853,948, 803, 83, 86, 7" for a card number read digit by digit) and,
 * in a number that starts with 0 (a phone number's trunk prefix), short filler words where it
 * heard a digit word as another word ("08 de 55 en 3.89" for "zéro huit deux cinq cinq un trois
 * quatre sept neuf"). Such a run is written as its digits, so the recognizers read one number.
 *
 * A run is groups of one to three digits, each followed by a separator: a comma or dot, a space,
 * or (after a leading 0) one lower-case word of one to three letters between spaces. It counts
 * with {@link MINIMUM_RUN_DIGITS} digits or more and either {@link MINIMUM_GROUPS} groups or
 * more, or a leading 0 and {@link MINIMUM_GROUPS_AFTER_ZERO} groups. A run whose separators are
 * all a bare comma or dot (`1,234,567`, `192.168.1.10`) is one written number and is left alone.
 *
 * @example
 * ```ts
 * digitGroupRuns("C'est le 08 de 55 en 3.89.");
 * // [{ originalStart: 9, originalEnd: 25, replacement: '0855389' }]
 * ```
 */

/** Fewest digits in a run. */
export const MINIMUM_RUN_DIGITS = 7;
/** Fewest groups in a run that does not start with 0. */
export const MINIMUM_GROUPS = 5;
/** Fewest groups in a run that starts with 0. */
export const MINIMUM_GROUPS_AFTER_ZERO = 3;

/** One replaced stretch: `[originalStart, originalEnd)` became `replacement`. */
export interface DigitGroupRun {
  originalStart: number;
  originalEnd: number;
  replacement: string;
}

const DIGIT_RUN = /\p{Nd}+/gu;
/** Punctuation and space between two groups. */
const PLAIN_GAP = /^(?:[.,] ?| )$/u;
/** A short word between two groups, as a recogniser writes a misheard digit word. */
const FILLER_GAP = /^[.,]? \p{Ll}{1,3} $/u;
const BARE_GAP = /^[.,]$/u;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** The runs of `text` (ASCII or other decimal digits), in text order, not overlapping. */
export function digitGroupRuns(text: string): DigitGroupRun[] {
  const groups: Array<{ start: number; end: number }> = [];
  DIGIT_RUN.lastIndex = 0;
  for (let match = DIGIT_RUN.exec(text); match !== null; match = DIGIT_RUN.exec(text)) {
    groups.push({ start: match.index, end: match.index + match[0].length });
  }
  if (groups.length < MINIMUM_GROUPS_AFTER_ZERO) return [];
  const runs: DigitGroupRun[] = [];
  let index = 0;
  while (index < groups.length) {
    const first = groups[index]!;
    if (!isGroup(text, first)) {
      index++;
      continue;
    }
    const leadingZero = text[first.start] === '0';
    let last = index;
    let digits = text.slice(first.start, first.end);
    let allBare = true;
    while (last + 1 < groups.length) {
      const next = groups[last + 1]!;
      const gap = text.slice(groups[last]!.end, next.start);
      const plain = PLAIN_GAP.test(gap);
      if (!plain && !(leadingZero && FILLER_GAP.test(gap))) break;
      if (!isGroup(text, next)) break;
      if (!BARE_GAP.test(gap)) allBare = false;
      digits += text.slice(next.start, next.end);
      last++;
    }
    const count = last - index + 1;
    if (
      digits.length >= MINIMUM_RUN_DIGITS &&
      !allBare &&
      (count >= MINIMUM_GROUPS || (leadingZero && count >= MINIMUM_GROUPS_AFTER_ZERO))
    ) {
      runs.push({ originalStart: first.start, originalEnd: groups[last]!.end, replacement: digits });
    }
    index = last + 1;
  }
  return runs;
}

/** One to three digits, no letter glued to either side. */
function isGroup(text: string, group: { start: number; end: number }): boolean {
  if (group.end - group.start > 3) return false;
  const before = text[group.start - 1];
  const after = text[group.end];
  return (
    !(before !== undefined && LETTER_OR_DIGIT.test(before)) &&
    !(after !== undefined && LETTER_OR_DIGIT.test(after))
  );
}
