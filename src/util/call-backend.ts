/**
 * Runs one backend call and turns anything but a langproc error (a bare TypeError, a rejected
 * fetch, a malformed result caught by `check`) into a BackendFailureError. The original error is
 * kept as `cause`; it is never copied into the message, since it may quote user text.
 *
 * @example
 * ```ts
 * const result = await callBackend(backend.backendId, () => backend.doSynthesize(options), isSpeechResult);
 * ```
 */
import { BackendFailureError } from '../errors/backend-failure-error.js';
import { LangprocError } from '../errors/langproc-error.js';

/** Whether a backend's token count is a non-negative integer. */
export function isTokenCount(value: unknown): boolean {
  return Number.isInteger(value) && (value as number) >= 0;
}

/** Calls `run`; rethrows langproc errors, wraps others, and rejects results that fail `check`. */
export async function callBackend<Result>(
  backendId: string,
  run: () => Promise<Result>,
  check: (result: unknown) => boolean,
): Promise<Result> {
  let result: Result;
  try {
    result = await run();
  } catch (error) {
    if (LangprocError.isInstance(error)) throw error;
    throw new BackendFailureError({
      message: `The backend ${String(backendId)} failed.`,
      details: { backend: String(backendId) },
      cause: error,
    });
  }
  if (!check(result)) {
    throw new BackendFailureError({
      message: `The backend ${String(backendId)} returned a malformed result.`,
      details: { backend: String(backendId) },
    });
  }
  return result;
}

/** Token and call counts accumulated over one core operation. */
export interface BackendCallCounts {
  calls: number;
  promptTokens: number;
  completionTokens: number;
}

/**
 * Checks a backend result's `usage` and `warnings`, then adds them to `counts` and `warnings`.
 * @throws BackendFailureError when the usage counts or the warnings list are malformed.
 */
export function recordBackendUsage(
  backendId: string,
  output: { usage?: { promptTokens?: unknown; completionTokens?: unknown }; warnings?: unknown },
  counts: BackendCallCounts,
  warnings: unknown[],
): void {
  const promptTokens = output.usage?.promptTokens;
  const completionTokens = output.usage?.completionTokens;
  if (!isTokenCount(promptTokens) || !isTokenCount(completionTokens) || !Array.isArray(output.warnings)) {
    throw new BackendFailureError({
      message: `The backend ${backendId} returned malformed usage or warnings.`,
    });
  }
  counts.calls++;
  counts.promptTokens += promptTokens as number;
  counts.completionTokens += completionTokens as number;
  warnings.push(...output.warnings);
}
