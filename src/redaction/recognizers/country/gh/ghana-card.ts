/**
 * GOVERNMENT_ID (Ghana Card personal ID number): `GHA-#########-#`.
 *
 * @example
 * ```ts
 * // 'GHA-123456789-0' -> GOVERNMENT_ID
 * ```
 */
import type { PatternRecognizer } from '../../../recognizer.js';

/** The Ghana Card recognizer. */
export const ghanaCardRecognizer: PatternRecognizer = {
  kind: 'pattern',
  name: 'gh-ghana-card',
  entityType: 'GOVERNMENT_ID',
  languages: 'all',
  patterns: [
    {
      name: 'ghana-card',
      regex: /(?<![A-Za-z0-9])GHA-?\d{9}-?\d(?!\d)/gi,
      score: 0.95,
      // `GHA` or `GHA-` before a run of nine digits (then `-` and one) or of ten
      anchor: { digitRun: { offsets: [3, 4], minDigits: 9, maxDigits: 10 } },
    },
  ],
};
