/**
 * A small pool of worker threads for CPU-heavy tasks (summaries, speech synthesis, streamed
 * redaction), so the event loop that answers HTTP requests never runs them. Unlike the
 * redaction pool (many small requests, batched), each thread runs one task at a time; waiting
 * tasks queue in order. A task that is aborted (its `abortSignal`) or runs past `timeoutMs` has
 * its thread terminated — that stops any JavaScript or WebAssembly loop — and rejects with
 * `AbortedError` or `TimeoutError`; a fresh thread replaces it on the next task. `close()` rejects
 * what is running or waiting with a 503 `shutting_down` and terminates the threads.
 *
 * The threads run `serveThreadTasks` (thread-tasks.ts) with a handler per task kind.
 *
 * @example
 * ```ts
 * const pool = createTaskThreadPool<HeavyTasks>({ threadFile, threads: 2, timeoutMs: 120_000 });
 * const result = await pool.run('summarize', { text, language: 'English', style: 'short' });
 * for await (const section of pool.events('summarizeStream', input)) console.log(section);
 * await pool.close();
 * ```
 */
import type { ResourceLimits, Worker } from 'node:worker_threads';
import { AbortedError } from '../errors/aborted-error.js';
import { type ErrorCode, LangprocError } from '../errors/langproc-error.js';
import { TimeoutError } from '../errors/timeout-error.js';
import { shuttingDown } from './http-error.js';
import { startWorkerThread } from './start-worker-thread.js';
import type { TaskError, TaskMap, TaskResponse } from './thread-tasks.js';

/** Options of {@link createTaskThreadPool}. */
export interface TaskThreadPoolOptions {
  /** The module the threads run (it calls `serveThreadTasks`). */
  threadFile: URL;
  /**
   * Most threads, so most tasks running at once.
   * @example 2
   */
  threads: number;
  /**
   * Longest a task may run (not counting its wait in the queue) before its thread is terminated.
   * @example 120000
   */
  timeoutMs: number;
  /** Memory limits of each thread; a thread over them dies and its task fails. */
  resourceLimits?: ResourceLimits;
}

/** Options of one task. */
export interface RunTaskOptions<Event> {
  /** Aborting stops the task (terminating its thread when it runs). */
  abortSignal?: AbortSignal;
  /** Receives the events the task emits before its output. */
  onEvent?: (event: Event) => void;
}

/** Counters of a pool, for tests and benchmarks. */
export interface TaskThreadPoolStats {
  /** Threads alive. */
  threads: number;
  running: number;
  queued: number;
  /** Threads started so far. */
  started: number;
  /** Threads terminated because their task was aborted or timed out. */
  stopped: number;
}

/** A pool of task threads. */
export interface TaskThreadPool<Tasks extends TaskMap> {
  /** Runs a task on a thread; resolves with its output. */
  run<Kind extends keyof Tasks & string>(
    kind: Kind,
    input: Tasks[Kind]['input'],
    options?: RunTaskOptions<Tasks[Kind]['event']>,
  ): Promise<Tasks[Kind]['output']>;
  /**
   * Runs a task and yields its events as they come; the generator returns the output. Stopping
   * the iteration early aborts the task.
   */
  events<Kind extends keyof Tasks & string>(
    kind: Kind,
    input: Tasks[Kind]['input'],
    options?: { abortSignal?: AbortSignal },
  ): AsyncGenerator<Tasks[Kind]['event'], Tasks[Kind]['output']>;
  stats(): TaskThreadPoolStats;
  /** Rejects running and waiting tasks with a 503 `shutting_down` and terminates the threads. */
  close(): Promise<void>;
}

interface Task {
  id: number;
  kind: string;
  input: unknown;
  onEvent: ((event: unknown) => void) | undefined;
  resolve: (output: unknown) => void;
  reject: (error: unknown) => void;
  thread: Thread | undefined;
  timer: NodeJS.Timeout | undefined;
  detach: () => void;
  settled: boolean;
}

interface Thread {
  worker: Worker;
  task: Task | undefined;
}

function errorOf(error: TaskError): Error {
  if (error.code === null) return new Error(error.message);
  return new LangprocError(error.code as ErrorCode, {
    message: error.message,
    ...(error.details ? { details: error.details } : {}),
  });
}

function abortedErrorOf(signal: AbortSignal): AbortedError {
  return AbortedError.isInstance(signal.reason)
    ? signal.reason
    : new AbortedError({ message: 'The operation was aborted.', cause: signal.reason });
}

