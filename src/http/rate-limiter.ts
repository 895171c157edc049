/**
 * A per-token rate limiter (token bucket, in memory): each key gets `burst` requests at once and
 * `requestsPerSecond` more every second. A refused request learns when to retry.
 *
 * @example
 * ```ts
 * const limiter = createRateLimiter({ requestsPerSecond: 20, burst: 40 });
 * const decision = limiter.take('key-hash');
 * if (!decision.allowed) console.log(decision.retryAfterSeconds);
 * ```
 */
import { InvalidInputError } from '../errors/invalid-input-error.js';

/** Options of {@link createRateLimiter}. */
export interface RateLimiterOptions {
  /**
   * Sustained requests per second per token.
   * @default 50
   */
  requestsPerSecond: number;
  /**
   * Requests a token may make at once.
   * @default 2 × requestsPerSecond
   */
  burst?: number;
  /** Clock, for tests. @default Date.now */
  now?: () => number;
}

/** The outcome of one {@link RateLimiter.take}. */
export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** A rate limiter: in this process ({@link createRateLimiter}) or shared through a database. */
export interface RateLimiter {
  take(key: string): RateLimitDecision | Promise<RateLimitDecision>;
}

interface Bucket {
  tokens: number;
  updatedAt: number;
}

const MAX_TRACKED_KEYS = 100_000;

/** Creates a token-bucket limiter. */
export function createRateLimiter(options: RateLimiterOptions): RateLimiter {
  const rate = options.requestsPerSecond;
  if (!Number.isFinite(rate) || rate <= 0) {
    throw new InvalidInputError({ message: `Expected requestsPerSecond to be above 0, got ${rate}.` });
  }
  const burst = options.burst ?? rate * 2;
  if (!Number.isFinite(burst) || burst < 1) {
    throw new InvalidInputError({ message: `Expected burst to be at least 1, got ${burst}.` });
  }
  const now = options.now ?? Date.now;
  const buckets = new Map<string, Bucket>();
  return {
    take(key) {
      const time = now();
      let bucket = buckets.get(key);
      if (bucket === undefined) {
        if (buckets.size >= MAX_TRACKED_KEYS) buckets.clear();
        bucket = { tokens: burst, updatedAt: time };
        buckets.set(key, bucket);
      } else {
        bucket.tokens = Math.min(burst, bucket.tokens + ((time - bucket.updatedAt) / 1000) * rate);
        bucket.updatedAt = time;
      }
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1;
        return { allowed: true };
      }
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - bucket.tokens) / rate)) };
    },
  };
}
