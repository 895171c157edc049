/**
 * ACCOUNT_NUMBER (IBAN): country code, check digits and 11 to 30 alphanumerics, optionally in
 * groups of four, accepted only when the ISO 13616 mod-97 check passes.
 *
 * @example
 * ```ts
 * runRecognizer(ibanRecognizer, input); // 'GB82 WEST 1234 5698 7654 32' -> ACCOUNT_NUMBER, score 1
 * ```
 */
import { isIbanValid } from '../checksums/iban.js';
import type { PatternRecognizer } from '../recognizer.js';

/** The IBAN recognizer. */
export const ibanRecognizer: PatternRecognizer = {
  kind: 'pattern',
  name: 'iban',
  entityType: 'ACCOUNT_NUMBER',
  languages: 'all',
  patterns: [
    {
      name: 'iban',
      regex: /(?<![A-Za-z0-9])[A-Z]{2}\d{2}(?:[ ]?[A-Z0-9]{4}){2,7}(?:[ ]?[A-Z0-9]{1,3})?(?![A-Za-z0-9])/g,
      score: 0.5,
      // the check digits start a digit run right after the two capitals of the country code
      anchor: { digitRun: { offsets: [2], minDigits: 2, capitalsBefore: 2 } },
    },
  ],
  context: ['ACCOUNT_NUMBER'],
  validate: (value) => isIbanValid(value),
};
