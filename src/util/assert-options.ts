/**
 * Guards for the one options object every public function takes, so a missing or mistyped
 * argument becomes an InvalidInputError instead of a bare TypeError.
 *
 * @example
 * ```ts
 * assertOptionsObject(options, 'translate'); // throws InvalidInputError for undefined or null
 * ```
 */
import { InvalidInputError } from '../errors/invalid-input-error.js';

/** Throws InvalidInputError unless `options` is a non-null, non-array object. */
export function assertOptionsObject(options: unknown, functionName: string): asserts options is object {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) {
    throw new InvalidInputError({
      message: `Expected ${functionName} to receive an options object, got ${options === null ? 'null' : Array.isArray(options) ? 'an array' : typeof options}.`,
      details: { function: functionName },
    });
  }
}

/** Throws InvalidInputError unless `value` is undefined or a function. */
export function assertOptionalFunction(value: unknown, field: string): void {
  if (value !== undefined && typeof value !== 'function') {
    throw new InvalidInputError({
      message: `Expected ${field} to be a function, got ${typeof value}.`,
      details: { field },
    });
  }
}

/** Throws InvalidInputError unless `value` is an object with every named method. */
export function assertBackend(value: unknown, field: string, methods: readonly string[]): void {
  const missing =
    typeof value !== 'object' || value === null
      ? methods
      : methods.filter((method) => typeof (value as Record<string, unknown>)[method] !== 'function');
  if (missing.length > 0) {
    throw new InvalidInputError({
      message: `Expected ${field} to be a backend with ${methods.join(', ')}.`,
      details: { field },
    });
  }
}
