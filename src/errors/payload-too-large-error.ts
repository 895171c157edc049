/**
 * Thrown when a body or upload exceeds its size limit.
 *
 * @example
 * ```ts
 * import { PayloadTooLargeError } from 'langproc';
 * if (PayloadTooLargeError.isInstance(error)) console.error(error.code); // 'payload_too_large'
 * ```
 */
import { hasCode, LangprocError, type LangprocErrorOptions } from './langproc-error.js';

/** Thrown when a body or upload exceeds its size limit. */
export class PayloadTooLargeError extends LangprocError {
  constructor(options: LangprocErrorOptions) {
    super('payload_too_large', options);
    this.name = 'PayloadTooLargeError';
  }

  static override isInstance(error: unknown): error is PayloadTooLargeError {
    return hasCode(error, 'payload_too_large');
  }
}
