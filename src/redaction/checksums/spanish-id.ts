/**
 * The check letter of a Spanish DNI (8 digits and a letter) and NIE (`X`, `Y` or `Z`, 7 digits and
 * a letter): the number modulo 23 indexes `TRWAGMYFPDXBNJZSQVHLCKE`; a NIE's first letter stands
 * for 0, 1 or 2.
 *
 * @example
 * ```ts
 * isSpanishIdValid('12345678Z'); // true
 * isSpanishIdValid('X1234567L'); // true
 * isSpanishIdValid('12345678A'); // false
 * ```
 */

const CHECK_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const NIE_LEADS: Readonly<Record<string, string>> = { X: '0', Y: '1', Z: '2' };

/** `true` when `value` (separators removed, upper case) is a DNI or NIE whose check letter fits. */
export function isSpanishIdValid(value: string): boolean {
  const compact = value.replace(/[-\s.]/gu, '').toUpperCase();
  const match = /^([XYZ]\d{7}|\d{8})([A-Z])$/u.exec(compact);
  if (match === null) return false;
  const digits = match[1]!.replace(/^[XYZ]/u, (lead) => NIE_LEADS[lead]!);
  return CHECK_LETTERS[Number(digits) % 23] === match[2];
}
