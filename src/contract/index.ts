/**
 * The service contract as zod schemas, named after the seed's resources, and their inferred types.
 * The `langproc/contract` subpath (the HTTP adapter validates its requests and answers with these).
 *
 * @example
 * ```ts
 * import { RedactRequestSchema } from 'langproc/contract';
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
