/**
 * South African identity numbers: 13 digits `YYMMDD SSSS C A Z`: a real date of birth, a
 * citizenship digit of 0 or 1 (2 for refugees), and a final Luhn check digit.
 *
 * @example
 * ```ts
 * isSouthAfricanIdValid('8001015009087'); // true
 * isSouthAfricanIdValid('8013015009087'); // false (month 13)
 * ```
 */
import { isLuhnValid } from './luhn.js';

/** Days per month in a leap year. */
const DAYS_IN_MONTH: readonly number[] = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** The ASCII digit at `index` of `value`, or -1 when the code unit there is not one. */
function digitAt(value: string, index: number): number {
  const digit = value.charCodeAt(index) - 48;
  return digit >= 0 && digit <= 9 ? digit : -1;
}

/** `true` when `value` is a 13-digit South African ID with a valid date, citizenship digit and Luhn check. */
export function isSouthAfricanIdValid(value: string): boolean {
  return hasSouthAfricanIdShape(value) && isLuhnValid(value);
}

/**
 * `true` when `value` has a South African ID's shape: 13 digits, a real date of birth and a
 * citizenship digit, whatever its check digit (a number read out one digit wrong, invented test data).
 *
 * @example
 * ```ts
 * hasSouthAfricanIdShape('8504150088083'); // true (its Luhn check fails)
 * ```
 */
export function hasSouthAfricanIdShape(value: string): boolean {
  if (value.length !== 13) return false;
  for (let index = 0; index < 13; index++) if (digitAt(value, index) < 0) return false;
  const year = digitAt(value, 0) * 10 + digitAt(value, 1);
  const month = digitAt(value, 2) * 10 + digitAt(value, 3);
  const day = digitAt(value, 4) * 10 + digitAt(value, 5);
  if (month < 1 || month > 12 || day < 1) return false;
  // the century is unknown: February 29 is allowed when 19YY or 20YY is a leap year, which
  // (1900 not being one, 2000 being one) is when YY is a multiple of 4
  const daysInMonth = month === 2 && year % 4 !== 0 ? 28 : DAYS_IN_MONTH[month - 1]!;
  if (day > daysInMonth) return false;
  const citizenship = value.charCodeAt(10) - 48;
  return citizenship <= 2;
}
