/**
 * Summarization: `summarize()`, `summarizeStream()` and the embedded extractive summarizer.
 *
 * @example
 * ```ts
 * import { summarize } from 'langproc';
 * ```
 */
export {
  createExtractiveSummarizationBackend,
  EXTRACTIVE_MODEL_ID,
  type ExtractiveSummarizationBackendOptions,
} from './extractive-summarization-backend.js';
export { summarize } from './summarize.js';
export type {
  SummarizeOptions,
  SummarizeResult,
  SummarizeStreamEvent,
  SummarizeStyle,
} from './summarize-options.js';
export { summarizeStream } from './summarize-stream.js';
