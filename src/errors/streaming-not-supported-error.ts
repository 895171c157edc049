/**
 * Thrown when streaming is asked for an operation that cannot stream (structured summaries).
 *
 * @example
 * ```ts
 * import { StreamingNotSupportedError } from 'langproc';
 * if (StreamingNotSupportedError.isInstance(error)) console.error(error.code); // 'streaming_not_supported'
 * ```
 */
import { hasCode, LangprocError, type LangprocErrorOptions } from './langproc-error.js';

/** Thrown when streaming is asked for an operation that cannot stream (structured summaries). */
export class StreamingNotSupportedError extends LangprocError {
  constructor(options: LangprocErrorOptions) {
    super('streaming_not_supported', options);
    this.name = 'StreamingNotSupportedError';
  }

  static override isInstance(error: unknown): error is StreamingNotSupportedError {
    return hasCode(error, 'streaming_not_supported');
  }
}