/** Creates a pool; threads start when tasks need them. */
export function createTaskThreadPool<Tasks extends TaskMap>(
  options: TaskThreadPoolOptions,
): TaskThreadPool<Tasks> {
  if (!Number.isInteger(options.threads) || options.threads < 1) {
    throw new RangeError(`Expected threads to be a positive integer, got ${options.threads}.`);
  }
  if (!(options.timeoutMs > 0)) {
    throw new RangeError(`Expected timeoutMs to be a positive number, got ${options.timeoutMs}.`);
  }
  const threads: Thread[] = [];
  const queue: Task[] = [];
  let nextId = 1;
  let started = 0;
  let stopped = 0;
  let closed = false;

  const settle = (task: Task): void => {
    task.settled = true;
    clearTimeout(task.timer);
    task.detach();
    if (task.thread !== undefined) {
      task.thread.task = undefined;
      // an idle thread does not keep the process alive
      task.thread.worker.unref();
      task.thread = undefined;
    }
  };

  const removeThread = (thread: Thread): void => {
    const index = threads.indexOf(thread);
    if (index >= 0) threads.splice(index, 1);
  };

  /** Ends a task with `error`; a running one's thread is terminated. */
  const stop = (task: Task, error: unknown): void => {
    if (task.settled) return;
    const thread = task.thread;
    if (thread === undefined) {
      queue.splice(queue.indexOf(task), 1);
    } else {
      removeThread(thread);
      stopped++;
      void thread.worker.terminate();
    }
    settle(task);
    task.reject(error);
    dispatch();
  };

  const startThread = (): Thread => {
    const thread: Thread = {
      worker: startWorkerThread(options.threadFile, {
        ...(options.resourceLimits ? { resourceLimits: options.resourceLimits } : {}),
      }),
      task: undefined,
    };
    started++;
    const fail = (): void => {
      // the thread died (an uncaught error, out of memory): its task fails, a new thread serves the next
      if (!threads.includes(thread)) return;
      removeThread(thread);
      const task = thread.task;
      if (task !== undefined && !task.settled) {
        settle(task);
        task.reject(new Error('The task thread stopped unexpectedly.'));
      }
      dispatch();
    };
    thread.worker.on('message', (response: TaskResponse) => {
      const task = thread.task;
      if (task === undefined || task.id !== response.id) return;
      if ('event' in response) {
        task.onEvent?.(response.event);
        return;
      }
      settle(task);
      if ('output' in response) task.resolve(response.output);
      else task.reject(errorOf(response.error));
      dispatch();
    });
    thread.worker.on('error', fail);
    thread.worker.on('exit', fail);
    threads.push(thread);
    return thread;
  };

  const dispatch = (): void => {
    while (queue.length > 0 && !closed) {
      const thread =
        threads.find((candidate) => candidate.task === undefined) ??
        (threads.length < options.threads ? startThread() : undefined);
      if (thread === undefined) return;
      const task = queue.shift()!;
      thread.task = task;
      task.thread = thread;
      thread.worker.ref();
      task.timer = setTimeout(
        () =>
          stop(
            task,
            new TimeoutError({
              message: `The ${task.kind} task ran longer than ${options.timeoutMs} ms and was stopped.`,
              details: { milliseconds: options.timeoutMs },
            }),
          ),
        options.timeoutMs,
      );
      thread.worker.postMessage({ id: task.id, kind: task.kind, input: task.input });
    }
  };

  const run = <Kind extends keyof Tasks & string>(
    kind: Kind,
    input: Tasks[Kind]['input'],
    runOptions: RunTaskOptions<Tasks[Kind]['event']> = {},
  ): Promise<Tasks[Kind]['output']> => {
    if (closed) return Promise.reject(shuttingDown());
    const signal = runOptions.abortSignal;
    if (signal?.aborted) return Promise.reject(abortedErrorOf(signal));
    return new Promise((resolve, reject) => {
      const task: Task = {
        id: nextId++,
        kind,
        input,
        onEvent: runOptions.onEvent as ((event: unknown) => void) | undefined,
        resolve: resolve as (output: unknown) => void,
        reject,
        thread: undefined,
        timer: undefined,
        detach: () => {},
        settled: false,
      };
      if (signal !== undefined) {
        const onAbort = () => stop(task, abortedErrorOf(signal));
        signal.addEventListener('abort', onAbort, { once: true });
        task.detach = () => signal.removeEventListener('abort', onAbort);
      }
      queue.push(task);
      dispatch();
    });
  };

  async function* events<Kind extends keyof Tasks & string>(
    kind: Kind,
    input: Tasks[Kind]['input'],
    eventOptions: { abortSignal?: AbortSignal } = {},
  ): AsyncGenerator<Tasks[Kind]['event'], Tasks[Kind]['output']> {
    const controller = new AbortController();
    const outer = eventOptions.abortSignal;
    const forward = () => controller.abort(outer?.reason);
    if (outer?.aborted) forward();
    else outer?.addEventListener('abort', forward, { once: true });
    const buffered: Array<Tasks[Kind]['event']> = [];
    let wake: (() => void) | undefined;
    let done = false;
    const output = run(kind, input, {
      abortSignal: controller.signal,
      onEvent: (event) => {
        buffered.push(event);
        wake?.();
      },
    });
    const finished = () => {
      done = true;
      wake?.();
    };
    output.then(finished, finished);
    try {
      for (;;) {
        while (buffered.length > 0) yield buffered.shift()!;
        if (done) return await output;
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
        wake = undefined;
      }
    } finally {
      outer?.removeEventListener('abort', forward);
      // the consumer stopped early: stop the task
      if (!done) controller.abort(new AbortedError({ message: 'The task’s events were no longer read.' }));
    }
  }

  return {
    run,
    events,
    stats: () => ({
      threads: threads.length,
      running: threads.filter((thread) => thread.task !== undefined).length,
      queued: queue.length,
      started,
      stopped,
    }),
    async close() {
      closed = true;
      const running = threads.splice(0);
      const waiting = [...queue.splice(0), ...running.flatMap((thread) => thread.task ?? [])];
      for (const task of waiting) {
        if (task.settled) continue;
        settle(task);
        task.reject(shuttingDown());
      }
      await Promise.all(running.map((thread) => thread.worker.terminate()));
    },
  };
}
