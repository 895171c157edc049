/**
 * `Idempotency-Key` on POST requests: the first request with a key runs and its answer is saved
 * in the store; a retry with the same key (from the same account, to the same route with the
 * same body) gets that answer again, with `Idempotent-Replayed: true`, and is not charged again.
 * The key is claimed in the store before the request runs, so of concurrent requests with one
 * key (on any instance sharing the database) one runs and the others answer 409
 * `idempotency_key_in_use`. A key sent with another route or body answers 422
 * `idempotency_key_reused`. An answer with a 5xx status is not kept: a retry runs again. A streamed
 * answer (`stream: true`) is not replayed: a retry answers 409 `idempotency_key_used`. Keys are
 * deleted with the results, after the retention period.
 *
 * @example
 * ```sh
 * curl -X POST -H 'Idempotency-Key: 4f1c…' -H "Authorization: Bearer $TOKEN" \
 *   -H 'content-type: application/json' -d '{"text":"…","language":"English"}' \
 *   http://127.0.0.1:8080/api/v1/text/redact
 * ```
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { InvalidInputError } from '../errors/invalid-input-error.js';
import { HttpError } from './http-error.js';
import type { Store } from './store/store.js';

/** The request header. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** The header set on a replayed answer. */
export const IDEMPOTENT_REPLAYED_HEADER = 'idempotent-replayed';
/** Longest key, in characters. */
export const MAX_IDEMPOTENCY_KEY_LENGTH = 255;
const KEY_PATTERN = /^[\x21-\x7e]+$/u;

/** Registers the hooks (after authentication, which sets `request.account`). */
export function registerIdempotency(app: FastifyInstance, store: Store): void {
  app.addHook('preHandler', async (request, reply) => {
    const header = request.headers[IDEMPOTENCY_KEY_HEADER];
    if (request.method !== 'POST' || header === undefined || request.account === null) return;
    const key = Array.isArray(header) ? header[0]! : header;
    if (key.length > MAX_IDEMPOTENCY_KEY_LENGTH || !KEY_PATTERN.test(key)) {
      throw new InvalidInputError({
        message: `Expected the Idempotency-Key header to be 1 to ${MAX_IDEMPOTENCY_KEY_LENGTH} visible ASCII characters.`,
      });
    }
    const accountId = request.account.id;
    const fingerprint = createHash('sha256')
      .update(
        `${request.method} ${request.url}\n${request.body === undefined ? '' : JSON.stringify(request.body)}`,
      )
      .digest('hex');
    const claim = await store.beginIdempotentRequest({ accountId, key, fingerprint });
    if (claim.state === 'in_progress') {
      throw new HttpError({
        status: 409,
        code: 'idempotency_key_in_use',
        message: 'A request with this Idempotency-Key is still running; retry once it has answered.',
        headers: { 'retry-after': '1' },
      });
    }
    if (claim.state === 'mismatch') {
      throw new HttpError({
        status: 422,
        code: 'idempotency_key_reused',
        message: 'This Idempotency-Key was used for another request (another route or body).',
      });
    }
    if (claim.state === 'answered') {
      if (claim.answer.body === null) {
        throw new HttpError({
          status: 409,
          code: 'idempotency_key_used',
          message:
            'The first request with this Idempotency-Key was answered by a stream, which is not replayed.',
        });
      }
      void reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
      if (claim.answer.contentType !== null) void reply.header('content-type', claim.answer.contentType);
      return reply.status(claim.answer.status).send(claim.answer.body);
    }
    let settled = false;
    request.idempotencyKey = key;
    request.settleIdempotency = async (status, contentType, body) => {
      if (settled) return;
      settled = true;
      if (status >= 500) await store.abandonIdempotentRequest({ accountId, key });
      else await store.finishIdempotentRequest({ accountId, key, answer: { status, contentType, body } });
    };
    // A streamed (hijacked) answer never reaches onSend: it is recorded when its connection ends.
    reply.raw.once('close', () => {
      request.settleIdempotency?.(reply.raw.statusCode, null, null).catch(() => {});
    });
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.settleIdempotency === undefined) return payload;
    const body =
      typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : null;
    const contentType = reply.getHeader('content-type');
    await request.settleIdempotency(
      reply.statusCode,
      typeof contentType === 'string' ? contentType : null,
      body,
    );
    return payload;
  });
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The Idempotency-Key this request claimed (set by the idempotency hooks). */
    idempotencyKey?: string;
    /** Saves the answer of a request that claimed its key (or forgets a 5xx); once. */
    settleIdempotency?: (status: number, contentType: string | null, body: string | null) => Promise<void>;
  }
}
