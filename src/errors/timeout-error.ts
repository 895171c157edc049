/**
 * Thrown when an operation runs past its timeout.
 *
 * @example
 * ```ts
 * import { TimeoutError } from 'langproc';
 * if (TimeoutError.isInstance(error)) console.error(error.code); // 'timeout'
 * ```
 */
import { hasCode, LangprocError, type LangprocErrorOptions } from './langproc-error.js';

/** Thrown when an operation runs past its timeout. */
export class TimeoutError extends LangprocError {
  constructor(options: LangprocErrorOptions) {
    super('timeout', options);
    this.name = 'TimeoutError';
  }

  static override isInstance(error: unknown): error is TimeoutError {
    return hasCode(error, 'timeout');
  }
}
