/**
 * CARD_NUMBER: 12 to 19 digits, optionally grouped by spaces or dashes, that pass the Luhn check
 * and start with a known issuer prefix (Visa, Mastercard, Verve, American Express, Discover,
 * JCB (any `35` prefix), UnionPay, Diners, Maestro (12 digits and up), old 15-digit JCB). A failing checksum drops the match.
 *
 * @example
 * ```ts
 * isCardNumber('4111 1111 1111 1111'); // true
 * ```
 */
import { isLuhnValid } from '../checksums/luhn.js';
import type { PatternRecognizer } from '../recognizer.js';

const ISSUERS: ReadonlyArray<{ prefix: RegExp; lengths: readonly number[] }> = [
  { prefix: /^4/, lengths: [13, 16, 19] },
  { prefix: /^(?:5[1-5]|2(?:22[1-9]|2[3-9]\d|[3-6]\d\d|7[01]\d|720))/, lengths: [16] },
  { prefix: /^(?:506(?:0|1)|507[89]|6500)/, lengths: [16, 18, 19] },
  { prefix: /^3[47]/, lengths: [15] },
  { prefix: /^(?:6011|65|64[4-9])/, lengths: [16, 19] },
  { prefix: /^35/, lengths: [16, 19] },
  { prefix: /^62/, lengths: [16, 17, 18, 19] },
  { prefix: /^3(?:0[0-5]|[689])/, lengths: [14, 16] },
  { prefix: /^(?:5018|5020|5038|5893|6304|6759|676[1-3])/, lengths: [12, 13, 14, 15, 16, 17, 18, 19] },
  { prefix: /^(?:2131|1800)/, lengths: [15] },
];

/** `true` when the digits (separators allowed) form a Luhn-valid number of a known issuer. */
export function isCardNumber(value: string): boolean {
  const digits = value.replace(/[ \u00A0-]/g, '');
  if (!/^\d{12,19}$/.test(digits)) return false;
  // the checksum first: most candidates (phone numbers) fail it, and it is cheaper than the issuers
  if (!isLuhnValid(digits)) return false;
  return ISSUERS.some((issuer) => issuer.prefix.test(digits) && issuer.lengths.includes(digits.length));
}

/** The card-number recognizer. */
export const cardNumberRecognizer: PatternRecognizer = {
  kind: 'pattern',
  name: 'card-number',
  entityType: 'CARD_NUMBER',
  languages: 'all',
  patterns: [
    {
      name: 'grouped-digits',
      regex: /(?<![\d-])\d(?:[ \u00A0-]?\d){11,18}(?![\d])/g,
      score: 0.9,
      // at least 12 digits from a digit run on, in groups joined by single spaces or dashes
      anchor: { digitRun: { minDigits: 12, joiners: ' \u00A0-' } },
    },
  ],
  context: ['CARD_NUMBER'],
  validate: (value) => isCardNumber(value),
};
