/**
 * The summarization backend interface (types only).
 *
 * @example
 * ```ts
 * await summarize({ text, language: 'English', style: 'short', backend });
 * ```
 */
import type { LanguageName } from '../languages.js';
import type { BackendBase, BackendUsage, CallOptions, Warning } from './warning.js';

/** Structured summary fields as a backend returns them (validated by the core). */
export interface StructuredSummaryOutput {
  customer_issue: string;
  important_entities: string[];
  next_action: string;
  resolution_status: string;
  sentiment: string;
  summary: string;
}

/** Options of one summarization call. */
export interface SummarizationCallOptions extends CallOptions {
  text: string;
  language: LanguageName;
  style: 'short' | 'detailed' | 'structured';
  domain?: string;
  /**
   * Write the summary as lines that start with the speaker label of the words they summarize
   * (`Customer: ...`), as in the input. The core asks for it when it summarizes the sections of a
   * long transcript for a structured summary, so that the final pass still knows who said what.
   * @default false
   */
  keepSpeakerLabels?: boolean;
}

/** Output of one summarization call. */
export interface SummarizationCallResult {
  summary: string;
  /** Present when style is `structured`. */
  structured?: StructuredSummaryOutput;
  usage: BackendUsage;
  warnings: Warning[];
}

/** A summarization backend. */
export interface SummarizationBackendV1 extends BackendBase {
  /** Largest input, in this backend's tokens. */
  readonly maxInputTokens: number;
  countTokens(options: { text: string; language: LanguageName }): Promise<number>;
  doSummarize(options: SummarizationCallOptions): Promise<SummarizationCallResult>;
}
