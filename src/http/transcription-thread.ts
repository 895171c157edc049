/**
 * The body of the transcription worker thread (see {@link createTaskThreadPool}): `transcribe()`
 * with the transformers.js backend of a catalog model, loaded once per thread and kept. Decoding
 * glue, feature extraction, the model's JavaScript and the text and SRT work all run here, so the
 * event loop answers requests (and `/healthz`) while a long recording is transcribed.
 *
 * @example
 * ```ts
 * createTaskThreadPool<TranscriptionTasks>({ threadFile: TRANSCRIPTION_THREAD_FILE, threads: 1, timeoutMs });
 * ```
 */
import type { LanguageName } from '../languages.js';
import { transcribe } from '../transcription/transcribe.js';
import { catalogTranscriptionBackend } from './catalog-transcription-backends.js';
import { serveThreadTasks, type TaskHandlers } from './thread-tasks.js';

/** The input of a transcription task: a file on disk and the catalog model to read it with. */
export interface TranscribeTaskInput {
  /** Path of the upload. */
  audio: string;
  language: LanguageName;
  generateSrt: boolean;
  /** Catalog id of the model. */
  modelId: string;
  modelsDirectory: string;
}

/** The tasks of a transcription thread. */
export type TranscriptionTasks = {
  transcribe: {
    input: TranscribeTaskInput;
    event: never;
    output: { text: string; srt?: string; durationSeconds: number };
  };
};

const HANDLERS: TaskHandlers<TranscriptionTasks> = {
  transcribe: async (input) => {
    const result = await transcribe({
      audio: input.audio,
      language: input.language,
      generateSrt: input.generateSrt,
      backend: catalogTranscriptionBackend(input.modelsDirectory, input.modelId),
    });
    return {
      output: {
        text: result.text,
        ...(result.srt === undefined ? {} : { srt: result.srt }),
        durationSeconds: result.durationSeconds,
      },
    };
  },
};

serveThreadTasks(HANDLERS);
