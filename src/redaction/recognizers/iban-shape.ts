/**
 * Recall first for IBANs: a value shaped like an IBAN (the two letters of a country that uses
 * IBANs, two check digits, then groups of letters and digits, in either case as a speech
 * recogniser writes it: "de72 5205 0353 0001 4478 21", "IT47 K030 6903 4121 0000 0008 815") is an
 * account number even when its check digits fail or its length is not the country's: a caller
 * misread, a recogniser misheard, a writer made one up, and the value is personal data all the
 * same. It scores {@link UNANNOUNCED_REFERENCE_SCORE}, so a valid IBAN (`iban`, score 1) decides
 * where both match.
 *
 * @example
 * ```ts
 * // 'IBAN ES76 0182 4471 0902 0156 3318' (check digits wrong) -> ACCOUNT_NUMBER
 * ```
 */
import { IBAN_LENGTHS } from '../checksums/iban.js';
import type { RecognizedEntity } from '../recognized-entity.js';
import type { AnalysisInput, CustomRecognizer } from '../recognizer.js';
import { UNANNOUNCED_REFERENCE_SCORE } from './unannounced-reference.js';

/** Country code, check digits, two to seven groups of four and a shorter last group; linear. */
const IBAN_SHAPE = /[A-Za-z]{2}\d{2}(?:[ ]?[A-Za-z0-9]{4}){2,7}(?:[ ]?[A-Za-z0-9]{1,3})?(?![A-Za-z0-9])/y;

function isAsciiLetterOrDigit(code: number): boolean {
  return (code >= 48 && code <= 57) || ((code | 0x20) >= 97 && (code | 0x20) <= 122);
}

/** The recognizer of IBAN-shaped values, valid or not. */
export const ibanShapeRecognizer: CustomRecognizer = {
  kind: 'custom',
  name: 'iban-shape',
  entityTypes: ['ACCOUNT_NUMBER'],
  languages: 'all',
  analyze(input: AnalysisInput): RecognizedEntity[] {
    const { text, scan } = input;
    const entities: RecognizedEntity[] = [];
    let covered = 0;
    for (const digitStart of scan.digitRunStarts) {
      const start = digitStart - 2;
      if (start < covered || start < 0) continue;
      if (start > 0 && isAsciiLetterOrDigit(text.charCodeAt(start - 1))) continue;
      const country = text.slice(start, digitStart).toUpperCase();
      if (IBAN_LENGTHS[country] === undefined) continue;
      IBAN_SHAPE.lastIndex = start;
      const match = IBAN_SHAPE.exec(text);
      if (match === null) continue;
      covered = start + match[0].length;
      entities.push({
        type: 'ACCOUNT_NUMBER',
        start,
        end: covered,
        score: UNANNOUNCED_REFERENCE_SCORE,
        recognizer: 'iban-shape',
      });
    }
    return entities;
  },
};
