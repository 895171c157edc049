/**
 * Builds the HTTP adapter: a Fastify server over a {@link Store}, the {@link HttpServices} and
 * the durable work queues. It validates requests with the contract's zod schemas, calls the
 * capabilities and frames their results; every error leaves as
 * `{"error": {"code", "message", "details"?}}` with the status of docs/errors.md.
 *
 * Logging: requests are logged by method, path, status and time only; bodies, headers, query
 * strings and error messages of failed requests never reach the log. When transcription is on,
 * the ffmpeg that decodes uploads (path, where it was found, version) is logged once at start.
 *
 * On start it resumes queued work, deletes results older than the retention and files the store
 * no longer refers to, then sweeps expired results periodically; it also opens the admin channel
 * through which `langproc keys` reaches the running server's store.
 *
 * @example
 * ```ts
 * const server = await createHttpServer({ dataDirectory: './data' });
 * const url = await server.listen({ port: 8080 });
 * // ... later
 * await server.close();
 * ```
 */
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { InvalidInputError } from '../errors/invalid-input-error.js';
import { RateLimitedError } from '../errors/rate-limited-error.js';
import { UnauthorizedError } from '../errors/unauthorized-error.js';
import { describeFfmpeg } from '../transcription/ffmpeg-binary.js';
import { createAccountSlots } from './account-slots.js';
import { type AdminChannel, openAdminChannel } from './admin-channel.js';
import { hashApiToken } from './api-keys.js';
import { createBalanceHolds } from './balance-holds.js';
import { createDirectoryBlobStore } from './blob-store.js';
import { drainConnectionsOnClose } from './connection-drain.js';
import { tidyDataDirectoryFiles } from './data-directory-files.js';
import {
  assertRetention,
  DEFAULT_RETENTION_MS,
  purgeExpiredData,
  startRetentionSweeps,
} from './data-retention.js';
import { toErrorResponse } from './error-response.js';
import { HttpError } from './http-error.js';
import {
  DEFAULT_BODY_LIMIT_BYTES,
  DEFAULT_MAX_JSON_ARRAY_LENGTH,
  DEFAULT_MAX_JSON_DEPTH,
  DEFAULT_MAX_QUEUED_WORK_PER_ACCOUNT,
  DEFAULT_MAX_STREAMS_PER_ACCOUNT,
  DEFAULT_MAX_TEXT_CODE_POINTS,
  DEFAULT_MAX_WORK_ATTEMPTS,
  DEFAULT_REQUESTS_PER_SECOND,
  DEFAULT_SHUTDOWN_TIMEOUT_MS,
  DEFAULT_UPLOAD_LIMIT_BYTES,
  type HttpServerOptions,
  MULTIPART_LIMITS,
} from './http-server-options.js';
import { registerIdempotency } from './idempotency.js';
import { registerJsonBodyParser } from './json-body-parser.js';
import { collectKnownRoutes, methodNotAllowed } from './method-not-allowed.js';
import { buildOpenApiDocument, OPENAPI_PATH } from './openapi.js';
import { createRateLimiter, type RateLimiter } from './rate-limiter.js';
import { registerTextRoutes } from './routes/text-routes.js';
import { registerTranscriptionRoutes } from './routes/transcription-routes.js';
import { registerTtsRoutes } from './routes/tts-routes.js';
import type { ServerContext } from './server-context.js';
import { loadFastify, loadMultipart } from './server-packages.js';
import type { HttpServices } from './services.js';
import { openSqliteStore } from './store/sqlite-store.js';
import type { Store } from './store/store.js';
import { createWorkAdmission } from './work-admission.js';
import { startWorkPoller } from './work-poller.js';
import { ABORT_GRACE_MS, createWorkQueues, type WorkQueues } from './work-queues.js';

/** The default accepted transcription model names. */
export const DEFAULT_TRANSCRIPTION_MODELS: readonly string[] = Object.freeze(['whisper-1-transcribe']);

/** A running (or ready to run) HTTP server. */
export interface HttpServer {
  /** The Fastify instance (for `inject` in tests, or extra routes). */
  readonly app: FastifyInstance;
  readonly store: Store;
  readonly queues: WorkQueues;
  /** Listens and resolves with the base URL, e.g. `http://127.0.0.1:8080`. */
  listen(options: { port: number; host?: string }): Promise<string>;
  /**
   * Graceful shutdown: stops accepting requests, lets running requests and jobs finish for
   * `shutdownTimeoutMs`, then stops their work (requests answer 503 `shutting_down`, jobs are
   * left for the next start), closes the store and the services. Bounded: about
   * `shutdownTimeoutMs` plus a few seconds.
   */
  close(): Promise<void>;
}

