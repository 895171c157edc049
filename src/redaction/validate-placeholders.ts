/**
 * The allowlist guarantee: every placeholder-like token in a text (`[UPPER_CASE]`, `<TAG>`,
 * `</TAG>`, `{{TAG}}`, or any bracketing of a known alias such as `<person>`), whether it came
 * from a backend or was already in the input, either is one of the 15 contract placeholders or
 * is rewritten: known aliases are normalised to their member (`<PERSON>` -> `[PERSON_NAME]`,
 * `[PHONE]` -> `[PHONE_NUMBER]`, `{{EMAIL_ADDRESS}}` -> `[EMAIL]`), anything else is neutralised
 * by turning its brackets into parentheses (`[LOCATION]` -> `(LOCATION)`), which never look like a
 * placeholder, so the rewrite is idempotent. `redact` and `anonymize` run it on every
 * output, and {@link findPlaceholderViolations} on their output is always empty. A member with a
 * `_N` suffix (`[PERSON_NAME_3]`, the `pseudonymize` operator's output) is kept too. The `mask`,
 * `hash` and `encrypt` operators write no placeholder for their spans (masking characters, hex,
 * base64url).
 *
 * @example
 * ```ts
 * validatePlaceholders('Hi <PERSON>, call [PHONE]. [LOCATION]').text;
 * // 'Hi [PERSON_NAME], call [PHONE_NUMBER]. (LOCATION)'
 * ```
 */
import { isPlaceholderType, type PlaceholderType } from './placeholder-types.js';

/** Names other tools use, mapped to the member of the closed set they mean. */
export const PLACEHOLDER_ALIASES: Readonly<Record<string, PlaceholderType>> = Object.freeze({
  PERSON: 'PERSON_NAME',
  PER: 'PERSON_NAME',
  NAME: 'PERSON_NAME',
  FULL_NAME: 'PERSON_NAME',
  FIRST_NAME: 'PERSON_NAME',
  LAST_NAME: 'PERSON_NAME',
  SURNAME: 'PERSON_NAME',
  GIVEN_NAME: 'PERSON_NAME',
  PERSON_NAME: 'PERSON_NAME',
  NAME_PERSON: 'PERSON_NAME',
  DOB: 'DATE_OF_BIRTH',
  BIRTH_DATE: 'DATE_OF_BIRTH',
  BIRTHDATE: 'DATE_OF_BIRTH',
  DATE_OF_BIRTH: 'DATE_OF_BIRTH',
  ADDRESS: 'ADDRESS',
  STREET_ADDRESS: 'ADDRESS',
  HOME_ADDRESS: 'ADDRESS',
  POSTAL_ADDRESS: 'ADDRESS',
  PHONE: 'PHONE_NUMBER',
  PHONE_NUMBER: 'PHONE_NUMBER',
  TELEPHONE: 'PHONE_NUMBER',
  TEL: 'PHONE_NUMBER',
  MOBILE: 'PHONE_NUMBER',
  MOBILE_NUMBER: 'PHONE_NUMBER',
  CELL: 'PHONE_NUMBER',
  EMAIL: 'EMAIL',
  EMAIL_ADDRESS: 'EMAIL',
  E_MAIL: 'EMAIL',
  MAIL: 'EMAIL',
  BVN: 'BVN',
  BANK_VERIFICATION_NUMBER: 'BVN',
  ACCOUNT_NUMBER: 'ACCOUNT_NUMBER',
  ACCOUNT: 'ACCOUNT_NUMBER',
  BANK_ACCOUNT: 'ACCOUNT_NUMBER',
  IBAN: 'ACCOUNT_NUMBER',
  IBAN_CODE: 'ACCOUNT_NUMBER',
  NUBAN: 'ACCOUNT_NUMBER',
  US_BANK_NUMBER: 'ACCOUNT_NUMBER',
  BANK_ACCOUNT_NUMBER: 'ACCOUNT_NUMBER',
  CARD_NUMBER: 'CARD_NUMBER',
  CREDIT_CARD: 'CARD_NUMBER',
  CREDIT_CARD_NUMBER: 'CARD_NUMBER',
  CARD: 'CARD_NUMBER',
  DEBIT_CARD: 'CARD_NUMBER',
  TRANSACTION_ID: 'TRANSACTION_ID',
  TRANSACTION: 'TRANSACTION_ID',
  TRANSACTION_NUMBER: 'TRANSACTION_ID',
  REFERENCE: 'TRANSACTION_ID',
  GOVERNMENT_ID: 'GOVERNMENT_ID',
  NATIONAL_ID: 'GOVERNMENT_ID',
  NIN: 'GOVERNMENT_ID',
  SSN: 'GOVERNMENT_ID',
  US_SSN: 'GOVERNMENT_ID',
  PASSPORT: 'GOVERNMENT_ID',
  US_PASSPORT: 'GOVERNMENT_ID',
  PASSPORT_NUMBER: 'GOVERNMENT_ID',
  DRIVER_LICENSE: 'GOVERNMENT_ID',
  US_DRIVER_LICENSE: 'GOVERNMENT_ID',
  DRIVERS_LICENSE: 'GOVERNMENT_ID',
  TAX_ID: 'GOVERNMENT_ID',
  ID_NUMBER: 'GOVERNMENT_ID',
  UK_NHS: 'MEDICAL_ID',
  ZA_ID: 'GOVERNMENT_ID',
  ID: 'GOVERNMENT_ID',
  CUSTOMER_ID: 'CUSTOMER_ID',
  CUSTOMER_NUMBER: 'CUSTOMER_ID',
  CLIENT_ID: 'CUSTOMER_ID',
  EMPLOYEE_ID: 'EMPLOYEE_ID',
  STAFF_ID: 'EMPLOYEE_ID',
  EMPLOYEE_NUMBER: 'EMPLOYEE_ID',
  STUDENT_ID: 'STUDENT_ID',
  STUDENT_NUMBER: 'STUDENT_ID',
  MATRIC_NUMBER: 'STUDENT_ID',
  POLICY_NUMBER: 'POLICY_NUMBER',
  POLICY: 'POLICY_NUMBER',
  INSURANCE_NUMBER: 'POLICY_NUMBER',
  POLICY_ID: 'POLICY_NUMBER',
  MEDICAL_ID: 'MEDICAL_ID',
  MEDICAL_RECORD: 'MEDICAL_ID',
  MEDICAL_RECORD_NUMBER: 'MEDICAL_ID',
  MRN: 'MEDICAL_ID',
  PATIENT_ID: 'MEDICAL_ID',
  HOSPITAL_NUMBER: 'MEDICAL_ID',
  MEDICAL_LICENSE: 'MEDICAL_ID',
});

