/**
 * The durable work queues of the HTTP adapter (p-queue): text-to-speech jobs and transcription
 * tasks. The store is the source of truth: a job is `pending` in the store before it is queued
 * here, a worker marks it `processing` when it starts and `completed` or `failed` when it ends.
 * On start, {@link WorkQueues.resume} re-queues what a stopped process left behind; on close,
 * running work gets `shutdownTimeoutMs` to finish, and whatever is still running is aborted and
 * left for the next start to resume.
 *
 * Inputs are deleted once processed: a TTS job's text is erased by the store when the job
 * completes or fails, and a transcription task's upload is deleted here (unless the upload asked
 * for `keep_audio`). A `redact_audio` task's redacted WAV goes to the blob store as
 * `tts/transcription-<task id>.redacted.wav`. Audio is written with mode 0600.
 *
 * @example
 * ```ts
 * const queues = createWorkQueues({ store, services, dataDirectory: './data' });
 * await queues.resume({ maxAttempts: 3 });
 * queues.enqueueTts(job.job_id);
 * ```
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import PQueue from 'p-queue';
import { LangprocError } from '../errors/langproc-error.js';
import { type BlobStore, createDirectoryBlobStore } from './blob-store.js';
import { audioDirectory as audioDirectoryOf } from './data-directory-files.js';
import { HttpError } from './http-error.js';
import { buildAudioUsage } from './metering/audio-price-table.js';
import type { HttpServices } from './services.js';
import type { RecoveryReport, Store, WorkKind } from './store/store.js';

/** How long aborted work may take to stop during shutdown, in milliseconds. */
export const ABORT_GRACE_MS = 2_000;

/** Options of {@link createWorkQueues}. */
export interface WorkQueuesOptions {
  store: Store;
  services: HttpServices;
  /** Synthesized audio goes to `<dataDirectory>/tts/` (with the default blob store). */
  dataDirectory: string;
  /**
   * Where synthesized audio is kept.
   * @default createDirectoryBlobStore({ directory: dataDirectory })
   */
  blobStore?: BlobStore;
  /** @default 1 */
  ttsConcurrency?: number;
  /** @default 1 */
  transcriptionConcurrency?: number;
  /** Receives failures of the queue machinery itself (never user text). */
  onInternalError?: (error: unknown) => void;
}

/** The queues of one server. */
export interface WorkQueues {
  enqueueTts(jobId: number): void;
  enqueueTranscription(taskId: number): void;
  /** Re-queues work left by a previous process. */
  resume(options: { maxAttempts: number }): Promise<RecoveryReport & { queued: number }>;
  /** Work of `kind` queued or running here. */
  size(kind: WorkKind): number;
  /** Resolves when both queues are empty and idle. */
  onIdle(): Promise<void>;
  /** Stops taking work; waits up to `timeoutMs` for running work, then aborts it. */
  close(options: { timeoutMs: number }): Promise<void>;
}

/** The PII-free diagnosis stored in a failed job's `error` field. */
export function describeFailure(error: unknown): string {
  if (LangprocError.isInstance(error)) return `${error.code}: ${error.message}`;
  return 'internal_error: the job failed unexpectedly.';
}

