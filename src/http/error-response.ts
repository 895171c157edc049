/**
 * Maps any thrown value to the one error body of the HTTP adapter,
 * `{"error": {"code", "message", "details"?}}`, and its status (table in docs/errors.md).
 * Unknown errors become a 500 whose message reveals no internals.
 *
 * @example
 * ```ts
 * const { status, body } = toErrorResponse(new SameLanguageError({ message: '...' }));
 * // status 422, body.error.code 'same_language'
 * ```
 */
import type { ZodError } from 'zod';
import { type ErrorBody, NOT_BLANK_PATTERN } from '../contract/requests.js';
import { type ErrorCode, LangprocError } from '../errors/langproc-error.js';
import { HttpError } from './http-error.js';

/** HTTP status of every library error code. */
export const STATUS_BY_ERROR_CODE: Readonly<Record<ErrorCode, number>> = Object.freeze({
  invalid_input: 422,
  unsupported_language: 422,
  unsupported_domain: 422,
  same_language: 422,
  text_too_long: 422,
  empty_text: 422,
  streaming_not_supported: 422,
  model_not_installed: 503,
  model_needs_export: 503,
  package_not_installed: 503,
  backend_failure: 500,
  aborted: 499,
  timeout: 504,
  audio_decode_failed: 422,
  no_audio: 422,
  unsupported_media: 415,
  download_failed: 500,
  integrity_check_failed: 500,
  not_found: 404,
  unauthorized: 401,
  insufficient_balance: 402,
  rate_limited: 429,
  payload_too_large: 413,
});

/** A status, the body to send and extra headers. */
export interface ErrorResponse {
  status: number;
  body: ErrorBody;
  headers: Record<string, string>;
}

const LANGUAGE_FIELDS = new Set(['language', 'source_language', 'target_language']);

/** Chooses the error code for a failed request-body validation from its first issue. */
export function codeForValidationError(error: ZodError): ErrorCode {
  const issue = error.issues[0];
  if (issue === undefined) return 'invalid_input';
  const field = String(issue.path[0] ?? '');
  if (field === 'target_language' && issue.code === 'custom') return 'same_language';
  if (LANGUAGE_FIELDS.has(field)) return 'unsupported_language';
  if (field === 'domain') return 'unsupported_domain';
  if (field === 'stream' && issue.code === 'custom') return 'streaming_not_supported';
  if (field === 'text' && issue.code === 'too_small') return 'empty_text';
  if (field === 'text' && issue.code === 'invalid_format' && issue.pattern === String(NOT_BLANK_PATTERN)) {
    return 'empty_text';
  }
  if (field === 'text' && (issue.code === 'too_big' || issue.code === 'custom')) return 'text_too_long';
  return 'invalid_input';
}

/** Turns a failed zod validation into a library error with PII-free details. */
export function validationError(error: ZodError): LangprocError {
  const issues = error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  return new LangprocError(codeForValidationError(error), {
    message: issues
      .map((issue) => (issue.path === '' ? issue.message : `${issue.path}: ${issue.message}`))
      .join('; '),
    details: { issues },
  });
}

interface FrameworkError {
  statusCode?: number;
  code?: string;
}

function frameworkResponse(error: FrameworkError): ErrorResponse | undefined {
  const status = error.statusCode;
  if (status === undefined || status < 400 || status >= 500) return undefined;
  if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE') {
    return body(413, 'payload_too_large', 'The request body or upload is larger than the limit.');
  }
  if (status === 415) {
    return body(415, 'unsupported_media', 'The request content type is not accepted by this endpoint.');
  }
  if (status === 400) {
    return body(400, 'invalid_input', 'The request is malformed (for example, the body is not valid JSON).');
  }
  if (status === 404) return body(404, 'not_found', 'No such route.');
  return body(status, 'invalid_input', 'The request was rejected.');
}

function body(
  status: number,
  code: string,
  message: string,
  details?: Record<string, unknown>,
  headers: Record<string, string> = {},
): ErrorResponse {
  return {
    status,
    body: { error: details === undefined ? { code, message } : { code, message, details } },
    headers,
  };
}

/** The response for any thrown value. */
export function toErrorResponse(error: unknown): ErrorResponse {
  if (error instanceof HttpError) {
    return body(error.status, error.code, error.message, error.details, error.headers);
  }
  if (LangprocError.isInstance(error)) {
    const status = STATUS_BY_ERROR_CODE[error.code] ?? 500;
    if (status === 500) return body(500, error.code, 'The server failed to process the request.');
    const headers: Record<string, string> = {};
    const retryAfter = error.details?.retryAfterSeconds;
    if (status === 429 && typeof retryAfter === 'number') headers['retry-after'] = String(retryAfter);
    return body(status, error.code, error.message, error.details, headers);
  }
  if (typeof error === 'object' && error !== null) {
    const framework = frameworkResponse(error as FrameworkError);
    if (framework !== undefined) return framework;
  }
  return body(500, 'internal_error', 'The server failed to process the request.');
}
