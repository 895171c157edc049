/**
 * Validates the options every transformers.js backend factory shares (an options object, a
 * models directory, a model name, a dtype), so bad arguments throw InvalidInputError at creation
 * instead of a bare TypeError later.
 *
 * @example
 * ```ts
 * assertBackendOptions(options, 'createTransformersNerBackend');
 * ```
 */
import { InvalidInputError } from '../../src/errors/invalid-input-error.js';
import { assertOptionsObject } from '../../src/util/assert-options.js';

/** Throws InvalidInputError for a missing options object, directory, model, or an unknown dtype. */
export function assertBackendOptions(options: unknown, factoryName: string): void {
  assertOptionsObject(options, factoryName);
  const { modelsDirectory, model, dtype } = options as Record<string, unknown>;
  if (typeof modelsDirectory !== 'string' || modelsDirectory.trim() === '') {
    throw new InvalidInputError({
      message: 'Expected modelsDirectory to be a non-empty path.',
      details: { field: 'modelsDirectory' },
    });
  }
  if (typeof model !== 'string' || model.trim() === '') {
    throw new InvalidInputError({
      message: 'Expected model to be a non-empty string.',
      details: { field: 'model' },
    });
  }
  if (dtype !== undefined && dtype !== 'fp32' && dtype !== 'q8') {
    throw new InvalidInputError({
      message: `Expected dtype to be fp32 or q8, got ${JSON.stringify(String(dtype).slice(0, 20))}.`,
      details: { field: 'dtype' },
    });
  }
}

/** Throws InvalidInputError unless `value` is undefined or a positive integer. */
export function assertOptionalPositiveInteger(value: unknown, field: string): void {
  if (value !== undefined && (!Number.isInteger(value) || (value as number) < 1)) {
    throw new InvalidInputError({
      message: `Expected ${field} to be a positive integer, got ${String(value)}.`,
      details: { field },
    });
  }
}
