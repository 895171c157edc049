/**
 * Thrown when a downloaded or installed model file does not match its expected size or checksum.
 *
 * @example
 * ```ts
 * import { IntegrityCheckError } from 'langproc';
 * if (IntegrityCheckError.isInstance(error)) console.error(error.code); // 'integrity_check_failed'
 * ```
 */
import { hasCode, LangprocError, type LangprocErrorOptions } from './langproc-error.js';

/** Thrown when a downloaded or installed model file does not match its expected size or checksum. */
export class IntegrityCheckError extends LangprocError {
  constructor(options: LangprocErrorOptions) {
    super('integrity_check_failed', options);
    this.name = 'IntegrityCheckError';
  }

  static override isInstance(error: unknown): error is IntegrityCheckError {
    return hasCode(error, 'integrity_check_failed');
  }
}
