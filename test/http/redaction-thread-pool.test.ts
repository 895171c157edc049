import { afterAll, describe, expect, it } from 'vitest';
import { LangprocError } from '../../src/errors/langproc-error.js';
import { createRedactionThreadPool } from '../../src/http/redaction-thread-pool.js';
import { textServiceResult } from '../../src/http/text-service-result.js';
import { redact } from '../../src/redaction/redact.js';

const pool = createRedactionThreadPool({ threads: 2 });
afterAll(async () => {
  await pool.close();
});

const TEXT = 'Customer: My phone is 0803 123 4567 and my email is amaka@example.com.';

describe('createRedactionThreadPool', () => {
  it('returns what redact returns on the main thread', async () => {
    const [threaded, direct] = await Promise.all([
      pool.redact({ text: TEXT, language: 'English', domain: 'general' }),
      redact({ text: TEXT, language: 'English', domain: 'general' }),
    ]);
    // The fields of the HTTP result, and only those (no entity list, items or warnings to copy back).
    const contractFields = textServiceResult(direct, 'redact');
    expect({ ...threaded, processing_time: 0 }).toEqual({ ...contractFields, processing_time: 0 });
    expect(Object.keys(threaded)).toEqual(Object.keys(contractFields));
    expect(threaded.result).toBe('Customer: My phone is [PHONE_NUMBER] and my email is [EMAIL].');
  });

  it('spreads concurrent requests and keeps their order of answers per request', async () => {
    const texts = Array.from({ length: 8 }, (_, index) => `Call ${index} on 0803 123 456${index}.`);
    const results = await Promise.all(
      texts.map((text) => pool.redact({ text, language: 'English', domain: 'general' })),
    );
    expect(results.map((result) => result.result)).toEqual(
      texts.map((_, index) => `Call ${index} on [PHONE_NUMBER].`),
    );
  });

  it('rethrows library errors with their code', async () => {
    const error = await pool
      .redact({ text: TEXT, language: 'Klingon' as 'English', domain: 'general' })
      .catch((caught: unknown) => caught);
    expect(LangprocError.isInstance(error)).toBe(true);
    expect((error as LangprocError).code).toBe('unsupported_language');
  });

  it('answers each request of a batch on its own when one of them fails', async () => {
    // requests made in one turn travel to a thread together
    const outcomes = await Promise.allSettled([
      pool.redact({ text: 'Call 0803 123 4567.', language: 'English', domain: 'general' }),
      pool.redact({ text: TEXT, language: 'Klingon' as 'English', domain: 'general' }),
      pool.redact({ text: 'Mail amaka@example.com.', language: 'English', domain: 'general' }),
      pool.redact({ text: '   ', language: 'English', domain: 'general' }),
      pool.redact({ text: 'Call 0803 123 4567.', language: 'English', domain: 'general' }),
    ]);
    expect(
      outcomes.map((outcome) =>
        outcome.status === 'fulfilled' ? outcome.value.result : (outcome.reason as LangprocError).code,
      ),
    ).toEqual([
      'Call [PHONE_NUMBER].',
      'unsupported_language',
      'Mail [EMAIL].',
      'empty_text',
      'Call [PHONE_NUMBER].',
    ]);
  });
});
