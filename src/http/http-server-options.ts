/**
 * Options of {@link createHttpServer}: where data lives, which capabilities to serve, and the
 * limits of the server. Every field but `dataDirectory` has a default.
 *
 * @example
 * ```ts
 * const options: HttpServerOptions = { dataDirectory: './data', rateLimit: { requestsPerSecond: 20 } };
 * ```
 */
import type { FastifyServerOptions } from 'fastify';
import type { BlobStore } from './blob-store.js';
import type { RateLimiter, RateLimiterOptions } from './rate-limiter.js';
import type { HttpServices } from './services.js';
import type { Store } from './store/store.js';

/** Largest JSON body, in bytes. */
export const DEFAULT_BODY_LIMIT_BYTES = 1_048_576;
/** Largest transcription upload, in bytes (200 MB). */
export const DEFAULT_UPLOAD_LIMIT_BYTES = 200 * 1024 * 1024;
/** Largest text of redact, translate and summarize, in Unicode code points. */
export const DEFAULT_MAX_TEXT_CODE_POINTS = 100_000;
/** Default sustained requests per second per API token. */
export const DEFAULT_REQUESTS_PER_SECOND = 50;
/** Most nested arrays and objects in a JSON body. */
export const DEFAULT_MAX_JSON_DEPTH = 16;
/** Most elements of one array in a JSON body. */
export const DEFAULT_MAX_JSON_ARRAY_LENGTH = 1_000;
/** Most event streams (`stream: true`) one account may have open at once. */
export const DEFAULT_MAX_STREAMS_PER_ACCOUNT = 4;
/** Most TTS jobs and transcription tasks one account may have pending or processing. */
export const DEFAULT_MAX_QUEUED_WORK_PER_ACCOUNT = 20;
/**
 * Limits of a multipart body (POST /api/v1/api/transcribe): one file, at most 10 other fields
 * and 12 parts in all, field names of at most 100 bytes and values of at most 1024 bytes (413
 * above any of them).
 */
export const MULTIPART_LIMITS = Object.freeze({
  files: 1,
  fields: 10,
  parts: 12,
  fieldNameSize: 100,
  fieldSize: 1024,
});
/** Default longest run of one heavy task (summary, synthesis, streamed redaction), in ms. */
export const DEFAULT_TASK_TIMEOUT_MS = 120_000;
/** How often queued work may be interrupted by a restart before it is failed. */
export const DEFAULT_MAX_WORK_ATTEMPTS = 3;
/**
 * How long a graceful shutdown lets running requests and jobs finish, in milliseconds; then their
 * work is stopped (requests answer 503 `shutting_down`, jobs are resumed by the next start).
 */
export const DEFAULT_SHUTDOWN_TIMEOUT_MS = 30_000;

/** Options of {@link createHttpServer}. */
export interface HttpServerOptions {
  /**
   * Folder holding the database (`langproc.sqlite`), uploads (`uploads/`) and synthesized audio
   * (`tts/`). Created when missing (mode 0700).
   * @example './data'
   */
  dataDirectory: string;
  /**
   * The capabilities to serve.
   * @default createDefaultServices({ modelsDirectory })
   */
  services?: HttpServices;
  /**
   * The store.
   * @default openSqliteStore({ dataDirectory })
   */
  store?: Store;
  /**
   * Where the audio of TTS jobs is kept.
   * @default createDirectoryBlobStore({ directory: dataDirectory }) (`<dataDirectory>/tts/`)
   */
  blobStore?: BlobStore;
  /**
   * Models folder used by the default services.
   * @default resolveModelsDirectory() (LANGPROC_MODELS_DIR, then ~/.cache/langproc/models)
   */
  modelsDirectory?: string;
  /**
   * Worker threads of the default services' redaction (0: on the main thread). Ignored when
   * `services` is given.
   * @default 0
   */
  redactionThreads?: number;
  /**
   * Worker threads of the default services' summaries, speech synthesis and streamed redaction
   * (0: on the main thread). Ignored when `services` is given.
   * @default 1
   */
  taskThreads?: number;
  /**
   * Longest run of one such task before its thread is terminated (504 `timeout`). Ignored when
   * `services` is given.
   * @default 120000
   */
  taskTimeoutMs?: number;
  /** @default 1048576 (1 MiB) */
  bodyLimitBytes?: number;
  /** @default 209715200 (200 MB) */
  uploadLimitBytes?: number;
  /** @default 100000 */
  maxTextCodePoints?: number;
  /** Most nested arrays and objects in a JSON body (400 above). @default 16 */
  maxJsonDepth?: number;
  /** Most elements of one array in a JSON body (400 above). @default 1000 */
  maxJsonArrayLength?: number;
  /** Event streams one account may have open at once (429 above). @default 4 */
  maxStreamsPerAccount?: number;
  /** TTS jobs and transcription tasks one account may have unfinished (429 above). @default 20 */
  maxQueuedWorkPerAccount?: number;
  /**
   * Per-token rate limit, or `false` for none.
   * @default { requestsPerSecond: 50, burst: 100 }
   */
  rateLimit?: Omit<RateLimiterOptions, 'now'> | false;
  /**
   * The limiter that enforces `rateLimit` (ignored when it is `false`): instances sharing a
   * database pass one that counts there (`createPostgresRateLimiter`), so N instances allow the
   * rate once, not N times.
   * @default createRateLimiter(rateLimit) (in this process)
   */
  rateLimiter?: RateLimiter;
  /** TTS jobs run at once. @default 1 */
  ttsConcurrency?: number;
  /** Transcription tasks run at once. @default 1 */
  transcriptionConcurrency?: number;
  /** @default 3 */
  maxWorkAttempts?: number;
  /**
   * How long results are kept after a job finishes, in milliseconds: text jobs, TTS jobs with
   * their audio and transcription tasks are then deleted (swept on start and every half
   * retention, between 1 second and 10 minutes), and answer 404 like unknown ids.
   * @default 604800000 (7 days)
   * @example 86_400_000
   */
  retentionMs?: number;
  /**
   * Whether `langproc keys` commands may reach this server's store through the admin channel
   * (`<dataDirectory>/admin.sock`, src/http/admin-channel.ts).
   * @default true
   */
  adminChannel?: boolean;
  /**
   * Whether other processes share the store (PostgreSQL: several `serve` and `worker`
   * processes). Then no admin channel is opened (key commands go to the database), files of the
   * data directory are not tidied at start (another instance may be receiving an upload), and
   * when `runWork` is on, the server also polls the store for work other instances queued or
   * left behind (src/http/work-poller.ts).
   * @default false
   */
  sharedDatabase?: boolean;
  /**
   * Whether this server runs queued TTS jobs and transcription tasks. Off (`serve --no-workers`),
   * it only queues them for `langproc worker` processes; it requires `sharedDatabase`.
   * @default true
   */
  runWork?: boolean;
  /**
   * How long `close()` lets running requests and jobs finish before it stops their work.
   * @default 30000
   */
  shutdownTimeoutMs?: number;
  /**
   * Fastify logger options (pino). Requests are logged by method, path and status only; bodies,
   * headers and query strings never are.
   * @default false
   */
  logger?: boolean | FastifyServerOptions['logger'];
}