const BEARER = /^Bearer\s+(\S+)\s*$/iu;
const API_PREFIX = '/api/v1/';
/** Seconds a request refused for too many open event streams is told to wait. */
const STREAM_SLOTS_RETRY_AFTER_SECONDS = 1;

/** Whether a request path needs an API token: every /api/v1 path but the OpenAPI document. */
function needsToken(url: string): boolean {
  if (!url.startsWith(API_PREFIX)) return false;
  const path = url.split('?')[0]!;
  return path !== OPENAPI_PATH;
}

function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization;
  const match = header === undefined ? null : BEARER.exec(header);
  if (match === null) {
    throw new UnauthorizedError({ message: 'Expected the header "Authorization: Bearer <token>".' });
  }
  return match[1]!;
}

async function authenticate(
  request: FastifyRequest,
  store: Store,
  limiter: RateLimiter | undefined,
): Promise<void> {
  const tokenHash = hashApiToken(bearerToken(request));
  const account = await store.findAccountByTokenHash(tokenHash);
  if (account === undefined) throw new UnauthorizedError({ message: 'The API token is not valid.' });
  if (limiter !== undefined) {
    const decision = await limiter.take(tokenHash);
    if (!decision.allowed) {
      throw new RateLimitedError({
        message: `Too many requests for this token; retry after ${decision.retryAfterSeconds} s.`,
        details: { retryAfterSeconds: decision.retryAfterSeconds },
      });
    }
  }
  request.account = account;
}

function loggerOptions(option: HttpServerOptions['logger']): HttpServerOptions['logger'] {
  if (option === undefined || option === false) return false;
  const base = option === true ? {} : option;
  return {
    ...base,
    serializers: {
      req: (request: { method: string; url: string; id: string }) => ({
        id: request.id,
        method: request.method,
        path: request.url.split('?')[0],
      }),
      res: (response: { statusCode: number }) => ({ statusCode: response.statusCode }),
      // Messages of unexpected errors may quote input; only the type and code are logged.
      err: (error: Error & { code?: string }) => ({
        type: error.name,
        message: error.code ?? error.name,
        stack: error.stack?.split('\n').slice(1).join('\n') ?? '',
      }),
    },
  };
}

/** Logs which ffmpeg decodes uploads: its path, where it was found and its version (no personal data). */
async function logFfmpeg(log: FastifyBaseLogger): Promise<void> {
  try {
    const ffmpeg = await describeFfmpeg();
    log.info({ ffmpeg }, 'transcription decodes media with this ffmpeg');
    if (ffmpeg.source === 'installer') {
      log.warn(
        { ffmpeg },
        'ffmpeg is the 2018 build bundled with @ffmpeg-installer: install a current ffmpeg on PATH (docs/speech.md)',
      );
    }
  } catch (error) {
    log.warn({ err: error }, 'no ffmpeg found: transcription tasks will fail');
  }
}

