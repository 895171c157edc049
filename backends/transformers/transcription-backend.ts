/**
 * A transformers.js transcription backend for Whisper (encoder-decoder with timestamps) and
 * Wav2Vec2/MMS CTC models, loaded offline from a local models folder. The architecture is read
 * from the model's `config.json` (`model_type`). Whisper gets the language as its Whisper code and
 * returns timed segments; with no language it first detects one among its `languages` (see
 * {@link detectWhisperLanguage}). A CTC model returns text only, which becomes one segment for
 * the chunk. The core decodes, chunks (at most 30 s per call) and stitches.
 *
 * An English-only Whisper (`is_multilingual: false` in `generation_config.json`, e.g.
 * `whisper-tiny.en`) covers English only, is never asked to detect a language and gets neither a
 * language nor a task token.
 *
 * Word timestamps: a Whisper folder whose `generation_config.json` has `alignment_heads` announces
 * `supportsWordTimestamps`; when a call asks for them and the loaded decoder outputs its
 * cross-attentions (`cross_attentions.0`, as in Xenova's exports and `scripts/real-models`),
 * transformers.js times each token by dynamic time warping over those heads, and one generation
 * gives both Whisper's segments and the words ({@link transcribeWithWordTimes}, which also moves
 * transformers.js's token times back by the one token they lag). A decoder without
 * cross-attention outputs gives segments only.
 *
 * Repetition loops: where the decoder outputs cross-attentions, every Whisper window (words or
 * not) is decoded on the ONNX sessions with a guard that cuts a phrase written 3+ times in a row
 * after its first copy and decodes the rest of the window again from where that copy ends
 * (`whisper-repetition-loop.ts`; `repetitionLoopGuard: false` turns it off).
 *
 * @example
 * ```ts
 * import { transcribe } from 'langproc';
 * import { createTransformersTranscriptionBackend } from 'langproc/transformers';
 * const backend = createTransformersTranscriptionBackend({
 *   modelsDirectory: './models',
 *   model: 'whisper-base',
 *   repository: 'Xenova/whisper-base',
 * });
 * const { text } = await transcribe({ audio: 'clip.ogg', language: 'French', backend });
 * await backend.dispose();
 * ```
 */

import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { AutomaticSpeechRecognitionPipeline } from '@huggingface/transformers';
import type {
  TranscriptionBackendV1,
  TranscriptionCallOptions,
  TranscriptionCallResult,
  TranscriptSegment,
  TranscriptWord,
} from '../../src/backend-interfaces/transcription-backend.js';
import type { Warning } from '../../src/backend-interfaces/warning.js';
import { AbortedError } from '../../src/errors/aborted-error.js';
import { InvalidInputError } from '../../src/errors/invalid-input-error.js';
import { UnsupportedLanguageError } from '../../src/errors/unsupported-language-error.js';
import { LANGUAGE_NAMES, LANGUAGES, type LanguageName } from '../../src/languages.js';
import { assertBackendOptions, assertOptionalPositiveInteger } from './assert-backend-options.js';
import { createPipelineLoader, resolveRepository } from './pipeline-loader.js';
import { detectWhisperLanguage, type WhisperRecognizer } from './whisper-language-detection.js';
import { transcribeWithWordTimes, type WhisperWordRecognizer } from './whisper-word-timestamps.js';

/** Options of {@link createTransformersTranscriptionBackend}. */
export interface TransformersTranscriptionBackendOptions {
  /** Root folder holding `<org>/<name>/` model folders. */
  modelsDirectory: string;
  /**
   * A catalog id (`whisper-base`, `whisper-small`, `mms-1b-all`, then pass `repository` too) or a
   * repository path under the models folder (`Xenova/whisper-base`).
   * @example 'whisper-base'
   */
  model: string;
  /**
   * Repository path under the models folder: pass the catalog entry's `repository`
   * (`getCatalogEntry(id).repository`). Required when `model` is a catalog id (otherwise an
   * `invalid_input` error naming this option).
   * @default `model` itself when it holds a `/`
   * @example 'Xenova/whisper-base'
   */
  repository?: string;
  /**
   * Weight precision.
   * @default 'q8'
   */
  dtype?: 'fp32' | 'q8';
  /**
   * Languages the model transcribes.
   * @default Whisper: the languages with a Whisper code; CTC: all 19 (one CTC model is usually
   * for one language: route through the catalog)
   */
  languages?: readonly LanguageName[];
  /**
   * Most tokens Whisper generates per 30 s chunk.
   * @default 224
   */
  maxNewTokens?: number;
  /**
   * Threads ONNX Runtime uses inside one operator. One thread per transcription costs the least
   * CPU time per clip (no threads spinning while they wait); more finish a clip sooner on an idle
   * machine.
   * @default ONNX Runtime's choice (one per physical core)
   * @example 1
   */
  threads?: number;
  /**
   * Whisper: cut a repetition loop (one phrase written 3+ times in a row, 12+ tokens) after its
   * first copy and decode the rest of the window again from where that copy ends, so the words
   * after the loop are heard (`whisper-repetition-loop.ts`). Applies where the decoder outputs
   * cross-attentions (the window is then decoded on its ONNX sessions, words or not).
   * @default true
   */
  repetitionLoopGuard?: boolean;
  /**
   * Allow downloads from the hub at load time.
   * @default false
   */
  allowRemoteModels?: boolean;
}

