/**
 * `summarize()`: summarizes a text in the style asked for and returns the contract's text
 * processing result (`result_structured` filled for the structured style). Without a backend it
 * uses the embedded extractive summarizer (`model_name: 'langproc-extractive-1'`).
 *
 * @example
 * ```ts
 * import { summarize } from 'langproc';
 * const { result_structured } = await summarize({ text: transcript, language: 'English', style: 'structured' });
 * result_structured?.resolution_status; // 'pending'
 * ```
 */
import { BackendFailureError } from '../errors/backend-failure-error.js';
import type { SummarizeOptions, SummarizeResult } from './summarize-options.js';
import { runSummarize } from './summarize-stream.js';

/** Summarizes `options.text`. */
export async function summarize(options: SummarizeOptions): Promise<SummarizeResult> {
  for await (const event of runSummarize(options)) {
    if (event.type === 'result') return event.result;
  }
  throw new BackendFailureError({ message: 'The summarization stream ended without a result.' });
}
