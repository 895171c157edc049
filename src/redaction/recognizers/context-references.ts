/**
 * Generic "announced reference" recognizers: the first reference-shaped token (letters and digits
 * joined by `-`, `/` or `.`, or digit groups) within a few words after a context phrase of the
 * type ("policy number", "nambari ya mteja", "numéro de compte"). Covers TRANSACTION_ID,
 * CUSTOMER_ID, EMPLOYEE_ID, STUDENT_ID, POLICY_NUMBER, MEDICAL_ID, GOVERNMENT_ID (NIN, national
 * IDs, passports, licences, tax numbers) and ACCOUNT_NUMBER (any bank's account number).
 *
 * @example
 * ```ts
 * // 'my policy number is POL/2023/0042' -> POLICY_NUMBER
 * ```
 */
import type { ContextKind } from '../context/context-words.js';
import type { PlaceholderType } from '../placeholder-types.js';
import type { ContextReferenceRecognizer } from '../recognizer.js';
import { CONTEXT_REFERENCE_SCORE } from '../scoring.js';

const REFERENCE_SHAPE = /^[\p{L}\p{N}]{4,24}$/u;

const TYPES: ReadonlyArray<[PlaceholderType & ContextKind, RegExp]> = [
  ['TRANSACTION_ID', REFERENCE_SHAPE],
  ['CUSTOMER_ID', REFERENCE_SHAPE],
  ['EMPLOYEE_ID', REFERENCE_SHAPE],
  ['STUDENT_ID', REFERENCE_SHAPE],
  ['POLICY_NUMBER', REFERENCE_SHAPE],
  ['MEDICAL_ID', REFERENCE_SHAPE],
  ['GOVERNMENT_ID', /^[\p{L}\p{N}]{5,24}$/u],
  ['ACCOUNT_NUMBER', /^(?:\d{6,20}|[A-Z]{2}\d{2}[A-Z0-9]{11,30})$/],
];

/**
 * An amount written with a one-letter currency glued to it (rand, kwacha, naira, pula, emalangeni,
 * maloti: "R860", "K200", "p200", "M15000"), up to five digits and no leading zero ("K0451238" is a
 * passport number): what a call says after "claim" or "token" is as often the sum as the code.
 */
export function isGluedAmount(compact: string): boolean {
  return GLUED_AMOUNT.test(compact);
}

const GLUED_AMOUNT = /^[RKNPEM][1-9]\d{0,4}(?:[.,]\d{2})?$/iu;

/** One context-reference recognizer per type. */
export const contextReferenceRecognizers: readonly ContextReferenceRecognizer[] = TYPES.map(
  ([type, shape]) => ({
    kind: 'context-reference',
    name: `context-${type.toLowerCase().replace(/_/g, '-')}`,
    entityType: type,
    languages: 'all',
    context: type,
    shape,
    score: CONTEXT_REFERENCE_SCORE,
    invalidate: isGluedAmount,
  }),
);
