/**
 * `langproc worker`: runs queued TTS jobs and transcription tasks from a PostgreSQL database
 * shared with `langproc serve` instances, without serving HTTP (src/http/create-worker.ts).
 *
 * @example
 * ```sh
 * langproc worker --database-url postgres://db/langproc --data-dir /shared/langproc --kinds tts
 * ```
 */
import type { Command } from 'commander';
import { InvalidInputError } from '../../errors/invalid-input-error.js';
import { createWorker } from '../../http/create-worker.js';
import { DEFAULT_MAX_WORK_ATTEMPTS, DEFAULT_SHUTDOWN_TIMEOUT_MS } from '../../http/http-server-options.js';
import { openPostgresStore } from '../../http/store/postgres-store.js';
import type { WorkKind } from '../../http/store/store.js';
import { DEFAULT_WORK_POLL_INTERVAL_MS } from '../../http/work-poller.js';
import { integerOption } from './integer-option.js';

/** `--kinds` names: the HTTP kinds of work this command can run. */
export const WORKER_KINDS: Readonly<Record<string, WorkKind>> = Object.freeze({
  tts: 'tts',
  transcription: 'transcription',
});
/** Kinds accepted by `--kinds` that run inside requests (nothing is queued for them). */
const REQUEST_KINDS = new Set(['translation', 'summarization']);

/** Parses `--kinds`: a comma-separated list of tts, transcription (translation, summarization: accepted, no queue). */
export function parseWorkerKinds(value: string): WorkKind[] {
  const kinds = new Set<WorkKind>();
  for (const name of value.split(',').map((part) => part.trim())) {
    const kind = WORKER_KINDS[name];
    if (kind !== undefined) kinds.add(kind);
    else if (!REQUEST_KINDS.has(name)) {
      throw new InvalidInputError({
        message: `Expected --kinds to list tts, transcription, translation or summarization, got ${name}.`,
      });
    }
  }
  return [...kinds];
}

interface WorkerCommandOptions {
  databaseUrl: string;
  dataDir: string;
  modelsDir?: string;
  kinds: WorkKind[];
  ttsConcurrency: number;
  transcriptionConcurrency: number;
  maxAttempts: number;
  pollInterval: number;
  shutdownTimeout: number;
}

/** Registers `langproc worker`. */
export function registerWorkerCommand(program: Command): void {
  program
    .command('worker')
    .description('run queued TTS and transcription jobs from a shared PostgreSQL database (docs/http.md)')
    .requiredOption('--database-url <url>', 'the PostgreSQL database of the servers (postgres://...)')
    .option(
      '--data-dir <dir>',
      'folder shared with the servers: uploads are read from it, audio written to it',
      './data',
    )
    .option('--models-dir <dir>', 'models folder (default: LANGPROC_MODELS_DIR or ~/.cache/langproc/models)')
    .option(
      '--kinds <kinds>',
      'comma-separated kinds of work: tts, transcription (translation and summarization run inside requests)',
      parseWorkerKinds,
      ['tts', 'transcription'],
    )
    .option('--tts-concurrency <n>', 'TTS jobs at once', integerOption('tts-concurrency', 1), 1)
    .option(
      '--transcription-concurrency <n>',
      'transcriptions at once',
      integerOption('transcription-concurrency', 1),
      1,
    )
    .option(
      '--max-attempts <n>',
      'starts of one job before it fails',
      integerOption('max-attempts', 1),
      DEFAULT_MAX_WORK_ATTEMPTS,
    )
    .option(
      '--poll-interval <ms>',
      'milliseconds between polls',
      integerOption('poll-interval', 1),
      DEFAULT_WORK_POLL_INTERVAL_MS,
    )
    .option(
      '--shutdown-timeout <ms>',
      'on SIGTERM/SIGINT, how long running jobs may finish before they are handed back',
      integerOption('shutdown-timeout', 0),
      DEFAULT_SHUTDOWN_TIMEOUT_MS,
    )
    .action(async (options: WorkerCommandOptions) => {
      const store = await openPostgresStore({ databaseUrl: options.databaseUrl });
      const { createDefaultServices } = await import('../../http/default-services.js');
      const services = createDefaultServices({ modelsDirectory: options.modelsDir, redactionThreads: 0 });
      const worker = createWorker({
        store,
        services,
        dataDirectory: options.dataDir,
        kinds: options.kinds,
        ttsConcurrency: options.ttsConcurrency,
        transcriptionConcurrency: options.transcriptionConcurrency,
        maxAttempts: options.maxAttempts,
        pollIntervalMs: options.pollInterval,
        onError: (error) =>
          process.stderr.write(`langproc worker: ${error instanceof Error ? error.name : 'error'}\n`),
      });
      process.stdout.write(`langproc worker running (kinds: ${options.kinds.join(', ') || 'none'})\n`);
      let stopping = false;
      const stop = () => {
        if (stopping) process.exit(1);
        stopping = true;
        worker
          .close({ timeoutMs: options.shutdownTimeout })
          .then(() => store.close())
          .then(() => services.close?.())
          .then(
            () => process.exit(0),
            () => process.exit(1),
          );
      };
      process.on('SIGINT', stop);
      process.on('SIGTERM', stop);
    });
}
