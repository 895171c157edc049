/**
 * Thrown when an argument fails validation (wrong type, out of range, unknown option).
 *
 * @example
 * ```ts
 * import { InvalidInputError } from 'langproc';
 * if (InvalidInputError.isInstance(error)) console.error(error.code); // 'invalid_input'
 * ```
 */
import { hasCode, LangprocError, type LangprocErrorOptions } from './langproc-error.js';

/** Thrown when an argument fails validation (wrong type, out of range, unknown option). */
export class InvalidInputError extends LangprocError {
  constructor(options: LangprocErrorOptions) {
    super('invalid_input', options);
    this.name = 'InvalidInputError';
  }

  static override isInstance(error: unknown): error is InvalidInputError {
    return hasCode(error, 'invalid_input');
  }
}
