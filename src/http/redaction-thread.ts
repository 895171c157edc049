/**
 * The body of a redaction worker thread (see {@link createRedactionThreadPool}): receives
 * `{ id, text, language, domain }`, answers `{ id, result }` or `{ id, error }` with the error's
 * code, message and details (never user text). The result carries only the fields of the HTTP
 * result (no entity list or warnings), so that copying it back to the event loop stays cheap.
 *
 * @example
 * ```ts
 * new Worker(new URL('./redaction-thread.js', import.meta.url));
 * ```
 */
import { parentPort } from 'node:worker_threads';
import { LangprocError } from '../errors/langproc-error.js';
import { redact } from '../redaction/redact.js';
import type { TextServiceResult } from './services.js';

/** A request to a redaction thread. */
export interface RedactionThreadRequest {
  id: number;
  text: string;
  language: string;
  domain: string;
}

/** An answer of a redaction thread. */
export type RedactionThreadResponse =
  | { id: number; result: TextServiceResult }
  | { id: number; error: { code: string | null; message: string; details?: Record<string, unknown> } };

parentPort?.on('message', (request: RedactionThreadRequest) => {
  redact({ text: request.text, language: request.language, domain: request.domain }).then(
    (result) =>
      parentPort!.postMessage({
        id: request.id,
        result: {
          result: result.result,
          status: result.status,
          route: result.route,
          sections: result.sections,
          units: result.units,
          usage: result.usage,
          model_name: result.model_name,
          processing_time: result.processing_time,
          missing_ranges: result.missing_ranges,
        },
      } satisfies RedactionThreadResponse),
    (error: unknown) => {
      const response: RedactionThreadResponse = LangprocError.isInstance(error)
        ? { id: request.id, error: { code: error.code, message: error.message, details: error.details } }
        : { id: request.id, error: { code: null, message: 'redaction failed' } };
      parentPort!.postMessage(response);
    },
  );
});
