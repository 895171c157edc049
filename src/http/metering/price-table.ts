/**
 * Prices per 1,000 tokens for each operation, used to compute `usage.cost`. The unit of cost is
 * whatever currency the host bills in; the defaults below are in US dollars.
 *
 * @example
 * ```ts
 * const prices: PriceTable = { ...DEFAULT_PRICE_TABLE, translate: { prompt: 0.002, completion: 0.004 } };
 * ```
 */

/** Price of one operation per 1,000 tokens. */
export interface TokenPrice {
  /** Price per 1,000 input tokens. @default see DEFAULT_PRICE_TABLE */
  prompt: number;
  /** Price per 1,000 output tokens. @default see DEFAULT_PRICE_TABLE */
  completion: number;
}

/** Operations that are metered. */
export type MeteredOperation = 'redact' | 'translate' | 'summarize';

/** A price for each metered operation. */
export type PriceTable = Record<MeteredOperation, TokenPrice>;

/**
 * Default prices (USD per 1,000 tokens): redaction is cheapest (rules), translation and
 * summarization cost more (model inference).
 */
export const DEFAULT_PRICE_TABLE: Readonly<PriceTable> = Object.freeze({
  redact: Object.freeze({ prompt: 0.0002, completion: 0.0002 }),
  translate: Object.freeze({ prompt: 0.001, completion: 0.002 }),
  summarize: Object.freeze({ prompt: 0.001, completion: 0.002 }),
});
