/**
 * The default capabilities of `langproc serve`: the real core functions with their default
 * backends: rules-based redaction, embedded extractive summarization and espeak-ng speech (Kokoro
 * voices from the models folder on request), transformers.js translation (NLLB-200) and transcription (the catalog's model for the
 * language) from the models folder. Backends load lazily on first use; a model that is not
 * installed answers 503 with its pull command. A capability whose module this build lacks is
 * left out, so its endpoint answers 501. Redaction runs on the redaction threads; summaries,
 * synthesis and streamed redaction on the heavy-task threads (task-thread-pool.ts), so none of
 * them holds the event loop.
 *
 * @example
 * ```ts
 * const services = createDefaultServices({ modelsDirectory: './models' });
 * const server = await createHttpServer({ dataDirectory: './data', services });
 * ```
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createTransformersTranslationBackend } from '../../backends/transformers/index.js';
import { redactAudio } from '../audio-redaction/redact-audio.js';
import type { TranscriptionBackendV1 } from '../backend-interfaces/transcription-backend.js';
import type { TranslationBackendV1 } from '../backend-interfaces/translation-backend.js';
import type { Language } from '../contract/language.js';
import { InvalidInputError } from '../errors/invalid-input-error.js';
import { ModelNotInstalledError } from '../errors/model-not-installed-error.js';
import { UnsupportedLanguageError } from '../errors/unsupported-language-error.js';
import { LANGUAGE_NAMES } from '../languages.js';
import { defaultModelFor, getCatalogEntry, loadCatalog } from '../models/catalog.js';
import { resolveModelsDirectory } from '../models/models-directory.js';
import { prepareRedaction, redact } from '../redaction/redact.js';
import { synthesize } from '../speech/synthesize.js';
import { summarize } from '../summarization/summarize.js';
import { summarizeStream } from '../summarization/summarize-stream.js';
import { formatSrt } from '../transcription/format-subtitles.js';
import { transcribe } from '../transcription/transcribe.js';
import { translate } from '../translation/translate.js';
import { translateStream } from '../translation/translate-stream.js';
import { throwIfAborted } from '../util/abort.js';
import { redactAudioOptionsOf } from './audio-redaction-settings.js';
import { catalogTranscriptionBackend } from './catalog-transcription-backends.js';
import type { HeavyTasks } from './heavy-task-thread.js';
import { DEFAULT_TASK_TIMEOUT_MS } from './http-server-options.js';
import { coreRedactOptions } from './redaction-request-fields.js';
import { createRedactionThreadPool } from './redaction-thread-pool.js';
import type { HttpServices, SummarizeServiceOptions } from './services.js';
import { siblingModule } from './start-worker-thread.js';
import { createTaskThreadPool } from './task-thread-pool.js';
import { textServiceEvents, textServiceResult } from './text-service-result.js';
import type { TranscriptionTasks } from './transcription-thread.js';
import {
  assertTtsModelUsable,
  DEFAULT_TTS_MODEL_NAME,
  TTS_MODEL_NAMES,
  ttsSpeechBackend,
} from './tts-models.js';

/** Options of {@link createDefaultServices}. */
export interface DefaultServicesOptions {
  /**
   * Models folder.
   * @default resolveModelsDirectory()
   */
  modelsDirectory?: string;
  /**
   * Catalog id of the translation model.
   * @default 'nllb-200-distilled-600M'
   */
  translationModel?: string;
  /**
   * A translation backend to use instead of the transformers.js one (tests, or an
   * OpenAI-compatible server).
   */
  translationBackend?: TranslationBackendV1;
  /** A transcription backend to use for every model name instead of the transformers.js ones. */
  transcriptionBackend?: TranscriptionBackendV1;
  /**
   * Worker threads that run non-streaming redaction off the event loop; 0 redacts on the main
   * thread.
   * @default 0
   */
  redactionThreads?: number;
  /**
   * Worker threads that run the other CPU-heavy work off the event loop: summaries (whole and
   * streamed), speech synthesis and streamed redaction. 0 runs them on the main thread, where a
   * long one delays every other request (and `/healthz`) until it ends.
   * @default 1
   */
  taskThreads?: number;
  /**
   * Longest a heavy task may run on its thread before the thread is terminated and the request
   * answers 504 `timeout`.
   * @default DEFAULT_TASK_TIMEOUT_MS (120000)
   */
  taskTimeoutMs?: number;
}

/** The heavy-task thread module. */
const HEAVY_TASK_THREAD_FILE = siblingModule('heavy-task-thread', import.meta.url);
/** The transcription thread module. */
const TRANSCRIPTION_THREAD_FILE = siblingModule('transcription-thread', import.meta.url);
/**
 * Longest one transcription may run on its thread (decoding has its own 5-minute limit; a long
 * recording with a large model on a small machine takes a long while).
 */
export const TRANSCRIPTION_TASK_TIMEOUT_MS = 6 * 60 * 60 * 1000;

