/**
 * The speech (text-to-speech) backend interface (types only). Backends return raw samples; the core
 * joins pieces and writes the WAV file.
 *
 * @example
 * ```ts
 * const { audio } = await synthesize({ text: 'Habari', language: 'Swahili', backend });
 * ```
 */
import type { LanguageName } from '../languages.js';
import type { BackendBase, CallOptions, Warning } from './warning.js';

/** Options of one synthesis call (one sentence-sized piece). */
export interface SpeechCallOptions extends CallOptions {
  text: string;
  language: LanguageName;
  voice?: string;
  /** Speaking rate multiplier, 1 = normal. */
  speed?: number;
}

/** Output of one synthesis call. */
export interface SpeechCallResult {
  /** Mono samples in [-1, 1]. */
  samples: Float32Array;
  sampleRate: number;
  warnings: Warning[];
}

/** A text-to-speech backend. */
export interface SpeechBackendV1 extends BackendBase {
  /** Languages this backend can speak (natively or with a stand-in voice). */
  readonly languages: readonly LanguageName[];
  doSynthesize(options: SpeechCallOptions): Promise<SpeechCallResult>;
}
