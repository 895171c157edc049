/**
 * Admission of queued work (TTS jobs, transcription tasks): an account may have at most
 * `maxUnfinished` of them `pending` or `processing`, counting submissions still being received
 * (an upload in progress). Past it, a submission answers 429 `rate_limited` with a `Retry-After`,
 * before its body is read.
 *
 * A submission counts from {@link WorkAdmission.admit} until its response is sent, so two
 * concurrent submissions never both take the last place (one may be refused while the other's
 * job is already in the store: the limit errs on the safe side).
 *
 * @example
 * ```ts
 * const admission = createWorkAdmission({ store, maxUnfinished: 20 });
 * await admission.admit(accountId, reply); // throws RateLimitedError when 20 are queued
 * ```
 */
import type { FastifyReply } from 'fastify';
import { RateLimitedError } from '../errors/rate-limited-error.js';
import type { Store } from './store/store.js';

/** Seconds a refused submission is told to wait. */
export const QUEUE_FULL_RETRY_AFTER_SECONDS = 5;

/** Options of {@link createWorkAdmission}. */
export interface WorkAdmissionOptions {
  store: Pick<Store, 'countUnfinishedWork'>;
  /** Most unfinished TTS jobs and transcription tasks per account. */
  maxUnfinished: number;
}

/** The admission of queued work. */
export interface WorkAdmission {
  /**
   * Admits one submission of the account, counted until `reply` is sent; throws
   * `RateLimitedError` when the account's queue is full.
   */
  admit(accountId: number, reply: FastifyReply): Promise<void>;
}

/** Creates the admission. */
export function createWorkAdmission(options: WorkAdmissionOptions): WorkAdmission {
  const submitting = new Map<number, number>();
  const change = (accountId: number, by: number): void => {
    const next = (submitting.get(accountId) ?? 0) + by;
    if (next <= 0) submitting.delete(accountId);
    else submitting.set(accountId, next);
  };
  return {
    async admit(accountId, reply) {
      // counted before the store is asked, so a concurrent submission sees this one
      change(accountId, 1);
      let counted = true;
      const release = () => {
        if (counted) change(accountId, -1);
        counted = false;
      };
      try {
        const unfinished = await options.store.countUnfinishedWork(accountId);
        const others = (submitting.get(accountId) ?? 1) - 1;
        if (unfinished + others >= options.maxUnfinished) {
          throw new RateLimitedError({
            message: `This account has ${options.maxUnfinished} queued jobs and tasks not finished, the most it may; retry after ${QUEUE_FULL_RETRY_AFTER_SECONDS} s.`,
            details: { limit: options.maxUnfinished, retryAfterSeconds: QUEUE_FULL_RETRY_AFTER_SECONDS },
          });
        }
      } catch (error) {
        release();
        throw error;
      }
      reply.raw.once('close', release);
      reply.raw.once('finish', release);
    },
  };
}
