/**
 * ACCOUNT_NUMBER (Nigerian NUBAN): 10 digits whose CBN check digit validates for a known bank
 * code. With an account cue before it the score is 0.8; a bare valid NUBAN scores 0.45, masked only
 * where the domain lowers the threshold (banking). A failing check digit drops this recognizer's
 * match (the generic account-number recognizer may still mask it after an account cue).
 *
 * @example
 * ```ts
 * // 'account number 1520360015' -> ACCOUNT_NUMBER, score 0.8
 * ```
 */
import { isNubanValid } from '../../../checksums/nuban.js';
import type { PatternRecognizer } from '../../../recognizer.js';

/** The NUBAN recognizer. */
export const nubanRecognizer: PatternRecognizer = {
  kind: 'pattern',
  name: 'ng-nuban',
  entityType: 'ACCOUNT_NUMBER',
  languages: ['English', 'Hausa', 'Igbo', 'Yoruba'],
  patterns: [
    {
      name: 'nuban',
      regex: /(?<![\d+-])\d{10}(?![\d-])/g,
      score: 0.45,
      anchor: { digitRun: { minDigits: 10, maxDigits: 10 } },
    },
  ],
  context: ['ACCOUNT_NUMBER'],
  invalidate: (value) => /^(\d)\1+$/.test(value),
  validate: (value) => (isNubanValid(value) ? undefined : false),
};
