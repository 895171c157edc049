/**
 * The body of a redaction worker thread (see {@link createRedactionThreadPool}): receives
 * batches of `{ id, text, language, domain, fields? }`, answers each with `{ id, result }` or
 * `{ id, error }` (the error's code, message and details, never user text), in messages of the
 * answers finished within about a millisecond of each other. At start it warms the rules path up
 * on built-in samples ({@link warmUpRedaction}), between requests. The result carries only the fields of the HTTP
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
import type { RedactResult } from '../redaction/redact-result.js';
import { warmUpRedaction } from '../redaction/warm-up-redaction.js';
import { coreRedactOptions, type RedactionFields } from './redaction-request-fields.js';
import type { TextServiceResult } from './services.js';
import { textServiceResult } from './text-service-result.js';

/** A request to a redaction thread. */
export interface RedactionThreadRequest {
  id: number;
  text: string;
  language: string;
  domain: string;
  /** The request's optional redaction fields (entities, lists, operators), when it has any. */
  fields?: RedactionFields;
}

/** An answer of a redaction thread. */
export type RedactionThreadResponse =
  | { id: number; result: TextServiceResult }
  | { id: number; error: { code: string | null; message: string; details?: Record<string, unknown> } };

/** Answers are sent when this much time has passed since the last message (or at the batch's end). */
const ANSWER_INTERVAL_MS = 1;

function answerOf(request: RedactionThreadRequest, result: RedactResult): RedactionThreadResponse {
  return {
    id: request.id,
    result: textServiceResult(result, 'redact'),
  };
}

function errorAnswerOf(request: RedactionThreadRequest, error: unknown): RedactionThreadResponse {
  return LangprocError.isInstance(error)
    ? { id: request.id, error: { code: error.code, message: error.message, details: error.details } }
    : { id: request.id, error: { code: null, message: 'redaction failed' } };
}

// The first redactions of a fresh thread cost 10 to 100 times a warm one (lazy tables, V8's
// compilers): warm up on built-in samples; requests that arrive meanwhile run between samples.
if (parentPort) void warmUpRedaction().catch(() => {});

parentPort?.on('message', async (requests: RedactionThreadRequest[]) => {
  let answers: RedactionThreadResponse[] = [];
  let lastSent = performance.now();
  for (const request of requests) {
    try {
      answers.push(
        answerOf(
          request,
          await redact({
            text: request.text,
            language: request.language,
            domain: request.domain,
            ...coreRedactOptions(request.fields),
          }),
        ),
      );
    } catch (error) {
      answers.push(errorAnswerOf(request, error));
    }
    const now = performance.now();
    if (now - lastSent >= ANSWER_INTERVAL_MS) {
      parentPort!.postMessage(answers);
      answers = [];
      lastSent = now;
    }
  }
  if (answers.length > 0) parentPort!.postMessage(answers);
});