/** Suffix of the HTTP transcription model names (seed 4.6: `<name>-1-transcribe`). */
export const TRANSCRIPTION_MODEL_SUFFIX = '-1-transcribe';
/** The default `model_name`: the catalog's default transcription model for the language. */
export const DEFAULT_TRANSCRIPTION_MODEL_NAME = `whisper${TRANSCRIPTION_MODEL_SUFFIX}`;

/**
 * Accepted `model_name` values: the default, then `<catalog id>-1-transcribe` for every
 * transcription model of the catalog.
 */
export function transcriptionModelNames(): string[] {
  const ids = loadCatalog()
    .models.filter((model) => model.task === 'transcription')
    .map((model) => `${model.id}${TRANSCRIPTION_MODEL_SUFFIX}`);
  return [DEFAULT_TRANSCRIPTION_MODEL_NAME, ...ids];
}

/** The catalog id a `model_name` means for `language`. */
export function catalogIdForTranscriptionModel(modelName: string, language: Language): string {
  if (modelName === DEFAULT_TRANSCRIPTION_MODEL_NAME) return defaultModelFor('transcription', language).id;
  if (!modelName.endsWith(TRANSCRIPTION_MODEL_SUFFIX)) {
    throw new InvalidInputError({
      message: `Unknown transcription model name ${JSON.stringify(modelName)}.`,
    });
  }
  return modelName.slice(0, -TRANSCRIPTION_MODEL_SUFFIX.length);
}

function isInstalled(modelsDirectory: string, modelId: string): boolean {
  return existsSync(path.join(modelsDirectory, getCatalogEntry(modelId).repository, 'config.json'));
}

function assertInstalled(modelsDirectory: string, modelId: string): void {
  const entry = getCatalogEntry(modelId);
  const configPath = path.join(modelsDirectory, entry.repository, 'config.json');
  if (!existsSync(configPath)) {
    throw new ModelNotInstalledError({ modelId, missingPath: configPath, modelsDirectory });
  }
}

function signalOf(call: { abortSignal?: AbortSignal | undefined }): { abortSignal?: AbortSignal } {
  return call.abortSignal === undefined ? {} : { abortSignal: call.abortSignal };
}

