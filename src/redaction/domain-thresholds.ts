/**
 * Per-domain score thresholds: an entity is masked when its score reaches the threshold of its
 * type. `general` uses DEFAULT_THRESHOLD (0.5) for every type; other domains lower it for the
 * types they care about, which lets lower-scoring matches through (bare NUBAN-valid account
 * numbers and bare 22-prefixed BVNs in banking, merely "possible" phone numbers in telecom).
 *
 * @example
 * ```ts
 * thresholdFor('banking', 'ACCOUNT_NUMBER'); // 0.4
 * thresholdFor('general', 'ACCOUNT_NUMBER'); // 0.5
 * ```
 */
import type { TextDomain } from '../contract/text-domain.js';
import type { PlaceholderType } from './placeholder-types.js';
import { DEFAULT_THRESHOLD } from './scoring.js';

/** Lowered thresholds per domain (types not listed use DEFAULT_THRESHOLD). */
export const DOMAIN_THRESHOLDS: Readonly<
  Record<TextDomain, Readonly<Partial<Record<PlaceholderType, number>>>>
> = {
  general: {},
  banking: { ACCOUNT_NUMBER: 0.4, BVN: 0.4, CARD_NUMBER: 0.4, TRANSACTION_ID: 0.4, CUSTOMER_ID: 0.4 },
  insurance: { POLICY_NUMBER: 0.4, CUSTOMER_ID: 0.4 },
  healthcare: { MEDICAL_ID: 0.4, DATE_OF_BIRTH: 0.4 },
  telecom: { PHONE_NUMBER: 0.35, CUSTOMER_ID: 0.4 },
  education: { STUDENT_ID: 0.4, EMPLOYEE_ID: 0.4 },
  government: { GOVERNMENT_ID: 0.4 },
  retail: { TRANSACTION_ID: 0.4, CUSTOMER_ID: 0.4 },
};

/** The threshold for `type` in `domain`. */
export function thresholdFor(domain: TextDomain, type: PlaceholderType): number {
  return DOMAIN_THRESHOLDS[domain][type] ?? DEFAULT_THRESHOLD;
}
