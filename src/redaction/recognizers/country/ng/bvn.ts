/**
 * BVN (Nigeria's Bank Verification Number): 11 digits. Announced by "BVN" / "bank verification
 * number" it is masked everywhere; a bare 11-digit number starting with 22 scores below the
 * default threshold and is masked only where the domain lowers it (banking).
 *
 * @example
 * ```ts
 * // 'My BVN is 22123456789' -> 'My BVN is [BVN]'
 * ```
 */
import type { ContextReferenceRecognizer, PatternRecognizer } from '../../../recognizer.js';

/** BVN announced by its context words. */
export const bvnContextRecognizer: ContextReferenceRecognizer = {
  kind: 'context-reference',
  name: 'ng-bvn',
  entityType: 'BVN',
  languages: 'all',
  context: 'BVN',
  shape: /^\d{11}$/,
  score: 0.95,
};

/** A bare 11-digit number starting with 22 (the issued BVN range). */
export const bvnPatternRecognizer: PatternRecognizer = {
  kind: 'pattern',
  name: 'ng-bvn-bare',
  entityType: 'BVN',
  languages: 'all',
  patterns: [
    {
      name: 'bvn-22',
      regex: /(?<![\d+-])22\d{9}(?![\d-])/g,
      score: 0.45,
      anchor: { digitRun: { minDigits: 11, maxDigits: 11 } },
    },
  ],
  context: ['BVN'],
  invalidate: (value) => /^(\d)\1+$/.test(value),
};
