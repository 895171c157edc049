/**
 * A token-bucket rate limiter counted in PostgreSQL, shared by every instance on the database:
 * one statement per request (`INSERT … ON CONFLICT DO UPDATE … RETURNING`) refills the token's
 * bucket from the database clock and takes a token when one is there. The table is `UNLOGGED`
 * (buckets are not worth a WAL flush; a database crash refills them).
 *
 * @example
 * ```ts
 * const limiter = createPostgresRateLimiter({ store, requestsPerSecond: 50 });
 * const decision = await limiter.take(tokenHash); // { allowed: true }
 * ```
 */
import { InvalidInputError } from '../../errors/invalid-input-error.js';
import type { RateLimitDecision, RateLimiter } from '../rate-limiter.js';
import type { PostgresStore } from './postgres-store.js';

/** Options of {@link createPostgresRateLimiter}. */
export interface PostgresRateLimiterOptions {
  store: PostgresStore;
  /** Sustained requests per second per token, all instances together. */
  requestsPerSecond: number;
  /** @default 2 × requestsPerSecond */
  burst?: number;
}

const TAKE = `
INSERT INTO rate_limit_buckets AS bucket (key, tokens, allowed, updated_at)
  VALUES ($1, $3 - 1, true, clock_timestamp())
ON CONFLICT (key) DO UPDATE SET
  allowed = LEAST($3, bucket.tokens + EXTRACT(EPOCH FROM clock_timestamp() - bucket.updated_at) * $2) >= 1,
  tokens = LEAST($3, bucket.tokens + EXTRACT(EPOCH FROM clock_timestamp() - bucket.updated_at) * $2)
    - CASE WHEN LEAST($3, bucket.tokens + EXTRACT(EPOCH FROM clock_timestamp() - bucket.updated_at) * $2) >= 1
      THEN 1 ELSE 0 END,
  updated_at = clock_timestamp()
RETURNING allowed, tokens`;

/** Creates the shared limiter (see the module comment). */
export function createPostgresRateLimiter(options: PostgresRateLimiterOptions): RateLimiter {
  const rate = options.requestsPerSecond;
  if (!Number.isFinite(rate) || rate <= 0) {
    throw new InvalidInputError({ message: `Expected requestsPerSecond to be above 0, got ${rate}.` });
  }
  const burst = options.burst ?? rate * 2;
  if (!Number.isFinite(burst) || burst < 1) {
    throw new InvalidInputError({ message: `Expected burst to be at least 1, got ${burst}.` });
  }
  return {
    async take(key): Promise<RateLimitDecision> {
      const [row] = await options.store.queryRows(TAKE, [key, rate, burst]);
      if (row!.allowed === true) return { allowed: true };
      const tokens = Number(row!.tokens);
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - tokens) / rate)) };
    },
  };
}
