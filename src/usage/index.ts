/**
 * Token usage of the core operations (counts only, no prices) and the model-free token count.
 * Internal: the root entry exports the `TokenUsage` type; prices and billed usage are the HTTP
 * adapter's (`langproc/http`).
 *
 * @example
 * ```ts
 * tokenUsage({ calls: 0, inputTokens: countTextTokens('My name is Ada.'), outputTokens: 5 });
 * ```
 */
export * from './count-text-tokens.js';
export * from './token-usage.js';
