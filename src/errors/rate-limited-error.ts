/**
 * Thrown when a caller exceeds its request rate; details.retryAfterSeconds says when to retry.
 *
 * @example
 * ```ts
 * import { RateLimitedError } from 'langproc';
 * if (RateLimitedError.isInstance(error)) console.error(error.code); // 'rate_limited'
 * ```
 */
import { hasCode, LangprocError, type LangprocErrorOptions } from './langproc-error.js';

/** Thrown when a caller exceeds its request rate; details.retryAfterSeconds says when to retry. */
export class RateLimitedError extends LangprocError {
  constructor(options: LangprocErrorOptions) {
    super('rate_limited', options);
    this.name = 'RateLimitedError';
  }

  static override isInstance(error: unknown): error is RateLimitedError {
    return hasCode(error, 'rate_limited');
  }
}
