/**
 * Usage metering: price table, usage builder, model-free token counting.
 *
 * @example
 * ```ts
 * import { buildUsage } from 'langproc/http';
 * ```
 */
export * from './audio-price-table.js';
export * from './build-usage.js';
export * from './count-text-tokens.js';
export * from './price-table.js';
