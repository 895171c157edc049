import { describe, expect, it } from 'vitest';
import { redact } from '../../src/index.js';
import { hasSouthAfricanIdShape } from '../../src/redaction/checksums/south-african-id.js';
import {
  isCardNumber,
  isChileanRutValid,
  isIbanValid,
  isLuhnValid,
  isNubanValid,
  isSouthAfricanIdValid,
  isSpanishIdValid,
  nubanCheckDigit,
} from '../../src/redaction/index.js';

describe('isLuhnValid', () => {
  it.each([
    ['4111111111111111', true],
    ['4111111111111112', false],
    ['79927398713', true],
    ['79927398710', false],
    ['0', false],
    ['12a4', false],
  ])('%s -> %s', (digits, expected) => {
    expect(isLuhnValid(digits)).toBe(expected);
  });
});

describe('isCardNumber (Luhn + issuer)', () => {
  it.each([
    ['4111 1111 1111 1111', true], // Visa
    ['5399-8300-0000-0016', true], // Mastercard
    ['378282246310005', true], // Amex, 15 digits
    ['5060990000000000001', true], // Verve, 19 digits
    ['4111 1111 1111 1112', false], // failing checksum
    ['9111111111111111', false], // unknown issuer
    ['37828224631000', false], // Amex prefix, wrong length
  ])('%s -> %s', (value, expected) => {
    expect(isCardNumber(value)).toBe(expected);
  });
});

describe('NUBAN check digit (CBN)', () => {
  it.each([
    ['058', '152036001', 5],
    ['044', '152036001', 4],
    ['058', '002345678', 2],
    ['058', '098765432', 7],
  ])('bank %s serial %s -> %i', (bank, serial, digit) => {
    expect(nubanCheckDigit(bank, serial)).toBe(digit);
  });

  it.each([
    ['1520360015', '058', true],
    ['1520360016', '058', false],
    ['1520360014', '044', true],
    ['152036001', '058', false],
  ])('%s for bank %s -> %s', (account, bank, expected) => {
    expect(isNubanValid(account, bank)).toBe(expected);
  });

  it('rejects a malformed bank code or serial', () => {
    expect(() => nubanCheckDigit('58', '152036001')).toThrow(RangeError);
  });
});

describe('isIbanValid (mod 97)', () => {
  it.each([
    ['GB82 WEST 1234 5698 7654 32', true],
    ['DE89370400440532013000', true],
    ['FR14 2004 1010 0505 0001 3M02 606', true],
    ['SA0380000000608010167519', true],
    ['GB82 WEST 1234 5698 7654 33', false], // failing checksum
    ['DE8937040044053201300', false], // wrong length for DE
    ['XX00', false],
  ])('%s -> %s', (value, expected) => {
    expect(isIbanValid(value)).toBe(expected);
  });
});

describe('isSouthAfricanIdValid (date + citizenship + Luhn)', () => {
  it.each([
    ['8001015009087', true],
    ['8503125123088', true],
    ['9207140120082', true],
    ['8001015009088', false], // failing Luhn
    ['8013015009087', false], // month 13
    ['8002305009081', false], // 30 February
    ['8001015009387', false], // citizenship digit 3
    ['800101500908', false], // 12 digits
  ])('%s -> %s', (value, expected) => {
    expect(isSouthAfricanIdValid(value)).toBe(expected);
  });
});

describe('hasSouthAfricanIdShape (date + citizenship, any check digit)', () => {
  it.each([
    ['8001015009087', true],
    ['8001015009088', true], // failing Luhn
    ['8013015009087', false], // month 13
    ['8001015009387', false], // citizenship digit 3
    ['800101500908', false], // 12 digits
  ])('%s -> %s', (value, expected) => {
    expect(hasSouthAfricanIdShape(value)).toBe(expected);
  });
});

describe('isSpanishIdValid (DNI and NIE check letter, mod 23)', () => {
  it.each([
    ['12345678Z', true],
    ['12345678-z', true],
    ['X1234567L', true],
    ['Y-1234567-X', true],
    ['12345678A', false], // wrong letter
    ['1234567Z', false], // 7 digits without a NIE letter
    ['W1234567L', false], // no NIE lead
  ])('%s -> %s', (value, expected) => {
    expect(isSpanishIdValid(value)).toBe(expected);
  });
});

describe('isChileanRutValid (mod 11, K for 10)', () => {
  it.each([
    ['12.345.678-5', true],
    ['12345678-5', true],
    ['7.654.321-6', true],
    ['12.345.678-4', false],
    ['12.345.678', false], // no check digit
  ])('%s -> %s', (value, expected) => {
    expect(isChileanRutValid(value)).toBe(expected);
  });
});

describe('national IDs with a check: uncued and in text that says nothing of them', () => {
  it.each([
    // a valid DNI or RUT is a GOVERNMENT_ID by itself; a failing one is masked by its shape only
    ['Bueno, apunte 12345678Z y me llama.', 'Bueno, apunte [GOVERNMENT_ID] y me llama.'],
    ['Bueno, apunte 12.345.678-5 y me llama.', 'Bueno, apunte [GOVERNMENT_ID] y me llama.'],
    ['Bueno, apunte 12345678A y me llama.', 'Bueno, apunte [TRANSACTION_ID] y me llama.'],
  ])('%s', async (text, expected) => {
    expect((await redact({ text, language: 'Spanish' })).result).toBe(expected);
  });
});
