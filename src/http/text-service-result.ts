/**
 * Maps the core's text results (camelCase, token counts, no prices) to the contract's text
 * processing result (seed 2.3) the HTTP adapter answers and stores: `model_name`,
 * `processing_time`, `missing_ranges` as `"start-end"`, `result_structured`, and `usage` priced
 * with the adapter's price table (`buildUsage`). The adapter owns prices and metering; the
 * fields keep the contract's order, so answers and stored rows are byte for byte what they were.
 *
 * @example
 * ```ts
 * const wire = textServiceResult(await translate({ text, sourceLanguage, targetLanguage, backend }), 'translate');
 * wire.usage.cost; // priced from the token counts
 * ```
 */
import type { ResultStructured } from '../contract/text-processing-result.js';
import type { StructuredSummary } from '../summarization/structured-summary.js';
import type { TextResult } from '../text-result.js';
import { buildUsage } from './metering/build-usage.js';
import type { MeteredOperation } from './metering/price-table.js';
import type { TextServiceResult, TextServiceStreamEvent } from './services.js';

/** A core text result, with the structured summary when `summarize` made one. */
export type CoreTextResult = TextResult & { structured?: StructuredSummary };

/** An event of a core text stream (`translateStream`, `summarizeStream`). */
export type CoreTextStreamEvent =
  | { type: 'section'; section: TextServiceResult['sections'][number] }
  | { type: 'result'; result: CoreTextResult };

/** The contract's `result_structured`, fields in the contract's order. */
export function resultStructuredOf(structured: StructuredSummary): ResultStructured {
  return {
    customer_issue: structured.customerIssue,
    important_entities: structured.importantEntities,
    next_action: structured.nextAction,
    resolution_status: structured.resolutionStatus,
    sentiment: structured.sentiment,
    summary: structured.summary,
  };
}

/** The contract's text processing result (without `job_id`) of a core result, priced. */
export function textServiceResult(result: CoreTextResult, operation: MeteredOperation): TextServiceResult {
  return {
    result: result.result,
    status: result.status,
    route: result.route,
    sections: result.sections,
    units: result.units,
    usage: buildUsage({
      operation,
      calls: result.usage.calls,
      promptTokens: result.usage.inputTokens,
      completionTokens: result.usage.outputTokens,
    }),
    model_name: result.modelName,
    processing_time: result.processingTimeSeconds,
    missing_ranges: result.missingRanges.map((range) => `${range.start}-${range.end}`),
    ...(result.structured === undefined ? {} : { result_structured: resultStructuredOf(result.structured) }),
  };
}

/** A core text stream with its final result mapped by {@link textServiceResult}. */
export async function* textServiceEvents(
  events: AsyncIterable<CoreTextStreamEvent>,
  operation: MeteredOperation,
): AsyncGenerator<TextServiceStreamEvent> {
  for await (const event of events) {
    yield event.type === 'result'
      ? { type: 'result', result: textServiceResult(event.result, operation) }
      : event;
  }
}
