/**
 * The Luhn (mod 10) checksum used by payment cards and South African ID numbers.
 *
 * @example
 * ```ts
 * isLuhnValid('4111111111111111'); // true
 * isLuhnValid('4111111111111112'); // false
 * ```
 */

/** `true` when the digit string passes the Luhn check (non-digits make it fail). */
export function isLuhnValid(digits: string): boolean {
  if (digits.length < 2 || !/^\d+$/.test(digits)) return false;
  let sum = 0;
  let double = false;
  for (let index = digits.length - 1; index >= 0; index--) {
    let value = digits.charCodeAt(index) - 48;
    if (double) {
      value *= 2;
      if (value > 9) value -= 9;
    }
    sum += value;
    double = !double;
  }
  return sum % 10 === 0;
}
