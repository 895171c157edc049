/**
 * Thrown when a backend fails after retries; the cause holds the backend's own error.
 *
 * @example
 * ```ts
 * import { BackendFailureError } from 'langproc';
 * if (BackendFailureError.isInstance(error)) console.error(error.code); // 'backend_failure'
 * ```
 */
import { hasCode, LangprocError, type LangprocErrorOptions } from './langproc-error.js';

/** Thrown when a backend fails after retries; the cause holds the backend's own error. */
export class BackendFailureError extends LangprocError {
  constructor(options: LangprocErrorOptions) {
    super('backend_failure', options);
    this.name = 'BackendFailureError';
  }

  static override isInstance(error: unknown): error is BackendFailureError {
    return hasCode(error, 'backend_failure');
  }
}
