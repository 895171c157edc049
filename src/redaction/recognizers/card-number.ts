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
import type { PatternRecognizer } from '../recognizer.js';

/** Issuer prefixes and the lengths each issues. */
export const CARD_ISSUERS: ReadonlyArray<{ prefix: RegExp; lengths: readonly number[] }> = [
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
  // the checksum first, in one loop over the value that also counts the digits: most candidates
  // (phone numbers) fail it, and it is cheaper than the issuers
  let digits = 0;
  let sum = 0;
  for (let index = value.length - 1; index >= 0; index--) {
    const code = value.charCodeAt(index);
    if (code === 0x20 || code === 0xa0 || code === 0x2d) continue;
    if (code < 0x30 || code > 0x39) return false;
    // Luhn: every second digit from the right is doubled
    let digit = code - 0x30;
    if (digits % 2 === 1) digit = digit > 4 ? digit * 2 - 9 : digit * 2;
    sum += digit;
    digits++;
  }
  if (digits < 12 || digits > 19 || sum % 10 !== 0) return false;
  const compact = value.replace(/[ \u00A0-]/g, '');
  return CARD_ISSUERS.some(
    (issuer) => issuer.prefix.test(compact) && issuer.lengths.includes(compact.length),
  );
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
