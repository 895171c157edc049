/**
 * The capabilities the HTTP adapter serves, as one injected object: one function per core
 * operation, with the core function's options minus the backend (the services object closes
 * over its backends). A capability that is absent answers 501 `not_implemented`.
 *
 * {@link createDefaultServices} builds it from the real core modules and default backends;
 * tests inject their own. Text capabilities answer the contract's body: map a core result with
 * `textServiceResult` (it prices the token counts).
 *
 * @example
 * ```ts
 * const services: HttpServices = {
 *   redact: async ({ text, language }) => textServiceResult(await redact({ text, language }), 'redact'),
 * };
 * const server = await createHttpServer({ dataDirectory: './data', services });
 * ```
 */

import type { Language } from '../contract/language.js';
import type { TextDomain } from '../contract/text-domain.js';
import type { SummaryStyle } from '../contract/text-job.js';
import type { Section, TextProcessingResult } from '../contract/text-processing-result.js';
import type { AudioRedactionSettings } from './audio-redaction-settings.js';
import type { RedactionFields } from './redaction-request-fields.js';

/** The text processing result a capability returns (the adapter adds `job_id`). */
export type TextServiceResult = Omit<TextProcessingResult, 'job_id'>;

/** An event of a streaming text capability; the last one is the `result`. */
export type TextServiceStreamEvent =
  | { type: 'section'; section: Section }
  | { type: 'delta'; text: string }
  | { type: 'result'; result: TextServiceResult };

/** Options of the redact capability. */
export interface RedactServiceOptions {
  text: string;
  language: Language;
  domain: TextDomain;
  /** The request's optional redaction fields, as plain data (absent when it has none). */
  fields?: RedactionFields;
  abortSignal?: AbortSignal;
}

/** Options of the translate capability. */
export interface TranslateServiceOptions {
  text: string;
  sourceLanguage: Language;
  targetLanguage: Language;
  domain: TextDomain;
  abortSignal?: AbortSignal;
}

/** Options of the summarize capability. */
export interface SummarizeServiceOptions {
  text: string;
  language: Language;
  style: SummaryStyle;
  domain: TextDomain;
  abortSignal?: AbortSignal;
}

/** Options of the synthesize capability. */
export interface SynthesizeServiceOptions {
  text: string;
  language: Language;
  /**
   * One of {@link HttpServices.ttsModels} (the request's `model_name`).
   * @default the first of `ttsModels` (`espeak-ng`)
   */
  modelName?: string;
  abortSignal?: AbortSignal;
}

/** Output of the synthesize capability. */
export interface SynthesizeServiceResult {
  /** A complete PCM WAV file. */
  audio: Uint8Array;
  sampleRate: number;
  durationSeconds: number;
  modelName: string;
}

/** Options of the transcribe capability. */
export interface TranscribeServiceOptions {
  /** Path of the uploaded media file. */
  audio: string;
  language: Language;
  generateSrt: boolean;
  /** One of {@link HttpServices.transcriptionModels}. */
  modelName: string;
  /**
   * Run `redactAudio()` instead of `transcribe()`: `text` and `srt` are the redacted ones and
   * `redactedAudio` is the recording with every spoken PII value bleeped.
   * @default false
   */
  redactAudio?: boolean;
  /** With `redactAudio`: the upload's mode, padding, mask_gaps and entities. */
  audioRedaction?: AudioRedactionSettings;
  abortSignal?: AbortSignal;
}

/** Output of the transcribe capability. */
export interface TranscribeServiceResult {
  text: string;
  srt?: string;
  durationSeconds: number;
  modelName: string;
  /** The redacted recording (16-bit PCM WAV, the input's rate and channels) when `redactAudio`. */
  redactedAudio?: Uint8Array;
}

/** The capabilities of one server. Each is optional: a missing one answers 501. */
export interface HttpServices {
  redact?: (options: RedactServiceOptions) => Promise<TextServiceResult>;
  redactStream?: (options: RedactServiceOptions) => AsyncIterable<TextServiceStreamEvent>;
  translate?: (options: TranslateServiceOptions) => Promise<TextServiceResult>;
  translateStream?: (options: TranslateServiceOptions) => AsyncIterable<TextServiceStreamEvent>;
  summarize?: (options: SummarizeServiceOptions) => Promise<TextServiceResult>;
  summarizeStream?: (options: SummarizeServiceOptions) => AsyncIterable<TextServiceStreamEvent>;
  synthesize?: (options: SynthesizeServiceOptions) => Promise<SynthesizeServiceResult>;
  transcribe?: (options: TranscribeServiceOptions) => Promise<TranscribeServiceResult>;
  /**
   * Accepted `model_name` values of POST /api/v1/api/transcribe, of the form
   * `<name>-1-transcribe`; the first is the default.
   * @default ['whisper-1-transcribe']
   */
  transcriptionModels?: readonly string[];
  /**
   * Accepted `model_name` values of the TTS endpoints; the first is the default.
   * @default ['espeak-ng']
   */
  ttsModels?: readonly string[];
  /**
   * Throws when the TTS model behind `modelName` cannot speak `language` here
   * (`UnsupportedLanguageError`, a 422; `ModelNotInstalledError`, a 503 with the pull command), so
   * a request fails at once instead of queuing a job that will fail.
   */
  checkTtsModel?: (options: { modelName: string; language: Language }) => void;
  /**
   * Throws (typically `ModelNotInstalledError`, a 503) when the model behind `modelName` cannot
   * run, so a submit fails at once instead of queuing a task that will fail.
   */
  checkTranscriptionModel?: (options: { modelName: string; language: Language }) => void;
  /**
   * The models the services load from the models folder and whether each is installed, for
   * GET /readyz (a missing model makes its calls answer 503 with the pull command).
   */
  modelStatus?: () => ModelStatus[];
  /** Releases what the services hold (worker threads, loaded models); called by `server.close()`. */
  close?: () => Promise<void>;
}

/** One model the services need, as GET /readyz reports it. */
export interface ModelStatus {
  /** Catalog id. @example 'nllb-200-distilled-600M' */
  model: string;
  /** What it serves. @example 'translation' */
  task: string;
  /** `true` when its files are in the models folder. */
  installed: boolean;
  /** The command that installs it. @example 'langproc models pull nllb-200-distilled-600M' */
  pull: string;
}
