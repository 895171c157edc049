/**
 * The text endpoints: POST /api/v1/text/redact, /translate and /summarize (JSON or, with
 * `stream: true`, Server-Sent Events) and GET /api/v1/text/jobs/{job_id}.
 *
 * Every call records a text job. A successful call debits `usage.cost` from the balance in the
 * same transaction that records the job (402 when the balance cannot pay); a failed call records
 * a `failed` job with a PII-free diagnosis and costs nothing, except a stream that ends early,
 * which pays for the output it delivered (stream-meter.ts).
 *
 * @example
 * ```ts
 * registerTextRoutes(app, context);
 * ```
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  JobIdParametersSchema,
  RedactRequestSchema,
  SummarizeRequestSchema,
  TranslateRequestSchema,
} from '../../contract/requests.js';
import type { TextProcessingResult } from '../../contract/text-processing-result.js';
import { AbortedError } from '../../errors/aborted-error.js';
import { InsufficientBalanceError } from '../../errors/insufficient-balance-error.js';
import { NotFoundError } from '../../errors/not-found-error.js';
import { TextTooLongError } from '../../errors/text-too-long-error.js';
import { countCodePoints } from '../../util/code-points.js';
import { toErrorResponse, validationError } from '../error-response.js';
import { notImplemented } from '../http-error.js';
import { redactionFieldsOf } from '../redaction-request-fields.js';
import type { ServerContext } from '../server-context.js';
import { openEventStream } from '../server-sent-events.js';
import type { TextServiceResult, TextServiceStreamEvent } from '../services.js';
import type { Account, TextJobInput } from '../store/store.js';
import { createStreamMeter } from '../stream-meter.js';
import { describeFailure } from '../work-queues.js';

type JobFields = Pick<TextJobInput, 'jobType' | 'domain' | 'sourceLanguage' | 'targetLanguage' | 'style'>;

interface TextEndpoint<Body extends { text: string; stream: boolean }> {
  capability: 'redact' | 'translate' | 'summarize';
  schema: z.ZodType<Body>;
  jobFields: (body: Body) => JobFields;
  run: ((body: Body, abortSignal: AbortSignal) => Promise<TextServiceResult>) | undefined;
  stream: ((body: Body, abortSignal: AbortSignal) => AsyncIterable<TextServiceStreamEvent>) | undefined;
}

/** Parses a body with a contract schema; a failure becomes the matching 422 error. */
export function parseWith<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

/** The authenticated account of a request (set by the auth hook). */
export function accountOf(request: FastifyRequest): Account {
  if (request.account === null) throw new Error('auth hook did not run');
  return request.account;
}

function failedJob(account: Account, fields: JobFields, error: unknown): TextJobInput {
  return {
    accountId: account.id,
    ...fields,
    status: 'failed',
    result: null,
    resultStructured: null,
    error: describeFailure(error),
    missingRanges: [],
    modelName: null,
    processingTime: null,
    route: null,
    units: null,
    usage: null,
  };
}

function completedJob(account: Account, fields: JobFields, result: TextServiceResult): TextJobInput {
  return {
    accountId: account.id,
    ...fields,
    status: 'completed',
    result: result.result,
    resultStructured: result.result_structured ?? null,
    error: null,
    missingRanges: result.missing_ranges,
    modelName: result.model_name,
    processingTime: result.processing_time,
    route: result.route,
    units: result.units,
    usage: result.usage,
  };
}

/** The contract result (2.3) without extra fields a core function may add (warnings, entities). */
function contractResult(result: TextServiceResult, jobId: number): TextProcessingResult {
  return {
    job_id: jobId,
    missing_ranges: result.missing_ranges,
    model_name: result.model_name,
    processing_time: result.processing_time,
    result: result.result,
    ...(result.result_structured === undefined ? {} : { result_structured: result.result_structured }),
    route: result.route,
    sections: result.sections,
    status: result.status,
    units: result.units,
    usage: result.usage,
  };
}

/** Aborts when the client disconnects before the response is complete. */
function abortOnDisconnect(reply: FastifyReply): AbortController {
  const controller = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished)
      controller.abort(new AbortedError({ message: 'The client disconnected.' }));
  });
  return controller;
}

