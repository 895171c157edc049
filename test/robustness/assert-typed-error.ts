/**
 * Shared assertions of the robustness suite: an operation must fail with a LangprocError of an
 * exact code, and neither its message nor its details may quote the PII marker of the input.
 *
 * @example
 * ```ts
 * await expectTypedError(() => translate(options), 'invalid_input');
 * ```
 */
import { expect } from 'vitest';
import { type ErrorCode, LangprocError } from '../../src/errors/index.js';

/** A PII-like marker put into inputs; it must never appear in an error. */
export const PII_MARKER = 'Zanele Mokoena 0803 555 0199';

/** Runs `operation` (sync or async), expects a LangprocError with `code`, returns it. */
export async function expectTypedError(operation: () => unknown, code: ErrorCode): Promise<LangprocError> {
  let caught: unknown;
  try {
    await operation();
  } catch (error) {
    caught = error;
  }
  expect(caught, 'expected the operation to throw').toBeDefined();
  expect(
    LangprocError.isInstance(caught),
    `expected a LangprocError, got ${(caught as Error)?.name}: ${(caught as Error)?.message}`,
  ).toBe(true);
  const error = caught as LangprocError;
  expect(error.code).toBe(code);
  for (const fragment of ['Zanele', 'Mokoena', '555 0199']) {
    expect(error.message).not.toContain(fragment);
    expect(JSON.stringify(error.details ?? {})).not.toContain(fragment);
  }
  return error;
}

/** Consumes an async iterable to the end. */
export async function drain(iterable: AsyncIterable<unknown>): Promise<unknown[]> {
  const events: unknown[] = [];
  for await (const event of iterable) events.push(event);
  return events;
}