/** Creates the server and resumes queued work left by a previous process. */
export async function createHttpServer(options: HttpServerOptions): Promise<HttpServer> {
  const retentionMs = options.retentionMs ?? DEFAULT_RETENTION_MS;
  assertRetention(retentionMs);
  const sharedDatabase = options.sharedDatabase ?? false;
  const runWork = options.runWork ?? true;
  if (!runWork && !sharedDatabase) {
    throw new InvalidInputError({
      message: 'Expected sharedDatabase with runWork off: who else would run the work?',
    });
  }
  // the optional HTTP packages (PackageNotInstalledError naming the install line when missing)
  const [{ Fastify, LogController }, multipart] = await Promise.all([loadFastify(), loadMultipart()]);
  const store = options.store ?? openSqliteStore({ dataDirectory: options.dataDirectory });
  const blobStore = options.blobStore ?? createDirectoryBlobStore({ directory: options.dataDirectory });
  let services: HttpServices;
  if (options.services !== undefined) {
    services = options.services;
  } else {
    const { createDefaultServices } = await import('./default-services.js');
    services = createDefaultServices({
      modelsDirectory: options.modelsDirectory,
      redactionThreads: options.redactionThreads,
      ...(options.taskThreads === undefined ? {} : { taskThreads: options.taskThreads }),
      ...(options.taskTimeoutMs === undefined ? {} : { taskTimeoutMs: options.taskTimeoutMs }),
    });
  }
  const limits = {
    bodyLimitBytes: options.bodyLimitBytes ?? DEFAULT_BODY_LIMIT_BYTES,
    uploadLimitBytes: options.uploadLimitBytes ?? DEFAULT_UPLOAD_LIMIT_BYTES,
    maxTextCodePoints: options.maxTextCodePoints ?? DEFAULT_MAX_TEXT_CODE_POINTS,
    maxJsonDepth: options.maxJsonDepth ?? DEFAULT_MAX_JSON_DEPTH,
    maxJsonArrayLength: options.maxJsonArrayLength ?? DEFAULT_MAX_JSON_ARRAY_LENGTH,
    maxStreamsPerAccount: options.maxStreamsPerAccount ?? DEFAULT_MAX_STREAMS_PER_ACCOUNT,
    maxQueuedWorkPerAccount: options.maxQueuedWorkPerAccount ?? DEFAULT_MAX_QUEUED_WORK_PER_ACCOUNT,
  };
  const rateLimit = options.rateLimit ?? { requestsPerSecond: DEFAULT_REQUESTS_PER_SECOND };
  const limiter = rateLimit === false ? undefined : (options.rateLimiter ?? createRateLimiter(rateLimit));

  const app = Fastify({
    logger: loggerOptions(options.logger),
    bodyLimit: limits.bodyLimitBytes,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    // one line per request (fastify's default is two at info: "incoming request", "request completed")
    logController: new LogController({ disableRequestLogging: true }),
  });
  // one line per request at info; the arrival only at debug (where a test or an operator watching
  // a slow request needs to see that it came in)
  app.addHook('onRequest', async (request) => {
    request.log.debug({ req: request }, 'incoming request');
  });
  app.addHook('onResponse', async (request, reply) => {
    request.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  });
  if (services.transcribe !== undefined && options.logger !== undefined && options.logger !== false) {
    await logFfmpeg(app.log);
  }
  // on close, connections end once their responses are fully sent (never cut short)
  drainConnectionsOnClose(app.server);
  const workQueues = createWorkQueues({
    store,
    services,
    dataDirectory: options.dataDirectory,
    blobStore,
    ttsConcurrency: options.ttsConcurrency,
    transcriptionConcurrency: options.transcriptionConcurrency,
    onInternalError: (error) => app.log.error({ err: error }, 'work queue failure'),
  });
  // Without workers, created work is left `pending` in the store for `langproc worker` to poll.
  const queues: WorkQueues = runWork
    ? workQueues
    : { ...workQueues, enqueueTts() {}, enqueueTranscription() {} };
  const context: ServerContext = {
    dataDirectory: options.dataDirectory,
    store,
    blobStore,
    services,
    queues,
    limits,
    transcriptionModels: services.transcriptionModels ?? DEFAULT_TRANSCRIPTION_MODELS,
    balanceHolds: createBalanceHolds(),
    streamSlots: createAccountSlots({
      limit: limits.maxStreamsPerAccount,
      what: 'event streams',
      retryAfterSeconds: STREAM_SLOTS_RETRY_AFTER_SECONDS,
    }),
    workAdmission: createWorkAdmission({ store, maxUnfinished: limits.maxQueuedWorkPerAccount }),
  };

  app.decorateRequest('account', null);
  // JSON and multipart only: a text/plain body is a 415, not a string to validate.
  app.removeContentTypeParser('text/plain');
  registerJsonBodyParser(app, { maxDepth: limits.maxJsonDepth, maxArrayLength: limits.maxJsonArrayLength });
  await app.register(multipart, {
    limits: { fileSize: limits.uploadLimitBytes, ...MULTIPART_LIMITS },
  });
  const knownRoutes = collectKnownRoutes(app);

  app.addHook('onRequest', async (request) => {
    if (needsToken(request.url)) await authenticate(request, store, limiter);
  });
  registerIdempotency(app, store);

  /** 405 with `Allow` on a known path, else 404. */
  const noRoute = (request: FastifyRequest): HttpError => {
    const allowed = knownRoutes.allowedMethods(request.url.split('?')[0]!);
    return allowed === undefined
      ? new HttpError({ status: 404, code: 'not_found', message: 'No such route.' })
      : methodNotAllowed(allowed);
  };

  app.setErrorHandler((error, request, reply) => {
    // Fastify may refuse a request no route serves before the not-found handler runs (a QUERY
    // without Content-Type, a body it cannot parse): that is still an unsupported method.
    const framework = (error as { code?: unknown }).code;
    const unrouted = request.is404 && typeof framework === 'string' && framework.startsWith('FST_');
    const response = toErrorResponse(unrouted ? noRoute(request) : error);
    if (response.status >= 500 && response.status !== 503) {
      request.log.error({ err: error }, 'request failed');
    }
    void reply.status(response.status).headers(response.headers).send(response.body);
  });
  app.setNotFoundHandler((request, reply) => {
    const response = toErrorResponse(noRoute(request));
    void reply.status(response.status).headers(response.headers).send(response.body);
  });

  const openApiDocument = buildOpenApiDocument({
    maxTextCodePoints: limits.maxTextCodePoints,
    uploadLimitBytes: limits.uploadLimitBytes,
  });
  app.get(OPENAPI_PATH, async () => openApiDocument);
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    const capabilities = {
      redact: services.redact !== undefined,
      translate: services.translate !== undefined,
      summarize: services.summarize !== undefined,
      synthesize: services.synthesize !== undefined,
      transcribe: services.transcribe !== undefined,
    };
    // models are listed, not required: redaction, summaries and speech need none, and a call that
    // needs a missing model answers 503 with the pull command
    const models = services.modelStatus?.();
    const body = { capabilities, ...(models === undefined ? {} : { models }) };
    try {
      await store.countAccounts();
      return { status: 'ready', ...body };
    } catch {
      return reply.status(503).send({ status: 'not_ready', ...body });
    }
  });
  registerTextRoutes(app, context);
  registerTtsRoutes(app, context);
  registerTranscriptionRoutes(app, context);

  const maxAttempts = options.maxWorkAttempts ?? DEFAULT_MAX_WORK_ATTEMPTS;
  // Interrupted work is requeued or failed first, so that the uploads of failed tasks count as
  // orphans; files are tidied before any work runs (a TTS job writes its audio before the store
  // refers to it) and before any request (an upload being received is not in the store yet).
  await store.recoverInterruptedWork({ maxAttempts });
  await purgeExpiredData({ store, retentionMs, blobStore });
  if (!sharedDatabase) await tidyDataDirectoryFiles({ store, dataDirectory: options.dataDirectory });
  if (runWork) await queues.resume({ maxAttempts });
  const poller =
    sharedDatabase && runWork
      ? startWorkPoller({
          store,
          queues,
          kinds: ['tts', 'transcription'],
          concurrency: {
            tts: options.ttsConcurrency ?? 1,
            transcription: options.transcriptionConcurrency ?? 1,
          },
          maxAttempts,
          onError: (error) => app.log.error({ err: error }, 'work poll failure'),
        })
      : undefined;
  const sweeps = startRetentionSweeps({
    store,
    retentionMs,
    blobStore,
    onError: (error) => app.log.error({ err: error }, 'retention sweep failure'),
  });
  let adminChannel: AdminChannel | undefined;
  if (options.adminChannel !== false && !sharedDatabase) {
    adminChannel = await openAdminChannel({
      dataDirectory: options.dataDirectory,
      store,
      onError: (error) => app.log.error({ err: error }, 'admin channel failure'),
    });
  }

  let closing: Promise<void> | undefined;
  return {
    app,
    store,
    queues,
    async listen({ port, host = '127.0.0.1' }) {
      await app.listen({ port, host });
      const address = app.server.address();
      const actualPort = typeof address === 'object' && address !== null ? address.port : port;
      const shownHost = host.includes(':') ? `[${host}]` : host;
      return `http://${shownHost}:${actualPort}`;
    },
    close() {
      closing ??= (async () => {
        const grace = options.shutdownTimeoutMs ?? DEFAULT_SHUTDOWN_TIMEOUT_MS;
        // Stop accepting; running requests and jobs get the grace period to finish.
        const drained = app.close();
        await poller?.stop();
        const queuesClosed = queues.close({ timeoutMs: grace });
        if (!(await settlesWithin(drained, grace))) {
          // Past it: stop the heavy work still running (its requests answer 503 shutting_down),
          // then drop the connections of whatever still does not end.
          await services.close?.();
          if (!(await settlesWithin(drained, ABORT_GRACE_MS))) app.server.closeAllConnections();
          await drained;
        }
        await queuesClosed;
        await adminChannel?.close();
        await sweeps.stop();
        await store.close();
        await services.close?.();
      })();
      return closing;
    },
  };
}

/** Whether `promise` settles within `milliseconds`. */
async function settlesWithin(promise: Promise<unknown>, milliseconds: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const elapsed = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), milliseconds);
  });
  try {
    return await Promise.race([promise.then(() => true), elapsed]);
  } finally {
    clearTimeout(timer);
  }
}