/** Creates the TTS and transcription queues. */
export function createWorkQueues(options: WorkQueuesOptions): WorkQueues {
  const { store, services } = options;
  const tts = new PQueue({ concurrency: options.ttsConcurrency ?? 1 });
  const transcription = new PQueue({ concurrency: options.transcriptionConcurrency ?? 1 });
  const shutdown = new AbortController();
  const report = options.onInternalError ?? (() => {});
  const audioDirectory = audioDirectoryOf(options.dataDirectory);
  const blobStore = options.blobStore ?? createDirectoryBlobStore({ directory: options.dataDirectory });
  /** Whether work failed because the server is shutting down (its threads were stopped). */
  const isInterruption = (error: unknown): boolean =>
    shutdown.signal.aborted || (error instanceof HttpError && error.code === 'shutting_down');

  async function runTts(jobId: number): Promise<void> {
    if (shutdown.signal.aborted) return;
    const work = await store.startTtsJob(jobId);
    if (work === undefined) return;
    const started = performance.now();
    try {
      if (services.synthesize === undefined) throw new Error('synthesize is not available');
      const result = await services.synthesize({
        text: work.text,
        language: work.language,
        ...(work.modelName === null ? {} : { modelName: work.modelName }),
        abortSignal: shutdown.signal,
      });
      // Charged per second of speech produced; a balance that cannot pay fails the job (402's code).
      await store.recordAudioUsage({
        accountId: work.accountId,
        operation: 'synthesize',
        jobId,
        usage: buildAudioUsage({ operation: 'synthesize', seconds: result.durationSeconds }),
      });
      const audioPath = await blobStore.put({
        key: `${path.basename(audioDirectory)}/${jobId}.wav`,
        data: result.audio,
      });
      await store.completeTtsJob(jobId, {
        modelName: result.modelName,
        audioPath,
        audioDuration: result.durationSeconds,
        processingTime: (performance.now() - started) / 1000,
      });
    } catch (error) {
      // Interrupted by shutdown: left `processing`, resumed on the next start.
      if (isInterruption(error)) return;
      await store.failTtsJob(jobId, describeFailure(error));
    }
  }

  async function runTranscription(taskId: number): Promise<void> {
    if (shutdown.signal.aborted) return;
    const work = await store.startTranscriptionTask(taskId);
    if (work === undefined) return;
    const started = performance.now();
    try {
      if (services.transcribe === undefined) throw new Error('transcribe is not available');
      const result = await services.transcribe({
        audio: work.uploadPath,
        language: work.language,
        generateSrt: work.srtRequested,
        modelName: work.modelName,
        ...(work.redactAudio ? { redactAudio: true } : {}),
        ...(work.redactAudio && work.audioRedaction !== undefined
          ? { audioRedaction: work.audioRedaction }
          : {}),
        abortSignal: shutdown.signal,
      });
      // Charged per second of the recording; a balance that cannot pay fails the task with
      // `insufficient_balance` and its result is not kept.
      const operation = work.redactAudio ? 'redact_audio' : 'transcribe';
      await store.recordAudioUsage({
        accountId: work.accountId,
        operation,
        jobId: taskId,
        usage: buildAudioUsage({ operation, seconds: result.durationSeconds }),
      });
      let redactedAudioPath: string | null = null;
      if (work.redactAudio) {
        if (result.redactedAudio === undefined) throw new Error('the redacted audio is missing');
        redactedAudioPath = await blobStore.put({
          key: `${path.basename(audioDirectory)}/transcription-${taskId}.redacted.wav`,
          data: result.redactedAudio,
        });
      }
      await store.completeTranscriptionTask(taskId, {
        modelName: work.modelName,
        audioDuration: result.durationSeconds,
        processingTime: (performance.now() - started) / 1000,
        resultText: result.text,
        srtContent: work.srtRequested ? (result.srt ?? null) : null,
        redactedAudioPath,
      });
    } catch (error) {
      if (isInterruption(error)) return;
      await store.failTranscriptionTask(taskId, describeFailure(error));
    }
    // Processed (completed or failed): the upload is deleted unless the caller asked to keep it
    // (retention deletes it with the task). Killed before this line, the next start deletes it
    // (tidyDataDirectoryFiles).
    if (!work.keepAudio) await rm(work.uploadPath, { force: true });
  }

  return {
    enqueueTts(jobId) {
      tts.add(() => runTts(jobId)).catch(report);
    },
    enqueueTranscription(taskId) {
      transcription.add(() => runTranscription(taskId)).catch(report);
    },
    async resume({ maxAttempts }) {
      const recovery = await store.recoverInterruptedWork({ maxAttempts });
      const ttsIds = await store.listPendingWork('tts');
      const transcriptionIds = await store.listPendingWork('transcription');
      for (const id of ttsIds) this.enqueueTts(id);
      for (const id of transcriptionIds) this.enqueueTranscription(id);
      return { ...recovery, queued: ttsIds.length + transcriptionIds.length };
    },
    size(kind) {
      const queue = kind === 'tts' ? tts : transcription;
      return queue.size + queue.pending;
    },
    async onIdle() {
      await Promise.all([tts.onIdle(), transcription.onIdle()]);
    },
    async close({ timeoutMs }) {
      tts.pause();
      transcription.pause();
      tts.clear();
      transcription.clear();
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, timeoutMs);
      });
      const drained = Promise.all([tts.onPendingZero(), transcription.onPendingZero()]);
      await Promise.race([drained, timeout]);
      clearTimeout(timer);
      shutdown.abort();
      // Aborted work stays `processing` in the store and is resumed by the next start; a capability
      // that ignores the signal gets a short grace period before the store closes under it.
      await Promise.race([drained, new Promise((resolve) => setTimeout(resolve, ABORT_GRACE_MS).unref())]);
    },
  };
}
