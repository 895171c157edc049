/**
 * The closed set of 15 placeholder types (seed 4.1 rule 1) and their bracketed forms.
 *
 * @example
 * ```ts
 * import { placeholderFor } from 'langproc/redaction';
 * placeholderFor('PERSON_NAME'); // '[PERSON_NAME]'
 * ```
 */

/** Every entity type langproc masks, in the contract's order. */
export const PLACEHOLDER_TYPES = [
  'PERSON_NAME',
  'DATE_OF_BIRTH',
  'ADDRESS',
  'PHONE_NUMBER',
  'EMAIL',
  'BVN',
  'ACCOUNT_NUMBER',
  'CARD_NUMBER',
  'TRANSACTION_ID',
  'GOVERNMENT_ID',
  'CUSTOMER_ID',
  'EMPLOYEE_ID',
  'STUDENT_ID',
  'POLICY_NUMBER',
  'MEDICAL_ID',
] as const;

/** One of the 15 placeholder types. */
export type PlaceholderType = (typeof PLACEHOLDER_TYPES)[number];

/** The types that identify a person or account by a code (grown over the code's letters at their edges). */
export const IDENTIFIER_TYPES: ReadonlySet<PlaceholderType> = new Set([
  'ACCOUNT_NUMBER',
  'GOVERNMENT_ID',
  'TRANSACTION_ID',
  'CUSTOMER_ID',
  'EMPLOYEE_ID',
  'STUDENT_ID',
  'POLICY_NUMBER',
  'MEDICAL_ID',
]);

/** The bracketed placeholders, e.g. `[EMAIL]`: the allowlist every output is checked against. */
export const PLACEHOLDERS: readonly string[] = Object.freeze(PLACEHOLDER_TYPES.map((type) => `[${type}]`));

const TYPE_SET: ReadonlySet<string> = new Set(PLACEHOLDER_TYPES);

/** `true` when `value` is one of the 15 types. */
export function isPlaceholderType(value: unknown): value is PlaceholderType {
  return typeof value === 'string' && TYPE_SET.has(value);
}

/** The bracketed placeholder of a type, e.g. `[PHONE_NUMBER]`. */
export function placeholderFor(type: PlaceholderType): string {
  return `[${type}]`;
}
