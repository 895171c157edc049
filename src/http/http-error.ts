/**
 * Errors that exist only at the HTTP boundary and have no library class: malformed requests
 * (400), unknown routes (404), unsupported methods (405) and capabilities this server was built
 * without (501 `not_implemented`). Library errors keep their own classes (src/errors).
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
