/**
 * Thrown when text exceeds a length limit (for example 10000 code points for speech synthesis).
 *
 * @example
 * ```ts
 * import { TextTooLongError } from 'langproc';
 * if (TextTooLongError.isInstance(error)) console.error(error.code); // 'text_too_long'
 * ```
 */
import { hasCode, LangprocError, type LangprocErrorOptions } from './langproc-error.js';

/** Thrown when text exceeds a length limit (for example 10000 code points for speech synthesis). */
export class TextTooLongError extends LangprocError {
  constructor(options: LangprocErrorOptions) {
    super('text_too_long', options);
    this.name = 'TextTooLongError';
  }

  static override isInstance(error: unknown): error is TextTooLongError {
    return hasCode(error, 'text_too_long');
  }
}
