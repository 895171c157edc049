/**
 * Starts a worker thread on a module of this package. Built code runs the compiled `.js`; the
 * sources (benchmarks, tests, development under tsx) start the `.ts` file after registering tsx
 * in the thread, since loader hooks are not inherited by workers.
 *
 * @example
 * ```ts
 * const worker = startWorkerThread(new URL('./heavy-task-thread.js', import.meta.url));
 * ```
 */
import { Worker, type WorkerOptions } from 'node:worker_threads';

/** Whether `file` is a TypeScript source (run through tsx). */
function isSource(file: URL): boolean {
  return file.pathname.endsWith('.ts');
}

/**
 * The module next to `base` named `name` (without extension): `.ts` when `base` is a source,
 * else `.js`.
 */
export function siblingModule(name: string, base: string): URL {
  return new URL(`./${name}${base.endsWith('.ts') ? '.ts' : '.js'}`, base);
}

/** Starts a worker thread running `file` (a `.js` module, or a `.ts` one through tsx). */
export function startWorkerThread(file: URL, options: WorkerOptions = {}): Worker {
  if (!isSource(file)) return new Worker(file, options);
  const bootstrap = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(file.href)}); });`;
  return new Worker(bootstrap, { ...options, eval: true });
}
