/**
 * The transcription backend spec (types only). The core decodes media to 16 kHz mono float32,
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

/** Options of one transcription call. */
export interface TranscriptionCallOptions extends CallOptions {
  /** 16 kHz mono samples. */
  audio: Float32Array;
  sampleRate: 16000;
  /** Language of the speech; undefined asks the backend to detect it. */
  language?: LanguageName;
}

/** Output of one transcription call. */
export interface TranscriptionCallResult {
  text: string;
  segments: TranscriptSegment[];
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
  doTranscribe(options: TranscriptionCallOptions): Promise<TranscriptionCallResult>;
}
