/**
 * The structured summary of `summarize({ style: 'structured' })`, camelCase: the customer's
 * issue, the important entities, the next action, the resolution status, the sentiment and a
 * short summary. Backends return the contract's snake_case fields (`StructuredSummaryOutput`);
 * the core validates them and returns this; the HTTP adapter answers `result_structured`.
 *
 * @example
 * ```ts
 * const { structured } = await summarize({ text: transcript, language: 'English', style: 'structured' });
 * structured?.resolutionStatus; // 'pending'
 * ```
 */
import type {
  RESOLUTION_STATUSES,
  ResultStructured,
  SENTIMENTS,
} from '../contract/text-processing-result.js';

/** A structured summary. */
export interface StructuredSummary {
  /** What the customer wanted. */
  customerIssue: string;
  /** Names, products, amounts and references that matter. */
  importantEntities: string[];
  /** What happens next. */
  nextAction: string;
  resolutionStatus: (typeof RESOLUTION_STATUSES)[number];
  sentiment: (typeof SENTIMENTS)[number];
  /** A short summary. */
  summary: string;
}

/** The camelCase structured summary of a validated backend output. */
export function structuredSummaryOf(output: ResultStructured): StructuredSummary {
  return {
    customerIssue: output.customer_issue,
    importantEntities: output.important_entities,
    nextAction: output.next_action,
    resolutionStatus: output.resolution_status,
    sentiment: output.sentiment,
    summary: output.summary,
  };
}
