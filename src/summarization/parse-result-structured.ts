/**
 * Checks a backend's structured summary without zod: the same rules and issue paths as the
 * contract's `ResultStructuredSchema` (src/contract/text-processing-result.ts), and the same
 * output (only the six known fields, in the schema's order), so that `summarizeStream` does not
 * load zod when the root entry is imported.
 *
 * @example
 * ```ts
 * parseResultStructured({ summary: 3 }); // { success: false, issuePaths: ['customer_issue', ...] }
 * ```
 */
import { RESOLUTION_STATUSES, SENTIMENTS } from '../contract/structured-summary-values.js';
import type { ResultStructured } from '../contract/text-processing-result.js';

/** The outcome: the cleaned value, or the paths of the fields that failed (as zod joins them). */
export type ParseResultStructuredOutcome =
  | { success: true; data: ResultStructured }
  | { success: false; issuePaths: string[] };

function isString(value: unknown): value is string {
  return typeof value === 'string';
}

/** Checks `value` as a structured summary (see the module comment). */
export function parseResultStructured(value: unknown): ParseResultStructuredOutcome {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { success: false, issuePaths: [''] };
  }
  const record = value as Record<string, unknown>;
  const issuePaths: string[] = [];
  if (!isString(record.customer_issue)) issuePaths.push('customer_issue');
  const entities = record.important_entities;
  if (!Array.isArray(entities)) issuePaths.push('important_entities');
  else {
    entities.forEach((entity, index) => {
      if (!isString(entity)) issuePaths.push(`important_entities.${index}`);
    });
  }
  if (!isString(record.next_action)) issuePaths.push('next_action');
  if (!(RESOLUTION_STATUSES as readonly unknown[]).includes(record.resolution_status)) {
    issuePaths.push('resolution_status');
  }
  if (!(SENTIMENTS as readonly unknown[]).includes(record.sentiment)) issuePaths.push('sentiment');
  if (!isString(record.summary)) issuePaths.push('summary');
  if (issuePaths.length > 0) return { success: false, issuePaths };
  return {
    success: true,
    data: {
      customer_issue: record.customer_issue as string,
      important_entities: [...(entities as string[])],
      next_action: record.next_action as string,
      resolution_status: record.resolution_status as ResultStructured['resolution_status'],
      sentiment: record.sentiment as ResultStructured['sentiment'],
      summary: record.summary as string,
    },
  };
}
