/**
 * The numeric alternative of the date-of-birth pattern, matched by a loop instead of the regex
 * (the regex, small as it is, costs a microsecond a try between the other recognizers' scans):
 *
 * `(?<!\d)(?:[0-3]?\d[./-][01]?\d[./-](?:1[89]\d\d|20\d\d|\d\d)|(?:1[89]\d\d|20\d\d)[./-][01]?\d[./-][0-3]?\d)(?![\d./-]\d)`
 *
 * The choices are tried in the regex's order (an optional digit first taken, then left out; the
 * year alternatives in turn), so the end is the one the regex, tried at the same position of the
 * same window, gives; most choices exclude each other, which leaves one straight path.
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

/**
 * The end of `[0-3]?\d[./-]` (or `[01]?\d[./-]`, `highest` 1) at `index`, or -1. The choices
 * exclude each other: a second digit leaves no room for the one-digit choice's separator.
 */
function numberAndSeparatorEnd(text: string, index: number, end: number, highest: number): number {
  if (!isDigit(text, index, end)) return -1;
  if (!isDigit(text, index + 1, end)) return isSeparator(text, index + 1, end) ? index + 2 : -1;
  return text.charCodeAt(index) - 48 <= highest && isSeparator(text, index + 2, end) ? index + 3 : -1;
}

/** `true` when a four-digit year `(?:1[89]\d\d|20\d\d)` starts at `index`. */
function isFullYear(text: string, index: number, end: number): boolean {
  if (index + 4 > end) return false;
  const first = text.charCodeAt(index);
  const second = text.charCodeAt(index + 1);
  return (
    ((first === 49 && (second === 56 || second === 57)) || (first === 50 && second === 48)) &&
    isDigit(text, index + 2, end) &&
    isDigit(text, index + 3, end)
  );
}

/** `(?![\d./-]\d)` at `index`. */
function endsHere(text: string, index: number, end: number): boolean {
  return !((isDigit(text, index, end) || isSeparator(text, index, end)) && isDigit(text, index + 1, end));
}

/**
 * The end of the numeric date the pattern matches at `position` of the window `[begin, end)` of
 * `text` (the look-behind and look-ahead see only the window), or -1. Each optional digit is
 * followed by a separator, so only one of its choices can go on; the year's and the day's choices
 * are tried longest first, as the regex tries them.
 */
export function numericDateEnd(text: string, position: number, begin: number, end: number): number {
  if (position > begin && isDigit(text, position - 1, end)) return -1;
  // day or month first: [0-3]?\d [./-] [01]?\d [./-] (1[89]\d\d|20\d\d|\d\d)
  // where the second number and the year start
  const second = numberAndSeparatorEnd(text, position, end, 3);
  if (second !== -1) {
    const year = numberAndSeparatorEnd(text, second, end, 1);
    if (year !== -1) {
      if (isFullYear(text, year, end) && endsHere(text, year + 4, end)) return year + 4;
      if (isDigit(text, year, end) && isDigit(text, year + 1, end) && endsHere(text, year + 2, end))
        return year + 2;
    }
  }
  // year first: (1[89]\d\d|20\d\d) [./-] [01]?\d [./-] [0-3]?\d
  if (!isFullYear(text, position, end) || !isSeparator(text, position + 4, end)) return -1;
  // where the day starts
  const day = numberAndSeparatorEnd(text, position + 5, end, 1);
  if (day === -1 || !isDigit(text, day, end)) return -1;
  if (text.charCodeAt(day) <= 51 && isDigit(text, day + 1, end) && endsHere(text, day + 2, end))
    return day + 2;
  return endsHere(text, day + 1, end) ? day + 1 : -1;
}
