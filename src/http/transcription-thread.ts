/**
 * The body of the transcription worker thread (see {@link createTaskThreadPool}): `transcribe()`,
 * or `redactAudio()` for an upload with `redact_audio=true`, with the transformers.js backend of a catalog model, loaded once per thread and kept. Decoding
 * glue, feature extraction, the model's JavaScript and the text and SRT work all run here, so the
 * event loop answers requests (and `/healthz`) while a long recording is transcribed.
 *
 * @example
 * ```ts
 * createTaskThreadPool<TranscriptionTasks>({ threadFile: TRANSCRIPTION_THREAD_FILE, threads: 1, timeoutMs });
 * ```
 */
import { redactAudio } from '../audio-redaction/redact-audio.js';
import type { LanguageName } from '../languages.js';
import { formatSrt } from '../transcription/format-subtitles.js';
import { transcribe } from '../transcription/transcribe.js';
import { type AudioRedactionSettings, redactAudioOptionsOf } from './audio-redaction-settings.js';
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
  /** `redactAudio` only: the upload's mode, padding, mask_gaps and entities. */
  audioRedaction?: AudioRedactionSettings;
}

/** The tasks of a transcription thread. */
export type TranscriptionTasks = {
  transcribe: {
    input: TranscribeTaskInput;
    event: never;
    output: { text: string; srt?: string; durationSeconds: number };
  };
  /** `redactAudio()`: the redacted transcript, its SRT and the redacted WAV (moved, not copied). */
  redactAudio: {
    input: TranscribeTaskInput;
    event: never;
    output: { text: string; srt?: string; durationSeconds: number; redactedAudio: Uint8Array };
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
  redactAudio: async (input) => {
    const result = await redactAudio({
      audio: input.audio,
      language: input.language,
      transcriptionBackend: catalogTranscriptionBackend(input.modelsDirectory, input.modelId),
      ...redactAudioOptionsOf(input.audioRedaction),
    });
    return {
      output: {
        text: result.redactedTranscript,
        ...(input.generateSrt ? { srt: formatSrt(result.segments) } : {}),
        durationSeconds: result.durationSeconds,
        redactedAudio: result.audio,
      },
      transfer: [result.audio.buffer as ArrayBuffer],
    };
  },
};

serveThreadTasks(HANDLERS);
