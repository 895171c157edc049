/**
 * Builds the HTTP adapter: a Fastify server over a {@link Store}, the {@link HttpServices} and
 * the durable work queues. It validates requests with the contract's zod schemas, calls the
 * capabilities and frames their results; every error leaves as
 * `{"error": {"code", "message", "details"?}}` with the status of docs/errors.md.
 *
 * Logging: requests are logged by method, path, status and time only; bodies, headers, query
 * strings and error messages of failed requests never reach the log.
 *
 * @example
 * ```ts
 * const server = await createHttpServer({ dataDirectory: './data' });
 * const url = await server.listen({ port: 8080 });
 * // ... later
 * await server.close();
 * ```
 */
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { RateLimitedError } from '../errors/rate-limited-error.js';
import { UnauthorizedError } from '../errors/unauthorized-error.js';
import { hashApiToken } from './api-keys.js';
import { drainConnectionsOnClose } from './connection-drain.js';
import { toErrorResponse } from './error-response.js';
import { HttpError } from './http-error.js';
import {
  DEFAULT_BODY_LIMIT_BYTES,
  DEFAULT_MAX_TEXT_CODE_POINTS,
  DEFAULT_MAX_WORK_ATTEMPTS,
  DEFAULT_REQUESTS_PER_SECOND,
  DEFAULT_SHUTDOWN_TIMEOUT_MS,
  DEFAULT_UPLOAD_LIMIT_BYTES,
  type HttpServerOptions,
} from './http-server-options.js';
import { buildOpenApiDocument } from './openapi.js';
import { createRateLimiter, type RateLimiter } from './rate-limiter.js';
import { registerTextRoutes } from './routes/text-routes.js';
import { registerTranscriptionRoutes } from './routes/transcription-routes.js';
import { registerTtsRoutes } from './routes/tts-routes.js';
import type { ServerContext } from './server-context.js';
import type { HttpServices } from './services.js';
import { openSqliteStore } from './store/sqlite-store.js';
import type { Store } from './store/store.js';
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
    const decision = limiter.take(tokenHash);
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

/** Creates the server and resumes queued work left by a previous process. */
export async function createHttpServer(options: HttpServerOptions): Promise<HttpServer> {
  const store = options.store ?? openSqliteStore({ dataDirectory: options.dataDirectory });
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
  };
  const rateLimit = options.rateLimit ?? { requestsPerSecond: DEFAULT_REQUESTS_PER_SECOND };
  const limiter = rateLimit === false ? undefined : createRateLimiter(rateLimit);

  const app = Fastify({
    logger: loggerOptions(options.logger),
    bodyLimit: limits.bodyLimitBytes,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  });
  // on close, connections end once their responses are fully sent (never cut short)
  drainConnectionsOnClose(app.server);
  const queues = createWorkQueues({
    store,
    services,
    dataDirectory: options.dataDirectory,
    ttsConcurrency: options.ttsConcurrency,
    transcriptionConcurrency: options.transcriptionConcurrency,
    onInternalError: (error) => app.log.error({ err: error }, 'work queue failure'),
  });
  const context: ServerContext = {
    dataDirectory: options.dataDirectory,
    store,
    services,
    queues,
    limits,
    transcriptionModels: services.transcriptionModels ?? DEFAULT_TRANSCRIPTION_MODELS,
  };

  app.decorateRequest('account', null);
  // JSON and multipart only: a text/plain body is a 415, not a string to validate.
  app.removeContentTypeParser('text/plain');
  await app.register(multipart, {
    limits: { fileSize: limits.uploadLimitBytes, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
  });

  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith(API_PREFIX)) await authenticate(request, store, limiter);
  });

  app.setErrorHandler((error, request, reply) => {
    const response = toErrorResponse(error);
    if (response.status >= 500 && response.status !== 503) {
      request.log.error({ err: error }, 'request failed');
    }
    void reply.status(response.status).headers(response.headers).send(response.body);
  });
  app.setNotFoundHandler((_request, reply) => {
    const response = toErrorResponse(
      new HttpError({ status: 404, code: 'not_found', message: 'No such route.' }),
    );
    void reply.status(404).send(response.body);
  });

  const openApiDocument = buildOpenApiDocument();
  app.get('/api/v1/openapi.json', async () => openApiDocument);
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

  await queues.resume({ maxAttempts: options.maxWorkAttempts ?? DEFAULT_MAX_WORK_ATTEMPTS });

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
        const queuesClosed = queues.close({ timeoutMs: grace });
        if (!(await settlesWithin(drained, grace))) {
          // Past it: stop the heavy work still running (its requests answer 503 shutting_down),
          // then drop the connections of whatever still does not end.
          await services.close?.();
          if (!(await settlesWithin(drained, ABORT_GRACE_MS))) app.server.closeAllConnections();
          await drained;
        }
        await queuesClosed;
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
