/**
 * A completed redaction job of `cost` for `accountId`, as the store tests record it.
 *
 * @example
 * ```ts
 * store.recordTextJob(textJobInput(account.id, 0.5));
 * ```
 */
import type { TextJobInput } from '../../src/http/store/store.js';

export function textJobInput(accountId: number, cost: number): TextJobInput {
  return {
    accountId,
    jobType: 'redact',
    status: 'completed',
    domain: 'general',
    sourceLanguage: 'English',
    targetLanguage: null,
    style: null,
    result: 'done',
    resultStructured: null,
    error: null,
    missingRanges: [],
    modelName: 'rules',
    processingTime: 0.001,
    route: 'single_pass',
    units: { total: 1, succeeded: 1, failed: 0 },
    usage: { calls: 1, prompt_tokens: 1, completion_tokens: 1, total_tokens: 2, cost },
  };
}
