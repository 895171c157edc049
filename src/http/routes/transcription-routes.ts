/**
 * The transcription endpoints: POST /api/v1/api/transcribe (multipart upload, queued),
 * GET /api/v1/api/status/{task_id}, GET /api/v1/api/tasks (paginated),
 * GET /api/v1/api/tasks/{task_id}/audio (the uploaded file, the task's `audio_url`) and
 * GET /api/v1/api/status/{task_id}/redacted-audio (the redacted WAV of a `redact_audio=true`
 * upload, the task's `redacted_audio_url`).
 *
 * Uploads stream to `<dataDirectory>/uploads/` under a random name (mode 0600), limited to
 * `uploadLimitBytes` (413); the media type is sniffed from the bytes (415 when unknown: a
 * playlist, a concat list, text behind an ID3 tag). The worker decodes the file with that
 * container's ffmpeg demuxer only (see decode-audio.ts). The client's file name is never stored,
 * and the upload is deleted once the task is processed, unless the upload sent `keep_audio=true`
 * (then retention deletes it with the task).
 *
 * Metering: an upload is refused with 402 when the balance is exhausted; a task is charged per
 * second of the recording once processed (`transcribe`, or `redact_audio` at its own price, see
 * DEFAULT_AUDIO_PRICE_TABLE), and fails with `insufficient_balance` (no result kept) when the
 * balance cannot pay.
 *
 * @example
 * ```ts
 * registerTranscriptionRoutes(app, context);
 * ```
 */
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type {} from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  PaginationQuerySchema,
  TaskIdParametersSchema,
  TranscribeFieldsSchema,
} from '../../contract/requests.js';
import type { TranscribeSubmitResponse } from '../../contract/transcription-task.js';
import { InvalidInputError } from '../../errors/invalid-input-error.js';
import { NotFoundError } from '../../errors/not-found-error.js';
import { PayloadTooLargeError } from '../../errors/payload-too-large-error.js';
import { UnsupportedMediaError } from '../../errors/unsupported-media-error.js';
import { sniffMediaFile } from '../../transcription/sniff-media-type.js';
import { audioRedactionSettingsOf } from '../audio-redaction-settings.js';
import {
  PRIVATE_DIRECTORY_MODE,
  PRIVATE_FILE_MODE,
  uploadDirectory as uploadDirectoryOf,
} from '../data-directory-files.js';
import { HttpError, notImplemented } from '../http-error.js';
import { MULTIPART_LIMITS } from '../http-server-options.js';
import type { ServerContext } from '../server-context.js';
import { resolveTranscriptionLanguage } from '../transcription-language.js';
import { accountOf, assertBalanceLeft, parseWith } from './text-routes.js';

interface Upload {
  path: string;
  bytes: number;
}

/**
 * The parser's plain errors for a body that is not multipart as declared ("Multipart: Boundary not
 * found", "Unexpected end of multipart data", "Part terminated early ..."): a client error, not a
 * 500. File system errors carry a `code` and are left alone.
 */
function isMalformedMultipart(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error as { code?: unknown }).code === undefined &&
    /boundary|multipart data/iu.test(error.message)
  );
}

function fieldTooLong(): PayloadTooLargeError {
  return new PayloadTooLargeError({
    message: `A multipart field name or value is longer than its limit (${MULTIPART_LIMITS.fieldNameSize} and ${MULTIPART_LIMITS.fieldSize} bytes).`,
    details: { fieldNameLimit: MULTIPART_LIMITS.fieldNameSize, fieldLimit: MULTIPART_LIMITS.fieldSize },
  });
}

