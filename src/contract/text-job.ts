/**
 * The text job (seed 2.8), as returned by GET /api/v1/text/jobs/{job_id}.
 * Status moves pending -> processing -> completed | failed (docs/http.md).
 *
 * @example
 * ```ts
 * TextJobSchema.parse(job);
 * ```
 */
import { z } from 'zod';
import { LanguageSchema } from './language.js';
import { TextDomainSchema } from './text-domain.js';
import { ResultStructuredSchema, ROUTES, UnitsSchema, UsageSchema } from './text-processing-result.js';

/** Text job status values. */
export const TEXT_JOB_STATUSES = ['pending', 'processing', 'completed', 'failed'] as const;
export type TextJobStatus = (typeof TEXT_JOB_STATUSES)[number];

/** Text job types. */
export const TEXT_JOB_TYPES = ['redact', 'translate', 'summarize'] as const;
export type TextJobType = (typeof TEXT_JOB_TYPES)[number];

/** Summary styles. */
export const SUMMARY_STYLES = ['short', 'detailed', 'structured'] as const;
export type SummaryStyle = (typeof SUMMARY_STYLES)[number];

/** A text job. Fields that do not apply are `null` (never omitted). */
export const TextJobSchema = z.object({
  job_id: z.number().int().min(1),
  job_type: z.enum(TEXT_JOB_TYPES),
  status: z.enum(TEXT_JOB_STATUSES),
  created_at: z.iso.datetime(),
  domain: TextDomainSchema,
  source_language: LanguageSchema,
  target_language: LanguageSchema.nullable(),
  style: z.enum(SUMMARY_STYLES).nullable(),
  source_audio_id: z.number().int().min(1).nullable(),
  result: z.string().nullable(),
  result_structured: z.union([ResultStructuredSchema, z.object({}).strict()]).nullable(),
  error: z.string().nullable(),
  missing_ranges: z.array(z.string()),
  model_name: z.string().nullable(),
  processing_time: z.number().min(0).nullable(),
  route: z.enum(ROUTES).nullable(),
  units: UnitsSchema.nullable(),
  usage: UsageSchema.nullable(),
});
export type TextJob = z.infer<typeof TextJobSchema>;
