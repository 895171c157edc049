import { describe, expect, it } from 'vitest';
import { redact } from '../../src/index.js';
import type { LanguageName } from '../../src/languages.js';
import { isCustomerAccount } from '../../src/redaction/lettered-accounts.js';

describe('isCustomerAccount', () => {
  it.each<[string, boolean]>([
    // letters other than a country's before the digits: a company's account of its customer
    ['VC-77310482', true],
    ['vc 4471 0392', true],
    ['J C 880412', true],
    // an IBAN or a RIB opens with its country; digits alone are a bank's
    ['IT60 X054 2811 1010 0000 0123 456', false],
    ['it60 x054 2811', false],
    ['CI008 01102 004512378801 47', false],
    ['bf 0420019966', false],
    ['4471 0392', false],
    // number words (no digit after the letters) are left alone
    ['d e acht neun', false],
  ])('%s -> %s', (value, expected) => {
    expect(isCustomerAccount(value)).toBe(expected);
  });
});

describe('an account number with letters before its digits is a customer number', () => {
  it.each<[LanguageName, string, string]>([
    [
      'Afrikaans',
      'Agent: En u rekeningnommer by ons?\nKliënt: Ek dink dit is VC-77310482.',
      'Agent: En u rekeningnommer by ons?\nKliënt: Ek dink dit is [CUSTOMER_ID].',
    ],
    [
      'Swahili',
      'na namba ya akaunti yako ya jumia ni j c eight eight zero four one two sivyo',
      'na namba ya akaunti yako ya jumia ni [CUSTOMER_ID] sivyo',
    ],
    // a bank's account stays one
    ['Italian', "Utente: L'IBAN è IT60 X054 2811 1010 0000 0123 456.", "Utente: L'IBAN è [ACCOUNT_NUMBER]."],
  ])('%s: %s', async (language, text, expected) => {
    expect((await redact({ text, language })).result).toBe(expected);
  });
});
