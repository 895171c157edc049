/**
 * The phonemizer interface (types only): text to IPA phonemes, clause by clause. Neural voices that
 * read phonemes (Kokoro) take one as an option; the core's espeak-ng engine provides one
 * (`createEspeakPhonemizer`).
 *
 * @example
 * ```ts
 * const { clauses } = await phonemizer.doPhonemize({ text: 'Hello, world.', voice: 'en-us' });
 * // clauses: ['həlˈo^ʊ', 'wˈɜːld']
 * ```
 */
import type { CallOptions } from './warning.js';

/** Options of one phonemization call. */
export interface PhonemizeCallOptions extends CallOptions {
  text: string;
  /** Phonemizer voice (espeak-ng: `en-us`, `en-gb`, `fr-fr`, `es`, `it`). */
  voice: string;
}

/** Output of one phonemization call. */
export interface PhonemizeCallResult {
  /**
   * IPA with stress marks (`ˈ`, `ˌ`), one entry per clause (the text's punctuation is not
   * included); multi-letter phonemes are joined by a `^` tie (`t^ʃ`).
   */
  clauses: string[];
}

/** A grapheme-to-phoneme converter. */
export interface PhonemizerV1 {
  readonly specificationVersion: 'v1';
  /** Implementation id, e.g. `espeak-ng`. */
  readonly phonemizerId: string;
  doPhonemize(options: PhonemizeCallOptions): Promise<PhonemizeCallResult>;
}
