/**
 * The service contract as zod schemas, named after the seed's resources, and their inferred types.
 *
 * @example
 * ```ts
 * import { RedactRequestSchema } from 'langproc';
 * const body = RedactRequestSchema.parse(json);
 * ```
 */
export * from './language.js';
export * from './requests.js';
export * from './text-domain.js';
export * from './text-job.js';
export * from './text-processing-result.js';
export * from './transcription-task.js';
export * from './tts-job.js';
