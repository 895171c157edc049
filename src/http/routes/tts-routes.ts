/**
 * The text-to-speech endpoints: POST /api/v1/tts/synthesize (WAV body), POST /api/v1/tts/jobs
 * (queued), GET /api/v1/tts/jobs/{job_id} and GET /api/v1/tts/jobs/{job_id}/audio. Synthesis is
 * charged per second of speech produced (DEFAULT_AUDIO_PRICE_TABLE): a call or job is refused
 * with 402 when the balance is exhausted; a synchronous call whose cost the balance cannot pay
 * answers 402 without the audio, a job fails with `insufficient_balance`. The optional
 * `model_name` picks the voice model among `services.ttsModels` (default `espeak-ng`); a job keeps
 * it in its `model_name` from the start.
 *
 * @example
 * ```ts
 * registerTtsRoutes(app, context);
 * ```
 */
import type { FastifyInstance } from 'fastify';
import { JobIdParametersSchema, type TtsRequest, TtsRequestSchema } from '../../contract/requests.js';
import type { TtsJob, TtsJobRecord } from '../../contract/tts-job.js';
import { InvalidInputError } from '../../errors/invalid-input-error.js';
import { NotFoundError } from '../../errors/not-found-error.js';
import { notImplemented } from '../http-error.js';
import { buildAudioUsage } from '../metering/audio-price-table.js';
import type { ServerContext } from '../server-context.js';
import type { StoredTtsJob } from '../store/store.js';
import { DEFAULT_TTS_MODEL_NAME } from '../tts-models.js';
import { accountOf, assertBalanceLeft, parseWith } from './text-routes.js';

function publicRecord(job: StoredTtsJob): TtsJobRecord {
  const { audioPath: _audioPath, ...record } = job;
  return record;
}

/** Accepted `model_name` values when the services do not list theirs. */
const DEFAULT_TTS_MODELS: readonly string[] = [DEFAULT_TTS_MODEL_NAME];

/** Registers the TTS endpoints. */
export function registerTtsRoutes(app: FastifyInstance, context: ServerContext): void {
  const { services, store } = context;
  const models = services.ttsModels ?? DEFAULT_TTS_MODELS;

  /**
   * The request's `model_name` when it names another model than the default (undefined for the
   * default): 422 `invalid_input` for a name the server does not offer, and whatever
   * `checkTtsModel` throws (422 `unsupported_language`, 503 `model_not_installed`).
   */
  function requestedModel(body: TtsRequest): string | undefined {
    const modelName = body.model_name ?? models[0];
    if (modelName === undefined || !models.includes(modelName)) {
      throw new InvalidInputError({
        message: `Expected model_name to be one of ${models.join(', ')}.`,
        details: { field: 'model_name', allowed: models },
      });
    }
    services.checkTtsModel?.({ modelName, language: body.language });
    return modelName === models[0] ? undefined : modelName;
  }

  app.post('/api/v1/tts/synthesize', async (request, reply) => {
    const body = parseWith(TtsRequestSchema, request.body);
    if (services.synthesize === undefined) throw notImplemented('synthesize');
    const modelName = requestedModel(body);
    const account = accountOf(request);
    assertBalanceLeft(context, account);
    const controller = new AbortController();
    reply.raw.on('close', () => {
      if (!reply.raw.writableFinished) controller.abort();
    });
    const result = await services.synthesize({
      text: body.text,
      language: body.language,
      ...(modelName === undefined ? {} : { modelName }),
      abortSignal: controller.signal,
    });
    // 402 (the audio is not sent) unless the balance pays for the seconds produced
    await store.recordAudioUsage({
      accountId: account.id,
      operation: 'synthesize',
      jobId: 0,
      usage: buildAudioUsage({ operation: 'synthesize', seconds: result.durationSeconds }),
      reservedBalance: context.balanceHolds.total(account.id),
    });
    return reply
      .type('audio/wav')
      .header('x-audio-duration', String(result.durationSeconds))
      .header('x-sample-rate', String(result.sampleRate))
      .header('x-model-name', result.modelName)
      .send(Buffer.from(result.audio.buffer, result.audio.byteOffset, result.audio.byteLength));
  });

  app.post('/api/v1/tts/jobs', async (request, reply) => {
    const body = parseWith(TtsRequestSchema, request.body);
    if (services.synthesize === undefined) throw notImplemented('synthesize');
    const modelName = requestedModel(body);
    assertBalanceLeft(context, accountOf(request));
    await context.workAdmission.admit(accountOf(request).id, reply);
    const job = await store.createTtsJob({
      accountId: accountOf(request).id,
      language: body.language,
      text: body.text,
      ...(modelName === undefined ? {} : { modelName }),
    });
    context.queues.enqueueTts(job.job_id);
    const queued: TtsJob = { job_id: job.job_id, status: job.status, poll: job.poll };
    return queued;
  });

  async function findJob(accountId: number, params: unknown): Promise<StoredTtsJob> {
    const { job_id: jobId } = parseWith(JobIdParametersSchema, params);
    const job = await store.getTtsJob({ accountId, jobId });
    if (job === undefined) {
      throw new NotFoundError({
        message: `No TTS job ${jobId} for this account.`,
        details: { job_id: jobId },
      });
    }
    return job;
  }

  app.get('/api/v1/tts/jobs/:job_id', async (request) =>
    publicRecord(await findJob(accountOf(request).id, request.params)),
  );

  app.get('/api/v1/tts/jobs/:job_id/audio', async (request, reply) => {
    const job = await findJob(accountOf(request).id, request.params);
    if (job.status !== 'completed' || job.audioPath === null) {
      throw new NotFoundError({
        message: `TTS job ${job.job_id} has no audio yet (status ${job.status}).`,
        details: { job_id: job.job_id, status: job.status },
      });
    }
    return reply.type('audio/wav').send(await context.blobStore.read(job.audioPath));
  });
}
