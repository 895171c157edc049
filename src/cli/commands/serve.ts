/**
 * `langproc serve`: starts the HTTP adapter on the embedded defaults. On an empty store it
 * creates a `development` account and prints its token once.
 *
 * @example
 * ```sh
 * langproc serve --port 8080 --data-dir ./data
 * langproc serve --port 8081 --data-dir /shared/langproc --database-url postgres://db/langproc --no-workers
 * ```
 */
import { availableParallelism } from 'node:os';
import { type Command, Option } from 'commander';
import { InvalidInputError } from '../../errors/invalid-input-error.js';
import { createAccountWithKey } from '../../http/api-keys.js';
import { createHttpServer } from '../../http/create-http-server.js';
import { parseRetention } from '../../http/data-retention.js';
import {
  DEFAULT_BODY_LIMIT_BYTES,
  DEFAULT_MAX_TEXT_CODE_POINTS,
  DEFAULT_REQUESTS_PER_SECOND,
  DEFAULT_SHUTDOWN_TIMEOUT_MS,
  DEFAULT_TASK_TIMEOUT_MS,
  DEFAULT_UPLOAD_LIMIT_BYTES,
} from '../../http/http-server-options.js';
import { createPostgresRateLimiter } from '../../http/store/postgres-rate-limiter.js';
import { openPostgresStore } from '../../http/store/postgres-store.js';
import { openSqliteStore } from '../../http/store/sqlite-store.js';
import { formatStartSummary, type Readiness } from '../start-summary.js';
import { integerOption } from './integer-option.js';

/** Redaction worker threads by default: one per CPU, at most 4 (each costs about 85 MB). */
export const DEFAULT_REDACTION_THREADS = Math.min(4, availableParallelism());

/** Heavy-task worker threads by default (summaries, synthesis, streamed redaction): one per CPU, at most 2. */
export const DEFAULT_TASK_THREADS = Math.min(2, availableParallelism());

/** After a shutdown signal, the process exits at the latest this long after the drain period. */
export const SHUTDOWN_BACKSTOP_MS = 10_000;

/** Balance of the development account created on first start. */
export const DEVELOPMENT_BALANCE = 100;

interface ServeCommandOptions {
  port: number;
  host: string;
  dataDir: string;
  modelsDir?: string;
  bodyLimit: number;
  uploadLimit: number;
  maxText: number;
  rateLimit: number;
  ttsConcurrency: number;
  transcriptionConcurrency: number;
  redactionThreads: number;
  retention?: number;
  taskThreads: number;
  taskTimeout: number;
  shutdownTimeout: number;
  logLevel: string;
  databaseUrl?: string;
  workers: boolean;
}

/** `true` when an optional peer dependency can be found from here (resolved, not loaded). */
function isPackageInstalled(packageName: string): boolean {
  try {
    import.meta.resolve(packageName);
    return true;
  } catch {
    return false;
  }
}

