import { describe, expect, it } from 'vitest';
import type { MeteredOperation } from '../../src/http/metering/price-table.js';
import {
  type CoreTextResult,
  textServiceEvents,
  textServiceResult,
} from '../../src/http/text-service-result.js';
import type { StructuredSummary } from '../../src/summarization/structured-summary.js';
import type { TextResult } from '../../src/text-result.js';

const SECTION = { index: 0, start: 0, end: 20, failed: false, summary: 'Sannu [PERSON_NAME].' };

const CORE: TextResult = {
  result: 'Sannu [PERSON_NAME].',
  status: 'complete',
  route: 'single_pass',
  sections: [SECTION],
  units: { total: 1, succeeded: 1, failed: 0 },
  usage: { calls: 0, inputTokens: 5, outputTokens: 6, totalTokens: 11 },
  modelName: 'langproc-rules-1',
  processingTimeSeconds: 0.000123,
  missingRanges: [],
};

const STRUCTURED: StructuredSummary = {
  customerIssue: 'Card blocked',
  importantEntities: ['[PERSON_NAME]'],
  nextAction: 'Unblock the card',
  resolutionStatus: 'resolved',
  sentiment: 'positive',
  summary: 'The card was unblocked.',
};

describe('textServiceResult: core result to the contract (seed 2.3)', () => {
  it.each<[string, CoreTextResult, MeteredOperation, string]>([
    [
      'a redaction, priced at the redact rate',
      CORE,
      'redact',
      '{"result":"Sannu [PERSON_NAME].","status":"complete","route":"single_pass","sections":[{"index":0,"start":0,"end":20,"failed":false,"summary":"Sannu [PERSON_NAME]."}],"units":{"total":1,"succeeded":1,"failed":0},"usage":{"calls":0,"prompt_tokens":5,"completion_tokens":6,"total_tokens":11,"cost":0.0000022},"model_name":"langproc-rules-1","processing_time":0.000123,"missing_ranges":[]}',
    ],
    [
      'a partial translation: missing ranges as "start-end"',
      {
        ...CORE,
        status: 'partial',
        route: 'chunked',
        missingRanges: [
          { start: 10, end: 18 },
          { start: 30, end: 41 },
        ],
        usage: { calls: 2, inputTokens: 1000, outputTokens: 500, totalTokens: 1500 },
        modelName: 'nllb-200-distilled-600M',
      },
      'translate',
      '{"result":"Sannu [PERSON_NAME].","status":"partial","route":"chunked","sections":[{"index":0,"start":0,"end":20,"failed":false,"summary":"Sannu [PERSON_NAME]."}],"units":{"total":1,"succeeded":1,"failed":0},"usage":{"calls":2,"prompt_tokens":1000,"completion_tokens":500,"total_tokens":1500,"cost":0.002},"model_name":"nllb-200-distilled-600M","processing_time":0.000123,"missing_ranges":["10-18","30-41"]}',
    ],
    [
      'a structured summary: result_structured in the contract order',
      { ...CORE, structured: STRUCTURED, modelName: 'langproc-extractive-1' },
      'summarize',
      '{"result":"Sannu [PERSON_NAME].","status":"complete","route":"single_pass","sections":[{"index":0,"start":0,"end":20,"failed":false,"summary":"Sannu [PERSON_NAME]."}],"units":{"total":1,"succeeded":1,"failed":0},"usage":{"calls":0,"prompt_tokens":5,"completion_tokens":6,"total_tokens":11,"cost":0.000017},"model_name":"langproc-extractive-1","processing_time":0.000123,"missing_ranges":[],"result_structured":{"customer_issue":"Card blocked","important_entities":["[PERSON_NAME]"],"next_action":"Unblock the card","resolution_status":"resolved","sentiment":"positive","summary":"The card was unblocked."}}',
    ],
  ])('%s', (_name, core, operation, wire) => {
    expect(JSON.stringify(textServiceResult(core, operation))).toBe(wire);
  });

  it('drops what the contract does not have (warnings, entities)', () => {
    const wire = textServiceResult({ ...CORE, warnings: [], entities: [] } as TextResult, 'redact');
    expect(Object.keys(wire)).toEqual([
      'result',
      'status',
      'route',
      'sections',
      'units',
      'usage',
      'model_name',
      'processing_time',
      'missing_ranges',
    ]);
  });

  it('maps only the final event of a stream', async () => {
    async function* core() {
      yield { type: 'section' as const, section: SECTION };
      yield { type: 'result' as const, result: CORE };
    }
    const events = [];
    for await (const event of textServiceEvents(core(), 'redact')) events.push(event);
    expect(events).toEqual([
      { type: 'section', section: SECTION },
      { type: 'result', result: textServiceResult(CORE, 'redact') },
    ]);
  });
});
