/**
 * IBAN validation: country code, length per country where known, and the ISO 13616 mod-97 check.
 *
 * @example
 * ```ts
 * isIbanValid('GB82 WEST 1234 5698 7654 32'); // true
 * isIbanValid('GB82 WEST 1234 5698 7654 33'); // false
 * ```
 */

/** IBAN lengths for countries langproc's users are most likely to meet (others: 15 to 34). */
export const IBAN_LENGTHS: Readonly<Record<string, number>> = Object.freeze({
  AT: 20,
  BE: 16,
  CH: 21,
  DE: 22,
  DK: 18,
  EG: 29,
  ES: 24,
  FI: 18,
  FR: 27,
  GB: 22,
  IE: 22,
  IT: 27,
  LU: 20,
  MR: 27,
  NL: 18,
  NO: 15,
  PL: 28,
  PT: 25,
  SA: 24,
  SE: 24,
  TN: 24,
  AE: 23,
  JO: 30,
  LB: 28,
  MA: 28,
  DZ: 26,
  SN: 28,
  CI: 28,
  CM: 27,
  BJ: 28,
  TG: 28,
  NE: 28,
  BI: 27,
  MZ: 25,
  LY: 25,
  SD: 18,
  QA: 29,
  KW: 30,
  BH: 22,
  IQ: 23,
  PS: 29,
  SM: 27,
  VA: 22,
  LI: 21,
  MC: 27,
  GQ: 27,
  TD: 27,
});

/** `true` when `value` (spaces allowed, any case) is a well-formed IBAN with a valid mod-97 check. */
export function isIbanValid(value: string): boolean {
  const compact = value.replace(/[ \u00A0-]/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(compact)) return false;
  const expected = IBAN_LENGTHS[compact.slice(0, 2)];
  if (expected !== undefined && compact.length !== expected) return false;
  // mod 97 of the number read from the fifth character on, then the first four, each letter
  // standing for its two digits (A = 10 ... Z = 35)
  let remainder = 0;
  for (let step = 0; step < compact.length; step++) {
    const code = compact.charCodeAt((step + 4) % compact.length);
    remainder = code >= 65 ? (remainder * 100 + (code - 55)) % 97 : (remainder * 10 + (code - 48)) % 97;
  }
  return remainder === 1;
}