/** Registers `langproc serve`. */
export function registerServeCommand(program: Command): void {
  program
    .command('serve')
    .description('serve the HTTP API (docs/http.md)')
    .option('--port <port>', 'port to listen on (0 picks a free one)', integerOption('port', 0), 8080)
    .option('--host <host>', 'address to listen on', '127.0.0.1')
    .option('--data-dir <dir>', 'folder for the database, uploads and audio', './data')
    .option('--models-dir <dir>', 'models folder (default: LANGPROC_MODELS_DIR or ~/.cache/langproc/models)')
    .option(
      '--body-limit <bytes>',
      'largest JSON body',
      integerOption('body-limit', 1),
      DEFAULT_BODY_LIMIT_BYTES,
    )
    .option(
      '--upload-limit <bytes>',
      'largest upload',
      integerOption('upload-limit', 1),
      DEFAULT_UPLOAD_LIMIT_BYTES,
    )
    .option(
      '--max-text <codePoints>',
      'longest text',
      integerOption('max-text', 1),
      DEFAULT_MAX_TEXT_CODE_POINTS,
    )
    .option(
      '--rate-limit <requestsPerSecond>',
      'requests per second per token (0 turns the limit off)',
      integerOption('rate-limit', 0),
      DEFAULT_REQUESTS_PER_SECOND,
    )
    .option('--tts-concurrency <n>', 'TTS jobs at once', integerOption('tts-concurrency', 1), 1)
    .option(
      '--transcription-concurrency <n>',
      'transcriptions at once',
      integerOption('transcription-concurrency', 1),
      1,
    )
    .addOption(
      new Option('--redaction-threads <n>', 'worker threads for redaction (0: on the main thread)')
        .argParser(integerOption('redaction-threads', 0))
        .default(DEFAULT_REDACTION_THREADS, `${DEFAULT_REDACTION_THREADS}: the CPU count, at most 4`),
    )
    .option(
      '--retention <duration>',
      'how long results (text jobs, TTS audio, transcripts) are kept after they finish, e.g. 36h, 90m, 3600s (default: 7d)',
      parseRetention,
    )
    .addOption(
      new Option(
        '--task-threads <n>',
        'worker threads for summaries, speech synthesis and streamed redaction (0: on the main thread)',
      )
        .argParser(integerOption('task-threads', 0))
        .default(DEFAULT_TASK_THREADS, `${DEFAULT_TASK_THREADS}: the CPU count, at most 2`),
    )
    .option(
      '--task-timeout <ms>',
      'longest run of one summary, synthesis or streamed redaction before it is stopped (504)',
      integerOption('task-timeout', 1),
      DEFAULT_TASK_TIMEOUT_MS,
    )
    .option(
      '--shutdown-timeout <ms>',
      'on SIGTERM/SIGINT, how long running requests and jobs may finish before their work is stopped',
      integerOption('shutdown-timeout', 0),
      DEFAULT_SHUTDOWN_TIMEOUT_MS,
    )
    .option('--log-level <level>', 'fatal, error, warn, info, debug or silent', 'info')
    .option(
      '--database-url <url>',
      'PostgreSQL database shared by several serve and worker processes (postgres://...); without it, SQLite in --data-dir',
    )
    .option(
      '--no-workers',
      'do not run TTS and transcription jobs here (langproc worker runs them); needs --database-url',
    )
    .action(async (options: ServeCommandOptions) => {
      if (!options.workers && options.databaseUrl === undefined) {
        throw new InvalidInputError({
          message: 'Expected --database-url with --no-workers: workers need a shared database.',
        });
      }
      const postgresStore =
        options.databaseUrl === undefined
          ? undefined
          : await openPostgresStore({ databaseUrl: options.databaseUrl });
      const store = postgresStore ?? openSqliteStore({ dataDirectory: options.dataDir });
      let developmentToken: string | undefined;
      // A shared database gets its accounts from `langproc keys create --database-url`.
      if (options.databaseUrl === undefined && (await store.countAccounts()) === 0) {
        developmentToken = (
          await createAccountWithKey(store, { name: 'development', balance: DEVELOPMENT_BALANCE })
        ).token;
      }
      const server = await createHttpServer({
        dataDirectory: options.dataDir,
        store,
        modelsDirectory: options.modelsDir,
        bodyLimitBytes: options.bodyLimit,
        uploadLimitBytes: options.uploadLimit,
        maxTextCodePoints: options.maxText,
        rateLimit: options.rateLimit === 0 ? false : { requestsPerSecond: options.rateLimit },
        // Instances on one database share the rate limit: counted there.
        ...(postgresStore === undefined || options.rateLimit === 0
          ? {}
          : {
              rateLimiter: createPostgresRateLimiter({
                store: postgresStore,
                requestsPerSecond: options.rateLimit,
              }),
            }),
        ttsConcurrency: options.ttsConcurrency,
        transcriptionConcurrency: options.transcriptionConcurrency,
        redactionThreads: options.redactionThreads,
        ...(options.retention === undefined ? {} : { retentionMs: options.retention }),
        taskThreads: options.taskThreads,
        taskTimeoutMs: options.taskTimeout,
        shutdownTimeoutMs: options.shutdownTimeout,
        logger: options.logLevel === 'silent' ? false : { level: options.logLevel },
        sharedDatabase: options.databaseUrl !== undefined,
        runWork: options.workers,
      });
      // what works without models and what needs a pull, from /readyz (asked before listening)
      const readiness = (await server.app.inject({ method: 'GET', url: '/readyz' })).json() as Readiness;
      const url = await server.listen({ port: options.port, host: options.host });
      const database = options.databaseUrl === undefined ? '' : ', database: PostgreSQL';
      // one write, so a reader sees the URL, the summary and the token (last line) together
      process.stdout.write(
        `langproc serving on ${url} (data in ${options.dataDir}${database})\n` +
          formatStartSummary(readiness, options.dataDir, isPackageInstalled) +
          (developmentToken === undefined
            ? ''
            : `Empty store: created account "development" (balance ${DEVELOPMENT_BALANCE}). Its API token, shown once:\n${developmentToken}\n`),
      );
      // The first signal drains (bounded by --shutdown-timeout, then a backstop); a second one
      // exits at once.
      let stopping = false;
      const stop = (signal: NodeJS.Signals) => {
        if (stopping) {
          process.stdout.write(`langproc: ${signal} received again, exiting now\n`);
          process.exit(1);
        }
        stopping = true;
        process.stdout.write(`langproc: ${signal} received, shutting down\n`);
        setTimeout(() => {
          process.stdout.write('langproc: shutdown did not finish in time, exiting\n');
          process.exit(1);
        }, options.shutdownTimeout + SHUTDOWN_BACKSTOP_MS).unref();
        server.close().then(
          () => process.exit(0),
          () => process.exit(1),
        );
      };
      process.on('SIGINT', stop);
      process.on('SIGTERM', stop);
    });
}
