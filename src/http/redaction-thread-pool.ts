/**
 * Runs rules redaction on worker threads, so the event loop that serves HTTP and writes the
 * store is not the one doing the regular-expression work: with N threads, N redactions run while
 * the main thread parses, meters and answers. Errors come back as the same `LangprocError`
 * codes. A request goes to the thread with the fewest requests in flight; the requests that
 * arrive in one turn of the event loop travel to a thread as one message (a `postMessage` costs
 * about as much main-thread time as the rest of the request's framing), and a thread answers a
 * batch in messages of at most about a millisecond of work each.
 *
 * @example
 * ```ts
 * const pool = createRedactionThreadPool({ threads: 2 });
 * const result = await pool.redact({ text: 'Call 0803 123 4567', language: 'English', domain: 'general' });
 * await pool.close();
 * ```
 */
import type { Worker } from 'node:worker_threads';
import { type ErrorCode, LangprocError } from '../errors/langproc-error.js';
import { shuttingDown } from './http-error.js';
import type { RedactionThreadRequest, RedactionThreadResponse } from './redaction-thread.js';
import type { RedactServiceOptions, TextServiceResult } from './services.js';
import { siblingModule, startWorkerThread } from './start-worker-thread.js';

/** A pool of redaction threads. */
export interface RedactionThreadPool {
  redact(options: RedactServiceOptions): Promise<TextServiceResult>;
  close(): Promise<void>;
}

interface Pending {
  resolve: (result: TextServiceResult) => void;
  reject: (error: unknown) => void;
}

interface Thread {
  worker: Worker;
  inFlight: number;
  /** Requests of this turn of the event loop, sent together by `flush`. */
  outbox: RedactionThreadRequest[];
}

const THREAD_FILE = siblingModule('redaction-thread', import.meta.url);

function startThread(): Worker {
  return startWorkerThread(THREAD_FILE);
}

/** Starts `threads` redaction threads. */
export function createRedactionThreadPool(options: { threads: number }): RedactionThreadPool {
  const pending = new Map<number, Pending>();
  let nextId = 1;
  const threads: Thread[] = [];
  let flushScheduled = false;
  // after the poll phase of the event loop: every request parsed in this turn is in an outbox
  const flush = () => {
    flushScheduled = false;
    for (const thread of threads) {
      if (thread.outbox.length === 0) continue;
      thread.worker.postMessage(thread.outbox);
      thread.outbox = [];
    }
  };
  const settle = (response: RedactionThreadResponse) => {
    const waiting = pending.get(response.id);
    if (waiting === undefined) return;
    pending.delete(response.id);
    if ('result' in response) {
      waiting.resolve(response.result);
    } else if (response.error.code === null) {
      waiting.reject(new Error(response.error.message));
    } else {
      waiting.reject(
        new LangprocError(response.error.code as ErrorCode, {
          message: response.error.message,
          details: response.error.details,
        }),
      );
    }
  };
  for (let index = 0; index < options.threads; index++) {
    const thread: Thread = { worker: startThread(), inFlight: 0, outbox: [] };
    thread.worker.on('message', (responses: RedactionThreadResponse[]) => {
      thread.inFlight -= responses.length;
      for (const response of responses) settle(response);
    });
    thread.worker.unref();
    threads.push(thread);
  }
  return {
    redact({ text, language, domain, fields, abortSignal }) {
      if (abortSignal?.aborted) return Promise.reject(abortSignal.reason);
      let chosen = threads[0]!;
      for (const thread of threads) if (thread.inFlight < chosen.inFlight) chosen = thread;
      const id = nextId++;
      chosen.inFlight++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        chosen.outbox.push(
          fields === undefined ? { id, text, language, domain } : { id, text, language, domain, fields },
        );
        if (!flushScheduled) {
          flushScheduled = true;
          setImmediate(flush);
        }
      });
    },
    async close() {
      await Promise.all(threads.map((thread) => thread.worker.terminate()));
      for (const waiting of pending.values()) waiting.reject(shuttingDown());
      pending.clear();
    },
  };
}
