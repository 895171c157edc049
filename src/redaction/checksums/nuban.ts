/**
 * The Nigerian NUBAN check digit (CBN standard, 2010/2018 revision): the 3-digit bank code and
 * the 9-digit serial are weighted 3,7,3,3,7,3,3,7,3,3,7,3; the check digit is
 * `(10 - sum mod 10) mod 10`. Because the bank code is not part of the account number, a bare
 * 10-digit number is "NUBAN-valid" when it validates for at least one known bank code.
 *
 * @example
 * ```ts
 * nubanCheckDigit('058', '152036001'); // 5 (a hypothetical GTBank account 1520360015)
 * isNubanValid('1520360015', '058'); // true
 * ```
 */

const WEIGHTS = [3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3] as const;

/** 3-digit CBN codes of large Nigerian deposit money banks (institution codes used by NUBAN). */
export const NUBAN_BANK_CODES: readonly string[] = Object.freeze([
  '044',
  '063',
  '050',
  '070',
  '011',
  '214',
  '058',
  '030',
  '082',
  '076',
  '221',
  '068',
  '232',
  '032',
  '033',
  '215',
  '035',
  '057',
  '301',
  '101',
  '023',
  '100',
  '102',
  '103',
  '104',
]);

/** The NUBAN check digit for a 3-digit bank code and 9-digit serial number. */
export function nubanCheckDigit(bankCode: string, serial: string): number {
  const digits = bankCode + serial;
  if (!/^\d{12}$/.test(digits)) {
    throw new RangeError('Expected a 3-digit bank code and a 9-digit serial number.');
  }
  let sum = 0;
  for (let index = 0; index < 12; index++) sum += (digits.charCodeAt(index) - 48) * WEIGHTS[index]!;
  return (10 - (sum % 10)) % 10;
}

/**
 * `true` when the 10-digit `account` has a valid check digit for `bankCode`, or, without a bank
 * code, for at least one of {@link NUBAN_BANK_CODES}.
 */
export function isNubanValid(account: string, bankCode?: string): boolean {
  if (!/^\d{10}$/.test(account)) return false;
  const serial = account.slice(0, 9);
  const check = account.charCodeAt(9) - 48;
  const codes = bankCode === undefined ? NUBAN_BANK_CODES : [bankCode];
  return codes.some((code) => /^\d{3}$/.test(code) && nubanCheckDigit(code, serial) === check);
}
