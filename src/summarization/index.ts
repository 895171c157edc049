/**
 * Summarization: `summarize()`, `summarizeStream()` and the embedded extractive summarizer.
 * The `langproc/summarization` subpath; the root entry re-exports all but `EXTRACTIVE_MODEL_ID`.
 *
 * @example
 * ```ts
 * import { EXTRACTIVE_MODEL_ID, summarize } from 'langproc/summarization';
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
