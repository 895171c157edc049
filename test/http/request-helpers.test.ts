import { describe, expect, it } from 'vitest';
import { createRateLimiter } from '../../src/http/rate-limiter.js';
import { resolveTranscriptionLanguage } from '../../src/http/transcription-language.js';

describe('resolveTranscriptionLanguage', () => {
  it.each([
    ['english', 'English'],
    ['English', 'English'],
    ['EN', 'English'],
    ['eng', 'English'],
    ['hausa', 'Hausa'],
    ['yo', 'Yoruba'],
    ['kin', 'Kinyarwanda'],
  ])('%s -> %s', (field, language) => {
    expect(resolveTranscriptionLanguage(field)).toBe(language);
  });

  it('rejects an unknown language with unsupported_language', () => {
    expect(() => resolveTranscriptionLanguage('klingon')).toThrow(
      expect.objectContaining({ code: 'unsupported_language' }),
    );
  });
});

describe('createRateLimiter', () => {
  it('allows the burst, refuses with a retry delay, and refills over time', () => {
    let time = 0;
    const limiter = createRateLimiter({ requestsPerSecond: 2, burst: 3, now: () => time });
    const decisions = [1, 2, 3, 4].map(() => limiter.take('a'));
    expect(decisions).toEqual([
      { allowed: true },
      { allowed: true },
      { allowed: true },
      { allowed: false, retryAfterSeconds: 1 },
    ]);
    expect(limiter.take('b')).toEqual({ allowed: true });
    time = 500;
    expect(limiter.take('a')).toEqual({ allowed: true });
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 1 });
  });
});
