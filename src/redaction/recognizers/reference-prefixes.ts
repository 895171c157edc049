/**
 * Reference-shaped tokens whose prefix says what they are, in any language: `TXN-88213` is a
 * TRANSACTION_ID, `POL-2023-0042` a POLICY_NUMBER, `EMP-0042` an EMPLOYEE_ID, and so on. The
 * prefix is upper case and the token holds at least three digits.
 *
 * @example
 * ```ts
 * // 'ref TXN-88213' -> TRANSACTION_ID
 * ```
 */
import { countAsciiDigits } from '../ascii-digits.js';
import type { ContextKind } from '../context/context-words.js';
import type { PlaceholderType } from '../placeholder-types.js';
import type { PatternRecognizer } from '../recognizer.js';

/** Per type, the prefixes (upper case, `|`-separated) that say what a reference is. */
export const REFERENCE_PREFIXES: ReadonlyArray<[PlaceholderType & ContextKind, string]> = [
  ['TRANSACTION_ID', 'TXN|TRX|TRF|TRN|TXID|FT|REF|ORD|ORDER|INV|RCPT|RCT|PAY|MPESA'],
  ['CUSTOMER_ID', 'CUST|CUS|CID|CIF|CLT|MEM|MBR|LOY'],
  ['EMPLOYEE_ID', 'EMP|EMPL|STF|STAFF|PF|PSN'],
  ['STUDENT_ID', 'STU|STD|STUD|MAT|MATRIC|ADM|REG'],
  ['POLICY_NUMBER', 'POL|PLC|POLICY|CLM|CLAIM|INS'],
  ['MEDICAL_ID', 'MRN|HOSP|PAT|NHIS|NHIF|NHIA|CBHI|SHA|SHIF|RSSB|CNAM|HMO|MED|HN|UHID'],
];

function prefixRecognizer(type: PlaceholderType & ContextKind, prefixes: string): PatternRecognizer {
  // created on the first text with a prefix's two capitals (the anchor): reading the six patterns
  // took about 1.3 ms of every import
  let regex: RegExp | undefined;
  return {
    kind: 'pattern',
    name: `prefix-${type.toLowerCase().replace(/_/g, '-')}`,
    entityType: type,
    languages: 'all',
    patterns: [
      {
        name: 'prefixed-reference',
        get regex(): RegExp {
          regex ??= new RegExp(
            `(?<![\\p{L}\\p{N}/-])(?:${prefixes})[-/#]?[A-Z0-9]{2,24}(?:[-/][A-Z0-9]{1,24}){0,4}(?![\\p{L}\\p{N}])`,
            'gu',
          );
          return regex;
        },
        score: 0.75,
        // only letter runs led by a prefix's first two capitals are tried
        anchor: { capitalPrefixes: prefixes.split('|') },
      },
    ],
    context: [type],
    invalidate: (value) => countAsciiDigits(value) < 3,
  };
}

const PREFIX_TYPES: ReadonlyMap<string, PlaceholderType> = new Map(
  REFERENCE_PREFIXES.flatMap(([type, prefixes]) =>
    prefixes.split('|').map((prefix) => [prefix, type] as const),
  ),
);

/** The type the leading letters of a code name (`EMP-5541` -> EMPLOYEE_ID), or undefined. */
export function typeOfPrefix(code: string): PlaceholderType | undefined {
  const letters = /^[A-Za-z]+/u.exec(code)?.[0];
  return letters === undefined ? undefined : PREFIX_TYPES.get(letters.toUpperCase());
}

/** One recognizer per prefixed type. */
export const referencePrefixRecognizers: readonly PatternRecognizer[] = REFERENCE_PREFIXES.map(
  ([type, prefixes]) => prefixRecognizer(type, prefixes),
);
