/**
 * Thrown when an API token is missing or not valid.
 *
 * @example
 * ```ts
 * import { UnauthorizedError } from 'langproc';
 * if (UnauthorizedError.isInstance(error)) console.error(error.code); // 'unauthorized'
 * ```
 */
import { hasCode, LangprocError, type LangprocErrorOptions } from './langproc-error.js';

/** Thrown when an API token is missing or not valid. */
export class UnauthorizedError extends LangprocError {
  constructor(options: LangprocErrorOptions) {
    super('unauthorized', options);
    this.name = 'UnauthorizedError';
  }

  static override isInstance(error: unknown): error is UnauthorizedError {
    return hasCode(error, 'unauthorized');
  }
}
