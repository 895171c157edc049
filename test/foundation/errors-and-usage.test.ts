import { describe, expect, it } from 'vitest';
import { addUsage, buildUsage } from '../../src/http/metering/index.js';
import {
  AbortedError,
  InvalidInputError,
  LangprocError,
  ModelNotInstalledError,
  SameLanguageError,
  TimeoutError,
} from '../../src/index.js';
import { countTextTokens } from '../../src/usage/index.js';
import { withTimeout } from '../../src/util/abort.js';
import { countCodePoints } from '../../src/util/code-points.js';

describe('errors', () => {
  it('carries a stable code and survives a foreign copy via the Symbol.for marker', () => {
    const error = new SameLanguageError({ message: 'same' });
    expect(error.code).toBe('same_language');
    expect(SameLanguageError.isInstance(error)).toBe(true);
    expect(InvalidInputError.isInstance(error)).toBe(false);
    const foreign = Object.assign(new Error('x'), {
      code: 'same_language',
      [Symbol.for('langproc.error')]: true,
    });
    expect(LangprocError.isInstance(foreign)).toBe(true);
    expect(SameLanguageError.isInstance(foreign)).toBe(true);
  });

  it('names the pull command for a missing model', () => {
    const error = new ModelNotInstalledError({
      modelId: 'nllb-200-distilled-600M',
      missingPath: '/m/x/config.json',
    });
    expect(error.message).toBe(
      'Model "nllb-200-distilled-600M" is not installed (looked for /m/x/config.json). Install it with: langproc models pull nllb-200-distilled-600M',
    );
    expect(error.toJSON().details).toMatchObject({
      pullCommand: 'langproc models pull nllb-200-distilled-600M',
    });
  });

  it('times out and aborts with typed errors', async () => {
    await expect(withTimeout(new Promise(() => {}), 10, 'wait')).rejects.toBeInstanceOf(TimeoutError);
    const controller = new AbortController();
    const pending = withTimeout(new Promise(() => {}), 10_000, 'wait', controller.signal);
    controller.abort();
    await expect(pending).rejects.toBeInstanceOf(AbortedError);
  });
});

describe('usage metering', () => {
  it('builds usage from token counts and the default price table', () => {
    expect(
      buildUsage({ operation: 'translate', calls: 2, promptTokens: 1000, completionTokens: 500 }),
    ).toEqual({
      calls: 2,
      prompt_tokens: 1000,
      completion_tokens: 500,
      total_tokens: 1500,
      cost: 0.002,
    });
  });

  it('uses a custom price table', () => {
    const prices = {
      redact: { prompt: 1, completion: 0 },
      translate: { prompt: 0, completion: 0 },
      summarize: { prompt: 0, completion: 0 },
    };
    expect(
      buildUsage({ operation: 'redact', calls: 1, promptTokens: 250, completionTokens: 9, prices }).cost,
    ).toBe(0.25);
  });

  it('rejects negative or fractional counts', () => {
    expect(() =>
      buildUsage({ operation: 'redact', calls: 1, promptTokens: -1, completionTokens: 0 }),
    ).toThrow('Expected promptTokens to be a non-negative integer, got -1.');
  });

  it('adds usage', () => {
    const one = buildUsage({ operation: 'redact', calls: 1, promptTokens: 10, completionTokens: 10 });
    expect(addUsage(one, one)).toEqual({
      calls: 2,
      prompt_tokens: 20,
      completion_tokens: 20,
      total_tokens: 40,
      cost: 0.000008,
    });
  });

  it.each([
    ['My name is Ada.', 5],
    ['ọjọ́ ìbí mi', 3],
    ['₦50,000', 4],
    ['', 0],
  ])('counts model-free tokens of %j as %i', (text, count) => {
    expect(countTextTokens(text)).toBe(count);
  });

  it('counts code points, not UTF-16 units', () => {
    expect(countCodePoints('😀a')).toBe(2);
    expect(countCodePoints('ሰላም')).toBe(3);
  });
});
