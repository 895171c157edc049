/**
 * Thrown when text is empty where at least one character is required.
 *
 * @example
 * ```ts
 * import { EmptyTextError } from 'langproc';
 * if (EmptyTextError.isInstance(error)) console.error(error.code); // 'empty_text'
 * ```
 */
import { hasCode, LangprocError, type LangprocErrorOptions } from './langproc-error.js';

/** Thrown when text is empty where at least one character is required. */
export class EmptyTextError extends LangprocError {
  constructor(options: LangprocErrorOptions) {
    super('empty_text', options);
    this.name = 'EmptyTextError';
  }

  static override isInstance(error: unknown): error is EmptyTextError {
    return hasCode(error, 'empty_text');
  }
}
