/**
 * A deterministic, model-free token count for operations that run without a tokenizer (rules
 * redaction, the extractive summarizer): each run of letters/digits is one token, and each other
 * non-space character is one token.
 *
 * @example
 * ```ts
 * countTextTokens('My name is Ada.'); // 5
 * ```
 */
const TOKEN_PATTERN = /[\p{L}\p{M}\p{N}]+|[^\s\p{L}\p{M}\p{N}]/gu;

export function countTextTokens(text: string): number {
  let count = 0;
  TOKEN_PATTERN.lastIndex = 0;
  while (TOKEN_PATTERN.exec(text) !== null) count++;
  return count;
}
