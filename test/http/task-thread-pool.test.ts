import { afterEach, describe, expect, it } from 'vitest';
import { AbortedError } from '../../src/errors/aborted-error.js';
import { LangprocError } from '../../src/errors/langproc-error.js';
import { TimeoutError } from '../../src/errors/timeout-error.js';
import type { HttpError } from '../../src/http/http-error.js';
import { createTaskThreadPool, type TaskThreadPool } from '../../src/http/task-thread-pool.js';
import type { TestTasks } from './fixtures/test-task-thread.js';

const THREAD_FILE = new URL('./fixtures/test-task-thread.ts', import.meta.url);
/** Long enough never to fire in these tests unless a test means it to. */
const NO_TIMEOUT_MS = 60_000;
const TEST_TIMEOUT_MS = 30_000;

let pools: Array<TaskThreadPool<TestTasks>> = [];
function pool(threads = 1, timeoutMs = NO_TIMEOUT_MS): TaskThreadPool<TestTasks> {
  const created = createTaskThreadPool<TestTasks>({ threadFile: THREAD_FILE, threads, timeoutMs });
  pools.push(created);
  return created;
}
afterEach(async () => {
  await Promise.all(pools.map((created) => created.close()));
  pools = [];
});

describe('createTaskThreadPool', () => {
  it('runs tasks on a thread and answers each', { timeout: TEST_TIMEOUT_MS }, async () => {
    const tasks = pool(2);
    expect(await Promise.all([1, 2, 3, 4, 5].map((value) => tasks.run('double', value)))).toEqual([
      2, 4, 6, 8, 10,
    ]);
    expect(tasks.stats()).toMatchObject({ threads: 2, running: 0, queued: 0, started: 2, stopped: 0 });
  });

  it('delivers events before the output, and yields them with events()', {
    timeout: TEST_TIMEOUT_MS,
  }, async () => {
    const tasks = pool();
    const seen: number[] = [];
    expect(await tasks.run('count', 3, { onEvent: (event) => seen.push(event) })).toBe('counted to 3');
    expect(seen).toEqual([1, 2, 3]);
    const iterator = tasks.events('count', 4);
    const yielded: number[] = [];
    let next = await iterator.next();
    for (; !next.done; next = await iterator.next()) yielded.push(next.value);
    expect(yielded).toEqual([1, 2, 3, 4]);
    expect(next.value).toBe('counted to 4');
  });

  it('moves transferred buffers back', { timeout: TEST_TIMEOUT_MS }, async () => {
    const bytes = await pool().run('buffer', 1000);
    expect(bytes).toBeInstanceOf(Uint8Array);
    expect([bytes.length, bytes[999]]).toEqual([1000, 7]);
  });

  it('rethrows library errors with their code and details', { timeout: TEST_TIMEOUT_MS }, async () => {
    const error = await pool()
      .run('reject', 'x')
      .catch((caught: unknown) => caught);
    expect(LangprocError.isInstance(error)).toBe(true);
    expect((error as LangprocError).toJSON()).toEqual({
      code: 'invalid_input',
      message: 'Expected something else, got x.',
      details: { field: 'x' },
    });
  });

  it('terminates the thread of an aborted runaway task and serves the next task on a new one', {
    timeout: TEST_TIMEOUT_MS,
  }, async () => {
    const tasks = pool();
    const controller = new AbortController();
    const spinning = tasks.run('spin', null, { abortSignal: controller.signal });
    // the task is running once the thread is busy; then abort it
    await expect.poll(() => tasks.stats().running).toBe(1);
    controller.abort();
    const error = await spinning.catch((caught: unknown) => caught);
    expect(AbortedError.isInstance(error)).toBe(true);
    expect(tasks.stats()).toMatchObject({ stopped: 1, running: 0 });
    expect(await tasks.run('double', 21)).toBe(42);
    expect(tasks.stats()).toMatchObject({ started: 2, stopped: 1 });
  });

  it('times a runaway task out (504 timeout) and terminates its thread', {
    timeout: TEST_TIMEOUT_MS,
  }, async () => {
    // the limit covers a thread's start (tsx loads in it: over 300 ms on a loaded machine), which the
    // task after the stopped one pays again; the spin task runs until it is stopped, whatever the limit
    const tasks = pool(1, 3000);
    await tasks.run('double', 1);
    const error = await tasks.run('spin', null).catch((caught: unknown) => caught);
    expect(TimeoutError.isInstance(error)).toBe(true);
    expect((error as TimeoutError).message).toBe('The spin task ran longer than 3000 ms and was stopped.');
    expect(tasks.stats().stopped).toBe(1);
    expect(await tasks.run('double', 2)).toBe(4);
  });

  it('queues tasks beyond the threads and drops an aborted waiting one without touching a thread', {
    timeout: TEST_TIMEOUT_MS,
  }, async () => {
    const tasks = pool(1);
    const controller = new AbortController();
    const spinning = tasks.run('spin', null, { abortSignal: controller.signal });
    const waitingController = new AbortController();
    const waiting = tasks.run('double', 1, { abortSignal: waitingController.signal });
    const next = tasks.run('double', 5);
    expect(tasks.stats()).toMatchObject({ queued: 2 });
    waitingController.abort();
    expect(AbortedError.isInstance(await waiting.catch((caught: unknown) => caught))).toBe(true);
    expect(tasks.stats()).toMatchObject({ queued: 1, stopped: 0 });
    controller.abort();
    await spinning.catch(() => {});
    expect(await next).toBe(10);
  });

  it('stops the task when the reader of events() stops early', { timeout: TEST_TIMEOUT_MS }, async () => {
    const tasks = pool();
    await tasks.run('double', 1);
    const iterator = tasks.events('countThenSpin', null);
    expect(await iterator.next()).toEqual({ done: false, value: 1 });
    // like a for-await loop that breaks after the first event
    await iterator.return(undefined as never);
    expect(tasks.stats()).toMatchObject({ running: 0, stopped: 1 });
  });

  it('fails the task of a thread that dies and starts another for the next', {
    timeout: TEST_TIMEOUT_MS,
  }, async () => {
    const tasks = pool();
    await expect(tasks.run('die', null)).rejects.toThrow('The task thread stopped unexpectedly.');
    expect(await tasks.run('double', 4)).toBe(8);
    expect(tasks.stats().started).toBe(2);
  });

  it('close() answers running and waiting tasks 503 shutting_down and refuses new ones', {
    timeout: TEST_TIMEOUT_MS,
  }, async () => {
    const tasks = pool(1);
    const spinning = tasks.run('spin', null);
    const waiting = tasks.run('double', 1);
    await expect.poll(() => tasks.stats().running).toBe(1);
    const settled = Promise.allSettled([spinning, waiting]);
    await tasks.close();
    for (const outcome of [...(await settled), ...(await Promise.allSettled([tasks.run('double', 2)]))]) {
      expect(outcome.status).toBe('rejected');
      const reason = (outcome as PromiseRejectedResult).reason as HttpError;
      expect([reason.status, reason.code, reason.headers]).toEqual([
        503,
        'shutting_down',
        { 'retry-after': '5' },
      ]);
    }
    expect(tasks.stats().threads).toBe(0);
  });

  it('rejects bad options', () => {
    expect(() => createTaskThreadPool({ threadFile: THREAD_FILE, threads: 0, timeoutMs: 1 })).toThrow(
      'Expected threads to be a positive integer, got 0.',
    );
    expect(() => createTaskThreadPool({ threadFile: THREAD_FILE, threads: 1, timeoutMs: 0 })).toThrow(
      'Expected timeoutMs to be a positive number, got 0.',
    );
  });
});
