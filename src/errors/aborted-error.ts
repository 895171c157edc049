/**
 * Thrown when an operation is cancelled through its AbortSignal.
 *
 * @example
 * ```ts
 * import { AbortedError } from 'langproc';
 * if (AbortedError.isInstance(error)) console.error(error.code); // 'aborted'
 * ```
 */
import { hasCode, LangprocError, type LangprocErrorOptions } from './langproc-error.js';

/** Thrown when an operation is cancelled through its AbortSignal. */
export class AbortedError extends LangprocError {
  constructor(options: LangprocErrorOptions) {
    super('aborted', options);
    this.name = 'AbortedError';
  }

  static override isInstance(error: unknown): error is AbortedError {
    return hasCode(error, 'aborted');
  }
}
