/**
 * Thrown when a translation's source and target languages are the same.
 *
 * @example
 * ```ts
 * import { SameLanguageError } from 'langproc';
 * if (SameLanguageError.isInstance(error)) console.error(error.code); // 'same_language'
 * ```
 */
import { hasCode, LangprocError, type LangprocErrorOptions } from './langproc-error.js';

/** Thrown when a translation's source and target languages are the same. */
export class SameLanguageError extends LangprocError {
  constructor(options: LangprocErrorOptions) {
    super('same_language', options);
    this.name = 'SameLanguageError';
  }

  static override isInstance(error: unknown): error is SameLanguageError {
    return hasCode(error, 'same_language');
  }
}
