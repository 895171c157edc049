/**
 * Runs rules redaction on worker threads, so the event loop that serves HTTP and writes the
 * store is not the one doing the regular-expression work: with N threads, N redactions run while
 * the main thread parses, meters and answers. Errors come back as the same `LangprocError`
 * codes. A request is sent to the thread with the fewest requests in flight.
 *
 * @example
 * ```ts
 * const pool = createRedactionThreadPool({ threads: 2 });
 * const result = await pool.redact({ text: 'Call 0803 123 4567', language: 'English', domain: 'general' });
 * await pool.close();
 * ```
 */
import { Worker } from 'node:worker_threads';
import { type ErrorCode, LangprocError } from '../errors/langproc-error.js';
import type { RedactionThreadRequest, RedactionThreadResponse } from './redaction-thread.js';
import type { RedactServiceOptions, TextServiceResult } from './services.js';

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
}

// Built code runs the compiled `.js`. The sources (benchmarks, development under tsx) start the
// `.ts` file after registering tsx in the thread, since loader hooks are not inherited.
const FROM_SOURCES = import.meta.url.endsWith('.ts');
const THREAD_FILE = new URL(
  FROM_SOURCES ? './redaction-thread.ts' : './redaction-thread.js',
  import.meta.url,
);

function startThread(): Worker {
  if (!FROM_SOURCES) return new Worker(THREAD_FILE);
  const bootstrap = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(THREAD_FILE.href)}); });`;
  return new Worker(bootstrap, { eval: true });
}

/** Starts `threads` redaction threads. */
export function createRedactionThreadPool(options: { threads: number }): RedactionThreadPool {
  const pending = new Map<number, Pending>();
  let nextId = 1;
  const threads: Thread[] = [];
  for (let index = 0; index < options.threads; index++) {
    const thread: Thread = { worker: startThread(), inFlight: 0 };
    thread.worker.on('message', (response: RedactionThreadResponse) => {
      thread.inFlight--;
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
    });
    thread.worker.unref();
    threads.push(thread);
  }
  return {
    redact({ text, language, domain, abortSignal }) {
      if (abortSignal?.aborted) return Promise.reject(abortSignal.reason);
      let chosen = threads[0]!;
      for (const thread of threads) if (thread.inFlight < chosen.inFlight) chosen = thread;
      const id = nextId++;
      chosen.inFlight++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        chosen.worker.postMessage({ id, text, language, domain } satisfies RedactionThreadRequest);
      });
    },
    async close() {
      await Promise.all(threads.map((thread) => thread.worker.terminate()));
      for (const waiting of pending.values())
        waiting.reject(new Error('The redaction threads were stopped.'));
      pending.clear();
    },
  };
}
