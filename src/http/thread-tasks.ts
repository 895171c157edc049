/**
 * The protocol between a {@link createTaskThreadPool} pool and its worker threads, and the
 * thread side of it: `serveThreadTasks(handlers)` answers `{ id, kind, input }` messages by
 * running `handlers[kind](input, emit)`, one task at a time; a handler may `emit` events before
 * it returns (a streamed summary's sections). Errors travel as their code, message and details
 * (never user text); outputs holding `ArrayBuffer`s listed in `transfer` move without a copy.
 *
 * @example
 * ```ts
 * // my-task-thread.ts
 * serveThreadTasks<MyTasks>({ double: async (input: number) => ({ output: input * 2 }) });
 * ```
 */
import { parentPort } from 'node:worker_threads';
import { LangprocError } from '../errors/langproc-error.js';

/** The tasks a thread runs: for each kind, its input, the events it may emit, and its output. */
export type TaskMap = Record<string, { input: unknown; event: unknown; output: unknown }>;

/** What a handler returns: the output, and the buffers to move instead of copying. */
export interface TaskOutcome<Output> {
  output: Output;
  transfer?: ArrayBuffer[];
}

/** Runs one task kind on the thread. */
export type TaskHandler<Task extends TaskMap[string]> = (
  input: Task['input'],
  emit: (event: Task['event']) => void,
) => Promise<TaskOutcome<Task['output']>>;

/** A handler per task kind. */
export type TaskHandlers<Tasks extends TaskMap> = { [Kind in keyof Tasks]: TaskHandler<Tasks[Kind]> };

/** A message to a task thread. */
export interface TaskRequest {
  id: number;
  kind: string;
  input: unknown;
}

/** An error as it crosses threads: a library error's code, message and details, or `null` code. */
export interface TaskError {
  code: string | null;
  message: string;
  details?: Record<string, unknown>;
}

/** A message from a task thread. */
export type TaskResponse =
  | { id: number; event: unknown }
  | { id: number; output: unknown }
  | { id: number; error: TaskError };

function taskErrorOf(error: unknown): TaskError {
  return LangprocError.isInstance(error)
    ? { code: error.code, message: error.message, ...(error.details ? { details: error.details } : {}) }
    : { code: null, message: 'the task failed' };
}

/** Answers the task messages of this worker thread with `handlers`. */
export function serveThreadTasks<Tasks extends TaskMap>(handlers: TaskHandlers<Tasks>): void {
  const port = parentPort;
  if (port === null) return;
  port.on('message', async ({ id, kind, input }: TaskRequest) => {
    try {
      const handler = handlers[kind as keyof Tasks];
      if (handler === undefined) throw new Error(`unknown task kind ${kind}`);
      const { output, transfer } = await handler(input as never, (event) => {
        port.postMessage({ id, event } satisfies TaskResponse);
      });
      port.postMessage({ id, output } satisfies TaskResponse, transfer ?? []);
    } catch (error) {
      port.postMessage({ id, error: taskErrorOf(error) } satisfies TaskResponse);
    }
  });
}
