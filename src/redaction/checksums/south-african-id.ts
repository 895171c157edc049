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

/** `true` when `value` is a 13-digit South African ID with a valid date, citizenship digit and Luhn check. */
export function isSouthAfricanIdValid(value: string): boolean {
  if (!/^\d{13}$/.test(value)) return false;
  const year = Number(value.slice(0, 2));
  const month = Number(value.slice(2, 4));
  const day = Number(value.slice(4, 6));
  if (month < 1 || month > 12 || day < 1) return false;
  const daysInMonth = new Date(Date.UTC(2000 + year, month, 0)).getUTCDate();
  const daysInMonthCentury = new Date(Date.UTC(1900 + year, month, 0)).getUTCDate();
  if (day > Math.max(daysInMonth, daysInMonthCentury)) return false;
  const citizenship = value.charCodeAt(10) - 48;
  if (citizenship > 2) return false;
  return isLuhnValid(value);
}
