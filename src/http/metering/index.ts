/**
 * Metering of the HTTP adapter: the price tables (per 1,000 tokens for text, per second for
 * audio) and the contract's billed usage object (`calls`, `prompt_tokens`, `completion_tokens`,
 * `total_tokens`, `cost`). Core results carry token counts only; the adapter prices them here.
 *
 * @example
 * ```ts
 * import { buildUsage } from 'langproc/http';
 * buildUsage({ operation: 'translate', calls: 2, promptTokens: 1000, completionTokens: 500 }).cost; // 0.002
 * ```
 */
export * from './audio-price-table.js';
export * from './build-usage.js';
export * from './price-table.js';