/** Longest audio one call accepts, in seconds (Whisper's window). */
export const TRANSCRIPTION_CHUNK_SECONDS = 30;

/** The languages with a Whisper code. */
export const WHISPER_LANGUAGES: readonly LanguageName[] = LANGUAGE_NAMES.filter(
  (name) => LANGUAGES[name].whisperCode !== null,
);

/** The languages of an English-only Whisper (`is_multilingual: false` in its generation config). */
const ENGLISH_ONLY: readonly LanguageName[] = Object.freeze(['English']);

/** The model families this backend runs: Whisper (seq2seq) or a CTC model (Wav2Vec2/MMS). */
export type TranscriptionArchitecture = 'whisper' | 'ctc';

const EMPTY_TIMESTAMP_SPAN = /token_ids must be a non-empty array/u;

/** What the transformers.js recognition pipeline returns. */
export interface RecognitionOutput {
  text: string;
  chunks?: Array<{ timestamp: [number | null, number | null]; text: string }>;
}

/** What the folder's generation config says about word timing and languages. */
function readGenerationConfig(folder: string): { hasAlignmentHeads: boolean; englishOnly: boolean } {
  try {
    const config = JSON.parse(readFileSync(path.join(folder, 'generation_config.json'), 'utf8')) as {
      alignment_heads?: unknown;
      is_multilingual?: unknown;
    };
    return {
      hasAlignmentHeads: Array.isArray(config.alignment_heads) && config.alignment_heads.length > 0,
      englishOnly: config.is_multilingual === false,
    };
  } catch {
    return { hasAlignmentHeads: false, englishOnly: false };
  }
}

/** Whether the loaded Whisper decoder outputs cross-attentions (needed to time words). */
function decoderOutputsCrossAttentions(recognizer: unknown): boolean {
  const sessions = (recognizer as { model?: { sessions?: Record<string, { outputNames?: string[] }> } }).model
    ?.sessions;
  return Object.values(sessions ?? {}).some(
    (session) => session.outputNames?.includes('cross_attentions.0') === true,
  );
}

function readArchitecture(folder: string): TranscriptionArchitecture | undefined {
  try {
    const config = JSON.parse(readFileSync(path.join(folder, 'config.json'), 'utf8')) as {
      model_type?: string;
    };
    if (config.model_type === undefined) return undefined;
    return config.model_type === 'whisper' ? 'whisper' : 'ctc';
  } catch {
    return undefined;
  }
}

