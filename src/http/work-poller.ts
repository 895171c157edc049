/**
 * Runs queued work that other processes created, for instances that share one database
 * (PostgreSQL): every `intervalMs` it hands work whose lease expired back to the queue (or fails
 * it after `maxAttempts` starts: `recoverInterruptedWork`), then fills this process's free queue
 * slots with the oldest pending work of its kinds. Several pollers may pick the same job: the
 * store's conditional start (`pending` to `processing`, with a lease) lets exactly one run it.
 *
 * @example
 * ```ts
 * const poller = startWorkPoller({ store, queues, kinds: ['tts'], concurrency: { tts: 1, transcription: 1 } });
 * await poller.stop();
 * ```
 */
import type { Store, WorkKind } from './store/store.js';
import type { WorkQueues } from './work-queues.js';

/** Default milliseconds between two polls. */
export const DEFAULT_WORK_POLL_INTERVAL_MS = 250;

/** Options of {@link startWorkPoller}. */
export interface WorkPollerOptions {
  store: Store;
  queues: WorkQueues;
  /** Kinds of work this process runs. */
  kinds: readonly WorkKind[];
  /** How many of each kind this process runs at once (its queue's concurrency). */
  concurrency: Record<WorkKind, number>;
  /** Starts of one job before it is failed. */
  maxAttempts: number;
  /** @default DEFAULT_WORK_POLL_INTERVAL_MS */
  intervalMs?: number;
  /** Receives failures of a poll (never user data). */
  onError?: (error: unknown) => void;
}

/** A running poller. */
export interface WorkPoller {
  /** Polls now (tests, or after this process created work). */
  poll(): Promise<void>;
  /** Stops polling; resolves once a poll in progress has ended. */
  stop(): Promise<void>;
}

/** Starts polling (see the module comment). */
export function startWorkPoller(options: WorkPollerOptions): WorkPoller {
  const intervalMs = options.intervalMs ?? DEFAULT_WORK_POLL_INTERVAL_MS;
  let stopped = false;
  let running: Promise<void> | undefined;

  async function pollOnce(): Promise<void> {
    await options.store.recoverInterruptedWork({ maxAttempts: options.maxAttempts });
    for (const kind of options.kinds) {
      const free = options.concurrency[kind] - options.queues.size(kind);
      if (free <= 0) continue;
      const ids = (await options.store.listPendingWork(kind)).slice(0, free);
      for (const id of ids) {
        if (kind === 'tts') options.queues.enqueueTts(id);
        else options.queues.enqueueTranscription(id);
      }
    }
  }

  const poll = (): Promise<void> => {
    running ??= pollOnce()
      .catch((error: unknown) => options.onError?.(error))
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const timer = setInterval(() => {
    if (!stopped) void poll();
  }, intervalMs);
  timer.unref();
  return {
    poll,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
