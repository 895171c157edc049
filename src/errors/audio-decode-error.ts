/**
 * Thrown when audio or video cannot be decoded (corrupt, empty or unreadable input).
 *
 * @example
 * ```ts
 * import { AudioDecodeError } from 'langproc';
 * if (AudioDecodeError.isInstance(error)) console.error(error.code); // 'audio_decode_failed'
 * ```
 */
import { hasCode, LangprocError, type LangprocErrorOptions } from './langproc-error.js';

/** Thrown when audio or video cannot be decoded (corrupt, empty or unreadable input). */
export class AudioDecodeError extends LangprocError {
  constructor(options: LangprocErrorOptions) {
    super('audio_decode_failed', options);
    this.name = 'AudioDecodeError';
  }

  static override isInstance(error: unknown): error is AudioDecodeError {
    return hasCode(error, 'audio_decode_failed');
  }
}