async function* eventsOf<Body extends { text: string; stream: boolean }>(
  endpoint: TextEndpoint<Body>,
  body: Body,
  abortSignal: AbortSignal,
): AsyncIterable<TextServiceStreamEvent> {
  if (endpoint.stream !== undefined) {
    yield* endpoint.stream(body, abortSignal);
    return;
  }
  // No incremental producer: the sections of the finished result are the stream.
  const result = await endpoint.run!(body, abortSignal);
  for (const section of result.sections) yield { type: 'section', section };
  yield { type: 'result', result };
}

async function handleText<Body extends { text: string; stream: boolean }>(
  context: ServerContext,
  endpoint: TextEndpoint<Body>,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<unknown> {
  const account = accountOf(request);
  const body = parseWith(endpoint.schema, request.body);
  const length = countCodePoints(body.text);
  if (length > context.limits.maxTextCodePoints) {
    throw new TextTooLongError({
      message: `Expected text to have at most ${context.limits.maxTextCodePoints} Unicode characters, got ${length}.`,
      details: { limit: context.limits.maxTextCodePoints, length },
    });
  }
  if (endpoint.run === undefined) throw notImplemented(endpoint.capability);
  assertBalanceLeft(context, account);
  const fields = endpoint.jobFields(body);
  if (body.stream) return streamText(context, endpoint, body, fields, request, reply);

  const controller = abortOnDisconnect(reply);
  let result: TextServiceResult;
  try {
    result = await endpoint.run(body, controller.signal);
  } catch (error) {
    await context.store.recordTextJob(failedJob(account, fields, error));
    throw error;
  }
  const { jobId } = await context.store.recordTextJob({
    ...completedJob(account, fields, result),
    // what streams of the account delivered and have not paid yet is not this call's to spend
    reservedBalance: context.balanceHolds.total(account.id),
  });
  return contractResult(result, jobId);
}

/**
 * Refuses a metered call with 402 `insufficient_balance` when the account's balance, less what
 * its streams in flight hold, is exhausted (the exact cost is checked once it is known).
 */
export function assertBalanceLeft(context: ServerContext, account: { id: number; balance: number }): void {
  const spendable = account.balance - context.balanceHolds.total(account.id);
  if (spendable <= 0) {
    throw new InsufficientBalanceError({
      message: 'The account balance is exhausted; add credit and retry.',
      details: { balance: Math.max(0, spendable) },
    });
  }
}

/** The text of an output event, as metered: a section's summary or a delta's text. */
function deliveredText(event: Exclude<TextServiceStreamEvent, { type: 'result' }>): string {
  return event.type === 'section' ? event.section.summary : event.text;
}

/**
 * The `stream: true` answer: checks the balance covers the input (402 JSON otherwise) and takes
 * one of the account's stream slots (429), then sends each event only once the balance covers it
 * (see stream-meter.ts). A stream that ends early, for any reason, records a `failed` job charged
 * with what it delivered, sends that usage, then the error with the job's id.
 */
async function streamText<Body extends { text: string; stream: boolean }>(
  context: ServerContext,
  endpoint: TextEndpoint<Body>,
  body: Body,
  fields: JobFields,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<unknown> {
  const account = accountOf(request);
  const meter = createStreamMeter({
    operation: endpoint.capability,
    input: body.text,
    accountId: account.id,
    store: context.store,
    holds: context.balanceHolds,
  });
  let releaseSlot: (() => void) | undefined;
  try {
    await meter.assertInputAffordable();
    releaseSlot = context.streamSlots.take(account.id);
  } catch (error) {
    meter.release();
    throw error;
  }
  const controller = abortOnDisconnect(reply);
  reply.hijack();
  const events = openEventStream(reply.raw);
  try {
    let final: TextServiceResult | undefined;
    for await (const event of eventsOf(endpoint, body, controller.signal)) {
      if (event.type === 'result') {
        final = event.result;
        continue;
      }
      const text = deliveredText(event);
      await meter.assertAffordable(text);
      if (!events.open) throw new AbortedError({ message: 'The client disconnected.' });
      if (event.type === 'section') events.send('section', event.section);
      else events.send('delta', { text: event.text });
      meter.deliver(text);
    }
    if (final === undefined) throw new Error('the stream ended without a result');
    const { jobId } = await context.store.recordTextJob({
      ...completedJob(account, fields, final),
      reservedBalance: meter.heldByOthers(),
    });
    events.send('usage', final.usage);
    events.send('done', contractResult(final, jobId));
  } catch (error) {
    const usage = meter.deliveredUsage();
    const recorded = await context.store
      .recordTextJob({ ...failedJob(account, fields, error), usage, debit: 'up-to-balance' })
      .catch(() => undefined);
    if (events.open) {
      const response = toErrorResponse(error);
      if (response.status >= 500) request.log.error({ errorCode: response.body.error.code }, 'stream failed');
      if (recorded !== undefined && usage !== null) {
        const charged = (await context.store.getTextJob({ accountId: account.id, jobId: recorded.jobId }))
          ?.usage;
        if (charged) events.send('usage', charged);
      }
      const details = {
        ...(response.body.error.details as Record<string, unknown> | undefined),
        ...(recorded === undefined ? {} : { job_id: recorded.jobId }),
      };
      events.send('error', {
        error: { ...response.body.error, ...(Object.keys(details).length === 0 ? {} : { details }) },
      });
    }
  } finally {
    meter.release();
    releaseSlot();
    events.end();
  }
  return reply;
}

/** Core-function options of a validated redact body (shared by the plain and streaming calls). */
function redactOptions(body: z.infer<typeof RedactRequestSchema>, abortSignal: AbortSignal) {
  const fields = redactionFieldsOf(body);
  return {
    text: body.text,
    language: body.language,
    domain: body.domain,
    ...(fields === undefined ? {} : { fields }),
    abortSignal,
  };
}

/** Core-function options of a validated translate body. */
function translateOptions(body: z.infer<typeof TranslateRequestSchema>, abortSignal: AbortSignal) {
  return {
    text: body.text,
    sourceLanguage: body.source_language,
    targetLanguage: body.target_language,
    domain: body.domain,
    abortSignal,
  };
}

/** Core-function options of a validated summarize body. */
function summarizeOptions(body: z.infer<typeof SummarizeRequestSchema>, abortSignal: AbortSignal) {
  return { text: body.text, language: body.language, style: body.style, domain: body.domain, abortSignal };
}

/** Registers the text endpoints. */
export function registerTextRoutes(app: FastifyInstance, context: ServerContext): void {
  const { services } = context;

  const redact: TextEndpoint<z.infer<typeof RedactRequestSchema>> = {
    capability: 'redact',
    schema: RedactRequestSchema,
    jobFields: (body) => ({
      jobType: 'redact',
      domain: body.domain,
      sourceLanguage: body.language,
      targetLanguage: null,
      style: null,
    }),
    run: services.redact && ((body, abortSignal) => services.redact!(redactOptions(body, abortSignal))),
    stream:
      services.redactStream &&
      ((body, abortSignal) => services.redactStream!(redactOptions(body, abortSignal))),
  };

  const translate: TextEndpoint<z.infer<typeof TranslateRequestSchema>> = {
    capability: 'translate',
    schema: TranslateRequestSchema,
    jobFields: (body) => ({
      jobType: 'translate',
      domain: body.domain,
      sourceLanguage: body.source_language,
      targetLanguage: body.target_language,
      style: null,
    }),
    run:
      services.translate && ((body, abortSignal) => services.translate!(translateOptions(body, abortSignal))),
    stream:
      services.translateStream &&
      ((body, abortSignal) => services.translateStream!(translateOptions(body, abortSignal))),
  };

  const summarize: TextEndpoint<z.infer<typeof SummarizeRequestSchema>> = {
    capability: 'summarize',
    schema: SummarizeRequestSchema,
    jobFields: (body) => ({
      jobType: 'summarize',
      domain: body.domain,
      sourceLanguage: body.language,
      targetLanguage: null,
      style: body.style,
    }),
    run:
      services.summarize && ((body, abortSignal) => services.summarize!(summarizeOptions(body, abortSignal))),
    stream:
      services.summarizeStream &&
      ((body, abortSignal) => services.summarizeStream!(summarizeOptions(body, abortSignal))),
  };

  app.post('/api/v1/text/redact', (request, reply) => handleText(context, redact, request, reply));
  app.post('/api/v1/text/translate', (request, reply) => handleText(context, translate, request, reply));
  app.post('/api/v1/text/summarize', (request, reply) => handleText(context, summarize, request, reply));

  app.get('/api/v1/text/jobs/:job_id', async (request) => {
    const { job_id: jobId } = parseWith(JobIdParametersSchema, request.params);
    const job = await context.store.getTextJob({ accountId: accountOf(request).id, jobId });
    if (job === undefined) {
      throw new NotFoundError({
        message: `No text job ${jobId} for this account.`,
        details: { job_id: jobId },
      });
    }
    return job;
  });
}
