/**
 * Recall first for IBANs: a value shaped like an IBAN (the two letters of a country that uses
 * IBANs, two check digits, then groups of letters and digits, in either case as a speech
 * recogniser writes it: "de72 5205 0353 0001 4478 21", "IT47 K030 6903 4121 0000 0008 815") is an
 * account number even when its check digits fail or its length is not the country's: a caller
 * misread, a recogniser misheard, a writer made one up, and the value is personal data all the
 * same. It scores {@link UNANNOUNCED_REFERENCE_SCORE}, so a valid IBAN (`iban`, score 1) decides
 * where both match. An IBAN written in its national groups ("IT 02 L 07601 01400 000098765432":
 * check digits, CIN, ABI, CAB, account), a space after the country or not, is one when its
 * characters come to exactly the country's IBAN length; it scores {@link CONTEXT_REFERENCE_SCORE},
 * above the phone numbers its groups hold ("07601 01400"); so is a West African RIB of 24
 * characters led by its country's letters ("CI008 01102 004512378801 47").
 *
 * @example
 * ```ts
 * // 'IBAN ES76 0182 4471 0902 0156 3318' (check digits wrong) -> ACCOUNT_NUMBER
 * ```
 */
import { IBAN_LENGTHS } from '../checksums/iban.js';
import type { RecognizedEntity } from '../recognized-entity.js';
import type { AnalysisInput, CustomRecognizer } from '../recognizer.js';
import { CONTEXT_REFERENCE_SCORE } from '../scoring.js';
import { UNANNOUNCED_REFERENCE_SCORE } from './unannounced-reference.js';

/** Country code, check digits, two to seven groups of four and a shorter last group; linear. */
const IBAN_SHAPE = /[A-Za-z]{2}\d{2}(?:[ ]?[A-Za-z0-9]{4}){2,7}(?:[ ]?[A-Za-z0-9]{1,3})?(?![A-Za-z0-9])/y;

/** The two characters at `start` are ASCII letters (of one case). */
function isAsciiLetterPair(text: string, start: number): boolean {
  return /^(?:[A-Z]{2}|[a-z]{2})$/u.test(text.slice(start, start + 2));
}

/**
 * The West African monetary union's countries, whose bank accounts are also written as a RIB of
 * {@link RIB_LENGTH} characters led by the bank's code, the country's letters first ("CI008 01102
 * 004512378801 47": bank, branch, account, key).
 */
const RIB_COUNTRIES: ReadonlySet<string> = new Set(['BF', 'BJ', 'CI', 'GW', 'ML', 'NE', 'SN', 'TG']);
const RIB_LENGTH = 24;

/** Most characters of one group of an IBAN grouped as a bank prints it ("000098765432"). */
const MAX_LOOSE_GROUP = 12;

/**
 * The end of an IBAN written in the groups of its national parts rather than in fours ("IT 02 L
 * 07601 01400 000098765432": check digits, CIN, ABI, CAB, account): from its two check digits,
 * groups of letters and digits parted by single spaces (one group at most without a digit, of one
 * or four letters) whose characters, with the country's two, come to exactly the country's IBAN
 * length, or one run of digits of that length ("es 2821003991240200118745", an IBAN read out); -1
 * when they do not.
 */
function looseIbanEnd(text: string, digitStart: number, ibanLength: number): number {
  let position = digitStart;
  let count = 2;
  let groups = 0;
  let lettersOnly = false;
  for (;;) {
    let end = position;
    while (end < text.length && isAsciiLetterOrDigit(text.charCodeAt(end))) end++;
    const group = end - position;
    // the whole IBAN said as one run of digits after its country ("es dos ocho dos uno ..." read
    // "es 2821003991...", as the written view writes a number read out)
    if (groups === 0 && count + group === ibanLength && /^\d+$/u.test(text.slice(position, end))) return end;
    if (group === 0 || group > MAX_LOOSE_GROUP) return -1;
    // the check digits are a group of their own, or open the first one
    if (groups === 0 && !/^\d\d/u.test(text.slice(position, position + 2))) return -1;
    // one group at most without a digit: a check letter ("L") or a bank's four letters ("WEST")
    if (!/\d/u.test(text.slice(position, end))) {
      if ((group !== 1 && group !== 4) || lettersOnly) return -1;
      lettersOnly = true;
    }
    count += group;
    groups++;
    if (count === ibanLength) return groups >= 3 ? end : -1;
    if (count > ibanLength || text.charCodeAt(end) !== 32) return -1;
    position = end + 1;
  }
}

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
      // the country's letters right before the check digits, or one space before them ("IT 02 L ...")
      const spaced = text.charCodeAt(digitStart - 1) === 32 ? 1 : 0;
      const start = digitStart - 2 - spaced;
      if (start < covered || start < 0) continue;
      if (start > 0 && isAsciiLetterOrDigit(text.charCodeAt(start - 1))) continue;
      const country = text.slice(start, start + 2).toUpperCase();
      const length = IBAN_LENGTHS[country];
      const rib = RIB_COUNTRIES.has(country);
      if ((length === undefined && !rib) || !isAsciiLetterPair(text, start)) continue;
      let end = -1;
      let score = UNANNOUNCED_REFERENCE_SCORE;
      if (spaced === 0 && length !== undefined) {
        IBAN_SHAPE.lastIndex = start;
        const match = IBAN_SHAPE.exec(text);
        if (match !== null) end = start + match[0].length;
      }
      if (end === -1) {
        if (length !== undefined) end = looseIbanEnd(text, digitStart, length);
        if (end === -1 && rib) end = looseIbanEnd(text, digitStart, RIB_LENGTH);
        // the country's exact length in its national groups says more than the phone numbers inside it
        score = CONTEXT_REFERENCE_SCORE;
      }
      if (end === -1) continue;
      covered = end;
      entities.push({
        type: 'ACCOUNT_NUMBER',
        start,
        end: covered,
        score,
        recognizer: 'iban-shape',
      });
    }
    return entities;
  },
};
