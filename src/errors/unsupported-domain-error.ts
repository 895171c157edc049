/**
 * Thrown when a domain is not one of the TextDomain values.
 *
 * @example
 * ```ts
 * import { UnsupportedDomainError } from 'langproc';
 * if (UnsupportedDomainError.isInstance(error)) console.error(error.code); // 'unsupported_domain'
 * ```
 */
import { hasCode, LangprocError, type LangprocErrorOptions } from './langproc-error.js';

/** Thrown when a domain is not one of the TextDomain values. */
export class UnsupportedDomainError extends LangprocError {
  constructor(options: LangprocErrorOptions) {
    super('unsupported_domain', options);
    this.name = 'UnsupportedDomainError';
  }

  static override isInstance(error: unknown): error is UnsupportedDomainError {
    return hasCode(error, 'unsupported_domain');
  }
}
