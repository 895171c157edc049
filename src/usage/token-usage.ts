/**
 * The token counts of one core operation (`usage` of `redact`, `translate` and `summarize`):
 * backend calls made, input and output tokens. No prices: the HTTP adapter turns these counts
 * into the contract's billed usage (`langproc/http`, `buildUsage`).
 *
 * @example
 * ```ts
 * tokenUsage({ calls: 2, inputTokens: 1000, outputTokens: 500 });
 * // { calls: 2, inputTokens: 1000, outputTokens: 500, totalTokens: 1500 }
 * ```
 */
import { InvalidInputError } from '../errors/invalid-input-error.js';

/** Token counts of one operation. */
export interface TokenUsage {
  /** Backend (model) calls made; 0 when only rules ran. */
  calls: number;
  /** Tokens read: the input text, counted by the backend's tokenizer or by `countTextTokens`. */
  inputTokens: number;
  /** Tokens written. */
  outputTokens: number;
  /** `inputTokens + outputTokens`. */
  totalTokens: number;
}

function assertCount(name: string, value: number): void {
  if (!Number.isInteger(value) || value < 0) {
    throw new InvalidInputError({ message: `Expected ${name} to be a non-negative integer, got ${value}.` });
  }
}

/** The usage of one operation, its counts checked (non-negative integers). */
export function tokenUsage(counts: { calls: number; inputTokens: number; outputTokens: number }): TokenUsage {
  assertCount('calls', counts.calls);
  assertCount('inputTokens', counts.inputTokens);
  assertCount('outputTokens', counts.outputTokens);
  return {
    calls: counts.calls,
    inputTokens: counts.inputTokens,
    outputTokens: counts.outputTokens,
    totalTokens: counts.inputTokens + counts.outputTokens,
  };
}
