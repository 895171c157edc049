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

/**
 * The `choice`-th length (0 first) that `[0-3]?\d` (or `[01]?\d`, `highest` 1) can match at
 * `index`, in the regex's order (two digits, then one); 0 when there is no such choice.
 */
function optionalDigitLength(
  text: string,
  index: number,
  end: number,
  highest: number,
  choice: number,
): number {
  if (!isDigit(text, index, end)) return 0;
  const two = isDigitBetween(text, index, end, 0, highest) && isDigit(text, index + 1, end);
  if (choice === 0) return two ? 2 : 1;
  return choice === 1 && two ? 1 : 0;
}

/**
 * The `choice`-th length (0 first) that `(?:1[89]\d\d|20\d\d)` (and `|\d\d` when `short`) can
 * match at `index`, in the regex's order; 0 when there is no such choice. The two four-digit
 * alternatives exclude each other.
 */
function yearLength(text: string, index: number, end: number, short: boolean, choice: number): number {
  const first = index < end ? text.charCodeAt(index) - 48 : -1;
  const second = index + 1 < end ? text.charCodeAt(index + 1) - 48 : -1;
  const full =
    ((first === 1 && (second === 8 || second === 9)) || (first === 2 && second === 0)) &&
    isDigit(text, index + 2, end) &&
    isDigit(text, index + 3, end);
  const twoDigits = short && isDigit(text, index, end) && isDigit(text, index + 1, end);
  if (choice === 0) return full ? 4 : twoDigits ? 2 : 0;
  return choice === 1 && full && twoDigits ? 2 : 0;
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
  for (let firstChoice = 0; firstChoice < 2; firstChoice++) {
    const first = optionalDigitLength(text, position, end, 3, firstChoice);
    if (first === 0) break;
    const firstSeparator = position + first;
    if (!isSeparator(text, firstSeparator, end)) continue;
    for (let secondChoice = 0; secondChoice < 2; secondChoice++) {
      const second = optionalDigitLength(text, firstSeparator + 1, end, 1, secondChoice);
      if (second === 0) break;
      const secondSeparator = firstSeparator + 1 + second;
      if (!isSeparator(text, secondSeparator, end)) continue;
      for (let yearChoice = 0; yearChoice < 2; yearChoice++) {
        const year = yearLength(text, secondSeparator + 1, end, true, yearChoice);
        if (year === 0) break;
        const dateEnd = secondSeparator + 1 + year;
        if (endsHere(text, dateEnd, end)) return dateEnd;
      }
    }
  }
  // year first: (1[89]\d\d|20\d\d) [./-] [01]?\d [./-] [0-3]?\d
  const year = yearLength(text, position, end, false, 0);
  if (year === 0) return -1;
  const firstSeparator = position + year;
  if (!isSeparator(text, firstSeparator, end)) return -1;
  for (let monthChoice = 0; monthChoice < 2; monthChoice++) {
    const month = optionalDigitLength(text, firstSeparator + 1, end, 1, monthChoice);
    if (month === 0) break;
    const secondSeparator = firstSeparator + 1 + month;
    if (!isSeparator(text, secondSeparator, end)) continue;
    for (let dayChoice = 0; dayChoice < 2; dayChoice++) {
      const day = optionalDigitLength(text, secondSeparator + 1, end, 3, dayChoice);
      if (day === 0) break;
      const dateEnd = secondSeparator + 1 + day;
      if (endsHere(text, dateEnd, end)) return dateEnd;
    }
  }
  return -1;
}
