/**
 * Errors that exist only at the HTTP boundary and have no library class: malformed requests
 * (400), unknown routes (404), unsupported methods (405), capabilities this server was built
 * without (501 `not_implemented`) and work stopped by a shutdown (503 `shutting_down`). Library
 * errors keep their own classes (src/errors).
 *
 * @example
 * ```ts
 * throw new HttpError({ status: 501, code: 'not_implemented', message: 'Summarization is not available.' });
 * ```
 */

/** Options of {@link HttpError}. */
export interface HttpErrorOptions {
  /** HTTP status code. */
  status: number;
  /** Stable machine-readable code, sent as `error.code`. */
  code: string;
  /** Human-readable message without user text. */
  message: string;
  details?: Record<string, unknown>;
  /** Extra response headers. */
  headers?: Record<string, string>;
}

/** An error answered with a given status and code. */
export class HttpError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: Record<string, unknown> | undefined;
  readonly headers: Record<string, string>;

  constructor(options: HttpErrorOptions) {
    super(options.message);
    this.name = 'HttpError';
    this.status = options.status;
    this.code = options.code;
    this.details = options.details;
    this.headers = options.headers ?? {};
  }
}

/** The 501 answer of an endpoint whose capability is not available in this build. */
export function notImplemented(capability: string): HttpError {
  return new HttpError({
    status: 501,
    code: 'not_implemented',
    message: `The ${capability} capability is not available in this server.`,
    details: { capability },
  });
}

/** Seconds a client is told to wait before retrying a request cut by a shutdown. */
export const SHUTDOWN_RETRY_AFTER_SECONDS = 5;

/**
 * The 503 `shutting_down` answer of a request whose work was stopped because the server is
 * shutting down (after the drain period), with `Retry-After`.
 */
export function shuttingDown(): HttpError {
  return new HttpError({
    status: 503,
    code: 'shutting_down',
    message: 'The server is shutting down and stopped this request; retry it.',
    headers: { 'retry-after': String(SHUTDOWN_RETRY_AFTER_SECONDS) },
  });
}
