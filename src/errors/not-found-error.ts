/**
 * Thrown when a job, task or account does not exist (or belongs to someone else).
 *
 * @example
 * ```ts
 * import { NotFoundError } from 'langproc';
 * if (NotFoundError.isInstance(error)) console.error(error.code); // 'not_found'
 * ```
 */
import { hasCode, LangprocError, type LangprocErrorOptions } from './langproc-error.js';

/** Thrown when a job, task or account does not exist (or belongs to someone else). */
export class NotFoundError extends LangprocError {
  constructor(options: LangprocErrorOptions) {
    super('not_found', options);
    this.name = 'NotFoundError';
  }

  static override isInstance(error: unknown): error is NotFoundError {
    return hasCode(error, 'not_found');
  }
}
