/**
 * GOVERNMENT_ID (South African identity number): 13 digits, optionally grouped 6-4-3, with a real
 * date of birth, a citizenship digit and a valid Luhn check digit. A failing check drops it.
 *
 * @example
 * ```ts
 * // 'ID 8001015009087' -> GOVERNMENT_ID, score 1
 * ```
 */
import { isSouthAfricanIdValid } from '../../../checksums/south-african-id.js';
import type { PatternRecognizer } from '../../../recognizer.js';

/** The South African ID recognizer. */
export const southAfricanIdRecognizer: PatternRecognizer = {
  kind: 'pattern',
  name: 'za-id',
  entityType: 'GOVERNMENT_ID',
  languages: 'all',
  patterns: [
    {
      name: 'za-id',
      regex: /(?<![\d-])\d{6}[ ]?\d{4}[ ]?\d{3}(?![\d-])/g,
      score: 0.5,
      // 13 digits, maybe in groups joined by single spaces
      anchor: { digitRun: { minDigits: 13, joiners: ' ' } },
    },
  ],
  context: ['GOVERNMENT_ID'],
  validate: (value) => isSouthAfricanIdValid(value.replace(/ /g, '')),
};
