/**
 * Shapes of a PHONE_NUMBER candidate, read with character loops instead of regexes (the regex each
 * one stands for is in its comment; test/redaction/phone-number-shapes.test.ts checks them against
 * it): digit count, digit groups, an ISO date start, an amount (`1 250 000`), an international
 * start.
 *
 * @example
 * ```ts
 * isAmountLike('1 250 000'); // true
 * groupCount('+33 6 12 34 56 78'); // 6
 * ```
 */

function isDigit(code: number): boolean {
  return code >= 0x30 && code <= 0x39;
}

/** `true` when `value` starts with an ISO date (`/^\d{4}-\d{2}-\d{2}/`: `2015-12-22 04`). */
export function startsWithIsoDate(value: string): boolean {
  if (value.length < 10 || value.charCodeAt(4) !== 0x2d || value.charCodeAt(7) !== 0x2d) return false;
  for (let index = 0; index < 10; index++)
    if (index !== 4 && index !== 7 && !isDigit(value.charCodeAt(index))) return false;
  return true;
}

/**
 * `true` for digit groups shaped like an amount (`1 250 000`, `12.500`), as
 * `/^[1-9]\d{0,2}(?:[ \u00A0.,]\d{3})+$/`. The lead group takes every digit before the first
 * separator (a separator is never a digit, so a shorter lead group cannot be followed by one).
 */
export function isAmountLike(value: string): boolean {
  const first = value.charCodeAt(0);
  if (!(first >= 0x31 && first <= 0x39)) return false;
  let index = 1;
  while (index < 3 && index < value.length && isDigit(value.charCodeAt(index))) index++;
  if (index === value.length) return false;
  while (index < value.length) {
    const separator = value.charCodeAt(index);
    if (separator !== 0x20 && separator !== 0xa0 && separator !== 0x2e && separator !== 0x2c) return false;
    if (index + 4 > value.length) return false;
    for (let offset = 1; offset <= 3; offset++) if (!isDigit(value.charCodeAt(index + offset))) return false;
    index += 4;
  }
  return true;
}

/** `true` when `value` starts with `+` or `00` (`/^(?:\+|00)/`). */
export function startsInternational(value: string): boolean {
  return value.charCodeAt(0) === 0x2b || (value.charCodeAt(0) === 0x30 && value.charCodeAt(1) === 0x30);
}

/** How many ASCII digits `value` holds. */
export function digitCount(value: string): number {
  let count = 0;
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (code >= 0x30 && code <= 0x39) count++;
  }
  return count;
}

/** `true` for the characters that separate digit groups: space, no-break space, `(`, `)`, `.`, `-`. */
export function isGroupSeparator(code: number): boolean {
  return code === 0x20 || code === 0xa0 || code === 0x28 || code === 0x29 || code === 0x2e || code === 0x2d;
}

/** How many groups the separators split `value` into (`value.split(/[ \u00A0().-]+/).filter(Boolean)`). */
export function groupCount(value: string): number {
  let count = 0;
  let inGroup = false;
  for (let index = 0; index < value.length; index++) {
    const separator = isGroupSeparator(value.charCodeAt(index));
    if (!separator && !inGroup) count++;
    inGroup = !separator;
  }
  return count;
}
