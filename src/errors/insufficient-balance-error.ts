/**
 * Thrown when an account's balance cannot pay for an operation.
 *
 * @example
 * ```ts
 * import { InsufficientBalanceError } from 'langproc';
 * if (InsufficientBalanceError.isInstance(error)) console.error(error.code); // 'insufficient_balance'
 * ```
 */
import { hasCode, LangprocError, type LangprocErrorOptions } from './langproc-error.js';

/** Thrown when an account's balance cannot pay for an operation. */
export class InsufficientBalanceError extends LangprocError {
  constructor(options: LangprocErrorOptions) {
    super('insufficient_balance', options);
    this.name = 'InsufficientBalanceError';
  }

  static override isInstance(error: unknown): error is InsufficientBalanceError {
    return hasCode(error, 'insufficient_balance');
  }
}
