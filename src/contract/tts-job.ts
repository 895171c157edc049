/**
 * The text-to-speech job (seed 2.10) returned when synthesis is queued, and the full job record
 * returned by GET /api/v1/tts/jobs/{job_id}. Status moves pending -> processing -> completed | failed.
 *
 * @example
 * ```ts
 * TtsJobSchema.parse({ job_id: 1, status: 'pending', poll: '/api/v1/tts/jobs/1' });
 * ```
 */
import { z } from 'zod';
import { LanguageSchema } from './language.js';

/** TTS job status values. */
export const TTS_JOB_STATUSES = ['pending', 'processing', 'completed', 'failed'] as const;
export type TtsJobStatus = (typeof TTS_JOB_STATUSES)[number];

/** The queued-job response (2.10). */
export const TtsJobSchema = z.object({
  job_id: z.number().int().min(1),
  status: z.enum(TTS_JOB_STATUSES),
  poll: z.string(),
});
export type TtsJob = z.infer<typeof TtsJobSchema>;

/** The job record returned when polling. */
export const TtsJobRecordSchema = TtsJobSchema.extend({
  created_at: z.iso.datetime(),
  language: LanguageSchema,
  model_name: z.string().nullable(),
  audio_url: z.string().nullable(),
  audio_duration: z.number().min(0).nullable(),
  processing_time: z.number().min(0).nullable(),
  error: z.string().nullable(),
});
export type TtsJobRecord = z.infer<typeof TtsJobRecordSchema>;
