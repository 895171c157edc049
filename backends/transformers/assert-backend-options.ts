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

/**
 * Throws InvalidInputError for a missing options object, directory, model, or a dtype not in
 * `dtypes` (default: fp32 and q8).
 */
export function assertBackendOptions(
  options: unknown,
  factoryName: string,
  dtypes: readonly string[] = ['fp32', 'q8'],
): void {
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
  if (dtype !== undefined && !dtypes.includes(dtype as string)) {
    throw new InvalidInputError({
      message: `Expected dtype to be ${[dtypes.slice(0, -1).join(', '), dtypes.at(-1)].filter(Boolean).join(' or ')}, got ${JSON.stringify(String(dtype).slice(0, 20))}.`,
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