/** Creates a Whisper or Wav2Vec2/MMS CTC transcription backend on transformers.js (ONNX Runtime, CPU). */
export function createTransformersTranscriptionBackend(
  options: TransformersTranscriptionBackendOptions,
): TranscriptionBackendV1 & {
  readonly architecture: TranscriptionArchitecture;
  load(): Promise<void>;
  dispose(): Promise<void>;
} {
  assertBackendOptions(options, 'createTransformersTranscriptionBackend');
  assertOptionalPositiveInteger(options.maxNewTokens, 'maxNewTokens');
  assertOptionalPositiveInteger(options.threads, 'threads');
  if (options.repetitionLoopGuard !== undefined && typeof options.repetitionLoopGuard !== 'boolean') {
    throw new InvalidInputError({
      message: `Expected repetitionLoopGuard to be a boolean, got ${typeof options.repetitionLoopGuard}.`,
      details: { field: 'repetitionLoopGuard' },
    });
  }
  const repository = resolveRepository({
    model: options.model,
    repository: options.repository,
    task: 'transcription',
  });
  const folder = path.join(path.resolve(options.modelsDirectory), repository);
  const architecture: TranscriptionArchitecture =
    readArchitecture(folder) ?? (/whisper/iu.test(repository) ? 'whisper' : 'ctc');
  const generationConfig = readGenerationConfig(folder);
  // An English-only Whisper (tiny.en, base.en) takes no language or task token.
  const englishOnly = architecture === 'whisper' && generationConfig.englishOnly;
  const languages =
    options.languages ??
    (englishOnly ? ENGLISH_ONLY : architecture === 'whisper' ? WHISPER_LANGUAGES : LANGUAGE_NAMES);
  const supportsWordTimestamps = architecture === 'whisper' && generationConfig.hasAlignmentHeads;
  const loader = createPipelineLoader<AutomaticSpeechRecognitionPipeline>({
    ...options,
    task: 'automatic-speech-recognition',
    repository,
    dtype: options.dtype ?? 'q8',
  });

  return {
    specificationVersion: 'v1',
    backendId: 'transformers',
    modelId: repository,
    architecture,
    languages,
    maxChunkSeconds: TRANSCRIPTION_CHUNK_SECONDS,
    supportsWordTimestamps,
    load: loader.preload,
    dispose: loader.dispose,
    async doTranscribe(call: TranscriptionCallOptions): Promise<TranscriptionCallResult> {
      const checkAbort = (): void => {
        if (call.abortSignal?.aborted) {
          throw new AbortedError({ message: 'Transcription was aborted.', cause: call.abortSignal.reason });
        }
      };
      checkAbort();
      if (call.language !== undefined && !languages.includes(call.language)) {
        throw new UnsupportedLanguageError({
          language: call.language,
          reason: `${repository} does not cover ${call.language}.`,
        });
      }
      const recognizer = await loader.load();
      checkAbort();
      const seconds = call.audio.length / call.sampleRate;
      const warnings: Warning[] = [];
      if (architecture === 'ctc') {
        const output = (await recognizer(call.audio)) as RecognitionOutput;
        checkAbort();
        const text = output.text.trim();
        return {
          text,
          segments: text === '' ? [] : [{ start: 0, end: seconds, text }],
          ...(call.language === undefined ? {} : { language: call.language }),
          warnings,
        };
      }
      // transformers.js would silently assume English: detect from the first decoder step instead.
      const language =
        call.language ??
        (englishOnly ? 'English' : undefined) ??
        (
          await detectWhisperLanguage({
            recognizer: recognizer as unknown as WhisperRecognizer,
            audio: call.audio,
            languages,
          })
        )?.language;
      checkAbort();
      const whisperCode = language === undefined ? undefined : LANGUAGES[language].whisperCode;
      const generation = {
        max_new_tokens: options.maxNewTokens ?? 224,
        ...(englishOnly ? {} : { task: 'transcribe' }),
        ...(englishOnly || whisperCode === undefined || whisperCode === null
          ? {}
          : { language: whisperCode }),
      };
      // With cross-attentions, the window is decoded on the ONNX sessions (the same tokens as the
      // pipeline's) with the repetition-loop guard, words or not.
      if (supportsWordTimestamps && decoderOutputsCrossAttentions(recognizer)) {
        const words = call.wordTimestamps === true;
        try {
          const timed = await transcribeWithWordTimes({
            recognizer: recognizer as unknown as WhisperWordRecognizer,
            audio: call.audio,
            generation,
            words,
            loopGuard: options.repetitionLoopGuard !== false,
          });
          checkAbort();
          return {
            text: timed.text.trim(),
            segments: toSegments({ text: timed.text, chunks: timed.segments }, seconds),
            ...(words
              ? { words: shortenOpeningWords(toWords({ text: timed.text, chunks: timed.words }, seconds)) }
              : {}),
            ...(language === undefined ? {} : { language }),
            warnings,
          };
        } catch (error) {
          // The same decoding limit as below: time this chunk by segments instead.
          if (!(error instanceof Error && EMPTY_TIMESTAMP_SPAN.test(error.message))) throw error;
          checkAbort();
        }
      }
      let output: RecognitionOutput;
      try {
        output = (await recognizer(call.audio, {
          ...generation,
          return_timestamps: true,
        })) as RecognitionOutput;
      } catch (error) {
        // transformers.js cannot decode two adjacent timestamp tokens with no text between them.
        if (!(error instanceof Error && EMPTY_TIMESTAMP_SPAN.test(error.message))) throw error;
        checkAbort();
        output = (await recognizer(call.audio, {
          ...generation,
          return_timestamps: false,
        })) as RecognitionOutput;
        warnings.push({
          type: 'other',
          message: 'Whisper produced no usable timestamps for a chunk; its text is timed to the whole chunk.',
        });
      }
      checkAbort();
      return {
        text: output.text.trim(),
        segments: toSegments(output, seconds),
        ...(language === undefined ? {} : { language }),
        warnings,
      };
    },
  };
}

