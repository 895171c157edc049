/**
 * Options, results and stream events of `summarize()` and `summarizeStream()`.
 *
 * @example
 * ```ts
 * const options: SummarizeOptions = { text, language: 'English', style: 'structured' };
 * ```
 */

import type { SummarizationBackendV1 } from '../backend-interfaces/summarization-backend.js';
import type { ProviderOptions, Warning } from '../backend-interfaces/warning.js';
import type { Section } from '../contract/text-processing-result.js';
import type { LanguageName } from '../languages.js';
import type { TextResult } from '../text-result.js';
import type { StructuredSummary } from './structured-summary.js';

/** Summary styles: `short` (a sentence or two), `detailed` (a paragraph), `structured` (fields). */
export type SummarizeStyle = 'short' | 'detailed' | 'structured';

/** Options of `summarize()` and `summarizeStream()`. */
export interface SummarizeOptions {
  text: string;
  /** The language of the text (and of the summary). */
  language: LanguageName;
  style: SummarizeStyle;
  /**
   * Domain hint passed to the backend.
   * @default 'general'
   */
  domain?: string;
  /**
   * The summarizer.
   * @default the embedded extractive summarizer (`langproc-extractive-1`)
   */
  backend?: SummarizationBackendV1;
  abortSignal?: AbortSignal;
  /**
   * Extra attempts for a failed backend call.
   * @default 2
   */
  maxRetries?: number;
  providerOptions?: ProviderOptions;
}

/** The result of `summarize()`: the text result, the structured summary and backend warnings. */
export type SummarizeResult = TextResult & {
  /** The structured summary (`style: 'structured'` only). */
  structured?: StructuredSummary;
  /** Notes from the backend (never user text). */
  warnings: Warning[];
};

/** An event of `summarizeStream()`: each section summary when done, then the whole result. */
export type SummarizeStreamEvent =
  | { type: 'section'; section: Section }
  | { type: 'result'; result: SummarizeResult };