async function receiveUpload(
  request: FastifyRequest,
  uploadDirectory: string,
): Promise<{ upload: Upload | undefined; fields: Record<string, string> }> {
  const fields: Record<string, string> = {};
  let upload: Upload | undefined;
  try {
    for await (const part of request.parts()) {
      // busboy truncates long values but not long names: both are refused here
      if (Buffer.byteLength(part.fieldname) > MULTIPART_LIMITS.fieldNameSize) throw fieldTooLong();
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || upload !== undefined) {
          part.file.resume();
          continue;
        }
        await mkdir(uploadDirectory, { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
        const location = path.join(uploadDirectory, randomUUID());
        // part.filename (personal data: 'call-with-amaka.mp3') is deliberately not kept.
        upload = { path: location, bytes: 0 };
        const current = upload;
        part.file.on('data', (chunk: Buffer) => {
          current.bytes += chunk.length;
        });
        await pipeline(part.file, createWriteStream(location, { mode: PRIVATE_FILE_MODE }));
      } else {
        if (part.valueTruncated) throw fieldTooLong();
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    if (upload !== undefined) await rm(upload.path, { force: true });
    throw isMalformedMultipart(error)
      ? new HttpError({
          status: 400,
          code: 'invalid_input',
          message: 'The multipart body is malformed (no boundary, or it ends before its last part).',
        })
      : error;
  }
  return { upload, fields };
}

/** Registers the transcription endpoints. */
export function registerTranscriptionRoutes(app: FastifyInstance, context: ServerContext): void {
  const { store } = context;
  const uploadDirectory = uploadDirectoryOf(context.dataDirectory);

  app.post('/api/v1/api/transcribe', async (request, reply) => {
    const account = accountOf(request);
    if (context.services.transcribe === undefined) throw notImplemented('transcribe');
    if (!request.isMultipart()) {
      throw new UnsupportedMediaError({
        message: 'Expected a multipart/form-data body with the media in the field "file".',
      });
    }
    assertBalanceLeft(context, account);
    await context.workAdmission.admit(account.id, reply);
    const { upload, fields } = await receiveUpload(request, uploadDirectory);
    try {
      if (upload === undefined) {
        throw new InvalidInputError({
          message: 'Expected the media file in the multipart field "file".',
          details: { field: 'file' },
        });
      }
      if (upload.bytes === 0) {
        throw new InvalidInputError({ message: 'The uploaded file is empty.', details: { field: 'file' } });
      }
      const mediaType = await sniffMediaFile(upload.path);
      if (mediaType === undefined) {
        throw new UnsupportedMediaError({
          message:
            'The uploaded file is not a recognised audio or video format (WAV, MP3, AAC, Ogg, FLAC, WebM/Matroska, MP4, M4A, MOV); playlists and concat lists are refused.',
        });
      }
      const parsed = parseWith(TranscribeFieldsSchema, fields);
      const language = resolveTranscriptionLanguage(parsed.language);
      const modelName = parsed.model_name ?? context.transcriptionModels[0]!;
      if (!context.transcriptionModels.includes(modelName)) {
        throw new InvalidInputError({
          message: `Expected model_name to be one of ${context.transcriptionModels.join(', ')}.`,
          details: { field: 'model_name', allowed: context.transcriptionModels },
        });
      }
      context.services.checkTranscriptionModel?.({ modelName, language });
      const audioRedaction = audioRedactionSettingsOf({
        mode: parsed.mode,
        padding: parsed.padding,
        maskGaps: parsed.mask_gaps,
        entities: parsed.entities,
      });
      const task = await store.createTranscriptionTask({
        accountId: account.id,
        uploadPath: upload.path,
        mediaType,
        languageField: parsed.language,
        language,
        modelName,
        srtRequested: parsed.generate_srt,
        redactAudio: parsed.redact_audio,
        ...(audioRedaction === undefined ? {} : { audioRedaction }),
        keepAudio: parsed.keep_audio,
      });
      context.queues.enqueueTranscription(task.task_id);
      const response: TranscribeSubmitResponse = {
        task_id: task.task_id,
        message: `Transcription queued; poll /api/v1/api/status/${task.task_id}.`,
        srt_requested: task.srt_requested,
      };
      return response;
    } catch (error) {
      if (upload !== undefined) await rm(upload.path, { force: true });
      throw error;
    }
  });

  app.get('/api/v1/api/status/:task_id', async (request) => {
    const { task_id: taskId } = parseWith(TaskIdParametersSchema, request.params);
    const task = await store.getTranscriptionTask({ accountId: accountOf(request).id, taskId });
    if (task === undefined) {
      throw new NotFoundError({
        message: `No transcription task ${taskId} for this account.`,
        details: { task_id: taskId },
      });
    }
    return task;
  });

  app.get('/api/v1/api/tasks', async (request) => {
    const query = parseWith(PaginationQuerySchema, request.query);
    const { items, total } = await store.listTranscriptionTasks({
      accountId: accountOf(request).id,
      page: query.page,
      pageSize: query.page_size,
    });
    return {
      items,
      page: query.page,
      page_size: query.page_size,
      total,
      total_pages: Math.ceil(total / query.page_size),
    };
  });

  app.get('/api/v1/api/tasks/:task_id/audio', async (request, reply) => {
    const { task_id: taskId } = parseWith(TaskIdParametersSchema, request.params);
    const accountId = accountOf(request).id;
    const task = await store.getTranscriptionTask({ accountId, taskId });
    const location = await store.getTranscriptionUpload({ accountId, taskId });
    if (task === undefined || location === undefined) {
      throw new NotFoundError({
        message: `No transcription task ${taskId} for this account.`,
        details: { task_id: taskId },
      });
    }
    const processed = new NotFoundError({
      message: `The upload of transcription task ${taskId} was deleted once the task was processed.`,
      details: { task_id: taskId },
    });
    if ((task.status === 'completed' || task.status === 'failed') && !location.keepAudio) throw processed;
    // Opened before answering: a task that finishes meanwhile deletes the file.
    const handle = await open(location.path, 'r').catch(() => {
      throw processed;
    });
    return reply.type(location.mediaType).send(handle.createReadStream());
  });

  app.get('/api/v1/api/status/:task_id/redacted-audio', async (request, reply) => {
    const { task_id: taskId } = parseWith(TaskIdParametersSchema, request.params);
    const accountId = accountOf(request).id;
    const task = await store.getTranscriptionTask({ accountId, taskId });
    const files = await store.getTranscriptionUpload({ accountId, taskId });
    if (task === undefined || files === undefined || !task.redact_audio) {
      throw new NotFoundError({
        message: `No transcription task ${taskId} with redact_audio for this account.`,
        details: { task_id: taskId },
      });
    }
    // Like a TTS job's audio: 404 until the task completed (a failed task has none).
    if (task.status !== 'completed' || files.redactedAudioPath === null) {
      throw new NotFoundError({
        message: `Transcription task ${taskId} has no redacted audio yet (status ${task.status}).`,
        details: { task_id: taskId, status: task.status },
      });
    }
    return reply.type('audio/wav').send(await context.blobStore.read(files.redactedAudioPath));
  });
}
