/**
 * Builds the contract's usage object (calls, prompt_tokens, completion_tokens, total_tokens,
 * cost) from token counts and a price table. Cost is rounded to 8 decimal places so sums stay
 * stable.
 *
 * @example
 * ```ts
 * buildUsage({ operation: 'translate', calls: 2, promptTokens: 1000, completionTokens: 500 });
 * // { calls: 2, prompt_tokens: 1000, completion_tokens: 500, total_tokens: 1500, cost: 0.002 }
 * ```
 */
import type { Usage } from '../../contract/text-processing-result.js';
import { InvalidInputError } from '../../errors/invalid-input-error.js';
import { assertOptionsObject } from '../../util/assert-options.js';
import { DEFAULT_PRICE_TABLE, type MeteredOperation, type PriceTable } from './price-table.js';

/** Options of {@link buildUsage}. */
export interface BuildUsageOptions {
  operation: MeteredOperation;
  /** Backend calls made. */
  calls: number;
  promptTokens: number;
  completionTokens: number;
  /** @default DEFAULT_PRICE_TABLE */
  prices?: PriceTable;
}

const COST_DECIMALS = 1e8;

function assertCount(name: string, value: number): void {
  if (!Number.isInteger(value) || value < 0) {
    throw new InvalidInputError({ message: `Expected ${name} to be a non-negative integer, got ${value}.` });
  }
}

/** The usage object for one operation. */
export function buildUsage(options: BuildUsageOptions): Usage {
  assertOptionsObject(options, 'buildUsage');
  assertCount('calls', options.calls);
  assertCount('promptTokens', options.promptTokens);
  assertCount('completionTokens', options.completionTokens);
  const price = (options.prices ?? DEFAULT_PRICE_TABLE)[options.operation];
  if (
    typeof price !== 'object' ||
    price === null ||
    !(Number.isFinite(price.prompt) && price.prompt >= 0) ||
    !(Number.isFinite(price.completion) && price.completion >= 0)
  ) {
    throw new InvalidInputError({
      message: `Expected operation to have a finite, non-negative price, got ${JSON.stringify(String(options.operation).slice(0, 40))}.`,
      details: { field: 'operation' },
    });
  }
  const raw = (options.promptTokens * price.prompt + options.completionTokens * price.completion) / 1000;
  return {
    calls: options.calls,
    prompt_tokens: options.promptTokens,
    completion_tokens: options.completionTokens,
    total_tokens: options.promptTokens + options.completionTokens,
    cost: Math.round(raw * COST_DECIMALS) / COST_DECIMALS,
  };
}

/** Adds usage objects together (cost re-rounded). */
export function addUsage(first: Usage, second: Usage): Usage {
  return {
    calls: first.calls + second.calls,
    prompt_tokens: first.prompt_tokens + second.prompt_tokens,
    completion_tokens: first.completion_tokens + second.completion_tokens,
    total_tokens: first.total_tokens + second.total_tokens,
    cost: Math.round((first.cost + second.cost) * COST_DECIMALS) / COST_DECIMALS,
  };
}
