/**
 * The IBAN and South African ID checks against straightforward reference versions (the regex,
 * `Date` and digit-string forms they replaced) on random inputs.
 */
import { describe, expect, it } from 'vitest';
import { IBAN_LENGTHS, isIbanValid } from '../../src/redaction/checksums/iban.js';
import { isLuhnValid } from '../../src/redaction/checksums/luhn.js';
import { isSouthAfricanIdValid } from '../../src/redaction/checksums/south-african-id.js';
import { seededRandom } from './seeded-random.js';

function referenceIban(value: string): boolean {
  const compact = value.replace(/[ \u00A0-]/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(compact)) return false;
  const expected = IBAN_LENGTHS[compact.slice(0, 2)];
  if (expected !== undefined && compact.length !== expected) return false;
  const rearranged = compact.slice(4) + compact.slice(0, 4);
  let remainder = 0;
  for (const character of rearranged) {
    const code = character.charCodeAt(0);
    const digits = code >= 65 ? String(code - 55) : character;
    for (const digit of digits) remainder = (remainder * 10 + (digit.charCodeAt(0) - 48)) % 97;
  }
  return remainder === 1;
}

function referenceSouthAfricanId(value: string): boolean {
  if (!/^\d{13}$/.test(value)) return false;
  const year = Number(value.slice(0, 2));
  const month = Number(value.slice(2, 4));
  const day = Number(value.slice(4, 6));
  if (month < 1 || month > 12 || day < 1) return false;
  const daysInMonth = new Date(Date.UTC(2000 + year, month, 0)).getUTCDate();
  const daysInMonthCentury = new Date(Date.UTC(1900 + year, month, 0)).getUTCDate();
  if (day > Math.max(daysInMonth, daysInMonthCentury)) return false;
  if (value.charCodeAt(10) - 48 > 2) return false;
  return isLuhnValid(value);
}

const ODD = ['٣', '１', 'a', ' ', '\n', '-', 'ß', 'ı', 'ſ', '\u00A0', 'é', '\u0301', '😀'];

describe('checksums against reference versions', () => {
  it('isSouthAfricanIdValid agrees on random IDs and on every date of a leap and a common year', () => {
    const next = seededRandom(1);
    const digits = (count: number) => Array.from({ length: count }, () => Math.floor(next() * 10)).join('');
    for (let index = 0; index < 2000; index++) {
      let value = digits(next() < 0.8 ? 13 : 10 + Math.floor(next() * 6));
      if (value.length >= 6 && next() < 0.7) {
        const month = ['00', '02', '02', '04', '11', '12', '13'][Math.floor(next() * 7)]!;
        const day = ['00', '01', '28', '29', '30', '31', '32'][Math.floor(next() * 7)]!;
        value = value.slice(0, 2) + month + day + value.slice(6);
      }
      if (next() < 0.1) value += ODD[Math.floor(next() * ODD.length)];
      expect(isSouthAfricanIdValid(value), value).toBe(referenceSouthAfricanId(value));
    }
    for (const year of ['00', '04', '01', '99'])
      for (let month = 0; month <= 13; month++)
        for (let day = 0; day <= 32; day++)
          for (let check = 0; check < 10; check++) {
            const value = `${year}${String(month).padStart(2, '0')}${String(day).padStart(2, '0')}500908${check}`;
            expect(isSouthAfricanIdValid(value), value).toBe(referenceSouthAfricanId(value));
          }
  });

  it('isIbanValid agrees on random IBAN-shaped strings', () => {
    const next = seededRandom(2);
    const countries = [...Object.keys(IBAN_LENGTHS), 'XX', 'ZZ'];
    const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    let valid = 0;
    for (let index = 0; index < 2000; index++) {
      const country = countries[Math.floor(next() * countries.length)]!;
      const length = IBAN_LENGTHS[country] ?? 15 + Math.floor(next() * 20);
      let body = '';
      for (let position = 4; position < length; position++)
        body += alphabet[Math.floor(next() * (next() < 0.5 ? 10 : 36))];
      let value = `${country}${String(Math.floor(next() * 100)).padStart(2, '0')}${body}`;
      // half of them with the right check digits
      if (next() < 0.5)
        for (let check = 0; check < 100; check++) {
          const candidate = `${country}${String(check).padStart(2, '0')}${body}`;
          if (referenceIban(candidate)) value = candidate;
        }
      if (next() < 0.3) value = value.replace(/(.{4})/g, '$1 ');
      if (next() < 0.2) value = value.toLowerCase();
      if (next() < 0.1) value += ODD[Math.floor(next() * ODD.length)];
      const expected = referenceIban(value);
      if (expected) valid++;
      expect(isIbanValid(value), value).toBe(expected);
    }
    expect(valid).toBeGreaterThan(500);
  });
});
