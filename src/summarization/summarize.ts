/**
 * `summarize()`: summarizes a text in the style asked for and returns the text result
 * (`structured` filled for the structured style). Without a backend it uses the embedded
 * extractive summarizer (`modelName: 'langproc-extractive-1'`).
 *
 * @example
 * ```ts
 * import { summarize } from 'langproc';
 * const { structured } = await summarize({ text: transcript, language: 'English', style: 'structured' });
 * structured?.resolutionStatus; // 'pending'
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