/** The capabilities backed by the real core modules. */
export function createDefaultServices(options: DefaultServicesOptions = {}): HttpServices {
  const modelsDirectory = resolveModelsDirectory(options.modelsDirectory);
  const translationModel = options.translationModel ?? 'nllb-200-distilled-600M';
  let translationBackend: TranslationBackendV1 | undefined = options.translationBackend;
  const translationBackendOf = (): TranslationBackendV1 => {
    translationBackend ??= createTransformersTranslationBackend({ modelsDirectory, model: translationModel });
    return translationBackend;
  };
  const transcriptionBackendOf = (modelId: string): TranscriptionBackendV1 =>
    options.transcriptionBackend ?? catalogTranscriptionBackend(modelsDirectory, modelId);

  const threads = options.redactionThreads ?? 0;
  const pool = threads > 0 ? createRedactionThreadPool({ threads }) : undefined;
  const taskThreads = options.taskThreads ?? 1;
  const tasks =
    taskThreads > 0
      ? createTaskThreadPool<HeavyTasks>({
          threadFile: HEAVY_TASK_THREAD_FILE,
          threads: taskThreads,
          timeoutMs: options.taskTimeoutMs ?? DEFAULT_TASK_TIMEOUT_MS,
        })
      : undefined;
  // transcription with the catalog's models runs on its own thread (one: the model stays loaded
  // there); a backend passed in (tests, a remote server) cannot cross threads and runs here
  const transcriptionTasks =
    taskThreads > 0 && options.transcriptionBackend === undefined
      ? createTaskThreadPool<TranscriptionTasks>({
          threadFile: TRANSCRIPTION_THREAD_FILE,
          threads: 1,
          timeoutMs: TRANSCRIPTION_TASK_TIMEOUT_MS,
        })
      : undefined;
  const summaryInput = ({ text, language, style, domain }: SummarizeServiceOptions) => ({
    text,
    language,
    style,
    domain,
  });

  return {
    redact:
      pool === undefined
        ? async ({ fields, ...call }) =>
            textServiceResult(await redact({ ...call, ...coreRedactOptions(fields) }), 'redact')
        : (call) => pool.redact(call),
    ...(pool === undefined && tasks === undefined
      ? {}
      : {
          close: async () =>
            void (await Promise.all([pool?.close(), tasks?.close(), transcriptionTasks?.close()])),
        }),
    // One redaction run: each piece as a delta, then the whole result.
    redactStream: async function* (call) {
      const { pieces, result } =
        tasks === undefined
          ? await prepareRedaction({
              text: call.text,
              language: call.language,
              domain: call.domain,
              abortSignal: call.abortSignal,
              ...coreRedactOptions(call.fields),
            })().then((run) => ({
              pieces: run.pieces.map((piece) => piece.text),
              result: textServiceResult(run.result, 'redact'),
            }))
          : await tasks.run(
              'redactStream',
              {
                text: call.text,
                language: call.language,
                domain: call.domain,
                ...(call.fields === undefined ? {} : { fields: call.fields }),
              },
              { ...(call.abortSignal ? { abortSignal: call.abortSignal } : {}) },
            );
      for (const piece of pieces) {
        throwIfAborted(call.abortSignal);
        yield { type: 'delta', text: piece };
      }
      yield { type: 'result', result };
    },
    translate: async (call) =>
      textServiceResult(await translate({ ...call, backend: translationBackendOf() }), 'translate'),
    translateStream: (call) =>
      textServiceEvents(translateStream({ ...call, backend: translationBackendOf() }), 'translate'),
    summarize:
      tasks === undefined
        ? async (call) => textServiceResult(await summarize(call), 'summarize')
        : (call) => tasks.run('summarize', summaryInput(call), signalOf(call)),
    summarizeStream:
      tasks === undefined
        ? (call) => textServiceEvents(summarizeStream(call), 'summarize')
        : async function* (call) {
            const events = tasks.events('summarizeStream', summaryInput(call), signalOf(call));
            let next = await events.next();
            for (; !next.done; next = await events.next()) yield { type: 'section', section: next.value };
            yield { type: 'result', result: next.value };
          },
    // Kokoro (model_name kokoro-82m) runs where espeak-ng does: on a task thread, loaded there once.
    synthesize: async ({ text, language, modelName = DEFAULT_TTS_MODEL_NAME, abortSignal }) => {
      assertTtsModelUsable({ modelsDirectory, modelName, language });
      if (tasks !== undefined) {
        const model = modelName === DEFAULT_TTS_MODEL_NAME ? {} : { modelName, modelsDirectory };
        const output = await tasks.run('synthesize', { text, language, ...model }, signalOf({ abortSignal }));
        return { ...output, modelName };
      }
      const backend = ttsSpeechBackend(modelsDirectory, modelName);
      const result = await synthesize({
        text,
        language,
        abortSignal,
        ...(backend === undefined ? {} : { backend }),
      });
      const { audio, sampleRate, durationSeconds } = result;
      return { audio, sampleRate, durationSeconds, modelName };
    },
    ttsModels: TTS_MODEL_NAMES,
    checkTtsModel: ({ modelName, language }) =>
      assertTtsModelUsable({ modelsDirectory, modelName, language }),
    transcriptionModels: transcriptionModelNames(),
    modelStatus: () => {
      const needed: Array<{ model: string; task: string }> = [];
      if (options.translationBackend === undefined)
        needed.push({ model: translationModel, task: 'translation' });
      if (options.transcriptionBackend === undefined) {
        const transcriptionModels = new Set<string>();
        for (const language of LANGUAGE_NAMES) {
          try {
            transcriptionModels.add(defaultModelFor('transcription', language).id);
          } catch {
            // no default transcription model for this language
          }
        }
        for (const model of [...transcriptionModels].sort()) needed.push({ model, task: 'transcription' });
      }
      return needed.map(({ model, task }) => ({
        model,
        task,
        installed: isInstalled(modelsDirectory, model),
        pull: `langproc models pull ${model}`,
      }));
    },
    checkTranscriptionModel: ({ modelName, language }) => {
      const modelId = catalogIdForTranscriptionModel(modelName, language);
      if (options.transcriptionBackend !== undefined) return;
      // An explicit model that does not cover the language (whisper-tiny.en with French) fails now,
      // not as a queued task.
      const covered = getCatalogEntry(modelId).languages;
      if (!covered.includes(language)) {
        throw new UnsupportedLanguageError({
          language,
          reason: `${modelId} transcribes ${covered.join(', ')}.`,
        });
      }
      assertInstalled(modelsDirectory, modelId);
    },
    transcribe: async ({
      audio,
      language,
      generateSrt,
      modelName,
      redactAudio: redacting,
      audioRedaction,
      abortSignal,
    }) => {
      const modelId = catalogIdForTranscriptionModel(modelName, language);
      if (transcriptionTasks !== undefined) {
        const output = await transcriptionTasks.run(
          redacting === true ? 'redactAudio' : 'transcribe',
          {
            audio,
            language,
            generateSrt,
            modelId,
            modelsDirectory,
            ...(redacting === true && audioRedaction !== undefined ? { audioRedaction } : {}),
          },
          signalOf({ abortSignal }),
        );
        return { ...output, modelName };
      }
      if (redacting === true) {
        const result = await redactAudio({
          audio,
          language,
          transcriptionBackend: transcriptionBackendOf(modelId),
          ...redactAudioOptionsOf(audioRedaction),
          ...signalOf({ abortSignal }),
        });
        return {
          text: result.redactedTranscript,
          ...(generateSrt ? { srt: formatSrt(result.segments) } : {}),
          durationSeconds: result.durationSeconds,
          modelName,
          redactedAudio: result.audio,
        };
      }
      const result = await transcribe({
        audio,
        language,
        generateSrt,
        backend: transcriptionBackendOf(modelId),
        abortSignal,
      });
      return {
        text: result.text,
        ...(result.srt === undefined ? {} : { srt: result.srt }),
        durationSeconds: result.durationSeconds,
        modelName,
      };
    },
  };
}
