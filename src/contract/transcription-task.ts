/**
 * The transcription task (seed 2.9), as returned by GET /api/v1/api/status/{task_id}, and the
 * submit response (4.6). Status moves pending -> processing -> completed | failed.
 *
 * @example
 * ```ts
 * TranscriptionTaskSchema.parse(task);
 * ```
 */
import { z } from 'zod';

/** Transcription task status values. */
export const TRANSCRIPTION_TASK_STATUSES = ['pending', 'processing', 'completed', 'failed'] as const;
export type TranscriptionTaskStatus = (typeof TRANSCRIPTION_TASK_STATUSES)[number];

/** A transcription task. Fields not yet known are `null`. Times in seconds. */
export const TranscriptionTaskSchema = z.object({
  task_id: z.number().int().min(1),
  status: z.enum(TRANSCRIPTION_TASK_STATUSES),
  created_at: z.iso.datetime(),
  original_filename: z.string(),
  audio_url: z.string(),
  audio_duration: z.number().min(0).nullable(),
  language: z.string(),
  model_name: z.string(),
  processing_time: z.number().min(0).nullable(),
  result_text: z.string().nullable(),
  srt_requested: z.boolean(),
  srt_content: z.string().nullable(),
  error: z.string().nullable(),
  /**
   * Whether the upload asked for `redact_audio=true`: the transcript and SRT are redacted. The
   * three audio redaction fields were added after the seed; a record without them reads as `false`.
   */
  redact_audio: z.boolean().default(false),
  /** Whether the upload asked for `keep_audio=true`: the upload is kept until retention. */
  keep_audio: z.boolean().default(false),
  /** Where the redacted WAV is served once the task completes; `null` without `redact_audio`. */
  redacted_audio_url: z.string().nullable().default(null),
});
export type TranscriptionTask = z.infer<typeof TranscriptionTaskSchema>;

/** The response of POST /api/v1/api/transcribe (4.6). */
export const TranscribeSubmitResponseSchema = z.object({
  task_id: z.number().int().min(1),
  message: z.string(),
  srt_requested: z.boolean(),
});
export type TranscribeSubmitResponse = z.infer<typeof TranscribeSubmitResponseSchema>;
