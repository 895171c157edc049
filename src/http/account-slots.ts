/**
 * A fixed number of slots per account, for things an account may hold only so many of at once
 * (open event streams). Taking a slot past the limit answers 429 `rate_limited` with a
 * `Retry-After`.
 *
 * @example
 * ```ts
 * const streams = createAccountSlots({ limit: 4, what: 'event streams', retryAfterSeconds: 1 });
 * const release = streams.take(accountId); // throws RateLimitedError when 4 are open
 * try { ... } finally { release(); }
 * ```
 */
import { RateLimitedError } from '../errors/rate-limited-error.js';

/** Options of {@link createAccountSlots}. */
export interface AccountSlotsOptions {
  /** Slots per account. */
  limit: number;
  /** What a slot stands for, plural, for the error message. @example 'event streams' */
  what: string;
  /** The `Retry-After` of a refusal, in seconds. */
  retryAfterSeconds: number;
}

/** The slots of every account. */
export interface AccountSlots {
  /** Takes a slot and returns its release (idempotent); throws `RateLimitedError` when none is free. */
  take(accountId: number): () => void;
  /** Slots the account holds now. */
  inUse(accountId: number): number;
}

/** Creates the slots. */
export function createAccountSlots(options: AccountSlotsOptions): AccountSlots {
  const used = new Map<number, number>();
  const inUse = (accountId: number) => used.get(accountId) ?? 0;
  return {
    take(accountId) {
      const count = inUse(accountId);
      if (count >= options.limit) {
        throw new RateLimitedError({
          message: `This account has ${options.limit} ${options.what} open, the most it may; retry after ${options.retryAfterSeconds} s.`,
          details: { limit: options.limit, retryAfterSeconds: options.retryAfterSeconds },
        });
      }
      used.set(accountId, count + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const remaining = inUse(accountId) - 1;
        if (remaining <= 0) used.delete(accountId);
        else used.set(accountId, remaining);
      };
    },
    inUse,
  };
}
