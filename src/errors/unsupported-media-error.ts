/**
 * Thrown when input bytes are not a media type the library accepts.
 *
 * @example
 * ```ts
 * import { UnsupportedMediaError } from 'langproc';
 * if (UnsupportedMediaError.isInstance(error)) console.error(error.code); // 'unsupported_media'
 * ```
 */
import { hasCode, LangprocError, type LangprocErrorOptions } from './langproc-error.js';

/** Thrown when input bytes are not a media type the library accepts. */
export class UnsupportedMediaError extends LangprocError {
  constructor(options: LangprocErrorOptions) {
    super('unsupported_media', options);
    this.name = 'UnsupportedMediaError';
  }

  static override isInstance(error: unknown): error is UnsupportedMediaError {
    return hasCode(error, 'unsupported_media');
  }
}
