/**
 * Summarization: `summarize()`, `summarizeStream()` and the embedded extractive summarizer.
 *
 * @example
 * ```ts
 * import { summarize } from 'langproc';
 * ```
 */
export * from './extractive-summarization-backend.js';
export * from './score-sentences.js';
export * from './structured-rules.js';
export * from './summarize.js';
export * from './summarize-options.js';
export { MAX_REDUCE_ROUNDS, summarizeStream } from './summarize-stream.js';