/** One placeholder-like token that is not a member of the closed set. */
export interface PlaceholderViolation {
  start: number;
  end: number;
  /** What the token becomes. */
  replacement: string;
}

/** Result of {@link validatePlaceholders}. */
export interface ValidatePlaceholdersResult {
  /** The text with every violation rewritten. */
  text: string;
  /** How many tokens were normalised to a member. */
  normalized: number;
  /** How many tokens were neutralised (brackets turned into parentheses). */
  neutralized: number;
}

const INNER = '[ \\t]{0,2}[A-Za-z][A-Za-z0-9_ \\t-]{0,45}';
const TOKEN = new RegExp(`\\{\\{(${INNER})\\}\\}|\\[(${INNER})\\]|<(/?)(${INNER})(/?)>`, 'g');

function canonicalKey(inner: string): string {
  return inner
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '_');
}

function classify(token: string, inner: string): string | undefined {
  const trimmed = inner.trim();
  const key = canonicalKey(inner);
  const alias = PLACEHOLDER_ALIASES[key];
  const upper = /^[A-Z][A-Z0-9_ -]*$/.test(trimmed) && trimmed.length >= 2;
  if (!alias && !upper) return undefined;
  if (isPlaceholderType(key) && token === `[${key}]`) return undefined;
  if (alias) return `[${alias}]`;
  return `(${trimmed})`;
}

const PSEUDONYM = /^([A-Z][A-Z_]*)_[1-9][0-9]{0,8}$/;

/**
 * `true` for the inner text of a pseudonym placeholder: a member of the closed set with a `_N`
 * suffix (`PERSON_NAME_3`), as the `pseudonymize` operator writes it.
 */
export function isPseudonym(inner: string): boolean {
  const match = PSEUDONYM.exec(inner);
  return match !== null && isPlaceholderType(match[1]);
}

/**
 * `false` when `text` has no `[`, `<` or `{`: every placeholder-like token starts with one, so such
 * a text has none (and the scan for them can be skipped).
 */
export function mayHavePlaceholderTokens(text: string): boolean {
  return text.includes('[') || text.includes('<') || text.includes('{');
}

/** Every placeholder-like token in `text` that is not exactly a member of the closed set. */
export function findPlaceholderViolations(text: string): PlaceholderViolation[] {
  const violations: PlaceholderViolation[] = [];
  if (!mayHavePlaceholderTokens(text)) return violations;
  const regex = TOKEN;
  regex.lastIndex = 0;
  for (let match = regex.exec(text); match !== null; match = regex.exec(text)) {
    // fast path: a member of the closed set, exactly (`[PERSON_NAME]`), is never a violation
    if (match[2] !== undefined && (isPlaceholderType(match[2]) || isPseudonym(match[2]))) continue;
    const inner = match[1] ?? match[2] ?? match[4] ?? '';
    const replacement = classify(match[0], inner);
    if (replacement !== undefined) {
      violations.push({ start: match.index, end: match.index + match[0].length, replacement });
    }
  }
  return violations;
}

/** Rewrites every violation (see the module comment); members and other text are unchanged. */
export function validatePlaceholders(text: string): ValidatePlaceholdersResult {
  const violations = findPlaceholderViolations(text);
  if (violations.length === 0) return { text, normalized: 0, neutralized: 0 };
  let output = '';
  let cursor = 0;
  let normalized = 0;
  for (const violation of violations) {
    output += text.slice(cursor, violation.start) + violation.replacement;
    cursor = violation.end;
    if (violation.replacement.startsWith('[')) normalized++;
  }
  output += text.slice(cursor);
  return { text: output, normalized, neutralized: violations.length - normalized };
}
