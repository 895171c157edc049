/**
 * The text domains without zod: the allowed values, the type, and a check with the same message
 * as {@link TextDomainSchema} (src/contract/text-domain.ts), so that the core (`redact`,
 * `translateStream`, `summarizeStream`) validates a domain without loading zod at import time.
 *
 * @example
 * ```ts
 * isTextDomain('banking'); // true
 * unsupportedDomainMessage('bank'); // 'Expected domain to be one of general, banking, ..., got "bank".'
 * ```
 */

/** The allowed domain values; `general` is the default. */
export const TEXT_DOMAINS = [
  'general',
  'banking',
  'insurance',
  'healthcare',
  'telecom',
  'education',
  'government',
  'retail',
] as const;

/** The default domain (general conversation). */
export const DEFAULT_TEXT_DOMAIN = 'general';

/** One of {@link TEXT_DOMAINS}. */
export type TextDomain = (typeof TEXT_DOMAINS)[number];

/** Whether `value` is one of {@link TEXT_DOMAINS}. */
export function isTextDomain(value: unknown): value is TextDomain {
  return typeof value === 'string' && (TEXT_DOMAINS as readonly string[]).includes(value);
}

/** The message for a value that is not a domain (the same text as the contract's schema). */
export function unsupportedDomainMessage(value: unknown): string {
  return `Expected domain to be one of ${TEXT_DOMAINS.join(', ')}, got ${JSON.stringify(value)}.`;
}
