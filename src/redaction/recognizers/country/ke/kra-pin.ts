/**
 * GOVERNMENT_ID (Kenya Revenue Authority PIN): `A` (individuals) or `P` (companies), nine digits,
 * a letter, e.g. `A012345678Z`.
 *
 * @example
 * ```ts
 * // 'KRA PIN A012345678Z' -> GOVERNMENT_ID
 * ```
 */
import type { PatternRecognizer } from '../../../recognizer.js';

/** The KRA PIN recognizer. */
export const kraPinRecognizer: PatternRecognizer = {
  kind: 'pattern',
  name: 'ke-kra-pin',
  entityType: 'GOVERNMENT_ID',
  languages: 'all',
  patterns: [
    {
      name: 'kra-pin',
      regex: /(?<![A-Za-z0-9])[AP]\d{9}[A-Z](?![A-Za-z0-9])/g,
      score: 0.75,
      // a run of exactly nine digits right after the capital `A` or `P`
      anchor: { digitRun: { offsets: [1], minDigits: 9, maxDigits: 9, capitalsBefore: 1 } },
    },
  ],
  context: ['GOVERNMENT_ID'],
};
