/**
 * The numeric alternative of the date-of-birth pattern, matched by a loop instead of the regex
 * (the regex, small as it is, costs a microsecond a try between the other recognizers' scans):
 *
 * `(?<!\d)(?:[0-3]?\d[./-][01]?\d[./-](?:1[89]\d\d|20\d\d|\d\d)|(?:1[89]\d\d|20\d\d)[./-][01]?\d[./-][0-3]?\d)(?![\d./-]\d)`
 *
 * The choices are tried in the regex's order (an optional digit first taken, then left out; the
 * year alternatives in turn), so the end is the one the regex, tried at the same position of the
 * same window, gives.
 *
 * @example
 * ```ts
 * numericDateEnd('born 12/03/1985.', 5, 0, 16); // 15
 * numericDateEnd('born 12/03/19851', 5, 0, 16); // -1
 * ```
 */

function isDigit(text: string, index: number, end: number): boolean {
  if (index >= end) return false;
  const code = text.charCodeAt(index);
  return code >= 48 && code <= 57;
}

/** `[./-]` */
function isSeparator(text: string, index: number, end: number): boolean {
  if (index >= end) return false;
  const code = text.charCodeAt(index);
  return code === 46 || code === 47 || code === 45;
}

/** `true` when `text[index]` is a digit from `low` to `high`. */
function isDigitBetween(text: string, index: number, end: number, low: number, high: number): boolean {
  if (index >= end) return false;
  const code = text.charCodeAt(index) - 48;
  return code >= low && code <= high;
}

/** The lengths `[0-3]?\d` (or `[01]?\d`, `highest` 1) can match at `index`, in the regex's order. */
function optionalDigitLengths(text: string, index: number, end: number, highest: number): number[] {
  const lengths: number[] = [];
  if (isDigitBetween(text, index, end, 0, highest) && isDigit(text, index + 1, end)) lengths.push(2);
  if (isDigit(text, index, end)) lengths.push(1);
  return lengths;
}

/** The lengths `(?:1[89]\d\d|20\d\d)` (and `|\d\d` when `short`) can match at `index`, in order. */
function yearLengths(text: string, index: number, end: number, short: boolean): number[] {
  const lengths: number[] = [];
  const fullYear = isDigit(text, index + 2, end) && isDigit(text, index + 3, end);
  if (isDigitBetween(text, index, end, 1, 1) && isDigitBetween(text, index + 1, end, 8, 9) && fullYear)
    lengths.push(4);
  if (isDigitBetween(text, index, end, 2, 2) && isDigitBetween(text, index + 1, end, 0, 0) && fullYear)
    lengths.push(4);
  if (short && isDigit(text, index, end) && isDigit(text, index + 1, end)) lengths.push(2);
  return lengths;
}

/** `(?![\d./-]\d)` at `index`. */
function endsHere(text: string, index: number, end: number): boolean {
  return !((isDigit(text, index, end) || isSeparator(text, index, end)) && isDigit(text, index + 1, end));
}

/**
 * The end of the numeric date the pattern matches at `position` of the window `[begin, end)` of
 * `text` (the look-behind and look-ahead see only the window), or -1.
 */
export function numericDateEnd(text: string, position: number, begin: number, end: number): number {
  if (position > begin && isDigit(text, position - 1, end)) return -1;
  // day or month first: [0-3]?\d [./-] [01]?\d [./-] (1[89]\d\d|20\d\d|\d\d)
  for (const first of optionalDigitLengths(text, position, end, 3)) {
    const firstSeparator = position + first;
    if (!isSeparator(text, firstSeparator, end)) continue;
    for (const second of optionalDigitLengths(text, firstSeparator + 1, end, 1)) {
      const secondSeparator = firstSeparator + 1 + second;
      if (!isSeparator(text, secondSeparator, end)) continue;
      for (const year of yearLengths(text, secondSeparator + 1, end, true)) {
        const dateEnd = secondSeparator + 1 + year;
        if (endsHere(text, dateEnd, end)) return dateEnd;
      }
    }
  }
  // year first: (1[89]\d\d|20\d\d) [./-] [01]?\d [./-] [0-3]?\d
  for (const year of yearLengths(text, position, end, false)) {
    const firstSeparator = position + year;
    if (!isSeparator(text, firstSeparator, end)) continue;
    for (const month of optionalDigitLengths(text, firstSeparator + 1, end, 1)) {
      const secondSeparator = firstSeparator + 1 + month;
      if (!isSeparator(text, secondSeparator, end)) continue;
      for (const day of optionalDigitLengths(text, secondSeparator + 1, end, 3)) {
        const dateEnd = secondSeparator + 1 + day;
        if (endsHere(text, dateEnd, end)) return dateEnd;
      }
    }
  }
  return -1;
}
