/**
 * The text processing result (seed 2.3) returned by redact, translate and summarize, with its
 * nested objects: result_structured (2.4), section (2.5), units (2.6) and usage (2.7).
 *
 * Units (documented in docs/http.md): `processing_time` is in seconds; section `start`/`end` are
 * character offsets (UTF-16 code units, end exclusive) into the input text; `missing_ranges`
 * elements are `"start-end"` in the same offsets.
 *
 * @example
 * ```ts
 * TextProcessingResultSchema.parse(result); // validates a result before it is returned
 * ```
 */
import { z } from 'zod';

import { RESOLUTION_STATUSES, SENTIMENTS } from './structured-summary-values.js';

export { RESOLUTION_STATUSES, SENTIMENTS } from './structured-summary-values.js';

/** result_structured (2.4). */
export const ResultStructuredSchema = z.object({
  customer_issue: z.string(),
  important_entities: z.array(z.string()),
  next_action: z.string(),
  resolution_status: z.enum(RESOLUTION_STATUSES),
  sentiment: z.enum(SENTIMENTS),
  summary: z.string(),
});
export type ResultStructured = z.infer<typeof ResultStructuredSchema>;

/** A section (2.5): one chunk of the input processed as a unit. */
export const SectionSchema = z.object({
  index: z.number().int().min(0),
  start: z.number().int().min(0),
  end: z.number().int().min(0),
  failed: z.boolean(),
  summary: z.string(),
});
export type Section = z.infer<typeof SectionSchema>;

/** units (2.6). */
export const UnitsSchema = z.object({
  total: z.number().int().min(0),
  succeeded: z.number().int().min(0),
  failed: z.number().int().min(0),
});
export type Units = z.infer<typeof UnitsSchema>;

/** usage (2.7). */
export const UsageSchema = z.object({
  calls: z.number().int().min(0),
  prompt_tokens: z.number().int().min(0),
  completion_tokens: z.number().int().min(0),
  total_tokens: z.number().int().min(0),
  cost: z.number().min(0),
});
export type Usage = z.infer<typeof UsageSchema>;

/** `status` of a text processing result: `complete`, or `partial` when some sections failed. */
export const RESULT_STATUSES = ['complete', 'partial'] as const;
export type ResultStatus = (typeof RESULT_STATUSES)[number];

/**
 * `route` values: how the text was processed.
 * - `single_pass`: one section, one backend call.
 * - `chunked`: several sections processed separately and joined.
 * - `pivot`: translated through English because the backend lacks the direct direction (one section).
 * - `chunked_pivot`: both of the above.
 * - `map_reduce`: a long summary built from per-section summaries.
 */
export const ROUTES = ['single_pass', 'chunked', 'pivot', 'chunked_pivot', 'map_reduce'] as const;
export type Route = (typeof ROUTES)[number];

/** The `"start-end"` element format of missing_ranges. */
export const MissingRangeSchema = z.string().regex(/^\d+-\d+$/, 'Expected "start-end" character offsets.');

/** The text processing result (2.3), without the job id (added by the HTTP adapter). */
export const TextProcessingResultSchema = z.object({
  job_id: z.number().int().min(1).optional(),
  missing_ranges: z.array(MissingRangeSchema),
  model_name: z.string(),
  processing_time: z.number().min(0),
  result: z.string(),
  result_structured: ResultStructuredSchema.optional(),
  route: z.enum(ROUTES),
  sections: z.array(SectionSchema),
  status: z.enum(RESULT_STATUSES),
  units: UnitsSchema,
  usage: UsageSchema,
});
export type TextProcessingResult = z.infer<typeof TextProcessingResultSchema>;
