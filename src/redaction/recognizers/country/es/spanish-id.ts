/**
 * GOVERNMENT_ID (Spanish DNI and NIE, the identity numbers of citizens and of foreign residents):
 * 8 digits and a check letter (`12345678-Z`), or `X`,
 * `Y` or `Z`, 7 digits and a check letter (`X-1234567-L`); the letter is checked (mod 23): pass ->
 * score 1, fail -> dropped (the recall-first recognizer still masks the shape).
 *
 * @example
 * ```ts
 * // 'mi DNI es 12345678Z' -> GOVERNMENT_ID, score 1
 * ```
 */
import { isSpanishIdValid } from '../../../checksums/spanish-id.js';
import type { PatternRecognizer } from '../../../recognizer.js';

/** The DNI/NIE recognizer. */
export const spanishIdRecognizer: PatternRecognizer = {
  kind: 'pattern',
  name: 'es-dni-nie',
  entityType: 'GOVERNMENT_ID',
  languages: 'all',
  patterns: [
    {
      name: 'dni-nie',
      regex: /(?<![\p{L}\p{N}-])(?:\d{8}|[XYZ]-?\d{7})-?[A-Z](?![\p{L}\p{N}])/gu,
      score: 0.5,
    },
  ],
  context: ['GOVERNMENT_ID'],
  validate: isSpanishIdValid,
};
