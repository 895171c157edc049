/**
 * A bank's account number is digits, or an IBAN or a West and Central African RIB that opens with
 * its country's two letters ("IT60 X054 ...", "CI008 01102 ...", "d e acht neun ..." as the written
 * view reads it). An "account number" that opens with other letters ("VC-77310482", "v c one one
 * four ...", "j c eight eight ...": a telecom contract, a shop, a utility) is the account a company
 * keeps of its customer: a CUSTOMER_ID.
 *
 * @example
 * ```ts
 * isCustomerAccount('VC-77310482'); // true
 * isCustomerAccount('IT60 X054 2811 1010 0000 0123 456'); // false
 * isCustomerAccount('4471 0392'); // false
 * ```
 */
import { IBAN_LENGTHS } from './checksums/iban.js';

/** Countries whose bank accounts are written as a RIB led by the country code, beside the IBAN ones. */
const RIB_COUNTRIES: ReadonlySet<string> = new Set(['BF', 'ML', 'GW', 'GA', 'CG', 'CF']);

/** The letters a value opens with, separators skipped, and whether a digit follows them. */
const LEADING_LETTERS = /^((?:[A-Za-z][ \-_/.]?)+?)[ \-_/.]?(?=\d)/u;

/**
 * `true` when `value`, an account number, opens with letters that are no country code of a bank
 * account, and then digits: the account of a company's customer. Values in number words (no digit
 * after the letters) are left alone.
 */
export function isCustomerAccount(value: string): boolean {
  const match = LEADING_LETTERS.exec(value);
  if (match === null) return false;
  const letters = match[1]!.replace(/[ \-_/.]/gu, '').toUpperCase();
  if (letters.length === 2 && (IBAN_LENGTHS[letters] !== undefined || RIB_COUNTRIES.has(letters)))
    return false;
  return true;
}
