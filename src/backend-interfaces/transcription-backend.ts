/**
 * The transcription backend interface (types only). The core decodes media to 16 kHz mono float32,
 * chunks long audio and stitches timestamps; a backend transcribes one chunk.
 *
 * @example
 * ```ts
 * const result = await transcribe({ audio: 'call.mp3', language: 'English', backend });
 * ```
 */
import type { LanguageName } from '../languages.js';
import type { BackendBase, CallOptions, Warning } from './warning.js';

/** A timed piece of transcript, in seconds relative to the audio given to the call. */
export interface TranscriptSegment {
  start: number;
  end: number;
  text: string;
}

/** One recognised word with its time, in seconds (relative to the audio given to the call). */
export interface TranscriptWord {
  /** The word as written, punctuation attached (`However,`), no surrounding spaces. */
  word: string;
  start: number;
  end: number;
}

/** Options of one transcription call. */
export interface TranscriptionCallOptions extends CallOptions {
  /** 16 kHz mono samples. */
  audio: Float32Array;
  sampleRate: 16000;
  /** Language of the speech; undefined asks the backend to detect it. */
  language?: LanguageName;
  /**
   * Also time each word. Only sent to backends whose `supportsWordTimestamps` is true; a backend
   * that finds it cannot (e.g. a model exported without cross-attentions) returns no `words`.
   */
  wordTimestamps?: boolean;
}

/** Output of one transcription call. */
export interface TranscriptionCallResult {
  text: string;
  segments: TranscriptSegment[];
  /** Timed words, in order, when `wordTimestamps` was asked and the backend could time them. */
  words?: TranscriptWord[];
  /** Language the backend detected or used. */
  language?: LanguageName;
  warnings: Warning[];
}

/** A transcription backend. */
export interface TranscriptionBackendV1 extends BackendBase {
  /** Languages the model can transcribe. */
  readonly languages: readonly LanguageName[];
  /** Longest audio, in seconds, one call accepts (Whisper: 30). */
  readonly maxChunkSeconds: number;
  /**
   * Optional capability: the backend can return `words` when a call asks for `wordTimestamps`.
   * @default false
   */
  readonly supportsWordTimestamps?: boolean;
  doTranscribe(options: TranscriptionCallOptions): Promise<TranscriptionCallResult>;
}