/** Whisper's timestamped chunks as segments; a missing or backwards time falls back to its neighbours. */
function toSegments(output: RecognitionOutput, seconds: number): TranscriptSegment[] {
  const segments: TranscriptSegment[] = [];
  let cursor = 0;
  for (const chunk of output.chunks ?? []) {
    const text = chunk.text.replace(/\s+/gu, ' ').trim();
    if (text === '') continue;
    const [rawStart, rawEnd] = chunk.timestamp;
    const start = Math.min(
      seconds,
      Math.max(cursor, typeof rawStart === 'number' && Number.isFinite(rawStart) ? rawStart : cursor),
    );
    const end = Math.min(
      seconds,
      Math.max(start, typeof rawEnd === 'number' && Number.isFinite(rawEnd) ? rawEnd : seconds),
    );
    segments.push({ start, end, text });
    cursor = end;
  }
  const text = output.text.trim();
  if (segments.length === 0 && text !== '') segments.push({ start: 0, end: seconds, text });
  return segments;
}

/**
 * transformers.js word chunks as words: a piece that does not start with a space continues the
 * previous word (`L` + `'accident`); times are kept inside the chunk and never go backwards.
 */
export function toWords(output: RecognitionOutput, seconds: number): TranscriptWord[] {
  const words: TranscriptWord[] = [];
  let cursor = 0;
  for (const chunk of output.chunks ?? []) {
    const text = chunk.text.replace(/\s+/gu, ' ');
    if (text.trim() === '') continue;
    const [rawStart, rawEnd] = chunk.timestamp;
    const start = Math.min(
      seconds,
      Math.max(cursor, typeof rawStart === 'number' && Number.isFinite(rawStart) ? rawStart : cursor),
    );
    const end = Math.min(
      seconds,
      Math.max(start, typeof rawEnd === 'number' && Number.isFinite(rawEnd) ? rawEnd : start),
    );
    const previous = words[words.length - 1];
    if (previous !== undefined && !text.startsWith(' ')) {
      previous.word += text.trim();
      previous.end = Math.max(previous.end, end);
    } else {
      words.push({ word: text.trim(), start, end });
    }
    cursor = Math.max(cursor, end);
  }
  return words;
}

/** Longest typical word, in seconds: the median word duration is capped at this. */
export const MAX_MEDIAN_WORD_SECONDS = 0.7;

const SENTENCE_END = /[.?!…。？！።؟]["'”’»)\]]*$/u;

/**
 * The alignment starts every window's first word at 0 and lets a word after a sentence end
 * swallow the pause before it (the attention path has to start somewhere). Like openai-whisper, a
 * first word, or a word after a sentence end, longer than twice the median word duration (the
 * median at most {@link MAX_MEDIAN_WORD_SECONDS}) is shortened from its start to that length.
 */
export function shortenOpeningWords(words: readonly TranscriptWord[]): TranscriptWord[] {
  const durations = words
    .map((word) => word.end - word.start)
    .filter((duration) => duration > 0)
    .sort((a, b) => a - b);
  if (durations.length === 0) return [...words];
  const middle = Math.floor(durations.length / 2);
  const median =
    durations.length % 2 === 1
      ? (durations[middle] as number)
      : ((durations[middle - 1] as number) + (durations[middle] as number)) / 2;
  const longest = 2 * Math.min(MAX_MEDIAN_WORD_SECONDS, median);
  return words.map((word, index) => {
    const opens = index === 0 || SENTENCE_END.test((words[index - 1] as TranscriptWord).word);
    return opens && word.end - word.start > longest
      ? { ...word, start: Math.round((word.end - longest) * 100) / 100 }
      : word;
  });
}
