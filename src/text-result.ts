/**
 * The result shape `redact`, `translate` and `summarize` share: the output text, how it was
 * processed (sections, units, route, status), token usage, model and timing. camelCase and
 * without prices; the HTTP adapter maps it to the contract's text processing result (seed 2.3:
 * `model_name`, `processing_time`, `missing_ranges`, `usage.cost`, ...).
 *
 * Offsets (`sections`, `missingRanges`) are UTF-16 code-unit offsets into the input text, end
 * exclusive.
 *
 * @example
 * ```ts
 * const { result, usage, processingTimeSeconds } = await translate({ text, sourceLanguage: 'English', targetLanguage: 'Swahili', backend });
 * usage.inputTokens; // the tokens of `text`
 * ```
 */
import type { ResultStatus, Route, Section, Units } from './contract/text-processing-result.js';
import type { TokenUsage } from './usage/token-usage.js';

/** A span of the input text, end exclusive. */
export interface TextRange {
  start: number;
  end: number;
}

/** What `redact`, `translate` and `summarize` return in common. */
export interface TextResult {
  /** The output text (redacted, translated or summarized). */
  result: string;
  /** `complete`, or `partial` when some sections failed. */
  status: ResultStatus;
  /** How the text was processed (`single_pass`, `chunked`, `pivot`, `chunked_pivot`, `map_reduce`). */
  route: Route;
  /** The input's sections, each processed as a unit; `summary` holds the section's output. */
  sections: Section[];
  /** Sections in total, succeeded and failed. */
  units: Units;
  /** Backend calls and tokens. */
  usage: TokenUsage;
  /** The model (or rules engine) that produced the result. @example 'langproc-rules-1' */
  modelName: string;
  /** Wall time of the call, in seconds. */
  processingTimeSeconds: number;
  /** The input spans of the sections that failed (empty when `status` is `complete`). */
  missingRanges: TextRange[];
}
