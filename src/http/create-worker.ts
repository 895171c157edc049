/**
 * A worker process's engine (`langproc worker`): runs queued TTS jobs and transcription tasks
 * from a database shared with `langproc serve` instances, without serving HTTP. It polls the
 * store (src/http/work-poller.ts), runs each job in its own queues (src/http/work-queues.ts) and
 * writes audio to the data directory that the servers read (a shared folder when they run on
 * other machines).
 *
 * @example
 * ```ts
 * const store = await openPostgresStore({ databaseUrl });
 * const worker = createWorker({ store, services, dataDirectory: '/shared/langproc', kinds: ['tts'] });
 * // ... on SIGTERM
 * await worker.close({ timeoutMs: 30_000 });
 * ```
 */
import type { BlobStore } from './blob-store.js';
import { DEFAULT_MAX_WORK_ATTEMPTS } from './http-server-options.js';
import type { HttpServices } from './services.js';
import type { Store, WorkKind } from './store/store.js';
import { startWorkPoller } from './work-poller.js';
import { createWorkQueues, type WorkQueues } from './work-queues.js';

/** Options of {@link createWorker}. */
export interface WorkerOptions {
  store: Store;
  services: HttpServices;
  /** Folder for synthesized audio (`tts/`), shared with the servers. */
  dataDirectory: string;
  /** Where synthesized audio goes (the servers' blob store). @default files under dataDirectory */
  blobStore?: BlobStore;
  /** @default ['tts', 'transcription'] */
  kinds?: readonly WorkKind[];
  /** @default 1 */
  ttsConcurrency?: number;
  /** @default 1 */
  transcriptionConcurrency?: number;
  /** @default DEFAULT_MAX_WORK_ATTEMPTS */
  maxAttempts?: number;
  /** @default DEFAULT_WORK_POLL_INTERVAL_MS */
  pollIntervalMs?: number;
  /** Receives failures of the machinery (never user data). */
  onError?: (error: unknown) => void;
}

/** A running worker. */
export interface Worker {
  readonly queues: WorkQueues;
  /** Stops polling, lets running jobs finish for `timeoutMs`, then aborts them (their leases are handed back). */
  close(options: { timeoutMs: number }): Promise<void>;
}

/** Starts a worker (see the module comment); the caller closes the store and services after it. */
export function createWorker(options: WorkerOptions): Worker {
  const concurrency = {
    tts: options.ttsConcurrency ?? 1,
    transcription: options.transcriptionConcurrency ?? 1,
  };
  const queues = createWorkQueues({
    store: options.store,
    services: options.services,
    dataDirectory: options.dataDirectory,
    blobStore: options.blobStore,
    ttsConcurrency: concurrency.tts,
    transcriptionConcurrency: concurrency.transcription,
    onInternalError: options.onError,
  });
  const poller = startWorkPoller({
    store: options.store,
    queues,
    kinds: options.kinds ?? ['tts', 'transcription'],
    concurrency,
    maxAttempts: options.maxAttempts ?? DEFAULT_MAX_WORK_ATTEMPTS,
    intervalMs: options.pollIntervalMs,
    onError: options.onError,
  });
  void poller.poll();
  return {
    queues,
    async close({ timeoutMs }) {
      await poller.stop();
      await queues.close({ timeoutMs });
    },
  };
}
