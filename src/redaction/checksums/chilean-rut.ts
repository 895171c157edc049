/**
 * The check digit of a Chilean RUT/RUN (`12.345.678-5`): the digits from the right, weighted 2 to 7
 * and again, summed; 11 minus the sum modulo 11 is the check (11 is `0`, 10 is `K`).
 *
 * @example
 * ```ts
 * isChileanRutValid('12.345.678-5'); // true
 * isChileanRutValid('12.345.678-4'); // false
 * ```
 */

/** `true` when `value` is a RUT (7 or 8 digits, dots optional, a hyphen and the check) that checks. */
export function isChileanRutValid(value: string): boolean {
  const match = /^(\d{1,2}\.?\d{3}\.?\d{3})-([\dkK])$/u.exec(value.trim());
  if (match === null) return false;
  const digits = match[1]!.replace(/\./gu, '');
  let sum = 0;
  let weight = 2;
  for (let index = digits.length - 1; index >= 0; index--) {
    sum += Number(digits[index]) * weight;
    weight = weight === 7 ? 2 : weight + 1;
  }
  const check = 11 - (sum % 11);
  const expected = check === 11 ? '0' : check === 10 ? 'K' : String(check);
  return match[2]!.toUpperCase() === expected;
}
