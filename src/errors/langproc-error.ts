/**
 * The base class of every error the library throws. Each subclass has a stable string `code`
 * (see docs/errors.md) and a static `isInstance` that works across two copies of the package,
 * because it checks a `Symbol.for` marker rather than the prototype chain.
 *
 * Messages never contain the text being processed, so errors are safe to log.
 *
 * @example
 * ```ts
 * import { LangprocError } from 'langproc';
 * try { await translate(options); } catch (error) {
 *   if (LangprocError.isInstance(error)) console.error(error.code, error.message);
 * }
 * ```
 */
const MARKER = Symbol.for('langproc.error');

/** Stable error codes. Never renamed; new ones may be added. */
export type ErrorCode =
  | 'invalid_input'
  | 'unsupported_language'
  | 'unsupported_domain'
  | 'same_language'
  | 'text_too_long'
  | 'empty_text'
  | 'streaming_not_supported'
  | 'model_not_installed'
  | 'model_needs_export'
  | 'package_not_installed'
  | 'backend_failure'
  | 'aborted'
  | 'timeout'
  | 'audio_decode_failed'
  | 'no_audio'
  | 'unsupported_media'
  | 'download_failed'
  | 'integrity_check_failed'
  | 'not_found'
  | 'unauthorized'
  | 'insufficient_balance'
  | 'rate_limited'
  | 'payload_too_large';

/** Options shared by every error constructor. */
export interface LangprocErrorOptions {
  /** Human-readable message; must not contain user text. */
  message: string;
  /** Structured, PII-free details (field names, limits, language names). */
  details?: Record<string, unknown>;
  /** The underlying error, when there is one. */
  cause?: unknown;
}

/** Base class of all langproc errors. */
export class LangprocError extends Error {
  /** Cross-copy marker checked by {@link LangprocError.isInstance}. */
  readonly [MARKER] = true;
  /** Stable machine-readable code. */
  readonly code: ErrorCode;
  /** Structured, PII-free details. */
  readonly details: Record<string, unknown> | undefined;

  constructor(code: ErrorCode, options: LangprocErrorOptions) {
    super(options.message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'LangprocError';
    this.code = code;
    this.details = options.details;
  }

  /** `true` for any langproc error, even one thrown by another copy of the package. */
  static isInstance(error: unknown): error is LangprocError {
    return typeof error === 'object' && error !== null && (error as Record<symbol, unknown>)[MARKER] === true;
  }

  /** A JSON-safe view: `{ code, message, details? }`. */
  toJSON(): { code: ErrorCode; message: string; details?: Record<string, unknown> } {
    return this.details === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, details: this.details };
  }
}

/** Builds the `isInstance` check for a subclass identified by its code. */
export function hasCode(error: unknown, code: ErrorCode): error is LangprocError {
  return LangprocError.isInstance(error) && error.code === code;
}
