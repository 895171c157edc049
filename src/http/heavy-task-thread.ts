/**
 * The body of a heavy-task worker thread (see {@link createTaskThreadPool}): summaries (whole or
 * streamed section by section), speech synthesis with the embedded espeak-ng voice (or Kokoro from
 * the models folder, loaded once per thread), and streamed redaction, each with the core function and its default backend. The synthesized WAV moves back
 * to the event loop without a copy.
 *
 * @example
 * ```ts
 * createTaskThreadPool<HeavyTasks>({ threadFile: HEAVY_TASK_THREAD_FILE, threads: 2, timeoutMs: 120_000 });
 * ```
 */
import type { Section } from '../contract/text-processing-result.js';
import type { LanguageName } from '../languages.js';
import { prepareRedaction } from '../redaction/redact.js';
import { synthesize } from '../speech/synthesize.js';
import { summarize } from '../summarization/summarize.js';
import type { SummarizeStyle } from '../summarization/summarize-options.js';
import { summarizeStream } from '../summarization/summarize-stream.js';
import { coreRedactOptions, type RedactionFields } from './redaction-request-fields.js';
import type { SynthesizeServiceResult, TextServiceResult } from './services.js';
import { textServiceResult } from './text-service-result.js';
import { serveThreadTasks, type TaskHandlers } from './thread-tasks.js';
import { ttsSpeechBackend } from './tts-models.js';

/** The input of a summary task: the core options that can cross threads. */
export interface SummarizeTaskInput {
  text: string;
  language: LanguageName;
  style: SummarizeStyle;
  domain: string;
}

/** The tasks of a heavy-task thread. */
export type HeavyTasks = {
  summarize: { input: SummarizeTaskInput; event: never; output: TextServiceResult };
  /** Emits each section summary when it is done. */
  summarizeStream: { input: SummarizeTaskInput; event: Section; output: TextServiceResult };
  /** `modelName` and `modelsDirectory` pick a voice model of the models folder (`kokoro-82m`); without them, espeak-ng. */
  synthesize: {
    input: { text: string; language: LanguageName; modelName?: string; modelsDirectory?: string };
    event: never;
    output: SynthesizeServiceResult;
  };
  /** The redacted pieces (the stream's deltas) and the result. */
  redactStream: {
    input: { text: string; language: LanguageName; domain: string; fields?: RedactionFields };
    event: never;
    output: { pieces: string[]; result: TextServiceResult };
  };
};

const HANDLERS: TaskHandlers<HeavyTasks> = {
  summarize: async (input) => ({ output: textServiceResult(await summarize(input), 'summarize') }),
  summarizeStream: async (input, emit) => {
    for await (const event of summarizeStream(input)) {
      if (event.type === 'section') emit(event.section);
      else return { output: textServiceResult(event.result, 'summarize') };
    }
    throw new Error('the summary stream ended without a result');
  },
  synthesize: async ({ text, language, modelName, modelsDirectory }) => {
    const backend =
      modelName === undefined || modelsDirectory === undefined
        ? undefined
        : ttsSpeechBackend(modelsDirectory, modelName);
    const result = await synthesize({ text, language, ...(backend === undefined ? {} : { backend }) });
    const { audio, sampleRate, durationSeconds } = result;
    return {
      output: { audio, sampleRate, durationSeconds, modelName: result.modelName },
      transfer: [audio.buffer as ArrayBuffer],
    };
  },
  redactStream: async (input) => {
    const { fields: requestFields, ...options } = input;
    const { pieces, result } = await prepareRedaction({ ...options, ...coreRedactOptions(requestFields) })();
    return {
      output: { pieces: pieces.map((piece) => piece.text), result: textServiceResult(result, 'redact') },
    };
  },
};

serveThreadTasks(HANDLERS);
