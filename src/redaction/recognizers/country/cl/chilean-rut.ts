/**
 * GOVERNMENT_ID (Chilean RUT/RUN, the national and tax number): 7 or 8 digits with dots or not, a
 * hyphen and a check digit or `K` (`14.882.301-4`), checked mod 11: pass -> score 1, fail ->
 * dropped (the recall-first recognizer still masks the shape).
 *
 * @example
 * ```ts
 * // 'RUT 12.345.678-5' -> GOVERNMENT_ID, score 1
 * ```
 */
import { isChileanRutValid } from '../../../checksums/chilean-rut.js';
import type { PatternRecognizer } from '../../../recognizer.js';

/** The RUT recognizer. */
export const chileanRutRecognizer: PatternRecognizer = {
  kind: 'pattern',
  name: 'cl-rut',
  entityType: 'GOVERNMENT_ID',
  languages: 'all',
  patterns: [
    {
      name: 'rut',
      regex: /(?<![\d.])\d{1,2}\.?\d{3}\.?\d{3}-[\dkK](?![\p{L}\p{N}])/gu,
      score: 0.5,
    },
  ],
  context: ['GOVERNMENT_ID'],
  validate: isChileanRutValid,
};
