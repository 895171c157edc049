/**
 * Thrown when input has no audio track, or only silence.
 *
 * @example
 * ```ts
 * import { NoAudioError } from 'langproc';
 * if (NoAudioError.isInstance(error)) console.error(error.code); // 'no_audio'
 * ```
 */
import { hasCode, LangprocError, type LangprocErrorOptions } from './langproc-error.js';

/** Thrown when input has no audio track, or only silence. */
export class NoAudioError extends LangprocError {
  constructor(options: LangprocErrorOptions) {
    super('no_audio', options);
    this.name = 'NoAudioError';
  }

  static override isInstance(error: unknown): error is NoAudioError {
    return hasCode(error, 'no_audio');
  }
}
