/**
 * Thrown when a model file download fails.
 *
 * @example
 * ```ts
 * import { DownloadFailedError } from 'langproc';
 * if (DownloadFailedError.isInstance(error)) console.error(error.code); // 'download_failed'
 * ```
 */
import { hasCode, LangprocError, type LangprocErrorOptions } from './langproc-error.js';

/** Thrown when a model file download fails. */
export class DownloadFailedError extends LangprocError {
  constructor(options: LangprocErrorOptions) {
    super('download_failed', options);
    this.name = 'DownloadFailedError';
  }

  static override isInstance(error: unknown): error is DownloadFailedError {
    return hasCode(error, 'download_failed');
  }
}
