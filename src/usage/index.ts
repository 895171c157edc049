/**
 * Usage metering: price table, usage builder, model-free token counting.
 *
 * @example
 * ```ts
 * import { buildUsage } from 'langproc';
 * ```
 */
export * from './build-usage.js';
export * from './count-text-tokens.js';
export * from './price-table.js';
