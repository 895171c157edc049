/**
 * Abort and timeout helpers used by every long-running core function.
 *
 * @example
 * ```ts
 * throwIfAborted(options.abortSignal); // throws AbortedError when cancelled
 * const value = await withTimeout(promise, 5_000, 'decode audio');
 * ```
 */
import { AbortedError } from '../errors/aborted-error.js';
import { TimeoutError } from '../errors/timeout-error.js';

/** Throws an {@link AbortedError} when `signal` has been aborted. */
export function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) {
    throw new AbortedError({ message: 'The operation was aborted.', cause: signal.reason });
  }
}

/** Resolves with `promise`, or rejects with {@link TimeoutError} after `milliseconds`, or {@link AbortedError} on abort. */
export async function withTimeout<T>(
  promise: Promise<T>,
  milliseconds: number,
  operation: string,
  signal?: AbortSignal,
): Promise<T> {
  throwIfAborted(signal);
  let timer: NodeJS.Timeout | undefined;
  let onAbort: (() => void) | undefined;
  const guard = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new TimeoutError({
            message: `${operation} timed out after ${milliseconds} ms.`,
            details: { milliseconds },
          }),
        ),
      milliseconds,
    );
    if (signal) {
      onAbort = () =>
        reject(new AbortedError({ message: `${operation} was aborted.`, cause: signal.reason }));
      signal.addEventListener('abort', onAbort, { once: true });
    }
  });
  try {
    return await Promise.race([promise, guard]);
  } finally {
    clearTimeout(timer);
    if (signal && onAbort) signal.removeEventListener('abort', onAbort);
  }
}
