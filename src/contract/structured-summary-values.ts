/**
 * The closed value sets of a structured summary (seed 2.4) without zod, for the core; the
 * contract's `ResultStructuredSchema` (text-processing-result.ts) is built from them.
 *
 * @example
 * ```ts
 * SENTIMENTS.includes('mixed'); // true
 * ```
 */

/** `resolution_status` values of a structured summary. */
export const RESOLUTION_STATUSES = ['resolved', 'unresolved', 'pending', 'escalated', 'unknown'] as const;
/** `sentiment` values of a structured summary. */
export const SENTIMENTS = ['positive', 'neutral', 'negative', 'mixed'] as const;
